import { Hono } from "hono";
import type { MyComment } from "../../../shared/contract/account";
import type { CommerceEnv } from "../../env";
import { ok } from "../../lib/respond";
import { requireLiveToken } from "../../lib/token";
import { accountId, requireAccount } from "./guard";

/** My comments (docs/behaviour/07-api.md "Auth"): the product reviews the logged-in shopper wrote. */
export const comments = new Hono<CommerceEnv>();

comments.use("/auth/my-comments/", requireLiveToken(), requireAccount());

/** The dashboard shows the newest few; `all=1` lists every one (up to a bound no shopper reaches). */
const DASHBOARD_COUNT = 5;
const ALL_BOUND = 500;

interface Row {
  id: number;
  product_code: string;
  product_title: string;
  path: string | null;
  rate: number;
  message: string;
  approved: number;
  created_at: string;
}

/**
 * Titles and links are the calling site's (the review's own language when the product has no
 * title there); a product no longer shown on the site keeps its review, without a link.
 */
comments.get("/auth/my-comments/", async (c) => {
  const userId = accountId(c);
  const site = c.get("site") ?? null;
  const limit = c.req.query("all") === "1" ? ALL_BOUND : DASHBOARD_COUNT;
  const db = c.env.DB;
  const [rows, count] = await db.batch<Row | { total: number }>([
    db
      .prepare(
        `SELECT r.id, r.product_code, COALESCE(here.title, own.title, r.product_code) AS product_title, rt.path,
                r.rate, r.message, r.approved, r.created_at
         FROM product_reviews r
         LEFT JOIN products p ON p.code = r.product_code
         LEFT JOIN product_i18n here ON here.product_id = p.id AND here.lang = ?2
         LEFT JOIN product_i18n own ON own.product_id = p.id AND own.lang = r.lang
         LEFT JOIN routes rt ON rt.site = ?3 AND rt.entity_key = 'catalog_product:' || r.product_code AND rt.visible = 1
         WHERE r.user_id = ?1
         ORDER BY r.created_at DESC, r.id DESC
         LIMIT ?4`,
      )
      .bind(userId, site?.lang ?? "", site?.code ?? "", limit),
    db.prepare("SELECT COUNT(*) AS total FROM product_reviews WHERE user_id = ?1").bind(userId),
  ]);
  const items: MyComment[] = ((rows?.results ?? []) as Row[]).map((r) => ({
    id: r.id,
    product_code: r.product_code,
    product_title: r.product_title,
    url_without_domain: r.path,
    rate: r.rate,
    message: r.message,
    approved: r.approved === 1,
    datetime_created: `${r.created_at.replace(" ", "T")}Z`,
  }));
  return ok(c, { items, total: ((count?.results[0] as { total: number } | undefined)?.total ?? 0) });
});
