import { mapView, project, type MapName, type StoreMapLayout } from "../../shared/store-map";

/**
 * Where the stores drawing puts its markers and city names (docs/decisions/0019-stores-map.md
 * "City names"): one marker per city, every city named. Names go beside their markers where
 * there is room and they read as their own city's; the rest farther out with a leader line, at
 * the free place nearest the marker and clear of other cities' markers; no name covers a marker,
 * another name or a line, and all stay on the drawing. Where a crowded view leaves no such place
 * for every name, the markers get smaller, then the type. Worked out by the stores page's loader
 * (the browser only draws it), in map units, so it is the same at every screen width: the
 * drawing scales as one picture.
 */

type Box = readonly [number, number, number, number];
type Segment = readonly [number, number, number, number];

/** A name's box at type size `fs`, centred on x with its baseline at y (about 0.62 em a letter, bold). */
export const nameBox = (name: string, x: number, y: number, fs: number): Box => [x - name.length * fs * 0.31, y - fs * 0.8, x + name.length * fs * 0.31, y + fs * 0.25];
const overlap = (a: Box, b: Box) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

/** Whether a segment passes through a box (Liang–Barsky clipping). */
function crossesBox([x1, y1, x2, y2]: Segment, [l, t, r, b]: Box): boolean {
  let t0 = 0;
  let t1 = 1;
  const dx = x2 - x1;
  const dy = y2 - y1;
  for (const [p, q] of [[-dx, x1 - l], [dx, r - x1], [-dy, y1 - t], [dy, b - y1]] as const) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const u = q / p;
    if (p < 0) t0 = Math.max(t0, u);
    else t1 = Math.min(t1, u);
    if (t0 > t1) return false;
  }
  return true;
}

/** Whether two segments cross (touching ends count as crossing). */
function crossSegments(a: Segment, b: Segment): boolean {
  const side = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number) => Math.sign((bx - ax) * (cy - ay) - (by - ay) * (cx - ax));
  return (
    side(a[0], a[1], a[2], a[3], b[0], b[1]) !== side(a[0], a[1], a[2], a[3], b[2], b[3]) &&
    side(b[0], b[1], b[2], b[3], a[0], a[1]) !== side(b[0], b[1], b[2], b[3], a[2], a[3])
  );
}

/** Sixteen directions, the ones beside and diagonal first (names read best there), then between. */
const DIRECTIONS = [0, 180, -90, 90, -45, -135, 45, 135, -22.5, -157.5, 22.5, 157.5, -67.5, -112.5, 67.5, 112.5].map((deg) => [Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180)] as const);
/** How far out a name may stand, in marker radii from the marker's centre. */
const DISTANCES = [2.4, 3.2, 4.2, 5.4, 7, 9];
/** Markers this near (in radii) are one cluster: a leader's name may stand nearer one of them than its own. */
const CLUSTER = 4;
/** How far (in radii) a name at the end of a leader stands from any other marker, at least and by preference. */
const CLEAR = 2;
const AWAY = 4;
/**
 * Marker radius and type size tried, in 1/42 of the view's width (the roomy view's marker): the
 * first at which every city is named wins. Smaller markers leave a crowded cluster room for its
 * names before the type gets smaller.
 */
const SIZES = [
  [1, 1.35],
  [0.75, 1.35],
  [0.75, 1.15],
  [0.6, 1],
] as const;

const round = (n: number) => Math.round(n * 10) / 10;

interface Mark {
  city: string;
  x: number;
  y: number;
  stores: string[];
}

/**
 * Names for `marks` at type size `fs`, the most constrained marks first (more stores, then more
 * neighbours); how many found a place. A name goes beside its marker where it fits, else farther
 * out with a leader line. It never stands nearer another marker than its own, but for the
 * markers of its own cluster, which its leader tells apart.
 */
