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
