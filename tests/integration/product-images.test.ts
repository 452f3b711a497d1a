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
});
