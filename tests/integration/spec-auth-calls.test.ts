import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { IsLoginResponse } from "../../shared/contract/auth";
import { CustomerResponse } from "../../shared/contract/checkout";
import { account as apiAccount, api, customerData, json } from "./checkout-helpers";
import { account, bff, HR, logIn, postJson } from "./auth-pages-helpers";
import { TOKEN_COOKIE } from "./helpers";

/**
 * §7 Auth (docs/behaviour/07-api.md): the is-login variant `update_customer_data`, asked by the
 * storefront after a log-in and after a profile change, so the checkout never goes on with the
 * account's old data.
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
