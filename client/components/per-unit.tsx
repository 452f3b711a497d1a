import { useAtomValue } from "jotai";
import { unitPrice, type NetQuantity } from "../../shared/unit-price";
import { tenantAtom } from "../state/atoms";
import { moneyIn, useLabel } from "../state/hooks";

/**
 * The price of one kg, l or piece beside a price (Directive 98/6/EC, docs/decisions/0015-food-shop-rules.md),
 * worked out from the price shown (a live one too) with the API's own rule (shared/unit-price.ts).
 */
export function PerUnit({ amount, net }: { amount: number; net?: NetQuantity | null }) {
  const tenant = useAtomValue(tenantAtom);
  const t = useLabel();
  const u = unitPrice(amount, net);
  if (!tenant || !u) return null;
  return (
    <span className="price-unit">
      <span className="visually-hidden">{`${t("product_unit_price")}: `}</span>
      {`${moneyIn(tenant)(u.price)}/${t(`unit_${u.per}`)}`}
    </span>
  );
}
