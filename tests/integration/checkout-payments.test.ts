import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { CreatedPaymentResponse, OrderResponse } from "../../shared/contract/order";
import { mod11ini, rfValid } from "../../commerce/lib/payment-reference";
import { api, db, gatewayCharge, gatewayPost, json, notify, orderRow, PATHS, placeOrder, readyToOrder, returnTo, visitor, type SiteCode } from "./checkout-helpers";
import { get } from "./helpers";
import { CARD_METHODS } from "../../commerce/seed/checkout";
import { REGISTRY_SITES } from "./registry-sites";
import { formatPrice } from "../../shared/price";
import { labels, type LabelLang } from "../../commerce/seed/labels";
import type { Order } from "../../shared/contract/order";

/**
 * Every payment type's path through the sandbox gateway, and that the order's status changes
 * only through the gateway's signed server-side confirmation: a forged or unsigned notification,
 * or the browser merely reaching a return URL, changes nothing. Bank transfer: slip data and the
 * HUB-3 barcode for hr.
 */

const query = new URLSearchParams(PATHS).toString();

/**
 * Where a payment code is offered: a card integration on the first euro site whose one card
 * option it serves (the tenant's `sales.card`, issue 18), the other methods on hr.
 */
function siteOffering(payment: string): SiteCode {
  const kind = Object.values(CARD_METHODS).find((m) => m.code === payment)?.kind;
  if (!kind) return "hr";
  const site = REGISTRY_SITES.find((s) => s.card === kind && s.currency === "EUR");
  if (!site) throw new Error(`no euro site pays by ${kind}`);
  return site.code;
}

async function ordered(payment: string, site: SiteCode = siteOffering(payment)) {
  const { token } = await readyToOrder({ payment, site });
  const placed = await placeOrder(token, site);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return { token, order: v.parse(OrderResponse, placed.body).data };
}

/**
 * The order's confirmation mail carries the slip's details (issue 18), the same figures the order
 * answers: payee, IBAN, BIC, amount, model and reference of the site's scheme, and no token left.
 */
async function expectBankDetailsMailed(order: Order, site: SiteCode) {
  const s = REGISTRY_SITES.find((r) => r.code === site)!;
  const l = (key: string) => labels[key]![s.lang as LabelLang];
  const mail = await db
    .prepare("SELECT body_text FROM outbox WHERE kind = 'order_confirmation' AND links LIKE ?1")
    .bind(`%order=${order.order_identificator}"%`)
    .first<{ body_text: string }>();
  const slip = order.payment_slip!;
  const text = mail!.body_text;
  expect(text).not.toContain("{{");
  expect(text).toContain(l("checkout_bank_transfer_title"));
  expect(text).toContain(`${l("payment_slip_recipient")}: ${slip.payee}, ${slip.payee_street}, ${slip.payee_city}`);
  expect(text).toContain(`${l("payment_slip_iban")}: ${slip.iban}\n${l("payment_slip_bic")}: ${slip.bic}`);
  expect(text).toContain(`${l("payment_slip_amount")}: ${formatPrice(order.total.total, s.tenant.locale, order.currency)}`);
  if (slip.model) expect(text).toContain(`${l("payment_slip_model")}: ${slip.model}\n`);
  else expect(text).not.toContain(`${l("payment_slip_model")}:`);
  expect(text).toContain(`${l("payment_slip_reference")}: ${slip.reference}\n${l("payment_slip_description")}: ${slip.description}`);
  expect(text).toContain(order.order_number);
}

async function createPayment(token: string, ident: string, site: SiteCode = "hr") {
  const res = await api(`/webshop/order/${ident}/payment/?${query}`, { token, site });
  return { status: res.status, body: await json(res) };
}

async function statusOf(token: string, ident: string): Promise<string> {
  return (await api(`/webshop/order/${ident}/status/`, { token }).then(json)).data.status;
}

