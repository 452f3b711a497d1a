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

/** Every site's stores page. */
const STORE_PAGES = ["/me/prodavnice/", "/poslovnice/", "/en/stores/", "/si/trgovine/", "/de/filialen/", "/at/filialen/", "/it/negozi/", "/es/tiendas/", "/rs/prodavnice/", "/ba/poslovnice/"];

/** Runs `check` on every site's stores page at 390 and 1280 px. */
async function eachDrawing(page: Page, check: (where: string) => Promise<void>): Promise<void> {
  for (const path of STORE_PAGES) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await check(`${path} at ${width}`);
    }
  }
}

test("every site's stores drawing: no city name is covered by a marker", async ({ page }) => {
  await eachDrawing(page, async (where) => {
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
    expect(covered, where).toEqual([]);
  });
});

/**
 * Every city with a store is named on every site's drawing (docs/decisions/0019-stores-map.md
 * "City names"), at both widths: each name is whole inside the drawing, covers no other name, and
 * is at least 8 px tall; a name away from its marker has a leader line that ends at the marker.
 */
test("every site's stores drawing: every city with a store is named, readable, inside the drawing", async ({ page }) => {
  await eachDrawing(page, async (where) => {
    const found = await page.evaluate(() => {
      const problems: string[] = [];
      // The cities of the store cards: the address ends with "{postcode} {city}", the city its last text.
      const cities = new Set([...document.querySelectorAll(".location-card .location-address")].map((a) => [...a.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).pop()!.textContent!.trim()));
      const svg = document.querySelector(".store-map svg")!.getBoundingClientRect();
      const names = [...document.querySelectorAll<SVGTextElement>(".store-map .map-marker text:not(.map-count)")];
      const boxes = names.map((n) => ({ name: n.textContent!, box: n.getBoundingClientRect() }));
      for (const { name, box } of boxes) {
        if (box.left < svg.left || box.right > svg.right || box.top < svg.top || box.bottom > svg.bottom) problems.push(`${name} leaves the drawing`);
        if (box.height < 8) problems.push(`${name} is ${box.height.toFixed(1)} px tall`);
        for (const other of boxes) {
          if (other.name !== name && box.left < other.box.right && other.box.left < box.right && box.top < other.box.bottom && other.box.top < box.bottom) problems.push(`${name} covers ${other.name}`);
        }
      }
      for (const leader of document.querySelectorAll<SVGLineElement>(".store-map .map-marker .map-leader")) {
        const circle = leader.parentElement!.querySelector("circle")!;
        const d = Math.hypot(leader.x1.baseVal.value - circle.cx.baseVal.value, leader.y1.baseVal.value - circle.cy.baseVal.value);
        if (d > circle.r.baseVal.value * 1.5) problems.push(`${leader.parentElement!.textContent}: its leader starts away from its marker`);
      }
      return { cities: [...cities].sort(), named: boxes.map((b) => b.name).sort(), problems };
    });
    expect(found.cities.length, where).toBeGreaterThan(0);
    expect(found.named, where).toEqual(found.cities);
    expect(found.problems, where).toEqual([]);
  });
});

