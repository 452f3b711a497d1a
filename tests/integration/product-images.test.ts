import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { get, stateOf } from "./helpers";
import type { ScreenOf } from "../../shared/screens";

/** Product pictures (docs/decisions/0013-product-images.md): pack and contents, the main one fetched first. */
const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;

describe("the product page's gallery", () => {
  it("shows the pack and the contents; the large picture is fetched first, the thumbnails lazily", async () => {
    const row = (await db.prepare("SELECT path, entity_key FROM routes WHERE site = 'en' AND content_type = 'catalog_product' AND visible = 1 ORDER BY path LIMIT 1").first<{ path: string; entity_key: string }>())!;
    const html = await (await get(`http://localhost/en${row.path}`)).text();
    const product = (stateOf(html).screen as ScreenOf<"catalog-product">).product;
    const code = row.entity_key.split(":")[1]!.toLowerCase();
    expect(product.images.map((i) => i.large)).toEqual([`/media/products/${code}-large.svg`, `/media/products/${code}-contents-large.svg`]);
    const main = /<img class="product-gallery-main"[^>]*>/.exec(html)?.[0] ?? "";
    // HTML attribute names are case-insensitive; React writes fetchPriority and srcSet.
    expect(main).toMatch(/fetchpriority="high"/i);
    expect(main).toMatch(/width="800" height="800"/);
    expect(main).toMatch(/srcset="[^"]+ 400w, [^"]+ 800w"/i);
    expect(main).not.toContain("loading=");
    const thumbs = html.match(/<ul class="product-thumbs">.*?<\/ul>/)?.[0] ?? "";
    expect(thumbs.match(/<img [^>]*loading="lazy"/g)).toHaveLength(2);
  });

  it("zooms without script: the large picture is a button for a popover dialog whose picture loads only when it opens", async () => {
    const html = await (await get("http://localhost/en/products/alpine-fruit-muesli-product-33/")).text();
    const button = /<button type="button" class="gallery-zoom"[^>]*>/.exec(html)?.[0] ?? "";
    expect(button).toMatch(/popovertarget="product-zoom"/i);
    expect(button).toMatch(/aria-label="Enlarge the picture: /);
    const dialog = /<dialog id="product-zoom".*?<\/dialog>/.exec(html)?.[0] ?? "";
    expect(dialog).toMatch(/popover="auto"/);
    expect(dialog).toMatch(/<input type="checkbox" id="product-zoom-in"/);
    expect(dialog).toMatch(/popovertargetaction="hide"/i);
    // A closed popover is not rendered, so its lazy picture is fetched only on opening.
    expect(dialog).toMatch(/<img src="\/media\/products\/[^"]+-large\.svg"[^>]*loading="lazy"/);
  });
});
