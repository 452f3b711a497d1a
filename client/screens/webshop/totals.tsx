import { Fragment } from "react";
import type { CartTotal } from "../../../shared/contract/cart";
import type { ShippingEstimate } from "../../../shared/contract/checkout";
import { useLabel, useMoney } from "../../state/hooks";
import type * as v from "valibot";

/**
 * The totals of a cart or an order (docs/behaviour/03-entities.md): the items, each extra item (the coupon, a negative
 * amount; the shipping), the total and the VAT it contains. Before a shipping method is chosen, a
 * cart's `estimate` stands in for it (issue 18: the charge is never first seen at payment).
 * The VAT shows one line per rate ("PDV 5 %", "PDV 25 %"; docs/decisions/0015-food-shop-rules.md "VAT").
 */
export function Totals({ total, currency, estimate }: { total: v.InferOutput<typeof CartTotal>; currency: string; estimate?: ShippingEstimate | null }) {
  const t = useLabel();
  const money = useMoney(currency);
  const savings = total.total_basic - total.total_items_total;
  const estimated = estimate && !total.extraitems.some((x) => x.type === "shipping") ? estimate : null;
  // The figures shown: the estimate's (shipping in them) until a method is chosen.
  const shown = estimated ?? total;
  return (
    <>
      <dl className="cart-totals">
        <dt>{t("cart_subtotal")}</dt>
        <dd className="cart-subtotal">{money(total.total_items_total)}</dd>
        {savings > 0.004 && (
          <>
            <dt>{t("cart_savings")}</dt>
            <dd>{money(savings)}</dd>
          </>
        )}
        {total.extraitems.map((x) => (
          <Fragment key={`${x.type}:${x.code}`}>
            <dt>{x.type === "shipping" ? `${t("cart_shipping")}: ${x.title}` : x.title}</dt>
            <dd className={x.type === "shipping" && x.amount === 0 ? `cart-extra-${x.type}-amount cart-free` : `cart-extra-${x.type}-amount`}>{x.type === "shipping" && x.amount === 0 ? t("cart_free_shipping") : money(x.amount)}</dd>
          </Fragment>
        ))}
        {estimated && (
          <>
            <dt>{t("cart_shipping_to", { country: estimated.country_name })}</dt>
            <dd className={estimated.amount === 0 ? "cart-shipping-estimate cart-free" : "cart-shipping-estimate"}>{estimated.amount === 0 ? t("cart_free_shipping") : money(estimated.amount)}</dd>
          </>
        )}
        <dt>{t("cart_total")}</dt>
        <dd className="cart-total">{money(shown.total)}</dd>
        {shown.vat.map((l) => (
          <Fragment key={l.rate}>
            <dt>{`${t("cart_tax")} ${l.rate_text}`}</dt>
            <dd>{money(l.tax)}</dd>
          </Fragment>
        ))}
      </dl>
      <p className="cart-vat-note">{t("cart_vat_included")}</p>
    </>
  );
}
