import type { TaxClass, VatLine } from "../../shared/contract/cart";
import { formatRate } from "../../shared/rate-format";

/**
 * VAT contained in gross prices, per tax class and destination country (issue 14, the rule and
 * its sources in docs/decisions/0015-food-shop-rules.md "VAT"). The rates are rows of the
 * `vat_rates` table (migration 0019), dated: a rate change is a data change, read by the next cart.
 */

/**
 * The EU's member states (Art. 52 TEU), for the one-stop-shop rule: a distance sale of goods from
 * one member state to a consumer in another is taxed where the goods arrive (Directive 2006/112/EC
 * Art. 33(a), as amended by Directive (EU) 2017/2455; the group is far above the 10 000 euro
 * threshold of Art. 59c).
 */
const EU_MEMBERS = new Set(["AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU", "IE", "IT", "LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK"]);

/**
 * Whose VAT a sale carries: the destination's when the seller and the shopper's shipping country
 * are both in the EU and differ (OSS), else the seller's (the site's country). No address yet:
 * the seller's.
 */
export function vatCountryOf(seller: string, destination: string | null | undefined): string {
  if (destination && destination !== seller && EU_MEMBERS.has(seller) && EU_MEMBERS.has(destination)) return destination;
  return seller;
}

/** Today's date as the rate table's `valid_from` compares it (UTC). */
export const vatDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The rate of each tax class in `country` on `day`: per class, the row with the latest
 * `valid_from` on or before it. A country without rates is a configuration error and fails
 * loudly instead of charging 0 %.
 */
export async function vatRatesOf(db: D1Database, country: string, day: string): Promise<Map<TaxClass, number>> {
  const { results } = await db
    .prepare(
      `SELECT tax_class, rate FROM vat_rates v
        WHERE country = ?1 AND valid_from = (SELECT MAX(valid_from) FROM vat_rates w WHERE w.country = v.country AND w.tax_class = v.tax_class AND w.valid_from <= ?2)`,
    )
    .bind(country, day)
    .all<{ tax_class: TaxClass; rate: number }>();
  if (results.length === 0) throw new Error(`commerce: no VAT rates for ${country} on ${day}`);
  return new Map(results.map((r) => [r.tax_class, r.rate]));
}

export function rateOf(rates: Map<TaxClass, number>, taxClass: TaxClass, country: string): number {
  const rate = rates.get(taxClass);
  if (rate === undefined) throw new Error(`commerce: no ${taxClass} VAT rate for ${country}`);
  return rate;
}

const cents = (n: number) => Math.round(n * 100);

/**
 * Splits `amount` cents over `weights` in proportion, the leftover cents to the largest
 * remainders, so the parts always add up to the amount exactly.
 */
function split(amount: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum === 0) return weights.map((_, i) => (i === 0 ? amount : 0));
  const exact = weights.map((w) => (amount * w) / sum);
  const parts = exact.map((x) => Math.trunc(x));
  let left = amount - parts.reduce((s, p) => s + p, 0);
  const order = exact.map((x, i) => ({ i, r: Math.abs(x - Math.trunc(x)) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left !== 0 && order.length > 0; k = (k + 1) % order.length) {
    const step = Math.sign(left);
    parts[order[k]!.i]! += step;
    left -= step;
  }
  return parts;
}

/**
 * The VAT a gross total contains, one line per rate (lowest first): the items' gross at each rate,
 * plus their share of `adjust` (shipping minus the coupon). Shipping and a cart-wide coupon are
 * ancillary to the goods and follow their rates in proportion to their value (docs/decisions/0015).
 * Per rate the tax is rounded once, to the cent: tax = gross × rate / (1 + rate); base = gross − tax.
 * The lines' gross add up to the total exactly; `total_tax` is the sum of their tax.
 */
export function vatLines(items: { rate: number; gross: number }[], adjust: number, locale: string): VatLine[] {
  const byRate = new Map<number, number>();
  for (const i of items) byRate.set(i.rate, (byRate.get(i.rate) ?? 0) + cents(i.gross));
  const rates = [...byRate.keys()].sort((a, b) => a - b);
  const gross = rates.map((r) => byRate.get(r)!);
  const shares = split(cents(adjust), gross);
  return rates
    .map((rate, i) => {
      const g = gross[i]! + shares[i]!;
      const tax = Math.round((g * rate) / (1 + rate));
      return { rate, rate_text: formatRate(rate, locale), base: (g - tax) / 100, tax: tax / 100 };
    })
    .filter((l) => l.base !== 0 || l.tax !== 0);
}

export const taxOf = (lines: VatLine[]) => lines.reduce((s, l) => s + cents(l.tax), 0) / 100;
