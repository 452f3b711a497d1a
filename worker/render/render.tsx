import { preloadErrorSummary } from "../../client/screens/auth/form-parts";
import { preloadIslandParts } from "../../client/components/islands";
import { preloadEmptyState } from "../../client/screens/catalog/empty-state-lazy";
import { preloadFilters } from "../../client/screens/catalog/listing";
import { preloadCardFields } from "../../client/screens/webshop/card-fields-lazy";
import { preloadCartParts } from "../../client/screens/webshop/cart";
import { preloadSearchEmptyState } from "../../client/screens/search";
import type { Context } from "hono";
import type { AppEnv } from "../env";
import type { PageState } from "../../shared/page-state";
import { BUILD_ID } from "../build-id.generated";
import { Document } from "./document";
import { documentHtml } from "./document-html";
import { linkHeader } from "./hints";
import { assertBuildMeta } from "./build-meta";
import { UNSHARED_HEADER } from "../cache/page-rules";
import { TENANTS } from "../../tenants";
import { siteBaseUrl } from "../site";
import type { OtherSite } from "./site-footer";
import { getCookie } from "hono/cookie";
import { FLASH_COOKIE, readFlash, type FormFlash } from "../session/form-flash";

/**
 * Renders the page with React 19. The status is decided before this is called (docs/architecture.md:
 * 404s and redirects before the first byte). Bots get the whole document at once and no script.
 */
interface RenderInput {
  state: PageState;
  status: 200 | 404 | 400;
  structuredData?: object[];
  private?: boolean;
  noindex?: boolean;
  /** Not to be stored by the edge page cache (it reads UNSHARED_HEADER); browsers see no difference. */
  unshared?: boolean;
}

/** The lazily loaded parts a page renders in full on the server (the islands, the empty states, the forms' error summary, the card inputs, the cart's coupon box and cross-sell), loaded once per isolate. */
const lazyPartsReady = Promise.all([preloadIslandParts(), preloadFilters(), preloadEmptyState(), preloadErrorSummary(), preloadCardFields(), preloadCartParts(), preloadSearchEmptyState()]);

export async function renderPage(c: Context<AppEnv>, { state, status, structuredData = [], private: personal = false, noindex = false, unshared = false }: RenderInput): Promise<Response> {
  // Without its build id and asset manifest a page cannot name its scripts: maintenance (docs/behaviour/08-errors.md).
  assertBuildMeta();
  await lazyPartsReady;
  const nonce = c.get("secureHeadersNonce") ?? "";
  const withScript = !c.get("isBot");
  const otherSites = otherSitesOf(c, state.tenant.code);
  const newsletter = newsletterFlash(c);
  const html = await documentHtml(<Document state={state} nonce={nonce} assetVersion={BUILD_ID} withScript={withScript} structuredData={structuredData} noindex={noindex || status !== 200} otherSites={otherSites} newsletter={newsletter} />, nonce);
  c.header("content-type", "text/html; charset=utf-8");
  c.header("vary", "user-agent, cookie");
  // What to fetch before the HTML arrives (and what Cloudflare may send as 103 Early Hints).
  if (withScript) c.header("link", linkHeader(state));
  // HTML carries a per-request nonce and may carry visitor data: never stored by shared caches.
  c.header("cache-control", personal ? "no-store" : "private, no-cache");
  if (unshared) c.header(UNSHARED_HEADER, "1");
  return c.body(html, status);
}

/**
 * The footer's newsletter form answered on the page before (a plain post's 303 back here): its
 * flash, read once. Only with the flash cookie, which keeps the page out of the edge cache.
 */
function newsletterFlash(c: Context<AppEnv>): FormFlash | null {
  if (getCookie(c, FLASH_COOKIE) === undefined) return null;
  const flash = readFlash(c);
  return flash?.form === "newsletter" ? flash : null;
}

/** Every other site's home page, for the footer (the same base URLs as canonical and hreflang links). */
function otherSitesOf(c: Context<AppEnv>, code: string): OtherSite[] {
  const origin = new URL(c.req.url).origin;
  return TENANTS.filter((t) => t.code !== code).map((t) => ({ href: siteBaseUrl(t, c.env, origin), name: t.name, currency: t.currency.code }));
}
