import { describe, expect, it } from "vitest";
import { api, db, gatewayPost, json, notify, PATHS, placeOrder, readyToOrder, stockOf, type SiteCode } from "./checkout-helpers";
import { outbox, uniqueEmail, visitor, call } from "./accounts-helpers";

/**
 * An order that ends unpaid gives back exactly the stock it took, to the warehouses it took it
 * from, once (docs/decisions/0035-cancelled-orders-restock.md): every way an order is cancelled
 * (the gateway's Cancel, a declined card on the gateway's page, a declined direct charge),
 * replayed notifications, reopening for another payment, and the back-in-stock mail when a
 * product comes back this way.
 */

/** Cards of the sandbox gateway (README "Checkout"). */
const CARD = { card_number: "4242 4242 4242 4242", card_exp_month: "12", card_exp_year: "2031", card_cvc: "123", card_holder: "Marko Horvat" };
const DECLINED = "4000 0000 0000 0002";

interface Placed {
  token: string;
  id: number;
  ident: string;
}

/** A public package priced in euros with stock, the `n`-th from the end (other files read the first ones). */
async function pack(n: number): Promise<{ vcode: string; variationId: number; productId: number }> {
  const row = await db
    .prepare(
      `SELECT v.code AS vcode, v.id AS variationId, p.id AS productId
         FROM product_variations v JOIN products p ON p.id = v.product_id JOIN catalog_categories c ON c.id = p.category_id JOIN manufacturers m ON m.id = p.manufacturer_id
        WHERE p.visible = 1 AND c.visible = 1 AND (m.visible = 1 OR p.ignore_brand_visibility = 1) AND v.limited_qty IS NULL AND v.stock >= 5
          AND (SELECT COUNT(*) FROM product_variations o WHERE o.product_id = p.id) = 1
          AND EXISTS (SELECT 1 FROM prices pr WHERE pr.variation_id = v.id AND pr.currency = 'EUR')
        ORDER BY v.id DESC LIMIT 1 OFFSET ?1`,
    )
    .bind(n)
    .first<{ vcode: string; variationId: number; productId: number }>();
  expect(row, `package #${n}`).toBeTruthy();
  return row!;
}

const WAREHOUSES = async () => (await db.prepare("SELECT id, code FROM warehouses ORDER BY position, id LIMIT 3").all<{ id: number; code: string }>()).results;

/** Puts `qty[i]` of the package in the i-th warehouse (the order web orders take from) and none elsewhere. */
async function spread(variationId: number, qty: number[]): Promise<void> {
  const ws = await WAREHOUSES();
  await db.prepare("UPDATE warehouse_stock SET qty = 0 WHERE variation_id = ?1").bind(variationId).run();
  for (const [i, n] of qty.entries()) {
    await db
      .prepare("INSERT INTO warehouse_stock (variation_id, warehouse_id, qty) VALUES (?1, ?2, ?3) ON CONFLICT (variation_id, warehouse_id) DO UPDATE SET qty = excluded.qty")
      .bind(variationId, ws[i]!.id, n)
      .run();
  }
}

/** What each of the first warehouses holds of the package. */
async function held(variationId: number): Promise<number[]> {
  const ws = await WAREHOUSES();
  const out: number[] = [];
  for (const w of ws) out.push((await db.prepare("SELECT qty FROM warehouse_stock WHERE variation_id = ?1 AND warehouse_id = ?2").bind(variationId, w.id).first<number>("qty")) ?? 0);
  return out;
}

