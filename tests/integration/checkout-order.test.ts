import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { MyOrdersResponse, OrderResponse } from "../../shared/contract/order";
import { account, add, api, db, guest, json, packs, placeOrder, readyToOrder, setStock, stockOf, visitor } from "./checkout-helpers";
import { labels } from "../../commerce/seed/labels";

/**
 * POST /webshop/order/ (issue 4): one D1 batch makes the order, takes the stock, empties the cart
 * and queues the mail, or does none of it; a double click makes one order; only the owner reads
 * an order; my orders; abandonment.
 */

async function cartLines(token: string): Promise<number> {
  const cart = await api("/webshop/cart/", { token }).then(json);
  return cart.data.parcels.flatMap((p: { items: unknown[] }) => p.items).length;
}

async function outboxFor(email: string) {
  return (await db.prepare("SELECT subject, body_text, links, kind FROM outbox WHERE to_email = ?1").bind(email).all<{ subject: string; body_text: string; links: string; kind: string }>()).results;
}

describe("placing an order", () => {
  it("makes the order from the cart: lines, totals, stock taken, cart emptied, confirmation mailed", async () => {
    const [a, b] = await packs(2, 4);
    const before = [await stockOf(a!.vcode), await stockOf(b!.vcode)];
    const { token, email } = await readyToOrder({ lines: [[a!.vcode, 3], [b!.vcode, 1]] });
    const cart = (await api("/webshop/cart/", { token }).then(json)).data;
    const placed = await placeOrder(token);
    expect(placed.status).toBe(200);
    const order = v.parse(OrderResponse, placed.body).data;
    expect(order.order_identificator).toMatch(/^\d+-[a-z0-9]{10}$/);
    expect(order.order_identificator).toBe(`${order.id}-${order.code}`);
    expect(order).toMatchObject({ status: "awaiting_payment", status_label: "order_status_awaiting_payment", customer_type: "webshop.guest", payment_type: null, currency: "EUR" });
    expect(order.items.map((i) => [i.shopping_cart_code, i.quantity])).toEqual([[a!.vcode, 3], [b!.vcode, 1]]);
    expect(order.total).toEqual(cart.total);
    expect([await stockOf(a!.vcode), await stockOf(b!.vcode)]).toEqual([before[0]! - 3, before[1]! - 1]);
    expect(await cartLines(token)).toBe(0);
    const mails = await outboxFor(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe("order_confirmation");
    // The shopper reads the readable number (migration 0015); the `{id}-{code}` name is in the link only.
    expect(order.order_number).toMatch(/^ZR-\d{4}-\d{6}$/);
    expect(order.order_number.slice(3, 7)).toBe(order.created_at.slice(0, 4));
    expect(mails[0]!.subject).toContain(order.order_number);
    expect(mails[0]!.subject).not.toContain(order.order_identificator);
    expect(mails[0]!.body_text.split("\n")[0]).toContain(order.order_number);
    expect(mails[0]!.body_text).toContain(order.order_identificator);
    expect(mails[0]!.body_text).not.toContain("{{");
    expect(JSON.parse(mails[0]!.links)).toEqual([`https://www.zrno.hr/webshop/view-order/?order=${order.order_identificator}`]);
  });

  it("cash on delivery starts as new; the cart keeps the shopper's choices for next time", async () => {
    const { token, email } = await readyToOrder({ payment: "cod" });
    const placed = await placeOrder(token);
    expect(placed.body.data.status).toBe("new");
    // Bank details go only into a bank-transfer order's mail (checkout-payments).
    const [mail] = await outboxFor(email);
    expect(mail!.body_text).not.toContain(labels.checkout_bank_transfer_title!.hr);
    expect(mail!.body_text).not.toContain("{{");
    const cart = (await api("/webshop/cart/", { token }).then(json)).data;
    expect(cart).toMatchObject({ payment: { code: "cod" }, shipping: { code: "delivery" }, coupon: null });
  });

  it("a cart exceeding the stock rolls everything back: no order, stock, cart and outbox unchanged", async () => {
    const [p] = await packs(1, 6);
    const stock = await stockOf(p!.vcode);
    const { token, email } = await readyToOrder({ lines: [[p!.vcode, 5]] });
    // Someone else bought most of it meanwhile.
    await setStock(p!.vcode, 3);
    const refused = await placeOrder(token);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, label_name: "error_qty_unavailable", data: { code: p!.vcode, allowed_qty: 3 } });
    expect(await stockOf(p!.vcode)).toBe(3);
    expect(await cartLines(token)).toBe(1);
    expect(await outboxFor(email)).toEqual([]);
    expect(await db.prepare("SELECT COUNT(*) AS n FROM orders WHERE email = ?1").bind(email).first("n")).toBe(0);
    await setStock(p!.vcode, stock);
  });

  it("two shoppers racing for the last pieces: one order, the other 409, stock never below zero", async () => {
    const [p] = await packs(1, 7);
    const stock = await stockOf(p!.vcode);
    await setStock(p!.vcode, 4);
    const [x, y] = await Promise.all([readyToOrder({ lines: [[p!.vcode, 4]] }), readyToOrder({ lines: [[p!.vcode, 4]] })]);
    const results = await Promise.all([placeOrder(x.token), placeOrder(y.token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.label_name).toBe("error_qty_unavailable");
    expect(await stockOf(p!.vcode)).toBe(0);
    const loser = results[0]!.status === 409 ? x : y;
    expect(await cartLines(loser.token)).toBe(1);
    expect(await outboxFor(loser.email)).toEqual([]);
    await setStock(p!.vcode, stock);
  });

  it("the stock trigger aborts a whole batch that would take stock below zero", async () => {
    const [p] = await packs(1, 8);
    const stock = await stockOf(p!.vcode);
    await expect(
      db.batch([
        db.prepare("INSERT INTO outbox (site, to_email, kind, subject, body_text) VALUES ('hr', 'trigger@example.com', 'order_confirmation', 's', 't')"),
        db
          .prepare("UPDATE warehouse_stock SET qty = qty - ?2 WHERE variation_id = (SELECT id FROM product_variations WHERE code = ?1) AND warehouse_id = (SELECT id FROM warehouses WHERE kind = 'central')")
          .bind(p!.vcode, stock + 1),
      ]),
    ).rejects.toThrow(/stock_negative/);
    expect(await stockOf(p!.vcode)).toBe(stock);
    expect(await outboxFor("trigger@example.com")).toEqual([]);
  });

  it("a double click (two POSTs at once) makes ONE order and both answer it", async () => {
    const [p] = await packs(1, 9);
    const stock = await stockOf(p!.vcode);
    const { token, email } = await readyToOrder({ lines: [[p!.vcode, 2]] });
    const [first, second] = await Promise.all([placeOrder(token), placeOrder(token)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.data.order_identificator).toBe(first.body.data.order_identificator);
    expect(await db.prepare("SELECT COUNT(*) AS n FROM orders WHERE email = ?1").bind(email).first("n")).toBe(1);
    expect(await stockOf(p!.vcode)).toBe(stock - 2);
    expect(await outboxFor(email)).toHaveLength(1);
    // A third, late repeat of the same click still answers that order, until the cart changes.
    const late = await placeOrder(token);
    expect(late.body.data.order_identificator).toBe(first.body.data.order_identificator);
    await add(token, p!.vcode, 1);
    await api("/webshop/product/", { method: "DELETE", token, body: { code: p!.vcode } });
    expect((await placeOrder(token)).body.label_name).toBe("error_cart_empty");
  });

  it("the database itself refuses a second order from the same cart revision, or from a stale one", async () => {
    const { token } = await readyToOrder();
    const cartCode = (await api("/webshop/cart/", { token }).then(json)).data.shopping_cart_code;
    const cart = (await db.prepare("SELECT id, revision FROM carts WHERE code = ?1").bind(cartCode).first<{ id: number; revision: number }>())!;
    const insert = (code: string, revision: number) =>
      db
        .prepare(
          `INSERT INTO orders (code, site, lang, currency, token_id, cart_id, cart_revision, status, customer_type, email, customer_json, shipping_code, shipping_kind,
             shipping_title, shipping_amount, payment_code, payment_kind, payment_title, items_total, basic_total, tax_total, total)
           VALUES (?1, 'hr', 'hr', 'EUR', ?4, ?2, ?3, 'new', 'webshop.guest', 'x@example.com', (SELECT customer_json FROM carts WHERE id = ?2), 'delivery', 'delivery', 'D', 0, 'cod', 'cash_on_delivery', 'C', 1, 1, 0, 1)`,
        )
        .bind(code, cart.id, revision, JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))).jti)
        .run();
    await expect(insert("stalestale", cart.revision - 1)).rejects.toThrow(/cart_changed/);
    await insert("firstfirst", cart.revision);
    await expect(insert("secondsecn", cart.revision)).rejects.toThrow(/UNIQUE/);
    // The real POST now answers that first order instead of making another.
    const placed = await placeOrder(token);
    expect(placed.body.data?.code ?? placed.body.label_name).toBe("firstfirst");
  });

  it("refuses an incomplete checkout with the step that is missing", async () => {
    const token = await guest();
    expect((await placeOrder(token)).body.label_name).toBe("error_cart_empty");
    const [p] = await packs(1);
    await add(token, p!.vcode, 1);
    expect((await placeOrder(token)).body.label_name).toBe("error_checkout_customer_missing");
    await api("/webshop/customer/", { method: "POST", token, body: { type: "webshop.guest", email: "k@example.com", first_name: "K", last_name: "K", phone: "+385 1 234 567", street: "Ilica 1", zip: "10000", city: "Zagreb", country: "HR" } });
    expect((await placeOrder(token)).body.label_name).toBe("error_checkout_shipping_missing");
    await api("/webshop/parcel/shipping/", { method: "PUT", token, body: { code: "delivery" } });
    const noPayment = await placeOrder(token);
    expect(noPayment.status).toBe(409);
    expect(noPayment.body.label_name).toBe("error_checkout_payment_missing");
  });

  it("a pickup order names the store", async () => {
    const stores = (await api("/webshop/location/", { token: await visitor() }).then(json)).data;
    const { token } = await readyToOrder({ shipping: "pickup", location: stores[0].code });
    const order = (await placeOrder(token)).body.data;
    expect(order.shipping).toMatchObject({ kind: "pickup", amount: 0, location: { code: stores[0].code, city: stores[0].city } });
  });
});

