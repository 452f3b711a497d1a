import { describe, expect, it } from "vitest";
import { round2 } from "../../shared/money";
import { account, add, api, db, json, packs, placeOrder, priceOf, readyToOrder, visitor } from "./checkout-helpers";

/**
 * Coupons on the cart (docs/behaviour/05-validation.md, docs/behaviour/07-api.md): percentage and fixed, minimum, expiry, switched off,
 * single use per e-mail counted only by placed orders, unknown codes; and my coupons.
 */

async function cartOf(token: string) {
  const res = await api("/webshop/cart/", { token });
  expect(res.status).toBe(200);
  return (await json(res)).data;
}

async function applyCoupon(token: string, code: string) {
  const res = await api("/webshop/coupon/", { method: "POST", token, body: { code } });
  return { status: res.status, body: await json(res) };
}

describe("coupons", () => {
  it("a percentage coupon takes its share of the items off, as a negative coupon extra item", async () => {
    const [p] = await packs(1);
    const token = await visitor();
    await add(token, p!.vcode, 3);
    const applied = await applyCoupon(token, "zrno10"); // any case
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ success: true, label_name: "coupon_applied", data: { coupon: { code: "ZRNO10", kind: "percent", value: 10, label_name: null } } });
    const items = round2(round2(await priceOf(p!.vcode, "EUR")) * 3);
    const cart = await cartOf(token);
    expect(cart.coupon.amount).toBe(-round2(items * 0.1));
    expect(cart.total.extraitems).toEqual([{ type: "coupon", code: "ZRNO10", title: "Kupon ZRNO10", amount: -round2(items * 0.1) }]);
    expect(cart.total.total).toBe(round2(items - round2(items * 0.1)));
    expect((await (await api("/webshop/coupon/", { token })).json()) as unknown).toMatchObject({ success: true, data: { coupon: { code: "ZRNO10" } } });
  });

  it("a fixed coupon needs its minimum: below answers error_coupon_min_amount with the amount, above applies", async () => {
    const [p] = await packs(1, 1);
    const unit = round2(await priceOf(p!.vcode, "EUR"));
    const token = await visitor();
    await add(token, p!.vcode, 1);
    expect(unit).toBeLessThan(30);
    const below = await applyCoupon(token, "ZRNO5");
    expect(below.status).toBe(200);
    expect(below.body).toEqual({ success: false, data: { coupon: null, min_amount: 30, currency: "EUR" }, label_name: "error_coupon_min_amount" });
    expect((await cartOf(token)).coupon).toBeNull();
    await add(token, p!.vcode, Math.ceil(30 / unit));
    const above = await applyCoupon(token, "ZRNO5");
    expect(above.body.success).toBe(true);
    const cart = await cartOf(token);
    expect(cart.total.extraitems).toContainEqual({ type: "coupon", code: "ZRNO5", title: "Kupon ZRNO5", amount: -5 });
    // The cart falls below the minimum again: the coupon stays, says why, and takes nothing off.
    await api("/webshop/product/", { method: "PUT", token, body: { code: p!.vcode, qty: 1 } });
    const fallen = await cartOf(token);
    expect(fallen.coupon).toMatchObject({ code: "ZRNO5", amount: 0, label_name: "error_coupon_min_amount", min_amount: 30 });
    expect(fallen.total.extraitems).toEqual([]);
  });

  it.each([
    ["unknown", "NEMA-TAKVOG"],
    ["expired", "LJETO2025"],
    ["switched off", "ZRNO30"],
    ["malformed", "<script>"],
    ["of another site", "WILLKOMMEN15"],
  ])("an %s code answers HTTP 200 with error_coupon_invalid_code and changes nothing", async (_kind, code) => {
    const [p] = await packs(1);
    const token = await visitor();
    await add(token, p!.vcode, 1);
    const res = await applyCoupon(token, code);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: false, data: null, label_name: "error_coupon_invalid_code" });
    expect((await cartOf(token)).coupon).toBeNull();
  });

  it("DELETE takes the coupon off", async () => {
    const [p] = await packs(1);
    const token = await visitor();
    await add(token, p!.vcode, 1);
    await applyCoupon(token, "ZRNO10");
    expect((await api("/webshop/coupon/", { method: "DELETE", token })).status).toBe(200);
    const cart = await cartOf(token);
    expect(cart.coupon).toBeNull();
    expect(cart.total.extraitems).toEqual([]);
  });

  it("a malformed body is a 400, a wrong content type a 415", async () => {
    const token = await visitor();
    expect((await api("/webshop/coupon/", { method: "POST", token, body: { nope: 1 } })).status).toBe(400);
    const res = await api("/webshop/coupon/", { method: "POST", token, headers: { "content-type": "text/plain" } });
    expect(res.status).toBe(415);
  });

  it("a single-use coupon counts only placed orders, once per e-mail", async () => {
    const email = `jednom-${crypto.randomUUID().slice(0, 8)}@example.com`;
    // Applied on one cart but never ordered: still free for the same e-mail elsewhere.
    const first = await readyToOrder({ email });
    expect((await applyCoupon(first.token, "DOBRODOSLI15")).body.success).toBe(true);
    const second = await readyToOrder({ email });
    expect((await applyCoupon(second.token, "DOBRODOSLI15")).body.success).toBe(true);
    // The first cart orders with it.
    const placed = await placeOrder(first.token);
    expect(placed.status).toBe(200);
    expect(placed.body.data.total.extraitems[0]).toMatchObject({ type: "coupon", code: "DOBRODOSLI15" });
    expect(await db.prepare("SELECT COUNT(*) AS n FROM coupon_redemptions WHERE code = 'DOBRODOSLI15' AND email = ?1").bind(email).first("n")).toBe(1);
    // Now the second cart (same e-mail) may not: the cart says so and the order is refused.
    expect((await cartOf(second.token)).coupon.label_name).toBe("error_coupon_already_used");
    const refused = await placeOrder(second.token);
    expect(refused.status).toBe(409);
    expect(refused.body.label_name).toBe("error_coupon_already_used");
    // Applying it again on a third cart with that e-mail is refused at once.
    const third = await readyToOrder({ email });
    expect((await applyCoupon(third.token, "DOBRODOSLI15")).body).toMatchObject({ success: false, label_name: "error_coupon_already_used" });
    // Another e-mail may still use it.
    const other = await readyToOrder();
    expect((await applyCoupon(other.token, "DOBRODOSLI15")).body.success).toBe(true);
  });

  it("coupons and their amounts are per site and currency", async () => {
    const [p] = await packs(1);
    const token = await visitor();
    await add(token, p!.vcode, 30, "rs");
    expect((await api("/webshop/coupon/", { method: "POST", token, site: "rs", body: { code: "ZRNO5" } }).then(json)).label_name).toBe("error_coupon_invalid_code");
    const rsd = await api("/webshop/coupon/", { method: "POST", token, site: "rs", body: { code: "ZRNO500" } }).then(json);
    const items = round2(round2(await priceOf(p!.vcode, "RSD")) * 30);
    if (items >= 3500) expect(rsd.success).toBe(true);
    else expect(rsd).toMatchObject({ success: false, label_name: "error_coupon_min_amount", data: { min_amount: 3500, currency: "RSD" } });
  });
});

