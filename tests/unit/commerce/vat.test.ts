import { describe, expect, it } from "vitest";
import { taxOf, vatCountryOf, vatLines } from "../../../commerce/lib/vat";

/** The VAT arithmetic of commerce/lib/vat.ts (docs/decisions/0015-food-shop-rules.md "VAT"). */
describe("vatLines", () => {
  it("one line per rate, lowest first, tax rounded once per rate to the cent", () => {
    const lines = vatLines([
      { rate: 0.25, gross: 10 },
      { rate: 0.05, gross: 3.33 },
      { rate: 0.05, gross: 3.33 },
    ], 0, "hr-HR");
    expect(lines).toEqual([
      { rate: 0.05, rate_text: "5\u00a0%", base: 6.34, tax: 0.32 },
      { rate: 0.25, rate_text: "25\u00a0%", base: 8, tax: 2 },
    ]);
    expect(taxOf(lines)).toBe(2.32);
  });

  it("shares shipping and a coupon by value; leftover cents go to the largest remainders; gross adds up exactly", () => {
    // 4.90 shipping over 1 : 1 : 1 is 1.63⅓ each: one rate gets the extra cent.
    const lines = vatLines([{ rate: 0.05, gross: 10 }, { rate: 0.13, gross: 10 }, { rate: 0.25, gross: 10 }], 4.9, "en-IE");
    const gross = lines.map((l) => Math.round((l.base + l.tax) * 100));
    expect(gross.reduce((s, g) => s + g, 0)).toBe(3490);
    expect([...gross].sort()).toEqual([1163, 1163, 1164]);
    // A coupon larger than shipping: a negative adjustment, still exact.
    const down = vatLines([{ rate: 0.07, gross: 19.99 }, { rate: 0.19, gross: 5.01 }], -2.5, "de-DE");
    expect(down.map((l) => l.rate_text)).toEqual(["7\u00a0%", "19\u00a0%"]);
    expect(Math.round(down.reduce((s, l) => s + l.base + l.tax, 0) * 100)).toBe(2250);
  });

  it("no items, no lines", () => {
    expect(vatLines([], 0, "hr-HR")).toEqual([]);
  });

  it("prints the rate in the locale: a decimal comma and a space before % in European languages, none in English", () => {
    expect(vatLines([{ rate: 0.095, gross: 1 }], 0, "sl-SI")[0]!.rate_text).toBe("9,5\u00a0%");
    expect(vatLines([{ rate: 0.095, gross: 1 }], 0, "en-IE")[0]!.rate_text).toBe("9.5%");
  });
});

describe("vatCountryOf (EU one-stop shop)", () => {
  it("the destination's VAT between two member states, the seller's otherwise", () => {
    expect(vatCountryOf("HR", "DE")).toBe("DE");
    expect(vatCountryOf("HR", "HR")).toBe("HR");
    expect(vatCountryOf("HR", null)).toBe("HR");
    expect(vatCountryOf("RS", "HR")).toBe("RS");
    expect(vatCountryOf("HR", "BA")).toBe("HR");
  });
});