function place(marks: readonly Mark[], view: { x: number; y: number; w: number; h: number }, r: number, fs: number): { names: Map<string, MapName>; count: number } {
  const ring = (m: Mark): Box => [m.x - r * 1.2, m.y - r * 1.2, m.x + r * 1.2, m.y + r * 1.2];
  const inside = (b: Box) => b[0] > view.x + r * 0.3 && b[2] < view.x + view.w - r * 0.3 && b[1] > view.y + r * 0.3 && b[3] < view.y + view.h - r * 0.3;
  const crowd = (m: Mark) => marks.filter((o) => o !== m && Math.hypot(o.x - m.x, o.y - m.y) < r * 8).length;
  const order = [...marks].sort((a, b) => b.stores.length - a.stores.length || crowd(b) - crowd(a) || a.city.localeCompare(b.city));
  /** How far a box is from a point (0 inside it). */
  const reach = (b: Box, x: number, y: number) => Math.hypot(Math.max(b[0] - x, 0, x - b[2]), Math.max(b[1] - y, 0, y - b[3]));
  const boxes: Box[] = [];
  const leaders: Segment[] = [];
  const names = new Map<string, MapName>();
  // Read as its own marker's: a name beside its marker is nearer it than any other marker; a
  // name at the end of a leader stands clear of every marker but those of its own cluster, which
  // the line tells apart.
  const free = (mark: Mark, box: Box, leader = false) =>
    inside(box) &&
    !marks.some((m) => overlap(box, ring(m))) &&
    !boxes.some((b) => overlap(box, b)) &&
    !leaders.some((l) => crossesBox(l, box)) &&
    !marks.some((m) =>
      m === mark
        ? false
        : leader
          ? Math.hypot(m.x - mark.x, m.y - mark.y) > CLUSTER * r && reach(box, m.x, m.y) < CLEAR * r
          : reach(box, m.x, m.y) < reach(box, mark.x, mark.y),
    );
  const take = (city: string, name: MapName) => {
    names.set(city, name);
    boxes.push(nameBox(city, name.x, name.y, fs));
    if (name.leader) leaders.push(name.leader);
  };
  // Beside the marker: above, below, right, left; every name that fits there first.
  for (const mark of order) {
    const { city, x, y } = mark;
    const half = city.length * fs * 0.31;
    const beside: [number, number][] = [
      [x, y - r * 1.5],
      [x, y + r * 1.5 + fs * 0.8],
      [x + half + r * 1.4, y + fs * 0.3],
      [x - half - r * 1.4, y + fs * 0.3],
    ];
    const at = beside.find(([nx, ny]) => free(mark, nameBox(city, nx, ny, fs)));
    if (at) take(city, { x: round(at[0]), y: round(at[1]), leader: null });
  }
  // The rest farther out, with a leader line from the marker's edge to the name's near side.
  for (const mark of order) {
    const { city, x, y } = mark;
    if (names.has(city)) continue;
    const half = city.length * fs * 0.31;
    const others = marks.filter((m) => m !== mark).map(ring);
    // Of the free places, the nearest, kept away from the markers outside the cluster (a name
    // close to another city's marker reads as that city's).
    let best: { cost: number; name: MapName } | null = null;
    for (const d of DISTANCES) {
      for (const [i, [cx, cy]] of DIRECTIONS.entries()) {
        const px = x + cx * d * r;
        const py = y + cy * d * r;
        // The box sits beyond the point, on the far side from the marker.
        const baseline = py + cy * fs * 0.6 + fs * 0.275;
        const mx = px + cx * (half + r * 0.2);
        const box = nameBox(city, mx, baseline, fs);
        const leader: Segment = [x + cx * r * 1.15, y + cy * r * 1.15, px, py];
        if (!free(mark, box, true) || [...others, ...boxes].some((b) => crossesBox(leader, b)) || leaders.some((l) => crossSegments(l, leader))) continue;
        const near = Math.min(Infinity, ...marks.filter((m) => Math.hypot(m.x - x, m.y - y) > CLUSTER * r).map((m) => reach(box, m.x, m.y) / r));
        const cost = d + 1.5 * Math.max(0, AWAY - near) + i * 0.01;
        if (!best || cost < best.cost) best = { cost, name: { x: round(mx), y: round(baseline), leader: [round(leader[0]), round(leader[1]), round(leader[2]), round(leader[3])] } };
      }
    }
    if (best) take(city, best.name);
  }
  return { names, count: names.size };
}

/** The drawing of `stores` (in the list's order): the view around them, a marker per city and where each name goes. */
export function storeMapLayout(stores: readonly { code: string; city: string; lat: number; lng: number }[]): StoreMapLayout {
  const byCity = new Map<string, (typeof stores)[number][]>();
  for (const s of stores) byCity.set(s.city, [...(byCity.get(s.city) ?? []), s]);
  const marks: Mark[] = [...byCity].map(([city, here]) => {
    const [x, y] = project(here.reduce((s, l) => s + l.lat, 0) / here.length, here.reduce((s, l) => s + l.lng, 0) / here.length);
    return { city, x, y, stores: here.map((s) => s.code) };
  });
  const view = mapView(marks.map((m) => [m.x, m.y]));
  // The marker and type sizes of a roomy view first; smaller ones where it is crowded.
  const unit = view.w / 42;
  let best: { r: number; fs: number; names: Map<string, MapName>; count: number } | null = null;
  for (const [marker, type] of SIZES) {
    const r = round(unit * marker);
    const fs = round(unit * type);
    const tried = place(marks, view, r, fs);
    if (!best || tried.count > best.count) best = { r, fs, ...tried };
    if (best.count === marks.length) break;
  }
  const { r } = best!;
  return { view, r, fs: best!.fs, cities: marks.map((m) => ({ ...m, name: best!.names.get(m.city) ?? null })) };
}
