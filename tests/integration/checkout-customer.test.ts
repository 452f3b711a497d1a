import { env } from "cloudflare:workers";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { CustomerResponse } from "../../shared/contract/checkout";
import { account, api, customerData, guest, json, visitor } from "./checkout-helpers";

/**
 * Customer data (docs/behaviour/07-api.md: customer GET/POST, webshop.customer or webshop.guest; docs/behaviour/04-states.md checkout
 * gate): a logged-in shopper as a customer with the account's data to start from, a visitor as
 * a guest only with continue-as-guest or where the site needs no account, and every field
 * refused with its label.
 */

const post = (token: string, body: unknown, site: "hr" | "en" | "rs" = "hr") => api("/webshop/customer/", { method: "POST", token, site, body });

describe("customer data", () => {
  it("a guest who chose continue-as-guest saves the data; GET answers it", async () => {
    const token = await guest();
    const data = customerData();
    const res = await post(token, { type: "webshop.guest", ...data, note: "Molim dostavu poslijepodne." });
    expect(res.status).toBe(200);
    const answer = v.parse(CustomerResponse, await res.json()).data;
    expect(answer).toMatchObject({ type: "webshop.guest", customer: { ...data, company: "", note: "Molim dostavu poslijepodne." }, prefill: null, guest_allowed: true, countries: ["HR"] });
    const again = v.parse(CustomerResponse, await api("/webshop/customer/", { token }).then((r) => r.json())).data;
    expect(again.customer?.email).toBe(data.email);
    const cart = await api("/webshop/cart/", { token }).then(json);
    expect(cart.data).toMatchObject({ customer: { email: data.email }, customer_type: "webshop.guest" });
  });

  it("a plain visitor on a site that needs an account may not check out as a guest (403)", async () => {
    const token = await visitor();
    const res = await post(token, { type: "webshop.guest", ...customerData() });
    expect(res.status).toBe(403);
    expect((await json(res)).label_name).toBe("error_guest_not_allowed");
    expect((await api("/webshop/customer/", { token }).then(json)).data.guest_allowed).toBe(false);
  });

  it("where the webshop needs no account (en), any visitor checks out as a guest", async () => {
    const token = await visitor();
    const res = await post(token, { type: "webshop.guest", ...customerData("en") }, "en");
    expect(res.status).toBe(200);
  });

  it("webshop.customer (the default type) needs a logged-in shopper: 403, never 401", async () => {
    const token = await guest();
    const res = await post(token, customerData());
    expect(res.status).toBe(403);
    expect((await json(res)).label_name).toBe("error_login_required");
  });

  it("a logged-in shopper is a customer, the form prefilled from the account; not a guest", async () => {
    const { token, email } = await account({ street: "Ilica 1", zip: "10000", city: "Zagreb", country: "HR" });
    const before = v.parse(CustomerResponse, await api("/webshop/customer/", { token }).then((r) => r.json())).data;
    expect(before).toMatchObject({ type: "webshop.customer", customer: null, guest_allowed: false, prefill: { email, first_name: "Iva", last_name: "Kovač", street: "Ilica 1", city: "Zagreb", country: "HR" } });
    expect((await post(token, { type: "webshop.guest", ...customerData() })).status).toBe(403);
    const res = await post(token, { ...customerData(), email });
    expect(res.status).toBe(200);
    expect((await json(res)).data).toMatchObject({ type: "webshop.customer", customer: { email } });
  });

  it("each broken field answers 400 with its label; nothing is saved", async () => {
    const token = await guest();
    const res = await post(token, { type: "webshop.guest", ...customerData(), email: "not-an-email", phone: "abc", zip: "", first_name: "x".repeat(200) });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.success).toBe(false);
    expect(body.label_name).toBe("error_invalid_customer");
    expect(Object.keys(body.errors!).sort()).toEqual(["email", "first_name", "phone", "zip"]);
    for (const label of Object.values(body.errors!)) expect(label).toMatch(/^[a-z][a-z0-9_]+$/);
    expect((await api("/webshop/customer/", { token }).then(json)).data.customer).toBeNull();
  });

  it("a country the site does not ship to is refused on the country field", async () => {
    const token = await guest();
    const res = await post(token, { type: "webshop.guest", ...customerData(), country: "DE" });
    expect(res.status).toBe(400);
    expect((await json(res)).errors).toEqual({ country: "error_country_unavailable" });
  });

  it("prototype keys and unknown fields do not slip into the saved data", async () => {
    const token = await guest();
    const raw = `{"type":"webshop.guest",${JSON.stringify(customerData()).slice(1, -1)},"__proto__":{"admin":true},"is_staff":1}`;
    const res = await api("/webshop/customer/", { method: "POST", token, headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400); // no body at all
    const sent = await fetchRaw(token, raw);
    expect(sent.status).toBe(200);
    const saved = (await api("/webshop/customer/", { token }).then(json)).data.customer;
    expect(Object.keys(saved).sort()).toEqual(["city", "company", "country", "email", "first_name", "last_name", "note", "phone", "street", "zip"]);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});

function fetchRaw(token: string, raw: string) {
  return (env as unknown as { API: Fetcher }).API.fetch("https://commerce.internal/webshop/customer/", {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "x-base-host": "www.zrno.hr", "x-lang": "hr", "content-type": "application/json" },
    body: raw,
  });
}
