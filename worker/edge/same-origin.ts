import { SHOP_CLIENT_HEADER } from "../../shared/contract/constants";

/**
 * A change must come from a page of this very origin. Browsers set Sec-Fetch-Site and Origin
 * themselves (scripts cannot forge them); a request with neither is refused too.
 */
export function isSameOrigin(req: Request): boolean {
  const fetchSite = req.headers.get("sec-fetch-site");
  const origin = req.headers.get("origin");
  if (fetchSite === null && origin === null) return false;
  if (fetchSite !== null && fetchSite !== "same-origin") return false;
  return origin === null || origin === new URL(req.url).origin;
}

/**
 * A GET that changes state (the token's regeneration) answers only the shop's own client: never
 * when the browser says another site asked (Sec-Fetch-Site `cross-site` or `same-site`, which a
 * page cannot forge), and only with the header our client sends (SHOP_CLIENT_HEADER), which a
 * cross-site page cannot add without a preflight. Spec GETs stay GETs; they just cannot be forged.
 */
export function isOwnClientGet(req: Request): boolean {
  const fetchSite = req.headers.get("sec-fetch-site");
  if (fetchSite === "cross-site" || fetchSite === "same-site") return false;
  return req.headers.get(SHOP_CLIENT_HEADER) === "1";
}

/**
 * Whether a browser says another site (or another origin) sent this request: Sec-Fetch-Site
 * `cross-site` or `same-site`, or an Origin that is not this one. A script (curl, the bench, the
 * fault harness) sends neither and is not refused by this; what it may do is for its key to say.
 */
export function isForeignBrowserRequest(req: Request): boolean {
  const fetchSite = req.headers.get("sec-fetch-site");
  if (fetchSite === "cross-site" || fetchSite === "same-site") return true;
  const origin = req.headers.get("origin");
  return origin !== null && origin !== new URL(req.url).origin;
}
