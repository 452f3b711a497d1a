import { Hono } from "hono";
import type { CommerceEnv } from "../../env";
import type { InstashopItem } from "../../../shared/contract/content";
import { thumbs } from "../../lib/media";
import { ok } from "../../lib/respond";
import { requireSite } from "../../lib/site";
import { attributesOf, PRODUCT_SELECT, PUBLIC_PRODUCT, toListItem, type ProductRow } from "../catalog/product-rows";

/** GET /instashop/: the social-shop posts in order, each with the visible products it shows. */
export const instashop = new Hono<CommerceEnv>();

instashop.get("/instashop/", requireSite(), async (c) => {
  const site = c.get("site");
  const db = c.env.DB;
  const [items, products] = await db.batch([
    db.prepare(
      "SELECT i.id, i.code, ii.caption FROM instashop_items i JOIN instashop_i18n ii ON ii.item_id = i.id AND ii.lang = ?1 ORDER BY i.position, i.id",
    ).bind(site.lang),
    db.prepare(
      `SELECT x.*, ip.item_id FROM (${PRODUCT_SELECT} WHERE ${PUBLIC_PRODUCT}) x
         JOIN instashop_products ip ON ip.product_id = x.id ORDER BY ip.item_id, x.id`,
    ).bind(site.lang, site.currency, site.code),
  ]);
  const rows = (products?.results ?? []) as (ProductRow & { item_id: number })[];
  const attributes = await attributesOf(db, site.lang, [...new Set(rows.map((r) => r.id))]);
  const out: InstashopItem[] = ((items?.results ?? []) as { id: number; code: string; caption: string }[]).map((item) => ({
    id: item.id,
    code: item.code,
    caption: item.caption,
    image_thumbs: thumbs("instashop", item.code),
    products: rows.filter((r) => r.item_id === item.id).map((r) => toListItem(r, site, attributes.get(r.id) ?? [])),
  }));
  return ok(c, out);
});
