import { describe, expect, it } from "vitest";
import { cardBrand } from "../../../client/screens/webshop/card-fields";

/** Issue 18: the card form names the brand as the number is typed. */
describe("card brand from the number's first digits", () => {
  it.each([
    ["4242 4242 4242 4242", "Visa"],
    ["4000 0000 0000 0002", "Visa"],
    ["5555 5555 5555 4444", "Mastercard"],
    ["2223 0031 2200 3222", "Mastercard"],
    ["6759 6498 2643 8453", "Maestro"],
    ["3056 9309 0259 04", "Diners"],
    ["", null],
    ["9999", null],
  ])("%s → %s", (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });
});
