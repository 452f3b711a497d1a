import { describe, expect, it } from "vitest";
import { formatPrice, parsePrice } from "../../../shared/price";
import { round2 } from "../../../shared/money";
import { TENANTS } from "../../../tenants";

describe("parsePrice (spec §5): symbols and spaces stripped, the last of comma and dot is the decimal separator", () => {
  it.each([
    ["12,50 €", 12.5],
    ["€12.50", 12.5],
    ["1.234,56 €", 1234.56],
    ["1,234.56", 1234.56],
    ["$ 99.999", 100],
    ["£7", 7],
    ["12,5 KM", 12.5],
    ["1 299,00 RSD", 1299],
    ["1\u00a0299,90 KM", 1299.9],
    ["0,005", 0.01],
    ["-3,10 €", -3.1],
    ["1.2.3,4", 123.4],
    [12.345, 12.35],
  ] as const)("%s → %s", (input, expected) => {
    expect(parsePrice(input)).toBe(expected);
  });

  it.each(["", "abc", "12 eggs", "€", null, undefined, Number.NaN])("%s is not a price", (input) => {
    expect(parsePrice(input as string)).toBeNull();
  });

  it("rounds to 2 decimals without binary drift", () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
  });
});

describe("formatPrice in workerd prints every site's currency the way its shoppers read it", () => {
  const expected: Record<string, string> = {
    hr: "1.234,50 €",
    en: "€1,234.50",
    si: "1234,50 €", // CLDR: no grouping below five digits in sl, it and es
    de: "1.234,50 €",
    at: "€ 1.234,50",
    it: "1234,50 €",
    es: "1234,50 €",
    rs: "1.234,50 RSD",
    ba: "1.234,50 KM",
    me: "1.234,50 €",
  };
  it.each(TENANTS.map((t) => [t.code, t.locale, t.currency.code] as const))("%s (%s, %s)", (code, locale, currency) => {
    // Intl may use narrow no-break spaces; compare with plain spaces.
    expect(formatPrice(1234.5, locale, currency).replace(/[\u00a0\u202f]/g, " ")).toBe(expected[code]);
  });
});
