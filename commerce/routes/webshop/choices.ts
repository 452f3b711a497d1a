import { Hono, type Context } from "hono";
import type { CommerceEnv } from "../../env";
import { PaymentChoice, ShippingChoice } from "../../../shared/contract/checkout";
import { json } from "../../lib/validate";
import { fail, ok } from "../../lib/respond";
import { ensureCart } from "./cart-rows";
import { loadCheckout } from "./checkout-cart";
import { liveToken, requireVisitor, updateChoices, visitorOf, type Visitor } from "./checkout-context";
import { paymentMethodsOf, pickupLocationsOf, settingsOf, shippingMethodsOf } from "./checkout-data";

/**
 * Shipping and payment choices (docs/behaviour/07-api.md "Webshop"): parcel default shipping (POST), parcel
 * shipping (PUT {code, location?}), payment (PUT {code}), and the pickup stores (location GET).
 * Each change answers the whole cart, so the shop shows the new totals at once.
 */
export const choices = new Hono<CommerceEnv>();
for (const path of ["/webshop/parcel/*", "/webshop/payment/", "/webshop/location/"]) choices.use(path, liveToken());

/** Saves the visitor's choice on their cart and answers the cart as it now is. */
async function choose(c: Context<CommerceEnv>, who: Visitor, set: Record<string, string | null>) {
  const db = c.env.DB;
  const cart = await ensureCart(db, who.owner);
  await updateChoices(db, cart.id, set).run();
  return ok(c, (await loadCheckout(db, who.owner, who.site)).cart);
}

/** Picks the site's default method when none (or one this site does not offer) is chosen. */
choices.post("/webshop/parcel/default-shipping/", requireVisitor(), async (c) => {
  const who = visitorOf(c);
  const db = c.env.DB;
  const before = await loadCheckout(db, who.owner, who.site);
  if (!before.shipping) {
    const fallback = (await shippingMethodsOf(db, who.site.code)).find((m) => m.is_default === 1);
    if (!fallback) return fail(c, 409, "error_shipping_unavailable");
    return choose(c, who, { shipping_code: fallback.code, pickup_location: null });
  }
  return ok(c, before.cart);
});

choices.put("/webshop/parcel/shipping/", requireVisitor(), json(ShippingChoice), async (c) => {
  const who = visitorOf(c);
  const body = c.req.valid("json");
  const db = c.env.DB;
  const method = (await shippingMethodsOf(db, who.site.code)).find((m) => m.code === body.code);
  if (!method) return fail(c, 400, "error_shipping_unavailable");
  let location: string | null = null;
  if (method.kind === "pickup") {
    const stores = await pickupLocationsOf(db, who.site, (await settingsOf(db, who.site)).country);
    location = stores.find((s) => s.code === body.location)?.code ?? null;
    if (!location) return fail(c, 400, "error_pickup_location_required");
  }
  return choose(c, who, { shipping_code: method.code, pickup_location: location });
});

choices.put("/webshop/payment/", requireVisitor(), json(PaymentChoice), async (c) => {
  const who = visitorOf(c);
  const method = (await paymentMethodsOf(c.env.DB, who.site.code)).find((m) => m.code === c.req.valid("json").code);
  return method ? choose(c, who, { payment_code: method.code }) : fail(c, 400, "error_payment_unavailable");
});

choices.get("/webshop/location/", requireVisitor(), async (c) => {
  const who = visitorOf(c);
  const settings = await settingsOf(c.env.DB, who.site);
  return ok(c, await pickupLocationsOf(c.env.DB, who.site, settings.country));
});