async function placed(payment: string, site: SiteCode, lines: [string, number][], body: Record<string, unknown> = {}): Promise<Placed & { status: string }> {
  const { token } = await readyToOrder({ payment, site, lines });
  const res = await placeOrder(token, site, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { token, id: res.body.data.id, ident: res.body.data.order_identificator, status: res.body.data.status };
}

async function paymentFields(p: Placed, site: SiteCode): Promise<Record<string, string>> {
  const res = await api(`/webshop/order/${p.ident}/payment/?${new URLSearchParams(PATHS)}`, { token: p.token, site });
  const data = (await json(res)).data;
  expect(res.status, JSON.stringify(data)).toBe(200);
  return data.redirect_url ? Object.fromEntries(new URL(data.redirect_url, "https://x").searchParams) : data.form.fields;
}

const statusOf = async (id: number) => (await db.prepare("SELECT status, stock_returned_at FROM orders WHERE id = ?1").bind(id).first<{ status: string; stock_returned_at: string | null }>())!;
const taken = async (id: number) => (await db.prepare("SELECT warehouse_id, qty FROM order_stock WHERE order_id = ?1 ORDER BY warehouse_id").bind(id).all<{ warehouse_id: number; qty: number }>()).results;

describe("placing an order records where its stock came from", () => {
  it("the central warehouse first, the rest from the next ones; the record is what the warehouses lost", async () => {
    const p = await pack(0);
    await spread(p.variationId, [2, 0, 5]);
    const order = await placed("card", "de", [[p.vcode, 4]]);
    expect(await held(p.variationId)).toEqual([0, 0, 3]);
    const ws = await WAREHOUSES();
    expect(await taken(order.id)).toEqual([
      { warehouse_id: ws[0]!.id, qty: 2 },
      { warehouse_id: ws[2]!.id, qty: 2 },
    ]);
    expect(await stockOf(p.vcode)).toBe(3);
  });
});

describe("an order cancelled or refused gives its stock back, once", () => {
  it("the gateway's Cancel: each warehouse gets back what it gave; replayed and late notifications give nothing more", async () => {
    const p = await pack(1);
    await spread(p.variationId, [2, 0, 5]);
    const order = await placed("card", "de", [[p.vcode, 4]]);
    const fields = await paymentFields(order, "de");
    const res = await gatewayPost("/gateway/pay/", { ...fields, decision: "cancel" });
    expect(res.status).toBe(303);
    expect(await statusOf(order.id)).toMatchObject({ status: "canceled", stock_returned_at: expect.any(String) });
    expect(await held(p.variationId)).toEqual([2, 0, 5]);

    // The same notification again, and a "failed" one for the same attempt: nothing moves.
    const notification = { payment_id: fields.payment_id, status: "canceled", amount: fields.amount, currency: fields.currency, transaction_id: "replay-1", ts: Math.floor(Date.now() / 1000) };
    const again = await notify(notification);
    expect(again.status).toBe(200);
    expect((await json(again)).data).toEqual({ applied: false, order_changed: false, restocked: false });
    expect((await json(await notify({ ...notification, status: "failed" }))).data).toEqual({ applied: false, order_changed: false, restocked: false });
    expect(await held(p.variationId)).toEqual([2, 0, 5]);
  });

  it("a card declined on the gateway's card page (payment_failed) gives it back", async () => {
    const p = await pack(2);
    await spread(p.variationId, [6]);
    const order = await placed("card-on-page", "en", [[p.vcode, 3]]);
    expect(await held(p.variationId)).toEqual([3, 0, 0]);
    const declined = await gatewayPost("/gateway/card/", { ...(await paymentFields(order, "en")), ...CARD, card_number: DECLINED });
    expect(declined.status).toBe(303);
    expect((await statusOf(order.id)).status).toBe("payment_failed");
    expect(await held(p.variationId)).toEqual([6, 0, 0]);
  });

  it("a direct charge declined while the order is placed gives it back before the answer", async () => {
    const p = await pack(3);
    await spread(p.variationId, [1, 4]);
    const order = await placed("card-direct", "hr", [[p.vcode, 2]], { card: { ...CARD, card_number: DECLINED.replaceAll(" ", ""), card_exp_month: 12, card_exp_year: 2031 }, ...PATHS });
    expect(order.status).toBe("payment_failed");
    expect(await held(p.variationId)).toEqual([1, 4, 0]);
  });

  it("paid orders and orders still awaiting payment keep their stock", async () => {
    const p = await pack(4);
    await spread(p.variationId, [10]);
    const paid = await placed("card", "de", [[p.vcode, 2]]);
    await gatewayPost("/gateway/pay/", { ...(await paymentFields(paid, "de")), decision: "pay" });
    expect((await statusOf(paid.id)).status).toBe("paid");
    const waiting = await placed("bank-transfer", "de", [[p.vcode, 3]]);
    expect((await statusOf(waiting.id)).status).toBe("awaiting_payment");
    expect(await held(p.variationId)).toEqual([5, 0, 0]);
    expect((await statusOf(paid.id)).stock_returned_at).toBeNull();
  });
});

describe("reopening an order for another payment takes its stock again", () => {
  it("new_payment=1 takes it again, a second cancel gives it back again, once", async () => {
    const p = await pack(5);
    await spread(p.variationId, [5]);
    const order = await placed("card", "de", [[p.vcode, 2]]);
    await gatewayPost("/gateway/pay/", { ...(await paymentFields(order, "de")), decision: "cancel" });
    expect(await held(p.variationId)).toEqual([5, 0, 0]);

    const reopened = await api(`/webshop/order/${order.ident}/?new_payment=1`, { token: order.token, site: "de" });
    expect((await json(reopened)).data.status).toBe("awaiting_payment");
    expect(await held(p.variationId)).toEqual([3, 0, 0]);
    expect(await statusOf(order.id)).toMatchObject({ stock_returned_at: null });
    // Opening it again changes nothing: it is not canceled any more.
    await api(`/webshop/order/${order.ident}/?new_payment=1`, { token: order.token, site: "de" });
    expect(await held(p.variationId)).toEqual([3, 0, 0]);

    await gatewayPost("/gateway/pay/", { ...(await paymentFields(order, "de")), decision: "fail" });
    expect((await statusOf(order.id)).status).toBe("payment_failed");
    expect(await held(p.variationId)).toEqual([5, 0, 0]);
  });

  it("when the stock is gone meanwhile the order stays cancelled, nothing is taken, and paying it is refused", async () => {
    const p = await pack(6);
    await spread(p.variationId, [2]);
    const order = await placed("card", "de", [[p.vcode, 2]]);
    await gatewayPost("/gateway/pay/", { ...(await paymentFields(order, "de")), decision: "cancel" });
    await spread(p.variationId, [1]);
    const reopened = await api(`/webshop/order/${order.ident}/?new_payment=1`, { token: order.token, site: "de" });
    expect(reopened.status).toBe(200);
    expect((await json(reopened)).data.status).toBe("canceled");
    expect(await held(p.variationId)).toEqual([1, 0, 0]);
    const pay = await api(`/webshop/order/${order.ident}/payment/?${new URLSearchParams(PATHS)}`, { token: order.token, site: "de" });
    expect(pay.status).toBe(409);
    expect((await json(pay)).label_name).toBe("error_order_not_payable");
  });
});

describe("stock that comes back this way mails the shoppers waiting for it", () => {
  const ask = async (email: string, productId: number) => call("/catalog/back-in-stock/", { token: await visitor(), site: "de", body: { email, product_id: productId } });
  const stockMails = async (to: string) => (await outbox(to)).filter((m) => m.kind === "back_in_stock");

  it("an order that took the last ones, cancelled: the waiting shopper gets the one mail, at once", async () => {
    const p = await pack(7);
    await spread(p.variationId, [2]);
    const order = await placed("card", "de", [[p.vcode, 2]]);
    expect(await stockOf(p.vcode)).toBe(0);
    const email = uniqueEmail("restock");
    expect((await ask(email, p.productId)).status).toBe(200);
    await gatewayPost("/gateway/pay/", { ...(await paymentFields(order, "de")), decision: "cancel" });
    const mails = await stockMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.site).toBe("de");
    expect(await db.prepare("SELECT notified_at FROM back_in_stock_requests WHERE email = ?1").bind(email).first("notified_at")).not.toBeNull();
  });

  it("a product that still had stock mails nobody, and requests for other products stay open", async () => {
    const p = await pack(8);
    const other = await pack(9);
    await spread(p.variationId, [5]);
    await spread(other.variationId, [0]);
    const waiting = uniqueEmail("restock-other");
    expect((await ask(waiting, other.productId)).status).toBe(200);
    const order = await placed("card", "de", [[p.vcode, 2]]);
    // Nobody can wait for a product in stock.
    expect((await ask(uniqueEmail("restock-in"), p.productId)).status).toBe(409);
    const mailsBefore = await db.prepare("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'back_in_stock'").first<number>("n");
    await gatewayPost("/gateway/pay/", { ...(await paymentFields(order, "de")), decision: "cancel" });
    expect(await held(p.variationId)).toEqual([5, 0, 0]);
    expect(await db.prepare("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'back_in_stock'").first<number>("n")).toBe(mailsBefore);
    expect(await stockMails(waiting)).toHaveLength(0);
    expect(await db.prepare("SELECT notified_at FROM back_in_stock_requests WHERE email = ?1").bind(waiting).first("notified_at")).toBeNull();
  });
});
