import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CURRENCY_SYMBOL, formatPrice, priceShape, priceShapes } from "../../../shared/price-format";
import { printPrice } from "../../../shared/price-print";
import { TENANTS } from "../../../tenants";

/** What the server printed before prices had a shape: Intl's parts with the registry's symbol. */
function intlPrice(amount: number, locale: string, currency: string): string {
  const f = new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return f
    .formatToParts(amount)
    .map((p) => (p.type === "currency" ? CURRENCY_SYMBOL[currency] : p.value))
    .join("");
}

const nb = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");
const LOCALES = [...new Set(TENANTS.map((t) => t.locale))];
const CURRENCIES = Object.keys(CURRENCY_SYMBOL);
const EDGES = [0, -0, 0.004, -0.004, 0.005, 0.995, 1, 1.5, 9.99, 999.995, 1000, 1234, 9999.99, 12345, 123456.7, 1234567.891, -1, -1234.5, -12345];

describe("a price printed from its shape (what the browser does) reads as Intl prints it on the server", () => {
  it.each(LOCALES.flatMap((l) => CURRENCIES.map((c) => [l, c] as const)))("%s %s: the edge amounts", (locale, currency) => {
    const shape = priceShape(locale, currency);
    for (const n of EDGES) expect(printPrice(n, shape), `${n}`).toBe(intlPrice(n, locale, currency));
  });

  it("any amount a shop can hold, in every site's locale and every registry currency", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.constantFrom(...CURRENCIES),
        fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }),
        fc.integer({ min: 0, max: 2 }),
        (locale, currency, cents, extra) => {
          // Whole cents, and amounts between them (a computed per-unit price, a rate's product).
          const n = cents / 100 + extra * 0.0031;
          expect(printPrice(n, priceShape(locale, currency))).toBe(intlPrice(n, locale, currency));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("keeps each language's own form: where the symbol sits, the separators, when a number is grouped", () => {
    expect(nb(formatPrice(1234.5, "hr-HR", "EUR"))).toBe("1.234,50 €");
    expect(nb(formatPrice(-5, "en-IE", "EUR"))).toBe("-€5.00");
    expect(nb(formatPrice(1234.5, "en-IE", "EUR"))).toBe("€1,234.50");
    // Spanish groups from five digits on.
    expect(nb(formatPrice(1234.5, "es-ES", "EUR"))).toBe("1234,50 €");
    expect(nb(formatPrice(12345, "es-ES", "EUR"))).toBe("12.345,00 €");
    expect(nb(formatPrice(1299, "sr-Latn-RS", "RSD"))).toBe("1.299,00 RSD");
  });

  it("a page's state carries a shape for every registry currency, so a cart or order in any of them prints", () => {
    expect(priceShapes("de-AT").map((s) => s.currency).sort()).toEqual([...CURRENCIES].sort());
  });
});