/** Follows a gateway redirect URL (a /_gateway/ path) on the API's /gateway/. */
function onApi(gatewayUrl: string): string {
  expect(gatewayUrl.startsWith("/_gateway/")).toBe(true);
  return gatewayUrl.replace(/^\/_gateway\//, "/gateway/");
}

describe("redirect: gateway page with Pay / Cancel / Fail", () => {
  it.each([
    ["pay", "paid", PATHS.ok_path],
    ["cancel", "canceled", PATHS.cancel_path],
    ["fail", "payment_failed", PATHS.fail_path],
  ])("%s → %s, back to the shop with 303", async (decision, status, back) => {
    const { token, order } = await ordered("card");
    expect(order.payment_type).toBe("redirect");
    const created = v.parse(CreatedPaymentResponse, (await createPayment(token, order.order_identificator)).body).data;
    if (!("redirect_url" in created)) throw new Error("expected a redirect URL");
    const page = await api(onApi(created.redirect_url));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(order.order_identificator);
    expect(html).toContain('action="/_gateway/pay/"');
    expect(html).not.toMatch(/<script|style=/);
    const fields = Object.fromEntries(new URL(created.redirect_url, "https://x").searchParams);
    const res = await gatewayPost("/gateway/pay/", { ...fields, decision });
    expect(res.status).toBe(303);
    expect(returnTo(res.headers.get("location"))).toBe(back);
    expect(await statusOf(token, order.order_identificator)).toBe(status);
  });

  it("a failed or canceled payment reopens with new_payment=1 and can then be paid", async () => {
    const { token, order } = await ordered("card");
    const first = (await createPayment(token, order.order_identificator)).body.data;
    await gatewayPost("/gateway/pay/", { ...Object.fromEntries(new URL(first.redirect_url, "https://x").searchParams), decision: "cancel" });
    expect(await statusOf(token, order.order_identificator)).toBe("canceled");
    expect((await createPayment(token, order.order_identificator)).body.label_name).toBe("error_order_not_payable");
    const reopened = (await api(`/webshop/order/${order.order_identificator}/?new_payment=1`, { token }).then(json)).data;
    expect(reopened).toMatchObject({ status: "awaiting_payment", can_pay_again: false });
    const second = (await createPayment(token, order.order_identificator)).body.data;
    const secondFields = Object.fromEntries(new URL(second.redirect_url, "https://x").searchParams);
    expect(secondFields.payment_id).not.toBe(new URL(first.redirect_url, "https://x").searchParams.get("payment_id"));
    // The old attempt's page is dead: its confirmation moves nothing any more.
    await gatewayPost("/gateway/pay/", { ...Object.fromEntries(new URL(first.redirect_url, "https://x").searchParams), decision: "fail" });
    expect(await statusOf(token, order.order_identificator)).toBe("awaiting_payment");
    await gatewayPost("/gateway/pay/", { ...secondFields, decision: "pay" });
    expect(await statusOf(token, order.order_identificator)).toBe("paid");
    expect((await createPayment(token, order.order_identificator)).body.label_name).toBe("error_order_already_paid");
  });

  it("return paths must be paths of the shop's own site", async () => {
    const { token, order } = await ordered("card");
    for (const bad of ["//evil.example/", "https://evil.example/", "/\\evil.example", "/%2F%2Fevil.example/", "javascript:alert(1)"]) {
      const res = await api(`/webshop/order/${order.order_identificator}/payment/?${new URLSearchParams({ ...PATHS, ok_path: bad })}`, { token });
      expect(res.status, bad).toBe(400);
      expect((await json(res)).errors).toHaveProperty("ok_path", "error_return_path_invalid");
    }
  });
});

describe("redirect with a hidden, auto-submitted form", () => {
  it("the gateway checks the form's signature, shows its pay page, and Pay makes the order paid", async () => {
    const { token, order } = await ordered("card-form-post");
    const created = (await createPayment(token, order.order_identificator)).body.data;
    expect(created.form).toMatchObject({ action: "/_gateway/form/", method: "POST" });
    expect(Object.keys(created.form.fields)).toContain("signature");
    const page = await gatewayPost("/gateway/form/", created.form.fields);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`${created.form.fields.amount} EUR`);
    // A tampered amount (or any field) is refused and changes nothing.
    const tampered = await gatewayPost("/gateway/form/", { ...created.form.fields, amount: "0.01" });
    expect(tampered.status).toBe(400);
    expect(await gatewayPost("/gateway/pay/", { ...created.form.fields, amount: "0.01", decision: "pay" }).then((r) => r.status)).toBe(400);
    expect(await statusOf(token, order.order_identificator)).toBe("awaiting_payment");
    const paid = await gatewayPost("/gateway/pay/", { ...created.form.fields, decision: "pay" });
    expect(returnTo(paid.headers.get("location"))).toBe(PATHS.ok_path);
    expect(await statusOf(token, order.order_identificator)).toBe("paid");
  });
});

