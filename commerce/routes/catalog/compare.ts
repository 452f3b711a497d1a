import { Hono } from "hono";
import * as v from "valibot";
import type { CommerceEnv } from "../../env";
import { COMPARE_LIMIT, CompareChange } from "../../../shared/contract/personal";
import { json } from "../../lib/validate";
import { fail, ok } from "../../lib/respond";
import { requireSite } from "../../lib/site";
import { requireLiveToken, tokenOf } from "../../lib/token";
import { findSavable, ownerOf, saveWithinLimit, savedItems } from "./saved-items";

/**
 * The visitor's comparison (docs/behaviour/07-api.md "Named endpoints"): GET the table (mode=normal; `time` is
 * the shop's cache buster), POST and DELETE a shopping_cart_code. At most COMPARE_LIMIT products.
 */
export const compare = new Hono<CommerceEnv>();
compare.use("/catalog/compare/*", requireLiveToken());

const Query = v.object({
  mode: v.optional(v.picklist(["normal"])),
  time: v.optional(v.pipe(v.string(), v.regex(/^\d{1,16}$/))),
});

compare.get("/catalog/compare/", requireSite(), async (c) => {
  const site = c.get("site");
  const claims = tokenOf(c);
  const q = v.safeParse(Query, { mode: c.req.query("mode") || undefined, time: c.req.query("time") || undefined });
  if (!q.success) return fail(c, 400, "error_invalid_request", "mode must be normal; time a number");
  const [items, attributes] = await Promise.all([
    savedItems(c.env.DB, "compare_items", ownerOf(claims), site),
    // Every attribute is a row of the table, so "not organic" shows as – rather than going missing.
    c.env.DB.prepare("SELECT a.code, ai.title FROM attributes a JOIN attribute_i18n ai ON ai.attribute_id = a.id AND ai.lang = ?1 ORDER BY a.id").bind(site.lang).all<{ code: string; title: string }>(),
  ]);
  return ok(c, {
    items: items.map((i) => ({ shopping_cart_code: i.shopping_cart_code, variation_title: i.variation_title, product: i.product })),
    attributes: attributes.results,
    limit: COMPARE_LIMIT,
  });
});

const Body = v.strictObject({ ...CompareChange.entries, lang: v.optional(v.string()) });

/**
 * Adds a product to the comparison. Adding one already there is a success; a fifth answers
 * 409 `compare_limit`. Count and insert are one statement, so two tabs cannot exceed it.
 */
compare.post("/catalog/compare/", json(Body), async (c) => {
  const item = await findSavable(c.env.DB, c.req.valid("json").shopping_cart_code);
  if (!item) return fail(c, 404, "error_product_unavailable");
  const saved = await saveWithinLimit(c.env.DB, "compare_items", ownerOf(tokenOf(c)), item, COMPARE_LIMIT);
  if (!saved) return fail(c, 409, "compare_limit", `At most ${COMPARE_LIMIT} products can be compared.`);
  return ok(c, { shopping_cart_code: item.variation_code });
});

/** Removes a package, or every package of a product when given a product code; only the caller's. */
compare.delete("/catalog/compare/", json(Body), async (c) => {
  const claims = tokenOf(c);
  const body = c.req.valid("json");
  const owner = ownerOf(claims);
  const code = body.shopping_cart_code;
  const res = await c.env.DB.prepare(`DELETE FROM compare_items WHERE ${owner.column} = ?1 AND (variation_code = ?2 OR product_code = ?2)`).bind(owner.value, code).run();
  if (!res.meta.changes) return fail(c, 404, "error_empty_data");
  return ok(c, { removed: res.meta.changes });
});
