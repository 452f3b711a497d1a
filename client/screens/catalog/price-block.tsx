import { useAtomValue } from "jotai";
import type { ProductDetail } from "../../../shared/contract/catalog";
import { Price } from "../../components/price";
import { PerUnit } from "../../components/per-unit";
import { tenantAtom } from "../../state/atoms";
import { moneyIn, useLabel } from "../../state/hooks";

/**
 * The product page's one price block. A reduction names its earlier price — the lowest of the 30
 * days before it began, read from the API's price history — in words, and the badge's percent is
 * computed against that price (Art. 6a of Directive 98/6/EC; docs/decisions/0015-food-shop-rules.md).
 * Each figure appears once: the earlier price is the labelled line, not a second struck price.
 */
export function PriceBlock({ variation }: { variation: Pick<ProductDetail["variations"][number], "price_custom" | "loyalty_price" | "discount_percent_custom" | "anchor_price" | "net_quantity"> }) {
  const t = useLabel();
  const tenant = useAtomValue(tenantAtom);
  const earlier = variation.anchor_price;
  const reduced = earlier !== null && earlier > variation.price_custom && tenant;
  return (
    <div className="price-block">
      <Price amount={variation.price_custom} loyalty={variation.loyalty_price} />
      <PerUnit amount={variation.price_custom} net={variation.net_quantity} />
      {reduced && variation.discount_percent_custom > 0 && <span className="badge badge-sale">−{variation.discount_percent_custom} %</span>}
      {reduced && (
        <p className="price-anchor">
          {t("product_lowest_price_30d")}: <s>{moneyIn(tenant)(earlier)}</s>
        </p>
      )}
    </div>
  );
}
