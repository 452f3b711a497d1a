import { beforeAll, describe, expect, it } from "vitest";
import { labels } from "../../commerce/seed/labels";
import { call, confirmedAccount, db, json, loginJwt, outbox, PASSWORD, uniqueEmail } from "./accounts-helpers";
import { packs, type Pack } from "./checkout-helpers";
import { stateOf } from "./helpers";
import { add, customer, page, postForm, postJson, visitor, type Site, type Who } from "./storefront-checkout";

/**
 * The thank-you page's account in one click (issue 18; docs/behaviour/07-api.md "Webshop"): the
 * order's `{id}-{code}` authorises the API's POST /webshop/order/{id}-{code}/account/, reached
 * through the BFF's `order-account/` as a plain form or JSON. A new e-mail gets an account with
 * the order's details and the order in it, and a mail to choose the password; an e-mail with an
 * account gets the same answer and a mail to log in, and nothing changes.
 */

let stock: Pack;
beforeAll(async () => {
  [stock] = (await packs(1, 5)) as [Pack];
});

/** A guest's bank-transfer order with this e-mail; the visitor stays on its thank-you page. */
async function orderAs(site: Site, email: string): Promise<{ who: Who; ident: string; number: string }> {
  const who = await visitor(site);
  await add(who, stock, 1);
  expect((await postForm(who, "continue-as-guest", {})).status).toBe(303);
  for (const [step, body] of [["customer", customer(site, email)], ["shipping", { code: "delivery" }], ["payment", { code: "bank-transfer" }]] as const) {
    const res = await postJson(who, step, body);
    expect(res.res.status, `${step}: ${JSON.stringify(res.body)}`).toBe(200);
  }
  const placed = await postJson(who, "order", { accept_terms: "1" });
  expect(placed.res.status, JSON.stringify(placed.body)).toBe(200);
  const ident = new URL(placed.body.redirect!, "http://x").searchParams.get("order_identificator")!;
  const number = await db.prepare("SELECT number FROM orders WHERE id = ?1").bind(Number(ident.split("-")[0])).first<string>("number");
  return { who, ident, number: number! };
}

const thankYou = (who: Who, ident: string) => page(who, `/webshop/thank-you/?order_identificator=${ident}`);
const orderOwner = (ident: string) => db.prepare("SELECT user_id FROM orders WHERE id = ?1").bind(Number(ident.split("-")[0])).first<number | null>("user_id");
const tokenOf = (who: Who) => /hapi_auth_token=([^;]+)/.exec(who.cookie.cookie!)![1]!;

