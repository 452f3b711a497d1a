import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { LOCATIONS } from "../../../commerce/seed/content/index";
import { StoreMapLayout } from "../../../shared/store-map";
import { nameBox, storeMapLayout } from "../../../worker/pages/store-map-layout";

/**
 * The stores drawing's layout (docs/decisions/0019-stores-map.md "City names"): every city named,
 * no name over a marker, another name or a leader line, every name on the drawing.
 */
type Box = readonly [number, number, number, number];
const overlap = (a: Box, b: Box) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

function problems(layout: StoreMapLayout): string[] {
  const out: string[] = [];
  const { view, r, fs } = layout;
  const named = layout.cities.filter((c) => c.name);
  const boxes = named.map((c) => ({ city: c.city, box: nameBox(c.city, c.name!.x, c.name!.y, fs) }));
  for (const { city, box } of boxes) {
    if (box[0] < view.x || box[2] > view.x + view.w || box[1] < view.y || box[3] > view.y + view.h) out.push(`${city} off the drawing`);
    for (const m of layout.cities) {
      if (overlap(box, [m.x - r, m.y - r, m.x + r, m.y + r])) out.push(`${city} over ${m.city}'s marker`);
    }
    for (const other of boxes) if (other.city !== city && overlap(box, other.box)) out.push(`${city} over ${other.city}`);
  }
  for (const c of named) {
    const l = c.name!.leader;
    if (l && Math.hypot(l[0] - c.x, l[1] - c.y) > r * 1.5) out.push(`${c.city}'s leader starts away from its marker`);
  }
  return out;
}

const storesOf = (site: string) => LOCATIONS.filter((l) => l.sites.includes(site)).map((l) => ({ code: l.code, city: l.city, lat: l.lat, lng: l.lng }));

describe("storeMapLayout", () => {
  it.each(["hr", "en", "si", "de", "at", "it", "es", "rs", "ba", "me"])("names every city of the %s site's stores, clear of markers, names and lines", (site) => {
    const layout = v.parse(StoreMapLayout, storeMapLayout(storesOf(site)));
    const cities = new Set(storesOf(site).map((s) => s.city));
    expect(layout.cities.map((c) => c.city).sort()).toEqual([...cities].sort());
    expect(layout.cities.filter((c) => !c.name).map((c) => c.city)).toEqual([]);
    expect(problems(layout)).toEqual([]);
  });

  it("the international site's crowded Adriatic: leader lines for the cluster, the type no smaller than a roomy view's 1.15", () => {
    const layout = storeMapLayout(storesOf("en"));
    const leads = layout.cities.filter((c) => c.name?.leader).map((c) => c.city);
    expect(leads.length).toBeGreaterThan(0);
    for (const city of leads) expect(["Zagreb", "Ljubljana", "Rijeka", "Trieste", "Split", "Sarajevo", "Beograd", "Podgorica", "Wien"]).toContain(city);
    expect(layout.fs).toBeGreaterThanOrEqual(Math.round((layout.view.w / 42) * 1.15 * 10) / 10);
    // A city's stores stay together, in the list's order: Zagreb's marker links to its first.
    expect(layout.cities.find((c) => c.city === "Zagreb")!.stores).toEqual(["zagreb-ilica", "zagreb-maksimir"]);
  });

  it("is the same on every call (server and any later render agree)", () => {
    expect(storeMapLayout(storesOf("en"))).toEqual(storeMapLayout(storesOf("en")));
  });

  it("too many cities for the room: it names what fits and never overlaps; no stores, no markers", () => {
    const crowd = Array.from({ length: 40 }, (_, i) => ({ code: `s${i}`, city: `City ${String.fromCharCode(65 + (i % 26))}${i}`, lat: 45.8 + (i % 7) * 0.05, lng: 15.9 + Math.floor(i / 7) * 0.05 }));
    const layout = storeMapLayout(crowd);
    expect(layout.cities).toHaveLength(40);
    expect(layout.cities.some((c) => c.name)).toBe(true);
    expect(problems(layout)).toEqual([]);
    expect(storeMapLayout([]).cities).toEqual([]);
  });
});
