// Every currency a site may sell in, with everything the storefront, the contract and the seed
// need to know about it. Adding a currency is adding one entry here (and, for a new country, its
// facts in tenants/countries.ts); every other list of currencies derives from this one
// (docs/decisions/0011-currencies-countries-languages.md).

import type { CurrencyFacts, CurrencyFactsInput } from "./facts-schema";
import { round2 } from "../shared/money";

export type { CurrencyFacts } from "./facts-schema";

function nearest(x: number, candidates: number[]): number {
  let best = candidates[0] ?? x;
  for (const c of candidates) if (c > 0 && Math.abs(c - x) < Math.abs(best - x)) best = c;
  return round2(best);
}

/** Allowed BAM cent endings for a price with this many whole marks (under 5 KM also .29/.69, or small items would drift far from the rate). */
const markEndings = (whole: number): number[] => (whole < 5 ? [0.29, 0.49, 0.69, 0.9, 0.95, 0.99] : [0.49, 0.9, 0.95, 0.99]);

const cents = (x: number): number => Math.round(x * 100) % 100;

export const CURRENCIES = {
  EUR: {
    code: "EUR",
    symbol: "€",
    decimals: 2,
    aliases: ["€"],
    seedRate: 1,
    // Ends in .x9, never under 0.49.
    shelf: (x) => round2(Math.max(0.49, Math.round(x * 10) / 10 - 0.01)),
    below: (price) => round2(price - 0.1),
    isShelfPrice: (price) => cents(price) % 10 === 9,
    shipping: [
      { code: "delivery", kind: "delivery", price: 4.5, freeOver: 50 },
      { code: "parcel-locker", kind: "parcel_locker", price: 2.99, freeOver: 35 },
      { code: "pickup", kind: "pickup", price: 0, freeOver: null },
    ],
    fixedCoupon: { code: "ZRNO5", value: 5, min: 30 },
  },
  RSD: {
    code: "RSD",
    symbol: "RSD",
    decimals: 2,
    aliases: ["din.", "din"],
    seedRate: 117.2,
    // Whole dinars ending in 9 or 0.
    shelf: (x) => {
      const base = Math.floor(x / 10) * 10;
      return nearest(x, [base - 1, base, base + 9, base + 10].filter((c) => c > 0));
    },
    below: (price) => (price % 10 === 0 ? price - 1 : price - 9),
    isShelfPrice: (price) => Number.isInteger(price) && [0, 9].includes(price % 10),
    shipping: [
      { code: "delivery", kind: "delivery", price: 450, freeOver: 6000 },
      { code: "parcel-locker", kind: "parcel_locker", price: 350, freeOver: 4000 },
      { code: "pickup", kind: "pickup", price: 0, freeOver: null },
    ],
    fixedCoupon: { code: "ZRNO500", value: 500, min: 3500 },
  },
  BAM: {
    code: "BAM",
    symbol: "KM",
    decimals: 2,
    aliases: ["KM"],
    seedRate: 1.95583,
    // .49/.90/.95/.99 (under 5 KM also .29/.69).
    shelf: (x) => {
      const k = Math.floor(x);
      const out: number[] = [];
      for (const whole of [k - 1, k, k + 1]) for (const c of markEndings(whole)) if (whole >= 0) out.push(whole + c);
      return nearest(x, out);
    },
    below: (price) => round2(price - 0.5),
    isShelfPrice: (price) => markEndings(Math.floor(price)).map((c) => Math.round(c * 100)).includes(cents(price)),
    shipping: [
      { code: "delivery", kind: "delivery", price: 9, freeOver: 100 },
      { code: "parcel-locker", kind: "parcel_locker", price: 7, freeOver: 70 },
      { code: "pickup", kind: "pickup", price: 0, freeOver: null },
    ],
    fixedCoupon: { code: "ZRNO10KM", value: 10, min: 60 },
  },
} satisfies Record<string, CurrencyFactsInput>;

export type CurrencyCode = keyof typeof CURRENCIES;

/** The seed's price lists start from this currency's prices; the others are its prices times their seedRate. */
export const BASE_CURRENCY: CurrencyCode = "EUR";

/** Every currency code, in registry order (the seed's price lists and currency rows follow it). */
export const CURRENCY_CODES = Object.keys(CURRENCIES) as [CurrencyCode, ...CurrencyCode[]];

/** The facts of a currency; throws naming the registry when a code is not in it. */
export function currencyOf(code: string): CurrencyFacts {
  const facts = (CURRENCIES as Record<string, CurrencyFacts>)[code];
  if (!facts) throw new Error(`tenants/currencies.ts: ${code}: no such currency (known: ${CURRENCY_CODES.join(", ")})`);
  return facts;
}
