import { expect, test } from "./fixtures";

/**
 * The stores page's drawing (docs/decisions/0019-stores-map.md): a city's name is written where no
 * marker covers it, on every site, at a phone's and a desktop's width.
 */
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
