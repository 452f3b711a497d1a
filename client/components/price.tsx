import { useAtomValue } from "jotai";
import { tenantAtom } from "../state/atoms";
import { moneyIn, useLabel } from "../state/hooks";

/** A price in the tenant's locale and currency; a discounted one shows the regular price struck. */
export function Price({ amount, regular, loyalty }: { amount: number; regular?: number; loyalty?: number | null }) {
  const tenant = useAtomValue(tenantAtom);
  const t = useLabel();
  if (!tenant) return null;
  const fmt = moneyIn(tenant);
  const discounted = regular !== undefined && regular > amount;
  return (
    <span className="price">
      <span className={discounted ? "price-now price-sale" : "price-now"}>{fmt(amount)}</span>
      {discounted && (
        <>
          {" "}
          <s className="price-old">
            <span className="visually-hidden">{`${t("product_old_price")}: `}</span>
            {fmt(regular)}
          </s>
        </>
      )}
      {loyalty != null && loyalty < amount && (
        <span className="price-loyalty">{`${t("product_loyalty_price")}: ${fmt(loyalty)}`}</span>
      )}
    </span>
  );
}

export function Stars({ rating, votes }: { rating: number; votes: number }) {
  const t = useLabel();
  if (votes === 0) return null;
  const full = Math.round(rating);
  return (
    <span className="stars" title={t("product_rating", { rating: rating.toFixed(1) })}>
      <span aria-hidden="true">{"★".repeat(full) + "☆".repeat(5 - full)}</span>
      <span className="visually-hidden">{t("product_rating", { rating: rating.toFixed(1) })}</span> <span className="votes">{`(${votes})`}</span>
    </span>
  );
}
