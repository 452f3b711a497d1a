// The stores map's drawing (docs/decisions/0019-stores-map.md): the countries of the region the
// shop's stores are in, from Natural Earth's 1:50m admin-0 countries as the pinned world-atlas
// package ships them (public domain; package ISC), in the Mercator projection of shared/store-map.ts.
// Written at seed build to public/media/map/region.svg: served by the shop itself, so the map
// needs no tile server and works with no network beyond the shop.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { feature } from "topojson-client";
import type { Topology, GeometryCollection } from "topojson-specification";
import type { MultiPolygon, Polygon, Position } from "geojson";
import { MAP_HEIGHT, MAP_WIDTH, project } from "../../../shared/store-map";

export const MAP_COLOURS = { sea: "#cfe2ea", land: "#f5f1e6", border: "#b8ae95" } as const;

/** One ring as a path: points nearer than 0.35 map units (about a kilometre) to the last one are left out. */
function ringPath(ring: Position[]): string {
  const pts: [number, number][] = [];
  for (const [lng, lat] of ring) {
    const p = project(lat!, lng!);
    const last = pts.at(-1);
    if (!last || Math.hypot(p[0] - last[0], p[1] - last[1]) >= 0.35) pts.push(p);
  }
  if (pts.length < 3) return "";
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  // Rings wholly outside the drawing (and a margin) are not drawn.
  if (Math.max(...xs) < -50 || Math.min(...xs) > MAP_WIDTH + 50 || Math.max(...ys) < -50 || Math.min(...ys) > MAP_HEIGHT + 50) return "";
  // Relative steps in tenths: about half the bytes of absolute points.
  const r = (v: number) => Math.round(v * 10) / 10;
  return `M${pts[0]![0]} ${pts[0]![1]}l` + pts.slice(1).map(([x, y], i) => `${r(x - pts[i]![0])} ${r(y - pts[i]![1])}`).join(" ").replace(/ -/g, "-") + "z";
}

export function regionMapSvg(): string {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve("world-atlas/countries-50m.json"), "utf8")) as Topology<{ countries: GeometryCollection }>;
  const countries = feature(topology, topology.objects.countries);
  const paths: string[] = [];
  for (const f of countries.features) {
    const g = f.geometry as Polygon | MultiPolygon | null;
    if (!g) continue;
    const polygons = g.type === "Polygon" ? [g.coordinates] : g.coordinates;
    const d = polygons.flatMap((rings) => rings.map(ringPath)).join("");
    if (d) paths.push(`<path d="${d}"/>`);
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${MAP_WIDTH}" height="${MAP_HEIGHT}" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}">` +
    `<rect width="${MAP_WIDTH}" height="${MAP_HEIGHT}" fill="${MAP_COLOURS.sea}"/>` +
    `<g fill="${MAP_COLOURS.land}" stroke="${MAP_COLOURS.border}" stroke-width=".3" stroke-linejoin="round">${paths.join("")}</g></svg>`
  );
}
