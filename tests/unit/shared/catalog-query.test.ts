import { describe, expect, it } from "vitest";
import { MAX_PRICE_BOUND, parsePriceBound } from "../../../shared/catalog-query";

describe("parsePriceBound reads a typed price bound with the shop's one price rule (parsePrice)", () => {
  it.each([
    ["12", 12],
    ["2.00", 2],
    ["2,0", 2],
    ["12,50", 12.5],
    ["12.50 €", 12.5],
    ["€ 7,99", 7.99],
    ["1.234,50", 1234.5],
    [" 0 ", 0],
    [String(MAX_PRICE_BOUND), MAX_PRICE_BOUND],
  ] as const)("%j → %s", (raw, bound) => {
    expect(parsePriceBound(raw)).toBe(bound);
  });

  it.each(["", "abc", "-3", String(MAX_PRICE_BOUND + 1), "12 eggs"])("%j is no bound", (raw) => {
    expect(parsePriceBound(raw)).toBeNull();
  });

  it("no parameter is no bound", () => {
    expect(parsePriceBound(null)).toBeNull();
  });
});
