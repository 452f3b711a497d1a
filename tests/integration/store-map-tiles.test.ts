import { describe, expect, it } from "vitest";
import { fetchWith } from "../faults/faults";
import { mapTilesOf, tileOrigin } from "../../shared/map-tiles";
import type { ScreenOf } from "../../shared/screens";
import { cspDirectives, stateOf } from "./helpers";

/**
 * The stores page's street map (docs/decisions/0019-stores-map.md): the deployment's tile source
 * (MAP_TILES, MAP_TILES_ATTRIBUTION) reaches the stores screen through its loader, and the CSP's
 * img-src names its one origin; with none, or an unusable one, the page is the drawing alone and
 * the CSP names no tile host. The dev config (wrangler.toml) sets OpenStreetMap's tiles.
 */
const STORES = "http://localhost/en/stores/";
const OSM = { url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png", attribution: "© OpenStreetMap contributors" };
const OWN = { MAP_TILES: "https://maps.zrno.example/styles/shop/{z}/{x}/{y}.png?key=abc", MAP_TILES_ATTRIBUTION: "Tiles © Zrno Maps <b>& friends</b>" };

async function storesPage(vars: Record<string, string>) {
  const res = await fetchWith(vars, STORES);
  const html = await res.text();
  const screen = stateOf(html).screen as ScreenOf<"content-locations">;
  return { res, html, screen, imgSrc: cspDirectives(res.headers.get("content-security-policy")).get("img-src") };
}

describe("the tile source: MAP_TILES and its attribution, validated once", () => {
  it("an https template with {z}, {x} and {y} and an attribution is the source; its origin is the only host", () => {
    const tiles = mapTilesOf({ MAP_TILES: OWN.MAP_TILES, MAP_TILES_ATTRIBUTION: ` ${OWN.MAP_TILES_ATTRIBUTION} ` });
    expect(tiles).toEqual({ url: OWN.MAP_TILES, attribution: OWN.MAP_TILES_ATTRIBUTION });
    expect(tileOrigin(tiles!)).toBe("https://maps.zrno.example");
    expect(tileOrigin(OSM)).toBe("https://tile.openstreetmap.org");
  });

  it("none set, or empty: no source", () => {
    expect(mapTilesOf({})).toBeNull();
    expect(mapTilesOf({ MAP_TILES: "", MAP_TILES_ATTRIBUTION: "x" })).toBeNull();
  });

  it.each([
    ["plain http", "http://tile.example.org/{z}/{x}/{y}.png"],
    ["no {y}", "https://tile.example.org/{z}/{x}.png"],
    ["a {s} subdomain (the CSP would have to guess hosts)", "https://{s}.tile.example.org/{z}/{x}/{y}.png"],
    ["a placeholder in the host", "https://t{z}.example.org/{x}/{y}.png"],
    ["a wildcard host", "https://*.example.org/{z}/{x}/{y}.png"],
    ["user and password", "https://me:secret@tile.example.org/{z}/{x}/{y}.png"],
    ["a placeholder Leaflet would fill from elsewhere", "https://tile.example.org/{z}/{x}/{y}{r}.png"],
    ["a script URL", "javascript:alert(1)//{z}/{x}/{y}"],
    ["a CSP source list smuggled in", "https://tile.example.org/{z}/{x}/{y}.png 'unsafe-inline'"],
    ["not a URL", "tiles {z} {x} {y}"],
  ])("%s is unusable", (_name, url) => {
    expect(mapTilesOf({ MAP_TILES: url, MAP_TILES_ATTRIBUTION: "© someone" })).toBeNull();
  });

  it("a template without an attribution is unusable (providers ask for one)", () => {
    expect(mapTilesOf({ MAP_TILES: OSM.url })).toBeNull();
    expect(mapTilesOf({ MAP_TILES: OSM.url, MAP_TILES_ATTRIBUTION: "   " })).toBeNull();
    expect(mapTilesOf({ MAP_TILES: OSM.url, MAP_TILES_ATTRIBUTION: "x".repeat(201) })).toBeNull();
  });
});

describe("the stores screen and the CSP follow the deployment's tile source", () => {
  it("the dev config: the screen carries OpenStreetMap's tiles, the page has the street-map button, img-src names tile.openstreetmap.org", async () => {
    const { res, html, screen, imgSrc } = await storesPage({});
    expect(res.status).toBe(200);
    expect(screen.tiles).toEqual(OSM);
    expect(html).toMatch(/<div class="store-map-bar"><button type="button" class="button button-small button-secondary" aria-pressed="false">.*Street map<\/button><p class="street-map-note" role="status"><\/p><\/div>/);
    expect(imgSrc).toEqual(["'self'", "data:", "https://tile.openstreetmap.org"]);
    // The browser is told of the host and nothing else: the page names no tile URL outside its state.
    expect(html.replace(/<script type="application\/json" id="__STATE__"[\s\S]*?<\/script>/, "")).not.toContain("tile.openstreetmap.org");
  });

  it("another deployment's source: on the screen as configured, its origin alone in img-src", async () => {
    const { screen, imgSrc } = await storesPage(OWN);
    expect(screen.tiles).toEqual({ url: OWN.MAP_TILES, attribution: OWN.MAP_TILES_ATTRIBUTION });
    expect(imgSrc).toEqual(["'self'", "data:", "https://maps.zrno.example"]);
  });

  it("none: the drawing alone (no button, no tiles on the screen), img-src the shop's own", async () => {
    const { res, html, screen, imgSrc } = await storesPage({ MAP_TILES: "", MAP_TILES_ATTRIBUTION: "" });
    expect(res.status).toBe(200);
    expect(screen.tiles).toBeNull();
    expect(html).toContain('<div class="store-map"><svg viewBox=');
    expect(html).not.toContain("store-map-bar");
    expect(imgSrc).toEqual(["'self'", "data:"]);
  });

  it.each([
    ["an unusable template", { MAP_TILES: "https://{s}.tile.example.org/{z}/{x}/{y}.png", MAP_TILES_ATTRIBUTION: "© someone" }],
    ["a template without an attribution", { MAP_TILES: OWN.MAP_TILES, MAP_TILES_ATTRIBUTION: "" }],
  ])("%s: the page still answers 200 with the drawing alone, and img-src names no tile host", async (_name, vars) => {
    const { res, html, screen, imgSrc } = await storesPage(vars);
    expect(res.status).toBe(200);
    expect(screen.tiles).toBeNull();
    expect(html).not.toContain("store-map-bar");
    expect(imgSrc).toEqual(["'self'", "data:"]);
  });

  it("in-page navigation gets the same screen from the pages BFF, and every answer's CSP allows the tiles (the stores screen can show under any page)", async () => {
    const res = await fetchWith({}, "http://localhost/en/api/nuxtapi/pages/?slug=/en/stores/", { headers: { accept: "application/json" } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { screen: ScreenOf<"content-locations"> } };
    expect(body.data.screen.kind).toBe("content-locations");
    expect(body.data.screen.tiles).toEqual(OSM);
    const home = await fetchWith({}, "http://localhost/en/");
    expect(cspDirectives(home.headers.get("content-security-policy")).get("img-src")).toContain("https://tile.openstreetmap.org");
    const off = await fetchWith({ MAP_TILES: "" }, "http://localhost/en/api/nuxtapi/pages/?slug=/en/stores/", { headers: { accept: "application/json" } });
    expect(((await off.json()) as { data: { screen: ScreenOf<"content-locations"> } }).data.screen.tiles).toBeNull();
  });
});
