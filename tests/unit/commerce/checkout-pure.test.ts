import { describe, expect, it } from "vitest";
import { cardExpired, checkCard, luhnValid } from "../../../shared/contract/checkout";
import { evaluateCoupon, shippingAmount, type CouponRow } from "../../../commerce/lib/coupon-rules";
import { canonicalFields, signText, verifyText } from "../../../commerce/lib/gateway-sign";
import { hub3Payload, hub3Svg, latin2Bytes } from "../../../commerce/lib/hub3";
import { mod11ini, mod97, referenceFor, rfReference, rfValid, sr97Reference } from "../../../commerce/lib/payment-reference";

/** The pure parts of checkout: payment references, the HUB-3 barcode, coupon and shipping rules, cards, signatures. */

describe("payment references", () => {
  it("MOD 11 INI weighs digits 2, 3, 4 … from the right; remainder 0 or 1 gives 0", () => {
    expect(mod11ini("1")).toBe("9"); // 1×2 = 2 → 11 − 2
    expect(mod11ini("17")).toBe("5"); // 7×2 + 1×3 = 17 → 17 mod 11 = 6 → 5
    expect(mod11ini("5")).toBe("1"); // 10 → 11 − 10
    expect(mod11ini("6")).toBe("0"); // 12 mod 11 = 1 → 0
    expect(mod11ini("0")).toBe("0"); // 0 → 0
  });

  it("HR01 is the order id followed by its MOD 11 INI control digit", () => {
    for (const id of [1, 17, 42, 1234, 987654]) {
      const { model, reference } = referenceFor("HR01", id);
      expect(model).toBe("HR01");
      expect(reference).toBe(`${id}${mod11ini(String(id))}`);
      expect(reference.length).toBeLessThanOrEqual(22);
    }
  });

  it("RF creditor references follow ISO 11649 (its own example RF18 5390 0754 7034)", () => {
    expect(rfReference("539007547034")).toBe("RF18539007547034");
    for (const id of [1, 9, 10, 12345, 99999999]) {
      const { model, reference } = referenceFor("RF", id);
      expect(model).toBeNull();
      expect(rfValid(reference)).toBe(true);
    }
    expect(rfValid("RF19539007547034")).toBe(false);
  });

  it("model 97 puts two MOD 97-10 control digits before the number; the whole is 1 mod 97", () => {
    for (const id of ["1", "42", "123456789"]) {
      const ref = sr97Reference(id);
      expect(ref.slice(2)).toBe(id);
      expect(mod97(`${ref.slice(2)}${ref.slice(0, 2)}`)).toBe(1);
    }
    expect(referenceFor("SR97", 42).model).toBe("97");
  });

  it("Bosnian slips carry the order number, 10 digits, no model", () => {
    expect(referenceFor("BA", 42)).toEqual({ model: null, reference: "0000000042" });
  });
});

describe("HUB-3 barcode", () => {
  const slip = {
    currency: "EUR",
    amount: 123.45,
    payer: "Ana Horvat",
    payerStreet: "Vukovarska 1",
    payerCity: "10000 Zagreb",
    payee: "Zrno d.o.o.",
    payeeStreet: "Ilica 42",
    payeeCity: "10000 Zagreb",
    iban: "HR12 2360 0001 1023 4567 8",
    model: "HR01",
    reference: "1234" + mod11ini("1234"),
    purposeCode: "OTHR",
    description: "Narudžba 1234-abcdefghij",
  };

  it("has the 14 lines of HRVHUB30 in order, amount in cents on 15 digits, IBAN without spaces", () => {
    const lines = hub3Payload(slip).split("\n");
    expect(lines).toEqual([
      "HRVHUB30",
      "EUR",
      "000000000012345",
      "Ana Horvat",
      "Vukovarska 1",
      "10000 Zagreb",
      "Zrno d.o.o.",
      "Ilica 42",
      "10000 Zagreb",
      "HR1223600001102345678",
      "HR01",
      slip.reference,
      "OTHR",
      "Narudžba 1234-abcdefghij",
    ]);
  });

  it("cuts each field to its length and keeps line breaks out of fields", () => {
    const lines = hub3Payload({ ...slip, payer: "A".repeat(50), payee: "B".repeat(40), description: "Line one\nline two " + "x".repeat(60) }).split("\n");
    expect(lines).toHaveLength(14);
    expect(lines[3]).toHaveLength(30);
    expect(lines[6]).toHaveLength(25);
    expect(lines[13]).toHaveLength(35);
    expect(lines[13]).toMatch(/^Line one line two/);
  });

  it("refuses an amount that does not fit 15 digits", () => {
    expect(() => hub3Payload({ ...slip, amount: 1e14 })).toThrow();
  });

  it("writes Croatian letters as ISO 8859-2 bytes", () => {
    expect([...latin2Bytes("ČćĐšž")].map((ch) => ch.charCodeAt(0))).toEqual([0xc8, 0xe6, 0xd0, 0xb9, 0xbe]);
    expect(latin2Bytes("Crème ✓")).toBe("Creme ?");
  });

  it("is a PDF417 symbol of 9 data columns (17 modules each, plus start, stop and row indicators)", () => {
    const svg = hub3Svg(hub3Payload(slip));
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
    expect(svg).not.toMatch(/<script|<text/);
    const width = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
    // start 17 + left indicator 17 + 9 × 17 + right indicator 17 + stop 18 modules, 2 px a
    // module, 4 × 2 px padding on each side.
    expect(width).toBe((17 + 17 + 9 * 17 + 17 + 18) * 2 + 2 * 4 * 2);
  });
});

