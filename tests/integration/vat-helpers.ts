import type { TaxClass } from "../../shared/contract/cart";
import { expect } from "vitest";
import { round2 } from "../../shared/money";

/**
 * VAT as the tests expect it, read from the rate table (migration 0019) and worked out in the
 * plainest way: per rate, the VAT a gross sum contains, rounded once to the cent.
 */

/** Each class's rate in `country` today: per class, the latest row in force. */
export async function ratesToday(db: D1Database, country: string): Promise<Record<TaxClass, number>> {
  const day = new Date().toISOString().slice(0, 10);
  const { results } = await db
    .prepare("SELECT tax_class, rate FROM vat_rates v WHERE country = ?1 AND valid_from = (SELECT MAX(valid_from) FROM vat_rates w WHERE w.country = ?1 AND w.tax_class = v.tax_class AND w.valid_from <= ?2)")
    .bind(country, day)
    .all<{ tax_class: TaxClass; rate: number }>();
  return Object.fromEntries(results.map((r) => [r.tax_class, r.rate])) as Record<TaxClass, number>;
}

/** The tax class of the product a package belongs to. */
export async function classOfPack(db: D1Database, vcode: string): Promise<TaxClass> {
  const row = await db.prepare("SELECT p.tax_class FROM product_variations v JOIN products p ON p.id = v.product_id WHERE v.code = ?1").bind(vcode).first<{ tax_class: TaxClass }>();
  return row!.tax_class;
}

/** The VAT a gross amount at one rate contains. */
export const taxIn = (gross: number, rate: number) => round2(gross - gross / (1 + rate));

/** Gross amounts summed per rate, and the VAT each sum contains: [{rate, rate_text, base, tax}], lowest rate first. */
export function expectedVat(parts: { rate: number; gross: number }[]): { rate: number; rate_text: unknown; base: number; tax: number }[] {
  const sums = new Map<number, number>();
  for (const p of parts) sums.set(p.rate, round2((sums.get(p.rate) ?? 0) + p.gross));
  return [...sums.entries()].sort(([a], [b]) => a - b).map(([rate, gross]) => ({ rate, rate_text: expect.stringMatching(/%$/), base: round2(gross - taxIn(gross, rate)), tax: taxIn(gross, rate) }));
}
