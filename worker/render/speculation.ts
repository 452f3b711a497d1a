import type { PublicTenant } from "../../shared/page-envelope";

/**
 * Speculation Rules (issue 12, docs/decisions/0016-lean-pages.md) for browsers that have them:
 * a same-site link is prefetched when the shopper hovers it (`moderate`), and a product link of a
 * product grid is prerendered when the shopper presses it (`conservative`). Pages that are the
 * shopper's own or act (the cart and checkout, the account and logging out, the wishlist, the
 * compare and quick-order views), BFF calls and files never are. Browsers without them use the
 * router's own hover prefetch (client/navigation/router.ts). Inline, so the script carries the
 * page's nonce like every other (the CSP has no 'inline-speculation-rules').
 */
function speculationRules(tenant: Pick<PublicTenant, "basePath" | "routeWords">): object {
  const base = tenant.basePath;
  const w = tenant.routeWords;
  const never = [
    { pathname: `${base}/${w.webshop}/*` },
    { pathname: `${base}/${w.auth}/*` },
    { pathname: `${base}/${w.wishlist}/*` },
    { pathname: `${base}/${w.catalog}/`, search: "*special_view=*" },
    { pathname: "/api/*" },
    { pathname: `${base}/api/*` },
    { pathname: "/media/*" },
    { pathname: "/assets/*" },
  ];
  const ours = { not: { href_matches: never } };
  const plain = { not: { selector_matches: "[rel~=nofollow], [download], [target=_blank], [data-no-speculation]" } };
  return {
    prefetch: [{ where: { and: [{ href_matches: `${base}/*` }, ours, plain] }, eagerness: "moderate" }],
    prerender: [{ where: { and: [{ selector_matches: ".product-grid .product-card a" }, { href_matches: `${base}/*` }, ours, plain] }, eagerness: "conservative" }],
  };
}

/** The rules as the text of a `<script type="speculationrules">`, `<` escaped as in the page state. */
export function speculationRulesJson(tenant: Pick<PublicTenant, "basePath" | "routeWords">): string {
  return JSON.stringify(speculationRules(tenant)).replace(/</g, "\\u003c");
}
