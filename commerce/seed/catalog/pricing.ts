// Price lists per currency, computed once here and stored (never converted at request time):
// the base currency's price times each currency's seed rate, in its usual shelf endings (tenants/currencies.ts).
import { BASE_CURRENCY, CURRENCIES, CURRENCY_CODES } from "../../../tenants/currencies";
import type { CurrencyCode, SeedPrice } from "../types";
import { round2 } from "../../../shared/money";


/** Shelf price in each currency's usual endings. */
export const shelf = Object.fromEntries(CURRENCY_CODES.map((c) => [c, CURRENCIES[c].shelf])) as Record<CurrencyCode, (x: number) => number>;

export interface PriceRule {
  /** 0 or 10–30. */
  discountPercent: number;
  loyalty: boolean;
  /** Anchor slightly under the regular price (the product was cheaper some day of the last 30). */
  anchorBelowBasic: boolean;
}

/** Prices of one pack whose regular price in the base currency is eurBasic. */
export function priceList(eurBasic: number, rule: PriceRule): Record<CurrencyCode, SeedPrice> {
  const out = {} as Record<CurrencyCode, SeedPrice>;
  for (const cur of CURRENCY_CODES) {
    const { shelf: round, below, seedRate } = CURRENCIES[cur];
    // The base list's regular price is taken as given; the others are converted and shelf-rounded.
    const basic = cur === BASE_CURRENCY ? round2(eurBasic) : round(eurBasic * seedRate);
    let price = basic;
    let anchor: number | null = null;
    if (rule.discountPercent > 0) {
      price = round(basic * (1 - rule.discountPercent / 100));
      if (price >= basic) price = below(basic);
      anchor = basic;
      if (rule.anchorBelowBasic) {
        const lower = round(basic * 0.95);
        if (lower > price && lower < basic) anchor = lower;
      }
    }
    let loyalty: number | null = null;
    if (rule.loyalty) {
      loyalty = round(price * 0.95);
      if (loyalty >= price) loyalty = below(price);
    }
    out[cur] = { price, basic, discountPercent: rule.discountPercent, loyalty, anchor };
  }
  return out;
}
