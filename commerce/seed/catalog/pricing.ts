// Price lists per currency, computed once here and stored (never converted at request time):
// the base currency's price times each currency's seed rate, in its usual shelf endings (tenants/currencies.ts).
import { BASE_CURRENCY, CURRENCIES, CURRENCY_CODES } from "../../../tenants/currencies";
import type { CurrencyCode, SeedPrice, SeedPriceChange } from "../types";
import { round2 } from "../../../shared/money";


/** Shelf price in each currency's usual endings. */
export const shelf = Object.fromEntries(CURRENCY_CODES.map((c) => [c, CURRENCIES[c].shelf])) as Record<CurrencyCode, (x: number) => number>;

export interface PriceRule {
  /** 0 or 10–30. */
  discountPercent: number;
  loyalty: boolean;
  /** A short 5 % promotion inside the 30 days before the reduction: the earlier price is then below the regular one. */
  anchorBelowBasic: boolean;
  /** How many days ago the reduction began (3–20). */
  reducedDaysAgo: number;
  /** A short 10 % promotion two months ago, older than any reduction's 30 days (it must not count). */
  oldPromotion: boolean;
}

/** Every package's regular price is in force from this many days before the seed. */
export const HISTORY_DAYS = 120;

/**
 * Prices of one pack whose regular price in the base currency is eurBasic, with a believable
 * history: the regular price for four months, now and then a short promotion, and for a reduced
 * pack the reduction's start 3–20 days ago.
 */
export function priceList(eurBasic: number, rule: PriceRule): Record<CurrencyCode, SeedPrice> {
  const out = {} as Record<CurrencyCode, SeedPrice>;
  for (const cur of CURRENCY_CODES) {
    const { shelf: round, below, seedRate } = CURRENCIES[cur];
    // The base list's regular price is taken as given; the others are converted and shelf-rounded.
    const basic = cur === BASE_CURRENCY ? round2(eurBasic) : round(eurBasic * seedRate);
    let price = basic;
    const history: SeedPriceChange[] = [{ daysAgo: HISTORY_DAYS, price: basic }];
    if (rule.oldPromotion) {
      const promo = round(basic * 0.9);
      if (promo < basic) history.push({ daysAgo: 75, price: promo }, { daysAgo: 62, price: basic });
    }
    if (rule.discountPercent > 0) {
      price = round(basic * (1 - rule.discountPercent / 100));
      if (price >= basic) price = below(basic);
      const start = rule.reducedDaysAgo;
      if (rule.anchorBelowBasic) {
        const lower = round(basic * 0.95);
        if (lower > price && lower < basic) history.push({ daysAgo: start + 26, price: lower }, { daysAgo: start + 19, price: basic });
      }
      history.push({ daysAgo: start, price });
    }
    let loyalty: number | null = null;
    if (rule.loyalty) {
      loyalty = round(price * 0.95);
      if (loyalty >= price) loyalty = below(price);
    }
    out[cur] = { price, basic, discountPercent: rule.discountPercent, loyalty, history };
  }
  return out;
}

/**
 * The seed's own reading of a history, as migration 0021's `price_offers` view reads the stored
 * one: the lowest price in force during the 30 days before today's price came in (null: none).
 */
export function earlierPrice(history: readonly SeedPriceChange[]): number | null {
  const now = history.at(-1);
  if (!now || history.length < 2) return null;
  const windowStart = now.daysAgo + 30;
  let prior: number | null = null;
  history.slice(0, -1).forEach((row, i) => {
    const until = history[i + 1]?.daysAgo ?? now.daysAgo;
    // In force from row.daysAgo to `until` days ago: counts when that overlaps the window.
    if (until < windowStart) prior = prior === null ? row.price : Math.min(prior, row.price);
  });
  return prior;
}
