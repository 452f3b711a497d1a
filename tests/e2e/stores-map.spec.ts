import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { arrive, expect, seedLabel, test } from "./fixtures";
import { axeProblems } from "./support/look";

/**
 * The stores page's street map (docs/decisions/0019-stores-map.md): the drawing first; Leaflet,
 * its stylesheet and the tiles only once the shopper presses "Street map"; the drawing back with a
 * word why when the tiles cannot load. The dev config (wrangler.toml) names OpenStreetMap's tile
 * host; the tests have no internet, so its tiles are served here (a 256 px PNG of streets in
 * ./fixtures) or refused.
 */
const TILE_HOST = "https://tile.openstreetmap.org";
const TILE = readFileSync(join(import.meta.dirname, "fixtures", "tile.png"));
const STORES = "/en/stores/";

/** Every request the page makes to the tile host, and every one for Leaflet's chunk or stylesheet. */
function watch(page: Page): { tiles: string[]; leaflet: string[] } {
  const seen = { tiles: [] as string[], leaflet: [] as string[] };
  page.on("request", (req) => {
    if (req.url().startsWith(TILE_HOST)) seen.tiles.push(req.url());
    if (/\/assets\/(street-map|leaflet)-[^/]+\.(js|css)$/.test(req.url())) seen.leaflet.push(req.url());
  });
  return seen;
}

const serveTiles = (page: Page) => page.route(`${TILE_HOST}/**`, (route) => route.fulfill({ status: 200, contentType: "image/png", body: TILE }));

test("the stores page asks nothing of the tile host and loads no map library until the shopper presses Street map", async ({ page, consoleProblems }) => {
  const seen = watch(page);
  await serveTiles(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await arrive(page, STORES);
  const button = page.getByRole("button", { name: seedLabel("locations_street_map", "en") });
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute("aria-pressed", "false");
  // The drawing and its markers are the page; the list below is whole.
  await expect(page.getByRole("group", { name: seedLabel("locations_map", "en") })).toBeVisible();
  await page.locator(".location-card").last().scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(seen.tiles).toEqual([]);
  expect(seen.leaflet).toEqual([]);
  expect(await page.evaluate(() => performance.getEntriesByType("resource").filter((e) => /street-map|leaflet|openstreetmap/.test(e.name)).length)).toBe(0);
  expect(consoleProblems).toEqual([]);
});

test("Street map: Leaflet and the tiles load, one marker per store, a marker's popup links to its card; pressed again, the drawing is back", async ({ page, consoleProblems }) => {
  const seen = watch(page);
  await serveTiles(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await arrive(page, STORES);
  const stores = await page.locator(".location-card").count();
  expect(stores).toBeGreaterThan(5);
  const button = page.getByRole("button", { name: seedLabel("locations_street_map", "en") });
  await button.click();
  const map = page.getByRole("region", { name: seedLabel("locations_map", "en") });
  await expect(map).toBeVisible();
  await expect(button).toHaveAttribute("aria-pressed", "true");
  // The drawing steps aside (its links out of the tab order), the map takes its place.
  await expect(page.getByRole("group", { name: seedLabel("locations_map", "en") })).toBeHidden();
  await expect(map.locator(".leaflet-tile-loaded").first()).toBeVisible();
  expect(seen.tiles.length).toBeGreaterThan(0);
  expect(seen.tiles.every((u) => /^https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/.test(u))).toBe(true);
  expect(seen.leaflet.some((u) => u.endsWith(".css"))).toBe(true);
  await expect(map.locator(".leaflet-control-attribution")).toContainText("© OpenStreetMap contributors");
  // One marker a store, each named by its store, and every one inside the fitted view.
  const markers = map.locator(".street-marker");
  await expect(markers).toHaveCount(stores);
  const box = (await map.boundingBox())!;
  for (const marker of await markers.all()) {
    const m = (await marker.boundingBox())!;
    expect(m.x >= box.x && m.x + m.width <= box.x + box.width && m.y >= box.y && m.y + m.height <= box.y + box.height).toBe(true);
  }
  // axe over the open map: its markers, zoom buttons and attribution are named and reachable.
  expect(await axeProblems(page, "street map", [".store-map"])).toEqual([]);
  // The keyboard: the map and the markers are reached, Enter opens a marker's popup.
  await expect(map).toHaveAttribute("tabindex", "0");
  const madrid = map.getByRole("button", { name: "Zrno Madrid" });
  await madrid.focus();
  await page.keyboard.press("Enter");
  const link = map.locator(".leaflet-popup").getByRole("link", { name: "Zrno Madrid" });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", "#store-madrid");
  await link.click();
  await expect(page).toHaveURL(/#store-madrid$/);
  await expect(page.locator("#store-madrid")).toBeInViewport();
  // Pressed again: the drawing is back, the map gone.
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "false");
  await expect(page.locator(".street-map")).toHaveCount(0);
  await expect(page.getByRole("group", { name: seedLabel("locations_map", "en") })).toBeVisible();
  // Nothing the CSP refused (Leaflet's stylesheet, its element styles, the tiles) and no error.
  expect(consoleProblems).toEqual([]);
});

test("tiles that cannot load: the street map goes and the drawing is back with a word why", async ({ page, consoleProblems }) => {
  const seen = watch(page);
  await page.route(`${TILE_HOST}/**`, (route) => route.abort());
  await page.setViewportSize({ width: 390, height: 844 });
  await arrive(page, STORES);
  const button = page.getByRole("button", { name: seedLabel("locations_street_map", "en") });
  await button.click();
  await expect(page.getByRole("status").filter({ hasText: seedLabel("locations_street_map_failed", "en") })).toBeVisible();
  expect(seen.tiles.length).toBeGreaterThan(0);
  await expect(page.locator(".street-map")).toHaveCount(0);
  await expect(page.getByRole("group", { name: seedLabel("locations_map", "en") })).toBeVisible();
  await expect(button).toHaveAttribute("aria-pressed", "false");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The refused tiles are the only complaint.
  expect(consoleProblems.filter((p) => !/Failed to load resource: net::ERR_FAILED/.test(p))).toEqual([]);
});

test("every site's stores drawing: no city name is covered by a marker", async ({ page }) => {
  for (const path of ["/me/prodavnice/", "/poslovnice/", "/en/stores/", "/si/trgovine/", "/de/filialen/", "/at/filialen/", "/it/negozi/", "/es/tiendas/", "/rs/prodavnice/", "/ba/poslovnice/"]) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const covered = await page.evaluate(() => {
        const out: string[] = [];
        const markers = [...document.querySelectorAll(".store-map .map-marker circle")].map((c) => c.getBoundingClientRect());
        for (const name of document.querySelectorAll<SVGTextElement>(".store-map .map-marker text:not(.map-count)")) {
          const n = name.getBoundingClientRect();
          const own = name.parentElement!.querySelector("circle")!.getBoundingClientRect();
          for (const m of markers) {
            if (m.x === own.x && m.y === own.y) continue;
            if (n.left < m.right && m.left < n.right && n.top < m.bottom && m.top < n.bottom) out.push(`${name.textContent} under a marker`);
          }
        }
        return out;
      });
      expect(covered, `${path} at ${width}`).toEqual([]);
    }
  }
});
