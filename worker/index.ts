import { Hono } from "hono";
import type { AppEnv } from "./env";
import { requestGuard } from "./edge/request-guard";
import { resolveTenant, sitePathOf } from "./edge/tenant";
import { securityHeaders } from "./edge/security-headers";
import { scannerProbes } from "./edge/probes";
import { detectBots } from "./edge/bots";
import { blockedPaths } from "./edge/blocked-paths";
import { trailingSlash } from "./edge/trailing-slash";
import { instashop } from "./edge/instashop";
import { visitorToken } from "./session/token-cookie";
import { sessionHandoff } from "./session/handoff";
import { visitorTokenCalls } from "./data/app-data";
import { pageCache } from "./edge/page-cache";
import { searchViews } from "./edge/search-views";
import { redirectRules } from "./edge/redirects";
import { bodyRules, VISITOR_STATE, visitorState } from "./bff/guards";
import { initBff } from "./bff/init";
import { pagesBff } from "./bff/pages";
import { homeBff } from "./bff/home";
import { productBelowBff } from "./bff/product-below";
import { catalogBff } from "./bff/catalog";
import { personalBff } from "./bff/personal";
import { cartBff } from "./bff/cart";
import { checkoutBff } from "./bff/checkout";
import { authBff } from "./bff/auth";
import { publishBff } from "./bff/publish";
import { searchBff } from "./bff/search";
import { consentBff } from "./bff/consent";
import { newsletterBff } from "./bff/newsletter";
import { reviewsBff } from "./bff/reviews";
import { backInStockBff } from "./bff/back-in-stock";
import { maintenanceBff } from "./bff/maintenance";
import { seo } from "./seo/sitemap";
import { resolvePage } from "./pages/resolve";
import { renderPage } from "./render/render";
import { renderError } from "./render/error-page";
import { devOutbox } from "./dev/outbox";
import { gatewayProxy } from "./edge/gateway-proxy";

/**
 * The storefront Worker, top to bottom as a request travels (docs/architecture.md). Routes are matched on
 * the site path (tenant prefix removed), so each is written once for all tenants. The site is worked
 * out once, as Hono routes the request; step 1 puts it on the context for every later step
 * (docs/decisions/0027-site-resolved-once.md).
 */
const app = new Hono<AppEnv>({ getPath: sitePathOf });

// Liveness for load balancers and the bench's bare-response baseline: before the pipeline, no I/O.
app.get("/api/nuxtapi/health", (c) => c.text("ok"));
// The bench's second baseline, in development only: a page-sized constant body (58 KB), no I/O.
const BENCH_BODY = `<!doctype html><title>bench</title>${"<p>zrno</p>".repeat(5420)}`;
app.get("/api/nuxtapi/health/body", (c) => (c.env.ENVIRONMENT === "development" ? c.html(BENCH_BODY) : c.notFound()));

// 1. which site; refuse what cannot be a page
app.use(securityHeaders());
app.use(requestGuard());
// development only: the local mail outbox, one page for every site
app.route("/", devOutbox);
// the sandbox payment gateway's pages, for every site (no cookie or token goes there)
app.route("/", gatewayProxy);
app.use(resolveTenant());
// 2. edge rules
app.use(scannerProbes());
app.use(detectBots());
app.use(blockedPaths());
app.use(trailingSlash());
app.use(instashop());
app.use(redirectRules());
// anonymous pages from the edge cache (docs/decisions/0011-edge-page-cache.md); before the token, so a
// cached page never waits for one to be issued
// a search results page served from it still counts in the API's search log
app.use(searchViews());
// a payment's return that lost its cookie on the way gets its session back (before any cache)
app.use(sessionHandoff(visitorTokenCalls.redeemHandoff));
app.use(pageCache((req, env, ctx) => app.fetch(req, env, ctx)));
// the BFF's reads that are the same for every visitor (the home page's and a product's sections
// below the fold): read with the server's token, before the visitor's is issued, so they set no
// cookie and any cache may keep them; their only input is the query their router checks
app.route("/api/nuxtapi", homeBff);
app.route("/api/nuxtapi", productBelowBff);
app.use(visitorToken(visitorTokenCalls));
// 3. BFF: its guards once (the visitor's own state: no-store and same-origin changes; every
// body: JSON or a form, and small), then the routers
for (const path of VISITOR_STATE) app.use(`/api/nuxtapi${path}`, visitorState());
app.use("/api/nuxtapi/*", bodyRules());
for (const bff of [initBff, pagesBff, catalogBff, personalBff, cartBff, checkoutBff, authBff, publishBff, searchBff, consentBff, newsletterBff, reviewsBff, backInStockBff, maintenanceBff]) {
  app.route("/api/nuxtapi", bff);
}
// robots.txt and sitemaps, per site
app.route("/", seo);
// 4–5. page resolution and render
app.get("*", async (c) => {
  const page = await resolvePage(c);
  if (page.kind === "redirect") {
    if (page.private) c.header("cache-control", "no-store");
    return c.redirect(page.location, page.status);
  }
  return renderPage(c, page);
});

app.notFound((c) => renderError(c, 404, ""));
app.onError((err, c) => renderError(c, err));

export default app;
