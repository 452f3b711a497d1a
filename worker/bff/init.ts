import { Hono, type Context } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { ContentLang } from "../../tenants/schema";
import { dataContext } from "../data/context";
import { checkOnStart, loadCompatibility } from "../data/api-version";
import { generateVisitorToken, loadCurrencies, loadEndpoints, loadInfo, loadLabels, loadRedirects, loadRoutes } from "../data/app-data";
import { republish } from "../cache/republish";
import { REFRESH_MINUTES, type CacheKind } from "../cache/manifest";
import { writeTokenCookie } from "../session/token-cookie";
import { ok, refuse, settle, unavailable, unavailableStatus } from "./respond";
import { jsonBody } from "./validate";
import { isForeignBrowserRequest, isOwnClientGet } from "../edge/same-origin";

/**
 * Start-up endpoints of the BFF (docs/behaviour/07-api.md). Thin handlers over the loaders the SSR uses; each
 * answers `{ success, data }` and never passes an upstream message or token through.
 */
export const initBff = new Hono<AppEnv>();

function single<T>(load: (c: Parameters<typeof dataContext>[0]) => Promise<T>) {
  return async (c: Parameters<typeof dataContext>[0]) => {
    try {
      return ok(c, await load(c));
    } catch (err) {
      return unavailable(c, err, "init");
    }
  };
}

initBff.get("/checkInitData/", async (c) => {
  const dc = dataContext(c);
  checkOnStart(dc);
  const [endpoints, currency, labels, info, routes] = await Promise.all([
    settle(loadEndpoints(dc)),
    settle(loadCurrencies(dc)),
    settle(loadLabels(dc)),
    settle(loadInfo(dc)),
    settle(loadRoutes(dc)),
  ]);
  return c.json({ endpoints, currency, labels, info, routes });
});

initBff.get("/endpoints/", single((c) => loadEndpoints(dataContext(c))));
/** Site info, and which commerce API release this storefront requires and found (docs/behaviour/09-constants.md). */
initBff.get(
  "/info/",
  single(async (c) => {
    const dc = dataContext(c);
    const [info, compatibility] = await Promise.all([loadInfo(dc), loadCompatibility(dc)]);
    return { ...info, compatibility };
  }),
);
initBff.get("/currency/", single((c) => loadCurrencies(dataContext(c))));
initBff.get("/routes/", single((c) => loadRoutes(dataContext(c))));
initBff.get("/redirects/", single((c) => loadRedirects(dataContext(c))));

initBff.get("/labels", async (c) => {
  const lang = v.safeParse(ContentLang, c.req.query("lang") ?? c.get("site").tenant.lang);
  if (!lang.success) return refuse(c, 400, undefined, { message: "Unknown language." });
  return single((cc) => loadLabels(dataContext(cc), lang.output))(c);
});

/**
 * A new visitor token, set as the HttpOnly cookie; the body never carries it. Only for the shop's
 * own client (../edge/same-origin.ts): a cross-site GET would detach the cart and log out.
 */
initBff.get("/token", async (c) => {
  if (c.req.query("regenerate") !== "1") return refuse(c, 400, undefined, { message: "Use ?regenerate=1." });
  if (!isOwnClientGet(c.req.raw)) return refuse(c, 403, "error_forbidden", { message: "Only the shop's own pages may renew the session." });
  try {
    // The token it replaces is revoked in the same call (force_logout=1): never two live ones.
    writeTokenCookie(c, await generateVisitorToken(dataContext(c), c.get("token")));
    c.header("cache-control", "no-store");
    return ok(c, null);
  } catch (err) {
    return refuse(c, unavailableStatus(err), undefined);
  }
});

const ClearBody = v.strictObject({ keys: v.array(v.picklist(Object.keys(REFRESH_MINUTES) as [CacheKind, ...CacheKind[]])) });

/**
 * Drops cached entries of this tenant by kind and bumps its content version (every cached page
 * of the site is rendered again). A POST only: a GET (`?devclearcache=` on any page or here)
 * clears nothing. Open in development (and `?devclearcache=a,b` there); deployed, it needs the
 * CACHE_CLEAR_KEY secret in `x-cache-clear-key`. Either way a request a browser sends for another
 * site or origin is refused (403): no page elsewhere can empty the cache (docs/security.md).
 */
initBff.post(
  "/clearCache/",
  async (c, next) => {
    if (isForeignBrowserRequest(c.req.raw)) return refuse(c, 403, "error_forbidden", { message: "Only this origin or a script may clear the cache." });
    const dev = c.env.ENVIRONMENT === "development";
    const key = (c.env as { CACHE_CLEAR_KEY?: string }).CACHE_CLEAR_KEY;
    if (!dev && (!key || c.req.header("x-cache-clear-key") !== key)) return refuse(c, 403, undefined, { message: "Forbidden." });
    const fromQuery = c.req.query("devclearcache");
    if (dev && fromQuery) return clearKinds(c, { keys: fromQuery.split(",").map((s) => s.trim()) });
    await next();
  },
  jsonBody(v.unknown()),
  (c) => clearKinds(c, c.req.valid("json")),
);

async function clearKinds(c: Context<AppEnv>, body: unknown): Promise<Response> {
  const parsed = v.safeParse(ClearBody, body);
  if (!parsed.success) return refuse(c, 400, undefined, { message: `keys must list cache kinds: ${Object.keys(REFRESH_MINUTES).join(", ")}` });
  // Whatever changed (a publish, a price) shows in the site's pages at once: the page cache's key
  // names the content version, so every data centre renders them again.
  const removed = await republish(c.env, [c.get("site").tenant.code], parsed.output.keys);
  return ok(c, { removed });
}
