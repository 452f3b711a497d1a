import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { IsLoginResponse } from "../../shared/contract/auth";
import { CustomerResponse } from "../../shared/contract/checkout";
import { account as apiAccount, api, customerData, db, json } from "./checkout-helpers";
import { account, bff, cookieOf, HR, logIn, postJson, visitorCookie } from "./auth-pages-helpers";
import { get, TOKEN_COOKIE } from "./helpers";
import { mailedLink } from "./accounts-helpers";
import { faults } from "../faults/faults";

/**
 * §7 Auth and start-up (docs/behaviour/07-api.md): the is-login variant `update_customer_data`,
 * asked by the storefront after a log-in and after a profile change, so the checkout never goes
 * on with the account's old data; generate-token's `force_logout=1` wherever a new token takes
 * the place of an old one.
 */
const tokenOf = (who: Record<string, string>) => new RegExp(`${TOKEN_COOKIE}=([^;]+)`).exec(who.cookie ?? "")![1]!;
const savedCustomer = async (token: string) => v.parse(CustomerResponse, await json(await api("/webshop/customer/", { token }))).data;

describe("§7 Auth: is-login with update_customer_data", () => {
  it("API: the account's data replaces what its cart saved, the note stays, the cart checks out as the account; a visitor's token changes nothing", async () => {
    const { token } = await apiAccount({ street: "Ilica 1", zip: "10000", city: "Zagreb", country: "HR" });
    const saved = { ...customerData(), street: "Stara 5", city: "Split", zip: "21000", note: "Zvonite dvaput" };
    expect((await api("/webshop/customer/", { token, method: "POST", body: { type: "webshop.customer", ...saved } })).status).toBe(200);

    const plain = v.parse(IsLoginResponse, await json(await api("/auth/is-login/", { token }))).data;
    expect(plain.customer_updated).toBeUndefined();
    expect((await savedCustomer(token)).customer).toMatchObject({ city: "Split" });

    const asked = v.parse(IsLoginResponse, await json(await api("/auth/is-login/?update_customer_data=1", { token }))).data;
    expect(asked.customer_updated).toBe(true);
    const after = await savedCustomer(token);
    expect(after.type).toBe("webshop.customer");
    expect(after.customer).toMatchObject({ street: "Ilica 1", zip: "10000", city: "Zagreb", first_name: "Iva", last_name: "Kovač", note: "Zvonite dvaput" });
    // Asked again with nothing new: no change (the cart's revision is not bumped for nothing).
    expect(v.parse(IsLoginResponse, await json(await api("/auth/is-login/?update_customer_data=1", { token }))).data.customer_updated).toBe(false);

    const anonymous = (await json(await api("/auth/generate-token/"))).data.jwt as string;
    expect(v.parse(IsLoginResponse, await json(await api("/auth/is-login/?update_customer_data=1", { token: anonymous }))).data).toMatchObject({ user_id: null, customer_updated: false });
  });

  it("storefront: a profile change reaches the checkout's saved customer data, and so does a new log-in", async () => {
    const { email, password } = await account("update-customer");
    const who = await logIn(HR, email, password);
    const token = tokenOf(who);
    const typed = { ...customerData(), email, first_name: "Iva", last_name: "Horvat", street: "Stara 5", city: "Split", zip: "21000", note: "" };
    expect((await api("/webshop/customer/", { token, method: "POST", body: { type: "webshop.customer", ...typed } })).status).toBe(200);

    const profile = { first_name: "Iva", last_name: "Horvat", phone: "+385 91 000 1111", street: "Nova 9", zip: "31000", city: "Osijek", country: "HR", company: "" };
    expect((await postJson(bff(HR, "profile"), who, profile)).status).toBe(200);
    expect((await savedCustomer(token)).customer).toMatchObject({ street: "Nova 9", city: "Osijek", zip: "31000", phone: "+385 91 000 1111" });

    // Changed behind the shop's back (another device), then a log-in here: the cart follows.
    await api("/webshop/customer/", { token, method: "POST", body: { type: "webshop.customer", ...typed } });
    const again = await logIn(HR, email, password);
    expect((await savedCustomer(tokenOf(again))).customer).toMatchObject({ street: "Nova 9", city: "Osijek" });
  });
});

const jti = (token: string) => (JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as { jti: string }).jti;
const revokedAt = async (token: string) => (await db.prepare("SELECT revoked_at FROM tokens WHERE id = ?1").bind(jti(token)).first<{ revoked_at: string | null }>())?.revoked_at ?? null;

describe("§7 Start-up: generate-token with force_logout=1 where a token is replaced", () => {
  it("token?regenerate=1 revokes the token it replaces in the same call", async () => {
    const who = await visitorCookie();
    const old = tokenOf(who);
    expect(await revokedAt(old)).toBeNull();
    const res = await get(`${HR.base}/api/nuxtapi/token?regenerate=1`, { headers: { ...who, "sec-fetch-site": "same-origin", "x-zrno-client": "1" } });
    expect(res.status).toBe(200);
    const fresh = tokenOf(cookieOf(res));
    expect(fresh).not.toBe(old);
    expect(await revokedAt(old)).not.toBeNull();
    expect(await revokedAt(fresh)).toBeNull();
  });

  it("log-out: the account's token is revoked even when the log-out call itself never reached the API", async () => {
    const { email, password } = await account("force-logout");
    const who = await logIn(HR, email, password);
    const old = tokenOf(who);
    // The API's log-out answered 401 by something in between: the BFF counts that as done.
    await faults.set([{ method: "POST", path: "/auth/logout/", fault: { status: 401, body: '{"success":false,"label_name":"error_unauthorized"}', contentType: "application/json" } }]);
    try {
      const res = await postJson(bff(HR, "logout"), who, {});
      expect(res.status).toBe(200);
      const fresh = tokenOf(cookieOf(res));
      expect(fresh).not.toBe(old);
      expect(await revokedAt(old)).not.toBeNull();
      expect(v.parse(IsLoginResponse, await json(await api("/auth/is-login/", { token: fresh }))).data.user_id).toBeNull();
    } finally {
      await faults.clear();
    }
  });
});

describe("§7 Auth: forgotten password, both variants through the storefront", () => {
  it("from the log-in screen (no return path) and from the checkout (`next`): each mails a link, the second one back to the checkout", async () => {
    const plain = await account("forgot-plain");
    const fromCheckout = await account("forgot-next");
    expect((await postJson(bff(HR, "forgotten-password"), await visitorCookie(), { email: plain.email })).status).toBe(200);
    expect((await postJson(bff(HR, "forgotten-password"), await visitorCookie(), { email: fromCheckout.email, next: "/webshop/customer/" })).status).toBe(200);
    const a = await mailedLink(plain.email, "change-password");
    const b = await mailedLink(fromCheckout.email, "change-password");
    expect(a.path).not.toContain("next=");
    expect(b.path).toMatch(/\?next=%2Fwebshop%2Fcustomer%2F$/);
  });
});
