import { Hono } from "hono";
import type { CommerceEnv } from "../env";
import * as v from "valibot";
import { ENDPOINTS } from "../endpoints";
import { API_VERSION } from "../version";
import { json } from "../lib/validate";
import { fail, ok } from "../lib/respond";
import { requireSite } from "../lib/site";
import { requireToken } from "../lib/token";

/** Start-up data: endpoints, labels, routes, site info, currencies, redirects, maintenance. */
export const misc = new Hono<CommerceEnv>();

misc.get("/misc/endpoints/", (c) => ok(c, ENDPOINTS));
// Public, as the endpoint table: the storefront checks it before it has a token of its own.
misc.get("/misc/version/", (c) => ok(c, { version: API_VERSION }));

misc.use("/misc/*", requireToken());
misc.use("/:version/misc/*", requireToken());

misc.get("/misc/labels/", async (c) => {
  const lang = c.req.query("lang") ?? c.get("site")?.lang;
  if (!lang || !/^[a-z]{2,3}$/.test(lang)) return fail(c, 400, "error_invalid_lang");
  const { results } = await c.env.DB.prepare("SELECT key, value FROM labels WHERE lang = ?1").bind(lang).all<{ key: string; value: string }>();
  if (results.length === 0) return fail(c, 404, "error_empty_data");
  return ok(c, Object.fromEntries(results.map((r) => [r.key, r.value])));
});

misc.get("/misc/routes/", requireSite(), async (c) => {
  const site = c.get("site");
  // Each route carries its siblings on every site (for hreflang), joined by the entity key: only
  // those in their site's own language, since a fallback copy is no translation (a route's own
  // `content_lang` says which language it really shows).
  const { results } = await c.env.DB.prepare(
    `SELECT r.path, r.controller, r.action, r.template, r.content_type, s.lang, r.content_lang, r.entity_key AS entity, r.visible,
            (SELECT json_group_object(o.site, o.path) FROM routes o WHERE o.entity_key = r.entity_key AND o.content_lang IS NULL) AS urls
       FROM routes r JOIN sites s ON s.code = r.site
      WHERE r.site = ?1 ORDER BY r.path`,
  )
    .bind(site.code)
    .all<{ path: string; controller: string; action: string; template: string; content_type: string; lang: string; content_lang: string | null; urls: string; entity: string; visible: number }>();
  return ok(
    c,
    results.map(({ content_lang, ...r }) => ({ ...r, ...(content_lang ? { content_lang } : {}), visible: r.visible === 1, urls: JSON.parse(r.urls) as Record<string, string> })),
  );
});

misc.get("/misc/info/", requireSite(), (c) => {
  const site = c.get("site");
  return ok(c, site);
});

misc.get("/misc/currency/", async (c) => {
  const { results } = await c.env.DB.prepare("SELECT code, symbol, decimals FROM currencies ORDER BY code").all();
  return ok(c, results);
});

const CurrencyBody = v.strictObject({ code: v.pipe(v.string(), v.regex(/^[A-Za-z]{3}$/)), lang: v.optional(v.string()) });

/**
 * POST /misc/currency/ {code}: the shopper picks a currency. Each site sells in exactly ONE
 * currency (its price list; prices are never converted), so the only code a site accepts is its
 * own: 200 with that currency, else 400 `error_currency_unavailable`.
 */
misc.post("/misc/currency/", requireSite(), json(CurrencyBody), async (c) => {
  const site = c.get("site");
  const body = c.req.valid("json");
  const code = body.code.toUpperCase();
  if (code !== site.currency) return fail(c, 400, "error_currency_unavailable");
  const row = await c.env.DB.prepare("SELECT code, symbol, decimals FROM currencies WHERE code = ?1").bind(code).first();
  if (!row) return fail(c, 400, "error_currency_unavailable");
  return ok(c, row);
});

misc.get("/misc/redirects/", requireSite(), async (c) => {
  const site = c.get("site");
  const { results } = await c.env.DB.prepare("SELECT old_path, new_path, type FROM redirects WHERE site = ?1 ORDER BY id")
    .bind(site.code)
    .all();
  return ok(c, results);
});

misc.get("/:version/misc/is-maintenance/", async (c) => {
  if (!/^v\d+$/.test(c.req.param("version"))) return fail(c, 404, "error_not_found");
  const row = await c.env.DB.prepare("SELECT value FROM settings WHERE key = 'maintenance'").first<{ value: string }>();
  return ok(c, { maintenance: row?.value === "1" });
});
