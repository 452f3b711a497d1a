import { useAtom, useAtomValue } from "jotai";
import { lazy, Suspense, useEffect, useState } from "react";
import { cartSummaryAtom } from "../state/account";
import { miniCartOpenAtom, sessionAtom, tenantAtom } from "../state/atoms";
import { useCartCount } from "../state/cart-count";
import { useLabel, useUrls } from "../state/hooks";
import { Count } from "./count";
import { Icon } from "./icon";

// The drawer and its cart calls load with the first open (./mini-cart.tsx), not with every page.
const MiniCart = lazy(() => import("./mini-cart"));

/**
 * The header's cart with how many items the cart holds. The count is the visitor's own, so it is
 * never in the server's HTML: the browser asks for it after hydration (with the wishlist's, one
 * call; a visitor without a token has no cart to count), and screens that change the cart update
 * it. A link to the cart page, which with JavaScript opens the mini-cart drawer instead.
 */
export function CartLink() {
  const t = useLabel();
  const urls = useUrls();
  const tenant = useAtomValue(tenantAtom);
  const { hasToken } = useAtomValue(sessionAtom);
  const summary = useAtomValue(cartSummaryAtom);
  const [open, setOpen] = useAtom(miniCartOpenAtom);
  // Kept once loaded, so a second open shows at once.
  const [mounted, setMounted] = useState(false);
  const count = useCartCount();
  const known = summary !== null;
  useEffect(() => {
    if (!known && hasToken && tenant) void count.refresh();
    // Once per page load: later changes set the count themselves.
  }, [hasToken, tenant?.code]);
  useEffect(() => {
    if (open) setMounted(true);
  }, [open]);
  return (
    <>
      <a
        href={urls.named("webshop_cart")}
        className="nav-cart header-action"
        data-count={summary?.items ?? ""}
        aria-haspopup="dialog"
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
          e.preventDefault();
          setOpen(true);
        }}
      >
        <Icon name="cart" />
        <span className="header-action-text">{t("nav_cart")}</span>
        <Count value={summary?.items} className="cart-count" />
      </a>
      {(open || mounted) && (
        <Suspense fallback={null}>
          <MiniCart open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
