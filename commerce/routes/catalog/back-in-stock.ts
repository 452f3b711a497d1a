import { Hono } from "hono";
import type { CommerceEnv } from "../../env";
import { BackInStockBody, BackInStockLinkBody } from "../../../shared/contract/back-in-stock";
import { codeMatches, linkSecret } from "../../lib/account-link";
import { label } from "../../../shared/labels";
import { queueMailWhile } from "../../lib/outbox";
import { ok, fail } from "../../lib/respond";
import { jsonForm } from "../../lib/validate";
import { requireToken } from "../../lib/token";
import { overLimit, requireMailSite } from "../account/guard";
import { PRODUCT_SELECT, PUBLIC_PRODUCT, type ProductRow } from "./product-rows";

/**
 * "Notify me when it is back" (issue 10; docs/decisions/0032-back-in-stock-requests.md).
 *
 * `POST /catalog/back-in-stock/` keeps an e-mail waiting for a public product that has no stock,
 * on the site it was asked on (migration 0025): one open request per address and product, the
 * same answer for a new and a repeated one. No mail goes out when asking (the one mail is the
 * notice itself), so the form cannot be used to send someone mail now; an address can ask
 * REQUESTS_PER_HOUR times an hour (then 429), and the storefront counts tries per client.
 *
 * `mailRestocked` queues, for every open request whose product has stock again, its one mail in
 * the site's language with the product's link there, and closes the request; a later restock
 * mails nobody twice. A stock change calls it at once (./stock.ts, and an order that gives its
 * stock back, ../webshop/order-stock.ts); the cron trigger runs it too (commerce/index.ts), for
 * stock that came back any other way.
 *
 * Each answer to a request carries a withdrawal link (`withdraw`: id and code; only the code's
 * SHA-256 is kept, as for the newsletter's links): `POST …/link/` says where the request stands,
 * `POST …/withdraw/` closes it without a mail. The cron trigger purges closed requests after
 * CLOSED_KEEP_DAYS.
 */
export const backInStock = new Hono<CommerceEnv>();

backInStock.use("/catalog/back-in-stock/", requireToken());
backInStock.use("/catalog/back-in-stock/:what/", requireToken());

const REQUESTS_PER_HOUR = 10;

backInStock.post("/catalog/back-in-stock/", requireMailSite(), jsonForm(BackInStockBody), async (c) => {
  const site = c.get("site");
  const body = c.req.valid("json");
  const email = body.email.toLowerCase();
  const db = c.env.DB;
  const product = await db.prepare(`${PRODUCT_SELECT} WHERE p.id = ?4 AND ${PUBLIC_PRODUCT}`).bind(site.lang, site.currency, site.code, body.product_id).first<ProductRow>();
  if (!product) return fail(c, 404, "error_product_unavailable");
  // In stock already: nothing to wait for; the page can be bought from now.
  if (product.stock > 0) return fail(c, 409, "back_in_stock_available");
  const limited = await overLimit(c, `back-in-stock:${email}`, REQUESTS_PER_HOUR, 3600);
  if (limited) return limited;
  // A repeated request keeps its place; its mail goes to the site asked on last, and the link
  // given last is the one that withdraws it.
  const link = await linkSecret();
  await db
    .prepare(
      `INSERT INTO back_in_stock_requests (site, email, product_id, link_id, code_hash) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (email, product_id) WHERE notified_at IS NULL AND withdrawn_at IS NULL
       DO UPDATE SET site = excluded.site, link_id = excluded.link_id, code_hash = excluded.code_hash`,
    )
    .bind(site.code, email, body.product_id, link.id, link.codeHash)
    .run();
  return ok(c, { status: "subscribed" as const, withdraw: { id: link.id, code: link.code } });
});

interface Linked {
  id: number;
  code_hash: string;
  state: "open" | "withdrawn" | "notified";
  product: string | null;
}

/** The request a withdrawal link names on this site, if its code is right. */
async function linked(db: D1Database, site: { code: string; lang: string }, link: { id: string; code: string }): Promise<Linked | null> {
  const row = await db
    .prepare(
      `SELECT r.id, r.code_hash, CASE WHEN r.withdrawn_at IS NOT NULL THEN 'withdrawn' WHEN r.notified_at IS NOT NULL THEN 'notified' ELSE 'open' END AS state, pi.title AS product
         FROM back_in_stock_requests r LEFT JOIN product_i18n pi ON pi.product_id = r.product_id AND pi.lang = ?3
        WHERE r.site = ?1 AND r.link_id = ?2`,
    )
    .bind(site.code, link.id, site.lang)
    .first<Linked>();
  // Hashed and compared in constant time either way: a wrong id costs what a wrong code costs.
  return (await codeMatches(link.code, row?.code_hash)) && row ? row : null;
}

backInStock.post("/catalog/back-in-stock/link/", requireMailSite(), jsonForm(BackInStockLinkBody), async (c) => {
  const row = await linked(c.env.DB, c.get("site"), c.req.valid("json"));
  if (!row) return fail(c, 404, "back_in_stock_link_invalid");
  return ok(c, { state: row.state, product: row.product });
});

