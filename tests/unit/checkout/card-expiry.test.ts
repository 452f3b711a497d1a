import { describe, expect, it } from "vitest";
import { cardErrorsFor, cardFieldsOf } from "../../../shared/checkout/checkout-forms";
import { checkCard } from "../../../shared/contract/checkout";

/** One MM/YY input on the shop's card form (issue 18): the BFF splits it for the card check. */
describe("one expiry input", () => {
  const card = { card_holder: "Ana", card_number: "4242 4242 4242 4242", card_cvc: "123" };
  it.each([
    ["12/30", "12", "30"],
    ["1/2031", "1", "2031"],
    [" 07 / 29 ", "07", "29"],
    ["0730", "07", "30"],
    ["07-30", "07", "30"],
  ])("%j → month %s, year %s", (typed, month, year) => {
    expect(cardFieldsOf({ ...card, card_exp: typed })).toMatchObject({ card_exp_month: month, card_exp_year: year });
  });
  it("what is not MM/YY leaves both empty, and the refusal names the one input", () => {
    const fields = cardFieldsOf({ ...card, card_exp: "December" });
    expect(fields).toMatchObject({ card_exp_month: "", card_exp_year: "" });
    const checked = checkCard(fields, new Date("2026-11-26T00:00:00Z"));
    if (checked.ok) throw new Error("accepted");
    expect(cardErrorsFor(checked.errors, true)).toEqual({ card_exp: "error_card_expiry_invalid" });
    expect(cardErrorsFor(checked.errors, false)).toMatchObject({ card_exp_month: "error_card_expiry_invalid" });
  });
  it("a month past 12 and an expired card are refused; separate month and year still work for JSON clients", () => {
    const now = new Date("2026-11-26T00:00:00Z");
    expect(checkCard(cardFieldsOf({ ...card, card_exp: "13/30" }), now).ok).toBe(false);
    expect(checkCard(cardFieldsOf({ ...card, card_exp: "10/26" }), now).ok).toBe(false);
    expect(checkCard(cardFieldsOf({ ...card, card_exp: "11/26" }), now).ok).toBe(true);
    expect(checkCard(cardFieldsOf({ ...card, card_exp_month: "12", card_exp_year: "2030" }), now).ok).toBe(true);
  });
});
