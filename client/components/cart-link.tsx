import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { cartSummaryAtom } from "../state/account";
import { sessionAtom, tenantAtom } from "../state/atoms";
import { useCartCount } from "../state/cart-count";
import { useLabel, useUrls } from "../state/hooks";

/**
 * The header's cart link with how many items the cart holds. The count is the visitor's own, so
 * it is never in the server's HTML: the browser asks for it after hydration (a visitor without a
 * token has no cart to count), and screens that change the cart update it.
 */
export function CartLink() {
  const t = useLabel();
  const urls = useUrls();
  const tenant = useAtomValue(tenantAtom);
  const { hasToken } = useAtomValue(sessionAtom);
  const summary = useAtomValue(cartSummaryAtom);
  const count = useCartCount();
  const known = summary !== null;
  useEffect(() => {
    if (!known && hasToken && tenant) void count.refresh();
    // Once per page load: later changes set the count themselves.
  }, [hasToken, tenant?.code]);
  return (
    <a href={urls.named("webshop_cart")} className="nav-cart" data-count={summary?.items ?? ""}>
      {t("nav_cart")}
      {summary && summary.items > 0 ? <span className="nav-count cart-count"> ({summary.items})</span> : null}
    </a>
  );
}