describe("my coupons", () => {
  it("a logged-in shopper saves, lists and removes coupons; unusable ones only with all=1", async () => {
    const { token, userId } = await account();
    const save = await api("/auth/my-coupons/", { method: "POST", token, body: { code: "ZRNO10" } }).then(json);
    expect(save).toMatchObject({ success: true, label_name: "coupon_saved" });
    expect(save.data.items).toEqual([expect.objectContaining({ code: "ZRNO10", usable: true, label_name: null })]);
    // An expired code cannot be saved; an unknown one neither.
    expect(await api("/auth/my-coupons/", { method: "POST", token, body: { code: "LJETO2025" } }).then(json)).toEqual({ success: false, data: null, label_name: "error_coupon_invalid_code" });
    expect(await api("/auth/my-coupons/", { method: "POST", token, body: { code: "NEMA" } }).then(json)).toMatchObject({ success: false, label_name: "error_coupon_invalid_code" });
    // A saved coupon that is switched off later shows only with all=1, saying why.
    await api("/auth/my-coupons/", { method: "POST", token, body: { code: "ZRNO5" } });
    await db.prepare("INSERT INTO user_coupons (user_id, site, code) VALUES (?1, 'hr', 'ZRNO30')").bind(userId).run();
    const usable = await api("/auth/my-coupons/", { token }).then(json);
    expect(usable.data.items.map((i: { code: string }) => i.code).sort()).toEqual(["ZRNO10", "ZRNO5"]);
    const all = await api("/auth/my-coupons/?all=1", { token }).then(json);
    expect(all.data.items).toContainEqual(expect.objectContaining({ code: "ZRNO30", usable: false, label_name: "error_coupon_invalid_code" }));
    expect((await api("/auth/my-coupons/", { method: "DELETE", token, body: { code: "ZRNO10" } })).status).toBe(200);
    expect((await api("/auth/my-coupons/", { method: "DELETE", token, body: { code: "ZRNO10" } })).status).toBe(404);
    expect((await api("/auth/my-coupons/", { token }).then(json)).data.items.map((i: { code: string }) => i.code)).toEqual(["ZRNO5"]);
  });

  it("an anonymous visitor has no coupons to keep: 403 error_login_required (not 401, which would drop the token)", async () => {
    const token = await visitor();
    const res = await api("/auth/my-coupons/?all=1", { token });
    expect(res.status).toBe(403);
    expect((await json(res)).label_name).toBe("error_login_required");
  });
});