describe("a guest's account from the order, in one click (issue 18)", { timeout: 60_000 }, () => {
  it("hr: made from the order's details, the order in it, a mail to choose the password; once chosen the shopper logs in and sees the order", async () => {
    const email = uniqueEmail("order-account");
    const { who, ident, number } = await orderAs("hr", email);
    const before = await (await thankYou(who, ident)).text();
    const screen = stateOf(before).screen;
    if (screen.kind !== "webshop-thank-you" || !screen.order) throw new Error(screen.kind);
    expect(screen.order.has_account).toBe(false);
    expect(before).toMatch(new RegExp(`<form id="order-account"[^>]*action="/api/nuxtapi/webshop/order-account/"[\\s\\S]*?name="order_identificator" value="${ident}"`));

    const res = await postJson(who, "order-account", { order_identificator: ident });
    expect(res.res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { sent: true } });

    const user = await db.prepare("SELECT id, first_name, last_name, phone, street, zip, city, country, site, confirmed_at FROM users WHERE email = ?1").bind(email).first<Record<string, unknown>>();
    expect(user).toMatchObject({ first_name: "Ana", last_name: "Horvat", phone: "+385 91 111 2222", street: "Vukovarska 12", zip: "10000", city: "Zagreb", country: "HR", site: "hr", confirmed_at: null });
    expect(await orderOwner(ident)).toBe(user!.id);
    const mail = (await outbox(email)).find((m) => m.kind === "order_account");
    expect(mail, "the set-password mail").toBeTruthy();
    expect(mail!.text).toContain(number);
    const link = /\/change-password\/([^/]+)\/([^/]+)\/$/.exec(mail!.links[0]!);
    expect(link).not.toBeNull();
    // Nobody logs in before the password is chosen.
    expect((await call("/auth/login/", { token: tokenOf(who), body: { email, password: PASSWORD } })).status).not.toBe(200);

    // The mailed link opens the change-password page, which sets the password and confirms the account.
    expect((await call(`/auth/forgotten-password/${link![1]}/${link![2]}/`, { token: tokenOf(who) })).status).toBe(200);
    const set = await call("/auth/new-password/", { token: tokenOf(who), body: { id: link![1], code: link![2], password: PASSWORD } });
    expect(set.status, await set.clone().text()).toBe(200);
    const jwt = await loginJwt(email, PASSWORD);
    const mine = await json<{ data: { items: { order_identificator: string }[] } }>(await call("/auth/my-orders/", { token: jwt }));
    expect(mine.data.items.map((o) => o.order_identificator)).toContain(ident);

    // The thank-you page no longer offers one.
    const after = await (await thankYou(who, ident)).text();
    expect((stateOf(after).screen as { order: { has_account: boolean } }).order.has_account).toBe(true);
    expect(after).not.toContain('id="order-account"');
  });

  it("an e-mail that has an account gets the same answer and a mail to log in; the account and the order stay as they were", async () => {
    const owner = await confirmedAccount("order-account-owner");
    const { who, ident } = await orderAs("hr", owner.email);
    const sentBefore = (await outbox(owner.email)).length;
    const res = await postJson(who, "order-account", { order_identificator: ident });
    expect(res.res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { sent: true } });
    expect(await orderOwner(ident)).toBeNull();
    expect(await db.prepare("SELECT first_name, street FROM users WHERE email = ?1").bind(owner.email).first()).toEqual({ first_name: "Iva", street: "" });
    const mails = await outbox(owner.email);
    expect(mails.length).toBe(sentBefore + 1);
    expect(mails.map((m) => m.kind)).toContain("account_exists");
    expect(mails.map((m) => m.kind)).not.toContain("order_account");
    // The owner's password still works and was not replaced.
    await loginJwt(owner.email, owner.password);
  });

  it("only the order's own code on its own site opens it: a wrong code, another site, a malformed name are refused and nothing is made", async () => {
    const email = uniqueEmail("order-account-wrong");
    const { who, ident } = await orderAs("hr", email);
    const [id, code] = ident.split("-") as [string, string];
    const wrong = `${id}-${code.startsWith("a") ? "b" : "a"}${code.slice(1)}`;
    const refused = await postJson(who, "order-account", { order_identificator: wrong });
    expect(refused.res.status).toBe(400);
    expect(refused.body.label_name).toBe("error_order_not_found");
    const malformed = await postJson(who, "order-account", { order_identificator: "1-x" });
    expect(malformed.res.status).toBe(400);
    expect(malformed.body.errors).toEqual({ order_identificator: "error_order_not_found" });
    const unknownField = await postJson(who, "order-account", { order_identificator: ident, email: "someone@example.com" });
    expect(unknownField.res.status).toBe(400);
    // The hr order asked for on de: not found there.
    const deVisitor = await visitor("de");
    expect((await call(`/webshop/order/${ident}/account/`, { token: tokenOf(deVisitor), site: "de", body: {} })).status).toBe(404);
    expect(await db.prepare("SELECT 1 AS x FROM users WHERE email = ?1").bind(email).first()).toBeNull();
    expect(await outbox(email)).toHaveLength(1);
    // A post from another site's page is refused before anything is asked.
    expect((await postJson(who, "order-account", { order_identificator: ident }, { origin: "https://evil.example", "sec-fetch-site": "cross-site" })).res.status).toBe(403);
  });

  it("without JavaScript: the plain form goes back to the thank-you page, which says to look for the mail", async () => {
    const email = uniqueEmail("order-account-form");
    const { who, ident } = await orderAs("hr", email);
    const back = `/webshop/thank-you/?order_identificator=${ident}`;
    const res = await postForm(who, "order-account", { order_identificator: ident, _back: back });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(back);
    const flash = /zrno_form=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
    expect(flash).toBeTruthy();
    const html = await (await page({ ...who, cookie: { cookie: `${who.cookie.cookie}; zrno_form=${flash}` } }, back)).text();
    expect(html).toContain(`checkout-account-sent" role="status">${labels.checkout_account_offer_sent!.hr}</p>`);
    expect((await outbox(email)).map((m) => m.kind)).toContain("order_account");
  });

  it("counted per e-mail like a sign-up: past five an hour the API answers 429 with Retry-After", async () => {
    const email = uniqueEmail("order-account-limit");
    const { who, ident } = await orderAs("hr", email);
    const statuses: number[] = [];
    let last: Response | null = null;
    for (let i = 0; i < 6; i++) {
      last = await call(`/webshop/order/${ident}/account/`, { token: tokenOf(who), body: {} });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
