import * as v from "valibot";

/**
 * The stores map (docs/decisions/0019-stores-map.md): one drawing of the region the shop's stores
 * are in, made at build from Natural Earth's countries (scripts/seed/art/map.ts writes
 * /media/map/region.svg), in a Mercator projection of fixed bounds. The page lays its markers over
 * it with the same projection, so a store an editor adds anywhere in the bounds lands on its place
 * without a rebuild, and shows the part of the map around the site's stores.
 */
const MAP_BOUNDS = { west: -11, east: 31, north: 59, south: 34 } as const;
export const MAP_WIDTH = 1000;
export const MAP_FILE = "/media/map/region.svg";

const RAD = Math.PI / 180;
const mercator = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * RAD) / 2));
const SCALE = MAP_WIDTH / ((MAP_BOUNDS.east - MAP_BOUNDS.west) * RAD);
export const MAP_HEIGHT = Math.round(SCALE * (mercator(MAP_BOUNDS.north) - mercator(MAP_BOUNDS.south)));

/** A place's point on the map, in map units (0..MAP_WIDTH across), to a tenth. */
export function project(lat: number, lng: number): [number, number] {
  const x = (lng - MAP_BOUNDS.west) * RAD * SCALE;
  const y = SCALE * (mercator(MAP_BOUNDS.north) - mercator(lat));
  return [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
}

interface MapView {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The part of the map that shows every point with a margin, 3:2, at least `minW` units wide (a
 * single store still shows its country), and kept inside the drawing.
 */
export function mapView(points: readonly [number, number][], minW = 150): MapView {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const [x0, x1] = xs.length ? [Math.min(...xs), Math.max(...xs)] : [0, MAP_WIDTH];
  const [y0, y1] = ys.length ? [Math.min(...ys), Math.max(...ys)] : [0, MAP_HEIGHT];
  let w = Math.max(minW, (x1 - x0) * 1.35, (y1 - y0) * 1.35 * 1.5);
  w = Math.min(w, MAP_WIDTH, MAP_HEIGHT * 1.5);
  const h = w / 1.5;
  const clamp = (n: number, max: number) => Math.round(Math.min(Math.max(n, 0), max) * 10) / 10;
  return { x: clamp((x0 + x1) / 2 - w / 2, MAP_WIDTH - w), y: clamp((y0 + y1) / 2 - h / 2, MAP_HEIGHT - h), w: Math.round(w * 10) / 10, h: Math.round(h * 10) / 10 };
}

/**
 * The drawing as the stores page states it (docs/decisions/0019-stores-map.md "City names"): the
 * view, a marker per city and where its name goes, worked out by the page's loader
 * (worker/pages/store-map-layout.ts) so the browser only draws it.
 */
const Num = v.number();
const MapName = v.object({
  /** The name's centre and baseline. */
  x: Num,
  y: Num,
  /** From the marker's edge to the name's near side, when the name stands away from its marker. */
  leader: v.nullable(v.tuple([Num, Num, Num, Num])),
});
export const MapCity = v.object({
  city: v.string(),
  x: Num,
  y: Num,
  /** Its stores' codes in the list's order: the marker links to the first. */
  stores: v.array(v.string()),
  /** Null only when no place on the drawing was free, at the smallest type. */
  name: v.nullable(MapName),
});
export const StoreMapLayout = v.object({
  view: v.object({ x: Num, y: Num, w: Num, h: Num }),
  /** The markers' radius and the names' type size, in map units. */
  r: Num,
  fs: Num,
  cities: v.array(MapCity),
});
export type MapCity = v.InferOutput<typeof MapCity>;
export type MapName = v.InferOutput<typeof MapName>;
export type StoreMapLayout = v.InferOutput<typeof StoreMapLayout>;
