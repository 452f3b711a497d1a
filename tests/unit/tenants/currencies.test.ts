import { describe, expect, it } from "vitest";
import { CURRENCY_SYMBOL, formatPrice, parsePrice } from "../../../shared/price";
import { CURRENCIES, CURRENCY_CODES, currencyOf } from "../../../tenants/currencies";

/**
 * One case table run for every currency of the registry (tenants/currencies.ts): whatever a new
 * entry holds, the storefront prints it with its own symbol, reads it back from a pasted price,
 * and the seed's shelf rules agree with themselves.
 */
describe.each(CURRENCY_CODES.map((code) => [code, CURRENCIES[code]] as const))("currency %s", (code, c) => {
  it("prints with the registry's symbol, never the runtime's ICU data", () => {
    expect(CURRENCY_SYMBOL[code]).toBe(c.symbol);
    const text = formatPrice(1234.5, "en-IE", code);
    expect(text).toContain(c.symbol);
    if (c.symbol !== code) expect(text).not.toContain(code);
  });

  it("parses a pasted price carrying its symbol, code or an alias", () => {
    for (const mark of [c.symbol, code, ...c.aliases]) expect(parsePrice(`1.234,50 ${mark}`)).toBe(1234.5);
  });

  it("shelf rounding lands on a shelf price near the input, and one step below stays a shelf price", () => {
    for (const x of [0.8, 3.33, 12.34, 99.5, 1234.56].map((n) => n * c.seedRate)) {
      const shelf = c.shelf(x);
      expect(c.isShelfPrice(shelf)).toBe(true);
      expect(Math.abs(shelf - x) / x).toBeLessThan(0.5);
      const below = c.below(shelf);
      expect(below).toBeLessThan(shelf);
    }
  });

  it("has shipping defaults with a pickup and a fixed coupon whose minimum exceeds its value", () => {
    expect(c.shipping.map((m) => m.kind)).toContain("pickup");
    expect(c.fixedCoupon.min).toBeGreaterThan(c.fixedCoupon.value);
  });
});

describe("lookups", () => {
  it("currencyOf names the registry file when a code is not in it", () => {
    expect(() => currencyOf("PLN")).toThrow(/tenants\/currencies\.ts: PLN: no such currency/);
  });
});