describe("credit_cart_form: the shop's payment page posts the card straight to the gateway", () => {
  const card = { card_number: "4242 4242 4242 4242", card_exp_month: "12", card_exp_year: "2031", card_cvc: "123", card_holder: "Marko Horvat" };

  it("4242… is paid, 4000…0002 declined, a bad number refused without failing the payment", async () => {
    const ok = await ordered("card-on-page");
    expect(ok.order.payment_type).toBe("credit_cart_form");
    const form = (await createPayment(ok.token, ok.order.order_identificator)).body.data.form;
    expect(form.action).toBe("/_gateway/card/");
    const paid = await gatewayPost("/gateway/card/", { ...form.fields, ...card });
    expect(paid.status).toBe(303);
    expect(returnTo(paid.headers.get("location"))).toBe(PATHS.ok_path);
    expect(await statusOf(ok.token, ok.order.order_identificator)).toBe("paid");

    const no = await ordered("card-on-page");
    const noForm = (await createPayment(no.token, no.order.order_identificator)).body.data.form;
    const typo = await gatewayPost("/gateway/card/", { ...noForm.fields, ...card, card_number: "4242 4242 4242 4241" });
    expect(typo.status).toBe(400);
    expect(await typo.text()).toContain("card_number");
    expect(await statusOf(no.token, no.order.order_identificator)).toBe("awaiting_payment");
    const declined = await gatewayPost("/gateway/card/", { ...noForm.fields, ...card, card_number: "4000 0000 0000 0002" });
    expect(returnTo(declined.headers.get("location"))).toBe(PATHS.fail_path);
    expect(await statusOf(no.token, no.order.order_identificator)).toBe("payment_failed");
    expect((await api(`/webshop/order/${no.order.order_identificator}/`, { token: no.token }).then(json)).data.can_pay_again).toBe(true);
  });
});

describe("direct_credit_cart_form: card data with the order, charged server to server", () => {
  const card = { card_number: "4242424242424242", card_exp_month: 12, card_exp_year: 2031, card_cvc: "123", card_holder: "Marko Horvat" };

  it("a good card: the order is paid and redirect_url_on_created is the ok path", async () => {
    const { token } = await readyToOrder({ payment: "card-direct" });
    const placed = await placeOrder(token, "hr", { card, ...PATHS });
    expect(placed.status).toBe(200);
    expect(placed.body.data).toMatchObject({ status: "paid", payment_type: "direct_credit_cart_form", redirect_url_on_created: PATHS.ok_path });
    const row = await orderRow(placed.body.data.id);
    const payment = await db.prepare("SELECT card_last4, status FROM payments WHERE id = ?1").bind(row.current_payment_id).first();
    expect(payment).toEqual({ card_last4: "4242", status: "paid" });
  });

  it("a declined card: payment_failed and the fail path; a new attempt with another card pays", async () => {
    const { token } = await readyToOrder({ payment: "card-direct" });
    const placed = await placeOrder(token, "hr", { card: { ...card, card_number: "4000000000000002" }, ...PATHS });
    expect(placed.body.data).toMatchObject({ status: "payment_failed", redirect_url_on_created: PATHS.fail_path, can_pay_again: true });
    const ident = placed.body.data.order_identificator;
    expect((await createPayment(token, ident)).body.label_name).toBe("error_order_not_payable");
    await api(`/webshop/order/${ident}/?new_payment=1`, { token });
    expect((await createPayment(token, ident)).body.label_name).toBe("error_empty_payment_form");
    const retry = await api(`/webshop/order/${ident}/payment/`, { method: "POST", token, body: { card, ...PATHS } }).then(json);
    expect(retry.data).toMatchObject({ status: "paid", redirect_url_on_created: PATHS.ok_path });
  });

  it("invalid card data is refused field by field before any order is made", async () => {
    const { token, email } = await readyToOrder({ payment: "card-direct" });
    const placed = await placeOrder(token, "hr", { card: { ...card, card_number: "1234", card_exp_year: 2020 }, ...PATHS });
    expect(placed.status).toBe(400);
    expect(placed.body).toMatchObject({ label_name: "error_invalid_card", errors: { card_number: "error_card_number_invalid" } });
    const missing = await placeOrder(token, "hr", { card });
    expect(missing.body.errors).toMatchObject({ ok_path: "error_return_path_invalid", fail_path: "error_return_path_invalid" });
    expect(await db.prepare("SELECT COUNT(*) AS n FROM orders WHERE email = ?1").bind(email).first("n")).toBe(0);
  });
});

