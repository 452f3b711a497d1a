import { useAtomValue } from "jotai";
import type { CartTotal } from "../../../shared/contract/cart";
import { formatPrice } from "../../../shared/price";
import { tenantAtom } from "../../state/atoms";
import { useLabel } from "../../state/hooks";
import type * as v from "valibot";

/** A money amount in the tenant's locale and the given currency (the cart's or the order's). */
export function useMoney(currency: string) {
  const tenant = useAtomValue(tenantAtom);
  return (n: number) => formatPrice(n, tenant?.locale ?? "hr-HR", currency);
}

/**
 * The totals of a cart or an order (docs/behaviour/03-entities.md): the items, each extra item (the coupon, a negative
 * amount; the shipping), the total and the VAT it contains.
 */
export function Totals({ total, currency }: { total: v.InferOutput<typeof CartTotal>; currency: string }) {
  const t = useLabel();
  const money = useMoney(currency);
  const savings = total.total_basic - total.total_items_total;
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
          <ExtraLine key={`${x.type}:${x.code}`} type={x.type} title={x.title} amount={x.amount} money={money} />
        ))}
        <dt>{t("cart_total")}</dt>
        <dd className="cart-total">{money(total.total)}</dd>
        <dt>{t("cart_tax")}</dt>
        <dd className="cart-tax">{money(total.total_tax)}</dd>
      </dl>
      <p className="cart-vat-note">{t("cart_vat_included")}</p>
    </>
  );
}

function ExtraLine({ type, title, amount, money }: { type: "coupon" | "shipping"; title: string; amount: number; money: (n: number) => string }) {
  const t = useLabel();
  return (
    <>
      <dt className={`cart-extra-${type}`}>{type === "shipping" ? `${t("cart_shipping")}: ${title}` : title}</dt>
      <dd className={`cart-extra-${type}-amount`}>{type === "shipping" && amount === 0 ? t("cart_free_shipping") : money(amount)}</dd>
    </>
  );
}
