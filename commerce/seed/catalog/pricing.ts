// Price lists per currency, computed once here and stored (never converted at request time):
// EUR ends in .x9, RSD ≈ EUR × 117.2 in whole dinars ending in 9 or 0, BAM ≈ EUR × 1.95583
// ending in .49/.90/.95/.99 (under 5 KM also .29/.69, or small items would drift far from the rate).
import type { CurrencyCode, SeedPrice } from "../types";

export const RSD_PER_EUR = 117.2;
export const BAM_PER_EUR = 1.95583;

export const round2 = (x: number): number => Math.round(x * 100) / 100;

function nearest(x: number, candidates: number[]): number {
  let best = candidates[0] ?? x;
  for (const c of candidates) if (c > 0 && Math.abs(c - x) < Math.abs(best - x)) best = c;
  return round2(best);
}

/** Allowed BAM cent endings for a price with this many whole marks. */
export const BAM_ENDINGS = (whole: number): number[] => (whole < 5 ? [0.29, 0.49, 0.69, 0.9, 0.95, 0.99] : [0.49, 0.9, 0.95, 0.99]);

/** Shelf price in each currency's usual endings. */
export const shelf: Record<CurrencyCode, (x: number) => number> = {
  EUR: (x) => round2(Math.max(0.49, Math.round(x * 10) / 10 - 0.01)),
  RSD: (x) => {
    const base = Math.floor(x / 10) * 10;
    return nearest(x, [base - 1, base, base + 9, base + 10].filter((c) => c > 0));
  },
  BAM: (x) => {
    const k = Math.floor(x);
    const out: number[] = [];
    for (const whole of [k - 1, k, k + 1]) for (const cents of BAM_ENDINGS(whole)) if (whole >= 0) out.push(whole + cents);
    return nearest(x, out);
  },
};

/** One step below a price in the currency's endings (used when rounding lands on the price itself). */
function below(cur: CurrencyCode, price: number): number {
  if (cur === "RSD") return price % 10 === 0 ? price - 1 : price - 9;
  return round2(price - (cur === "EUR" ? 0.1 : 0.5));
}

export const RATE: Record<CurrencyCode, number> = { EUR: 1, RSD: RSD_PER_EUR, BAM: BAM_PER_EUR };

export interface PriceRule {
  /** 0 or 10–30. */
  discountPercent: number;
  loyalty: boolean;
  /** Anchor slightly under the regular price (the product was cheaper some day of the last 30). */
  anchorBelowBasic: boolean;
}

/** Prices of one pack whose regular EUR price is eurBasic. */
export function priceList(eurBasic: number, rule: PriceRule): Record<CurrencyCode, SeedPrice> {
  const out = {} as Record<CurrencyCode, SeedPrice>;
  for (const cur of ["EUR", "RSD", "BAM"] as const) {
    const round = shelf[cur];
    const basic = cur === "EUR" ? round2(eurBasic) : round(eurBasic * RATE[cur]);
    let price = basic;
    let anchor: number | null = null;
    if (rule.discountPercent > 0) {
      price = round(basic * (1 - rule.discountPercent / 100));
      if (price >= basic) price = below(cur, basic);
      anchor = basic;
      if (rule.anchorBelowBasic) {
        const lower = round(basic * 0.95);
        if (lower > price && lower < basic) anchor = lower;
      }
    }
    let loyalty: number | null = null;
    if (rule.loyalty) {
      loyalty = round(price * 0.95);
      if (loyalty >= price) loyalty = below(cur, price);
    }
    out[cur] = { price, basic, discountPercent: rule.discountPercent, loyalty, anchor };
  }
  return out;
}