describe("the gateway's server-to-server charge: a JSON body that fits, else 400 and nothing charged", () => {
  const card = { card_number: "4242424242424242", card_exp_month: "12", card_exp_year: "2031", card_cvc: "123", card_holder: "Marko Horvat" };

  /** The signed request of an order waiting for its card, as the shop would send it. */
  async function signedRequest() {
    const { token, order } = await ordered("card-on-page");
    const fields = (await createPayment(token, order.order_identificator)).body.data.form.fields as Record<string, string>;
    return { token, ident: order.order_identificator, fields };
  }

  it.each([
    { name: "malformed JSON", body: '{"merchant":', status: 400, reason: "Malformed JSON." },
    { name: "not JSON (a form)", body: "merchant=zrno", type: "application/x-www-form-urlencoded", status: 415, reason: "Send JSON." },
    { name: "an empty object", body: "{}", status: 400, reason: "Invalid: merchant, payment_id, order, amount, currency, ok_path, cancel_path, fail_path, expires, signature, card" },
  ])("$name → $status, the reason said", async ({ body, type, status, reason }) => {
    const res = await gatewayCharge(body, type);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ status: "invalid", reason });
  });

  it("a signed request whose body does not fit names the fields and charges nothing", async () => {
    const { token, ident, fields } = await signedRequest();
    const charge = async (body: unknown) => {
      const res = await gatewayCharge(JSON.stringify(body));
      return { status: res.status, body: (await res.json()) as { status: string; reason?: string } };
    };
    expect(await charge({ ...fields })).toEqual({ status: 400, body: { status: "invalid", reason: "Invalid: card" } });
    expect(await charge({ ...fields, card: "4242424242424242" })).toEqual({ status: 400, body: { status: "invalid", reason: "Invalid: card" } });
    expect(await charge({ ...fields, amount: Number(fields.amount), card })).toEqual({ status: 400, body: { status: "invalid", reason: "Invalid: amount" } });
    expect(await charge({ ...fields, amount: "0.01", card })).toMatchObject({ status: 400, body: { status: "invalid", reason: "The payment request is not signed by the shop." } });
    expect(await statusOf(token, ident)).toBe("awaiting_payment");
    const paid = await charge({ ...fields, card });
    expect(paid).toMatchObject({ status: 200, body: { status: "paid" } });
    expect(await statusOf(token, ident)).toBe("paid");
  });
});

