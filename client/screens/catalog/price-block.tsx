import { useAtomValue } from "jotai";
import type { ProductDetail } from "../../../shared/contract/catalog";
import { formatPrice } from "../../../shared/price-format";
import { Price } from "../../components/price";
import { PerUnit } from "../../components/per-unit";
import { tenantAtom } from "../../state/atoms";
import { useLabel } from "../../state/hooks";

/**
 * The product page's one price block: the price, the regular price struck with the discount, and
 * — only when it differs from the struck price — the lowest price of the last 30 days that an EU
 * shop must name beside a discount (the "anchor price"). Each figure appears once.
 */
export function PriceBlock({ variation }: { variation: Pick<ProductDetail["variations"][number], "price_custom" | "basic_price_custom" | "loyalty_price" | "discount_percent_custom" | "anchor_price" | "net_quantity"> }) {
  const t = useLabel();
  const tenant = useAtomValue(tenantAtom);
  const discounted = variation.basic_price_custom > variation.price_custom;
  const anchor = variation.anchor_price;
  const showAnchor = discounted && anchor !== null && anchor !== variation.basic_price_custom && tenant;
  return (
    <div className="price-block">
      <Price amount={variation.price_custom} regular={variation.basic_price_custom} loyalty={variation.loyalty_price} />
      <PerUnit amount={variation.price_custom} net={variation.net_quantity} />
      {discounted && variation.discount_percent_custom > 0 && <span className="badge badge-sale">−{Math.round(variation.discount_percent_custom)} %</span>}
      {showAnchor && (
        <p className="price-anchor">
          {t("product_lowest_price_30d")}: {formatPrice(anchor, tenant.locale, tenant.currency)}
        </p>
      )}
    </div>
  );
}