describe("who may see an order", () => {
  it("only its owner reads it, its status and its payment; anyone else gets 404", async () => {
    // de's card option goes to the gateway's page (its tenant's sales.card): the order awaits payment.
    const { token } = await readyToOrder({ payment: "card", site: "de" });
    const ident = (await placeOrder(token, "de")).body.data.order_identificator as string;
    expect((await api(`/webshop/order/${ident}/`, { token })).status).toBe(200);
    expect((await api(`/webshop/order/${ident}/status/`, { token }).then(json)).data).toEqual({ order_identificator: ident, status: "awaiting_payment", status_label: "order_status_awaiting_payment", paid: false });
    const stranger = await visitor();
    for (const path of [`/webshop/order/${ident}/`, `/webshop/order/${ident}/status/`, `/webshop/order/${ident}/payment/?ok_path=/a/&cancel_path=/b/&fail_path=/c/`]) {
      const res = await api(path, { token: stranger });
      expect(res.status).toBe(404);
      expect((await json(res)).label_name).toBe("error_order_not_found");
    }
    // The right id with a wrong code is the same 404.
    const [id] = ident.split("-");
    expect((await api(`/webshop/order/${id}-aaaaaaaaaa/`, { token })).status).toBe(404);
    expect((await api("/webshop/order/not-an-order/", { token })).status).toBe(404);
  });

  it("an account's orders follow the account to a new token, newest first, paged, in my orders", async () => {
    const me = await account();
    const idents: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { token } = await readyToOrder({ token: me.token, type: "webshop.customer", email: me.email });
      idents.push((await placeOrder(token)).body.data.order_identificator);
    }
    const mine = v.parse(MyOrdersResponse, await api("/auth/my-orders/", { token: me.token }).then((r) => r.json())).data;
    expect(mine.items.map((o) => o.order_identificator)).toEqual([...idents].reverse());
    // Readable numbers count up one by one from the year's sequence (migration 0015).
    const [newer, older] = mine.items.map((o) => Number(o.order_number.slice(-6)));
    expect(mine.items[0]!.order_number).toMatch(/^ZR-\d{4}-\d{6}$/);
    expect(newer! - older!).toBeGreaterThanOrEqual(1);
    expect(new Set((await db.prepare("SELECT number FROM orders").all<{ number: string }>()).results.map((r) => r.number)).size).toBe(
      (await db.prepare("SELECT COUNT(*) AS n FROM orders").first<{ n: number }>())!.n,
    );
    expect(mine).toMatchObject({ page: 1, pages: 1, total: 2 });
    expect(mine.items[0]).toMatchObject({ status: "awaiting_payment", currency: "EUR", items_count: 2 });
    expect((await api("/auth/my-orders/?page=2", { token: me.token }).then(json)).data.items).toEqual([]);
    expect((await api("/auth/my-orders/", { token: await visitor() })).status).toBe(403);
  });
});

describe("abandonment", () => {
  it("records the cart with the e-mail it was left with, one row per cart", async () => {
    const [p] = await packs(1);
    const token = await visitor();
    expect((await api("/webshop/abandonment/", { method: "POST", token, body: { email: "left@example.com" } })).status).toBe(409);
    await add(token, p!.vcode, 2);
    expect((await api("/webshop/abandonment/", { method: "POST", token, body: { email: "left@example.com" } }).then(json)).data).toMatchObject({ recorded: true, items: 1 });
    await api("/webshop/abandonment/", { method: "POST", token, body: { email: "left-again@example.com" } });
    const rows = (await db.prepare("SELECT email, snapshot_json FROM abandoned_carts WHERE email LIKE 'left%'").all<{ email: string; snapshot_json: string }>()).results;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toBe("left-again@example.com");
    expect(JSON.parse(rows[0]!.snapshot_json)).toEqual([expect.objectContaining({ code: p!.vcode, quantity: 2 })]);
    expect((await api("/webshop/abandonment/", { method: "POST", token, body: { email: "nope" } })).status).toBe(400);
  });
});