describe("only the gateway's signed confirmation changes an order", () => {
  async function awaiting() {
    const { token, order } = await ordered("card");
    const created = (await createPayment(token, order.order_identificator)).body.data;
    const fields = Object.fromEntries(new URL(created.redirect_url, "https://x").searchParams);
    return { token, order, fields };
  }

  it("unsigned, wrongly signed or forged-amount notifications change nothing", async () => {
    const { token, order, fields } = await awaiting();
    const forged = { payment_id: fields.payment_id!, status: "paid", amount: fields.amount!, currency: "EUR", transaction_id: "forged", ts: 1 };
    expect((await notify(forged, null)).status).toBe(403);
    expect((await notify(forged, "a-guessed-secret-of-at-least-32-characters")).status).toBe(403);
    expect((await notify({ ...forged, amount: "0.01" })).status).toBe(409);
    // A signed payment request is not a notification, even with the same secret.
    const res = await api("/payments/notify/", { method: "POST", body: forged, headers: { "x-gateway-signature": fields.signature! } });
    expect(res.status).toBe(403);
    expect(await statusOf(token, order.order_identificator)).toBe("awaiting_payment");
  });

  it("the browser reaching the return URL (the shop's thank-you page) changes nothing", async () => {
    const { token, order } = await awaiting();
    const res = await get(`http://localhost${PATHS.ok_path}?order=${order.order_identificator}`);
    expect(res.status).toBeLessThan(500);
    expect(await statusOf(token, order.order_identificator)).toBe("awaiting_payment");
  });

  it("a correctly signed notification is applied once; a replay is ignored", async () => {
    const { token, order, fields } = await awaiting();
    const paid = { payment_id: fields.payment_id!, status: "paid", amount: fields.amount!, currency: "EUR", transaction_id: "zp_1", ts: 1 };
    expect((await notify(paid).then(json)).data).toEqual({ applied: true, order_changed: true, restocked: false });
    expect(await statusOf(token, order.order_identificator)).toBe("paid");
    expect((await notify({ ...paid, status: "failed" }).then(json)).data).toEqual({ applied: false, order_changed: false, restocked: false });
    expect(await statusOf(token, order.order_identificator)).toBe("paid");
  });

  it("a stranger cannot create a payment for someone's order", async () => {
    const { order } = await ordered("card");
    expect((await createPayment(await visitor(), order.order_identificator)).status).toBe(404);
  });
});

describe("bank transfer and cash on delivery", () => {
  it("hr: the order carries the HUB-3 slip, HR01 reference with its control digit, and the PDF417 barcode", async () => {
    const { token, order } = await ordered("bank-transfer");
    expect(order.status).toBe("awaiting_payment");
    const slip = order.payment_slip!;
    const id = String(order.id);
    expect(slip).toMatchObject({
      payer: "Marko Horvat",
      payer_street: "Vukovarska 12",
      payer_city: "10000 Zagreb",
      payee: "Zrno d.o.o.",
      payee_street: "Ilica 42",
      payee_city: "10000 Zagreb",
      amount: order.total.total,
      currency: "EUR",
      model: "HR01",
      reference: `${id}${mod11ini(id)}`,
      purpose_code: "OTHR",
      // The readable number: the slip is read by people and banks, the `{id}-{code}` stays in URLs (issue 18).
      description: `Narudžba ${order.order_number}`,
    });
    expect(slip.barcode_payload).toContain(order.order_number);
    expect(slip.barcode_payload).not.toContain(order.code);
    expect(slip.iban).toMatch(/^HR\d{19}$/);
    const lines = slip.barcode_payload!.split("\n");
    expect(lines).toHaveLength(14);
    expect(lines[0]).toBe("HRVHUB30");
    expect(lines[2]).toBe(String(Math.round(order.total.total * 100)).padStart(15, "0"));
    expect(lines.slice(9, 13)).toEqual([slip.iban, "HR01", slip.reference, "OTHR"]);
    expect(slip.barcode_svg).toMatch(/^<svg/);
    expect((await createPayment(token, order.order_identificator)).body.label_name).toBe("error_payment_not_required");
    await expectBankDetailsMailed(order, "hr");
  });

  it.each<[SiteCode, string | null, RegExp]>([
    ["rs", "97", /^\d{2}\d+$/],
    ["ba", null, /^\d{10}$/],
    ["de", null, /^RF\d{2}\d+$/],
  ])("%s: model %s, its own reference, no barcode", async (site, model, reference) => {
    const { order } = await ordered("bank-transfer", site);
    const slip = order.payment_slip!;
    expect(slip.model).toBe(model);
    expect(slip.reference).toMatch(reference);
    if (site === "de") expect(rfValid(slip.reference)).toBe(true);
    expect(slip.barcode_svg).toBeNull();
    expect(slip.currency).toBe(order.currency);
    await expectBankDetailsMailed(order, site);
  });
});