describe("coupon and shipping rules", () => {
  const now = new Date("2026-06-01T10:00:00Z");
  const base: CouponRow = { site: "hr", code: "X", kind: "percent", value: 10, min_amount: null, expires_at: null, single_use: 0, active: 1, title: "Kupon X" };

  it.each<[string, CouponRow | null, number, boolean, ReturnType<typeof evaluateCoupon>]>([
    ["percent of the items", base, 80, false, { ok: true, discount: 8 }],
    ["percent rounds to cents", base, 12.35, false, { ok: true, discount: 1.24 }],
    ["fixed amount", { ...base, kind: "fixed", value: 5 }, 80, false, { ok: true, discount: 5 }],
    ["fixed never more than the items", { ...base, kind: "fixed", value: 5 }, 3.2, false, { ok: true, discount: 3.2 }],
    ["unknown", null, 80, false, { ok: false, label: "error_coupon_invalid_code" }],
    ["switched off", { ...base, active: 0 }, 80, false, { ok: false, label: "error_coupon_invalid_code" }],
    ["expired", { ...base, expires_at: "2026-05-31 23:59:59" }, 80, false, { ok: false, label: "error_coupon_invalid_code" }],
    ["not yet expired", { ...base, expires_at: "2026-06-01 23:59:59" }, 80, false, { ok: true, discount: 8 }],
    ["below the minimum", { ...base, min_amount: 30 }, 29.99, false, { ok: false, label: "error_coupon_min_amount" }],
    ["at the minimum", { ...base, min_amount: 30 }, 30, false, { ok: true, discount: 3 }],
    ["single use, used", { ...base, single_use: 1 }, 80, true, { ok: false, label: "error_coupon_already_used" }],
    ["single use, unused", { ...base, single_use: 1 }, 80, false, { ok: true, discount: 8 }],
  ])("%s", (_name, coupon, items, redeemed, expected) => {
    expect(evaluateCoupon(coupon, items, now, redeemed)).toEqual(expected);
  });

  it("shipping is free from the threshold on, else its price", () => {
    expect(shippingAmount({ price: 4.5, free_over: 50 }, 49.99)).toBe(4.5);
    expect(shippingAmount({ price: 4.5, free_over: 50 }, 50)).toBe(0);
    expect(shippingAmount({ price: 0, free_over: null }, 10)).toBe(0);
    expect(shippingAmount({ price: 450, free_over: null }, 1e6)).toBe(450);
  });
});

describe("cards", () => {
  const now = new Date("2026-06-15T12:00:00Z");
  const good = { card_number: "4242 4242 4242 4242", card_exp_month: "12", card_exp_year: "30", card_cvc: "123", card_holder: "Ana Horvat" };

  it("Luhn accepts the test cards and refuses a changed digit", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4000000000000002")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("42424242")).toBe(false);
  });

  it("valid through the end of the expiry month", () => {
    expect(cardExpired({ card_exp_month: 6, card_exp_year: 2026 }, now)).toBe(false);
    expect(cardExpired({ card_exp_month: 5, card_exp_year: 2026 }, now)).toBe(true);
    expect(cardExpired({ card_exp_month: 1, card_exp_year: 2025 }, now)).toBe(true);
  });

  it("names each bad field with its label", () => {
    expect(checkCard(good, now)).toMatchObject({ ok: true, card: { card_number: "4242424242424242", card_exp_month: 12, card_exp_year: 2030 } });
    expect(checkCard({ ...good, card_number: "4242 4242 4242 4241" }, now)).toEqual({ ok: false, errors: { card_number: "error_card_number_invalid" } });
    expect(checkCard({ ...good, card_exp_month: "13" }, now)).toEqual({ ok: false, errors: { card_exp_month: "error_card_expiry_invalid" } });
    expect(checkCard({ ...good, card_exp_year: "2026", card_exp_month: "5" }, now)).toEqual({ ok: false, errors: { card_exp_year: "error_card_expired" } });
    expect(checkCard({ ...good, card_cvc: "12" }, now)).toEqual({ ok: false, errors: { card_cvc: "error_card_cvc_invalid" } });
    expect(checkCard({ ...good, card_holder: " " }, now)).toEqual({ ok: false, errors: { card_holder: "error_card_holder_required" } });
  });
});

describe("gateway signatures", () => {
  const secret = "a-test-secret-of-at-least-32-characters!";
  it("verify what was signed, for its purpose only, whatever the field order", async () => {
    const text = canonicalFields({ b: "2", a: "1" });
    expect(text).toBe(canonicalFields({ a: "1", b: "2" }));
    const sig = await signText(secret, "payment-request", text);
    expect(await verifyText(secret, "payment-request", text, sig)).toBe(true);
    expect(await verifyText(secret, "notification", text, sig)).toBe(false);
    expect(await verifyText(secret, "payment-request", canonicalFields({ a: "1", b: "3" }), sig)).toBe(false);
    expect(await verifyText("another-secret-of-at-least-32-characters", "payment-request", text, sig)).toBe(false);
    expect(await verifyText(secret, "payment-request", text, "not-hex")).toBe(false);
  });
});
