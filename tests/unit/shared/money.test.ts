import { describe, expect, it } from "vitest";
import { round2 } from "../../../shared/money";
import { CURRENCIES } from "../../../tenants/currencies";

describe("round2: money keeps two decimals, the same in seed, API and storefront", () => {
  it.each([
    [1.005, 1.01],
    [0.285, 0.29],
    [1.255, 1.26],
    [2.675, 2.68],
    [0.1 + 0.2, 0.3],
    [4.35 * 3, 13.05],
    [12, 12],
    [0, 0],
  ])("%s → %s", (n, expected) => {
    expect(round2(n)).toBe(expected);
  });

  // The half cent a plain Math.round(x * 100) / 100 loses (it gives 1.00 and 0.28).
  it("rounds the half cent up where binary floats store it just under", () => {
    expect(Math.round(1.005 * 100) / 100).toBe(1);
    expect(round2(1.005)).toBe(1.01);
    expect(round2(0.285)).toBe(0.29);
  });

  it("is the rounding of the currencies' shelf endings", () => {
    expect(CURRENCIES.EUR.below(1.105)).toBe(1.01);
  });
});
