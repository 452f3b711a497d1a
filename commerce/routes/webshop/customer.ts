import { Hono, type Context } from "hono";
import type { CommerceEnv } from "../../env";
import { CustomerBody, type CustomerAnswer, type CustomerType } from "../../../shared/contract/checkout";
import { fail, failFieldMap, ok } from "../../lib/respond";
import { ensureCart } from "./cart-rows";
import { jsonFields } from "../../lib/validate";
import { liveToken, requireVisitor, updateChoices, visitorOf, type Visitor } from "./checkout-context";
import { cartChoicesOf, customerOf, guestAllowed, settingsOf, shipToOf } from "./checkout-data";

/**
 * Customer data of the checkout (docs/behaviour/07-api.md: customer GET and POST; type `webshop.customer` by
 * default, `webshop.guest` with continue-as-guest). A logged-in shopper checks out as a customer
 * (the form starts from the account); a visitor as a guest, only where guest checkout is allowed
 * (docs/behaviour/04-states.md "Checkout gate"). The data is kept on the cart until the order takes it.
 */
export const customer = new Hono<CommerceEnv>();
customer.use("/webshop/customer/", liveToken());

type C = Context<CommerceEnv>;

async function answer(c: C, who: Visitor): Promise<CustomerAnswer> {
  const db = c.env.DB;
  const [settings, choices] = await Promise.all([settingsOf(db, who.site), cartChoicesOf(db, who.owner)]);
  const saved = customerOf(choices);
  let prefill: CustomerAnswer["prefill"] = null;
  if (who.claims.sub) {
    // SELECT *: the address columns come with the accounts migration (0009); read what exists.
    const user = await db.prepare("SELECT * FROM users WHERE id = ?1").bind(who.claims.sub).first<Record<string, unknown>>();
    if (user) {
      prefill = {};
      for (const k of ["email", "first_name", "last_name", "phone", "street", "zip", "city", "country", "company"] as const) {
        if (typeof user[k] === "string") prefill[k] = user[k];
      }
    }
  }
  const type: CustomerType = saved && choices?.customer_type ? choices.customer_type : who.claims.sub ? "webshop.customer" : "webshop.guest";
  return { type, customer: saved, prefill, countries: shipToOf(settings), guest_allowed: await guestAllowed(db, settings, who.claims) };
}

customer.get("/webshop/customer/", requireVisitor(), async (c) => {
  const who = visitorOf(c);
  return ok(c, await answer(c, who));
});

customer.post("/webshop/customer/", requireVisitor(), jsonFields(CustomerBody, "error_invalid_customer"), async (c) => {
  const who = visitorOf(c);
  const { type, ...data } = c.req.valid("json");
  const db = c.env.DB;
  const settings = await settingsOf(db, who.site);
  // 403, not 401: a 401 makes the shop drop the visitor's token (docs/behaviour/08-errors.md).
  if (type === "webshop.customer" && !who.claims.sub) return fail(c, 403, "error_login_required");
  if (type === "webshop.guest" && !(await guestAllowed(db, settings, who.claims))) return fail(c, 403, "error_guest_not_allowed");
  if (!shipToOf(settings).includes(data.country)) return failFieldMap(c, "error_invalid_customer", { country: "error_country_unavailable" });
  const cart = await ensureCart(db, who.owner);
  await updateChoices(db, cart.id, { customer_type: type, customer_json: JSON.stringify(data) }).run();
  return ok(c, await answer(c, who));
});
