import type { ShippingEstimate } from "../../../shared/contract/checkout";
import { useLabel, useMoney } from "../../state/hooks";

/**
 * Shipping known early (issue 18): what the cart lacks for free delivery and when the parcel is
 * expected, from the commerce API's figures for the site (never the storefront's own).
 */
/** "€12.40 more for free delivery", with a bar; once reached, that it ships free. Nothing when it never does. */
export function FreeShippingProgress({ estimate, currency }: { estimate: ShippingEstimate; currency: string }) {
  const t = useLabel();
  const money = useMoney(currency);
  if (estimate.free_gap === null || estimate.free_over === null) return null;
  const reached = estimate.free_gap === 0;
  return (
    <div className={reached ? "free-shipping free-shipping-reached" : "free-shipping"}>
      <p className="free-shipping-text">{reached ? t("cart_free_shipping_reached") : t("cart_free_shipping_left", { amount: money(estimate.free_gap) })}</p>
      <progress className="free-shipping-bar" max={estimate.free_over} value={Math.max(0, estimate.free_over - estimate.free_gap)} aria-hidden="true" />
    </div>
  );
}

/** "Expected delivery: Fri 27 – Mon 30 Nov" (the API prints the window in the site's language). */
export function DeliveryExpected({ text }: { text: string }) {
  const t = useLabel();
  return <p className="delivery-expected">{t("cart_delivery_expected", { date: text })}</p>;
}
