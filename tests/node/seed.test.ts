import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { thumbs, THUMB_SIZES } from "../../commerce/lib/media";
import { SIZES, writeMedia } from "../../scripts/seed/media";
import { CATALOG, CONTENT, mediaItems } from "../../scripts/build-seed";

/**
 * The seed's own consistency checks (counts, hierarchy, translations, prices, visibility cases)
 * are scripts a person runs by hand; here they run on every CI, so data that breaks a rule of
 * issue 3 never reaches the seed SQL unnoticed. The images are generated as the screens ask for them.
 */
const ROOT = resolve(import.meta.dirname, "../..");
const TSX = join(ROOT, "node_modules", ".bin", "tsx");

describe("the seed's consistency checks pass", () => {
  it.each(["commerce/seed/catalog/check.ts", "commerce/seed/content/check.ts"])("%s", (script) => {
    const run = spawnSync(TSX, [join(ROOT, script)], { cwd: ROOT, encoding: "utf8", timeout: 60_000 });
    const failures = run.stdout.split("\n").filter((l) => l.startsWith("FAIL"));
    expect(failures).toEqual([]);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/passed, 0 failed/);
  }, 70_000);
});

describe("seed images: generated offline, one per product, brand, category, post, recipe and author, in every size the screens use", () => {
  const dir = mkdtempSync(join(tmpdir(), "zrno-seed-media-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("the API's thumbnail sizes are the sizes the generator writes", () => {
    expect(THUMB_SIZES).toEqual(SIZES);
  });

  it("every item gets small, medium and large SVGs at the paths the API hands out", () => {
    const items = mediaItems();
    const written = writeMedia(dir, items);
    // A product has a second picture, its contents (docs/decisions/0013-product-images.md).
    const withContents = items.filter((i) => i.art).length;
    expect(withContents).toBe(CATALOG.products.length);
    expect(written).toBe((items.length + withContents) * Object.keys(SIZES).length);
    const count = (kind: string) => items.filter((i) => i.kind === kind).length;
    expect(count("products")).toBe(CATALOG.products.length);
    expect(count("brands")).toBe(CATALOG.manufacturers.length);
    expect(count("posts")).toBe(CONTENT.posts.length + CONTENT.recipes.length);
    expect(count("authors")).toBe(CONTENT.authors.length);
    // The home page's category tiles show each category's foods (issue 10).
    expect(count("categories")).toBe(CATALOG.categories.length);
    // Each store shows a shop front with its city's sign (issue 10).
    expect(count("locations")).toBe(CONTENT.locations.length);
    for (const item of [...items, ...items.filter((i) => i.art).map((i) => ({ ...i, code: `${i.code}-contents` }))]) {
      const paths = thumbs(item.kind, item.code);
      for (const [size, px] of Object.entries(SIZES) as [keyof typeof SIZES, number][]) {
        const svg = readFileSync(join(dir, paths[size]), "utf8");
        expect(svg.startsWith("<svg")).toBe(true);
        expect(svg).toContain(`width="${px}"`);
      }
    }
    expect(readdirSync(join(dir, "media")).sort()).toEqual(["authors", "brands", "categories", "instashop", "locations", "posts", "products"]);
  });

  it("one image serves every site: brand names are drawn on it, product titles (one language) are not", () => {
    writeMedia(dir, [
      { kind: "products", code: "ZR-CAPTION", title: "Organic rolled oats", hue: 40 },
      { kind: "brands", code: "caption-brand", title: "Bergkorn Hollerer", hue: 80 },
    ]);
    const product = readFileSync(join(dir, thumbs("products", "ZR-CAPTION").small), "utf8");
    const brand = readFileSync(join(dir, thumbs("brands", "caption-brand").small), "utf8");
    expect(product).not.toContain("<tspan");
    expect(brand).toContain(">Bergkorn<");
  });

  it("a title with markup characters cannot break out of the SVG", () => {
    writeMedia(dir, [{ kind: "products", code: "ZR-PROBE", title: '<script>alert("x")</script> & co', hue: 10 }]);
    const svg = readFileSync(join(dir, thumbs("products", "ZR-PROBE").small), "utf8");
    expect(svg).not.toContain("<script");
    expect(svg).toContain("&#60;script&#62;");
  });
});