backInStock.post("/catalog/back-in-stock/withdraw/", requireMailSite(), jsonForm(BackInStockLinkBody), async (c) => {
  const db = c.env.DB;
  const link = c.req.valid("json");
  const row = await linked(db, c.get("site"), link);
  if (!row) return fail(c, 404, "back_in_stock_link_invalid");
  // Closed only while still open: its mail may have gone, or another tab withdrawn it, meanwhile.
  const done = await db.prepare("UPDATE back_in_stock_requests SET withdrawn_at = datetime('now') WHERE id = ?1 AND notified_at IS NULL AND withdrawn_at IS NULL").bind(row.id).run();
  if ((done.meta.changes ?? 0) === 1) return ok(c, { state: "withdrawn" as const, product: row.product });
  const now = await linked(db, c.get("site"), link);
  return fail(c, 409, now?.state === "notified" ? "back_in_stock_already_notified" : "back_in_stock_already_withdrawn");
});

/** Days a notified or withdrawn request is kept (its link still answers "already …"), then purged. */
export const CLOSED_KEEP_DAYS = 30;

/** The cron trigger's clean-up: closed requests older than CLOSED_KEEP_DAYS; answers how many went. */
export async function purgeClosedRequests(db: D1Database): Promise<number> {
  const done = await db
    .prepare("DELETE FROM back_in_stock_requests WHERE (notified_at IS NOT NULL OR withdrawn_at IS NOT NULL) AND COALESCE(withdrawn_at, notified_at) < datetime('now', ?1)")
    .bind(`-${CLOSED_KEEP_DAYS} days`)
    .run();
  return done.meta.changes ?? 0;
}

/** Requests mailed per run at most; the rest wait for the next stock change or cron run. */
const BATCH = 100;
const MAIL_KEYS = ["mail_greeting_anonymous", "mail_signoff", "mail_back_in_stock_subject", "mail_back_in_stock_body"] as const;

interface Due {
  id: number;
  site: string;
  email: string;
  lang: string;
  shop: string;
  product: string;
  /** The product's page on the request's site (its route row). */
  path: string;
}

/**
 * Mails every open request whose product (one of `productIds`, or any) is public and has stock;
 * answers how many mails were queued.
 */
export async function mailRestocked(db: D1Database, productIds: readonly number[] | null = null): Promise<number> {
  const { results } = await db
    .prepare(
      `SELECT r.id, r.site, r.email, s.lang, s.title AS shop, pi.title AS product, rt.path
         FROM back_in_stock_requests r
         JOIN sites s ON s.code = r.site
         JOIN products p ON p.id = r.product_id
         JOIN catalog_categories c ON c.id = p.category_id
         JOIN manufacturers m ON m.id = p.manufacturer_id
         JOIN product_i18n pi ON pi.product_id = p.id AND pi.lang = s.lang
         JOIN routes rt ON rt.site = r.site AND rt.entity_key = 'catalog_product:' || p.code
        WHERE r.notified_at IS NULL AND r.withdrawn_at IS NULL AND ${PUBLIC_PRODUCT}
          AND (?1 IS NULL OR r.product_id IN (SELECT value FROM json_each(?1)))
          AND (SELECT COALESCE(SUM(stock), 0) FROM product_variations WHERE product_id = p.id) > 0
        ORDER BY r.id LIMIT ?2`,
    )
    .bind(productIds ? JSON.stringify(productIds) : null, BATCH)
    .all<Due>();
  if (results.length === 0) return 0;
  const texts = new Map<string, Record<string, string>>();
  const statements: D1PreparedStatement[] = [];
  for (const due of results) {
    if (!texts.has(due.lang)) {
      const rows = await db.prepare(`SELECT key, value FROM labels WHERE lang = ?1 AND key IN (${MAIL_KEYS.map((_, i) => `?${i + 2}`).join(", ")})`).bind(due.lang, ...MAIL_KEYS).all<{ key: string; value: string }>();
      texts.set(due.lang, Object.fromEntries(rows.results.map((r) => [r.key, r.value])));
    }
    const t = texts.get(due.lang)!;
    const vars = { shop: due.shop, product: due.product, link: due.path };
    statements.push(
      // Queued only while the request is open, and closed in the same transaction.
      queueMailWhile(
        db,
        {
          site: due.site,
          to: due.email,
          kind: "back_in_stock",
          subject: label(t, "mail_back_in_stock_subject", vars),
          text: `${label(t, "mail_greeting_anonymous")}\n\n${label(t, "mail_back_in_stock_body", vars)}\n\n${label(t, "mail_signoff", vars)}`,
          links: [due.path],
        },
        "EXISTS (SELECT 1 FROM back_in_stock_requests WHERE id = ?7 AND notified_at IS NULL AND withdrawn_at IS NULL)",
        due.id,
      ),
      db.prepare("UPDATE back_in_stock_requests SET notified_at = datetime('now') WHERE id = ?1 AND notified_at IS NULL AND withdrawn_at IS NULL").bind(due.id),
    );
  }
  const done = await db.batch(statements);
  return done.filter((_, i) => i % 2 === 0).reduce((n, r) => n + (r.meta.changes ?? 0), 0);
}
