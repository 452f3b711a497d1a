import { Hono, type Context } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { nextStep, stepAction, type CheckoutStep } from "../../shared/checkout/checkout-gate";
import { ContinueAsGuestForm, CouponForm, OrderAccountForm, CouponToApply, CustomerForm, PaymentForm, ShippingForm } from "../../shared/checkout/checkout-forms";
import { OrderIdentificator } from "../../shared/contract/order";
import { appUrl, sitePath } from "../../shared/urls";
import { loadCart } from "../data/cart";
import { loadWishlist } from "../data/wishlist";
import { accountFromOrder, applyCoupon, choosePayment, loadCoupon, loadCustomer, recordAbandonment, chooseShipping, continueAsGuest, defaultShipping, loadOrderStatus, removeCoupon, saveCustomer } from "../data/checkout";
import { dataContext, type DataContext } from "../data/context";
import { UpstreamError } from "../upstream/client";
import { FormRefusal, runForm } from "./auth-form";
import { orderBff } from "./checkout-order";
import { readSubmission, validate } from "./form-submit";
import { completeSubmission, failSubmission, ok, refuse, unavailable } from "./respond";
import { safeReturnPath } from "./return-path";
import { isSameOrigin } from "../edge/same-origin";
import { throttle } from "../edge/throttle";
import { tooMany } from "../edge/too-many";
import { readConsent } from "../session/consent-cookie";

/**
 * Checkout through the BFF (docs/behaviour/07-api.md "Webshop"; issue 4), under /api/nuxtapi/webshop/:
 *
 * - POST `coupon/` (apply; `_method=delete` removes), `customer/`, `shipping/`, `payment/`,
 *   `continue-as-guest/`, and (./checkout-order.ts) `order/` (place order) and `order-payment/`
 *   (another try at paying). Each is one endpoint for a plain form (303 forward, or back with what
 *   was typed and an error per field in the shop's language) and for JSON (`{success, data,
 *   redirect}` or 4xx with `label_name` and `errors`). See ./form-submit.ts and ./auth-form.ts.
 * - GET `cart-summary/` (how many items, for the header), `coupon/` and `order/{id}-{code}/status/`;
 *   DELETE `coupon/`.
 *
 * Visitor-bound, so `Cache-Control: no-store` on every answer; posts must be same-origin
 * (Origin / Sec-Fetch-Site: 403 otherwise) and a form or JSON (415 otherwise). Card numbers pass
 * through to the API in the one request that needs them and are never echoed, stored or logged.
 */
export const checkoutBff = new Hono<AppEnv>();

type C = Context<AppEnv>;

/** The page of a checkout step, with the site's mount. */
function stepPage(c: C, step: CheckoutStep): string {
  return sitePath(c.get("site"), `/${c.get("site").routeWords.webshop}/${stepAction(step)}/`);
}

/** The step after `step` in the tenant's order (the review is last). */
function afterStep(c: C, step: CheckoutStep): string {
  return stepPage(c, nextStep(c.get("site").tenant.checkoutSteps, step) ?? "reviewOrder");
}

// ------------------------------------------------------------------------------ reads

/**
 * The header's counts in one call: how many items (all quantities) the visitor's cart holds, and
 * how many products their wishlist has (where the site has one; left out when it cannot be read,
 * so the cart's count still shows).
 */
checkoutBff.get("/webshop/cart-summary/", async (c) => {
  try {
    const dc = dataContext(c);
    const [cart, wishlist] = await Promise.all([loadCart(dc), c.get("site").tenant.features.wishlist ? loadWishlist(dc).catch(() => null) : null]);
    const items = cart.parcels.reduce((n, p) => n + p.items.reduce((m, i) => m + i.quantity, 0), 0);
    return ok(c, wishlist ? { items, wishlist: wishlist.total } : { items });
  } catch (err) {
    if (err instanceof UpstreamError && err.status === 401) return ok(c, { items: 0 });
    return unavailable(c, err, "checkout", "error_generic_text");
  }
});

/** The order's status as the API has it (only its owner's token reads it). */
checkoutBff.get("/webshop/order/:ident/status/", async (c) => {
  const ident = c.req.param("ident");
  if (!v.is(OrderIdentificator, ident)) return refuse(c, 404, "error_order_not_found");
  try {
    return ok(c, await loadOrderStatus(dataContext(c), ident));
  } catch (err) {
    if (err instanceof UpstreamError && (err.status === 404 || err.status === 401)) return refuse(c, 404, "error_order_not_found");
    return unavailable(c, err, "checkout", "error_generic_text");
  }
});

// ------------------------------------------------------------------------------ coupon

/** The coupon on the visitor's cart (docs/behaviour/07-api.md "Coupon GET"): what the cart screen shows after a change. */
checkoutBff.get("/webshop/coupon/", async (c) => {
  try {
    return ok(c, { coupon: await loadCoupon(dataContext(c)) });
  } catch (err) {
    if (err instanceof UpstreamError && err.status === 401) return ok(c, { coupon: null });
    return unavailable(c, err, "checkout", "error_generic_text");
  }
});

/**
 * Removes the cart's coupon (docs/behaviour/07-api.md "Coupon DELETE"). Plain forms cannot send DELETE, so the
 * POST below keeps `_method=delete` for them; scripts use the method itself.
 */
checkoutBff.delete("/webshop/coupon/", async (c) => {
  if (!isSameOrigin(c.req.raw)) return refuse(c, 403, "error_forbidden");
  try {
    await removeCoupon(dataContext(c));
    return ok(c, { coupon: null });
  } catch (err) {
    return unavailable(c, err, "checkout", "error_generic_text");
  }
});

/**
 * Applies a coupon, or with `_method=delete` removes it. A refused code is an answer (docs/behaviour/05-validation.md):
 * JSON 400 with its label (and `data.min_amount` for the minimum); the browser refetches the
 * cart unless the label is error_coupon_invalid_code. A plain form goes back to the cart with the
 * refusal (the minimum travels with the typed code, so the message can name it).
 */
checkoutBff.post("/webshop/coupon/", async (c) => {
  const sub = await readSubmission(c);
  if (sub instanceof Response) return sub;
  const { _method: method, _back, ...fields } = sub.fields;
  const back = safeReturnPath(_back, c) ?? appUrl(c.get("site"), "webshop_cart");
  const refuseCoupon = (label: string, minAmount: number | null = null) => {
    if (sub.mode === "json") return refuse(c, 400, label, { data: minAmount === null ? null : { min_amount: minAmount }, errors: { code: label } });
    if (minAmount !== null) sub.fields.min_amount = String(minAmount);
    return failSubmission(c, sub, { form: "coupon", errors: { code: label }, notice: label, back });
  };
  const checked = validate(CouponForm, fields);
  if (!checked.ok || (method !== undefined && method !== "delete")) return refuseCoupon("error_invalid_request");
  const dc = dataContext(c);
  try {
    if (method === "delete") {
      await removeCoupon(dc);
      return completeSubmission(c, sub, back, { coupon: null, label_name: "coupon_removed" }, { form: "coupon", notice: "coupon_removed" });
    }
    if (checked.value.code.trim() === "") return refuseCoupon("validation_required");
    // Every code tried counts, per client and per cart (the visitor's token): codes must not be
    // guessable by brute force (docs/security.md "Limits").
    const refusal = await throttle(c, [["coupon_client"], ["coupon_cart", c.get("token") ?? undefined]]);
    if (refusal) return tooMany(c, refusal, { mode: sub.mode, back });
    // A malformed code is an unknown one: the API would say the same, so it is not asked.
    const code = v.safeParse(CouponToApply, checked.value.code);
    if (!code.success) return refuseCoupon("error_coupon_invalid_code");
    const res = await applyCoupon(dc, code.output);
    if (!res.ok) return refuseCoupon(res.labelName, res.minAmount);
    return completeSubmission(c, sub, back, { coupon: res.coupon, label_name: "coupon_applied" }, { form: "coupon", notice: "coupon_applied" });
  } catch (err) {
    if (sub.mode === "form") return refuseCoupon("error_generic_text");
    return unavailable(c, err, "checkout", "error_generic_text");
  }
});

// ------------------------------------------------------------------------------ abandonment

/**
 * POST `abandonment/` (docs/behaviour/07-api.md "Abandonment POST"): the shopper left a checkout step. Sent by the
 * browser's beacon; the e-mail is the one saved on the cart (no e-mail yet, nothing recorded) and
 * the marketing consent is the shopper's consent cookie, so the API never reminds someone who
 * did not agree to it.
 */
checkoutBff.post("/webshop/abandonment/", async (c) => {
  if (!isSameOrigin(c.req.raw)) return refuse(c, 403, "error_forbidden");
  const dc = dataContext(c);
  try {
    const email = (await loadCustomer(dc)).customer?.email;
    if (!email) return ok(c, { recorded: false });
    await recordAbandonment(dc, email, readConsent(c).granted.includes("marketing"));
    return ok(c, { recorded: true });
  } catch (err) {
    if (err instanceof UpstreamError && (err.status === 401 || err.status === 409)) return ok(c, { recorded: false });
    return unavailable(c, err, "checkout", "error_generic_text");
  }
});

// ------------------------------------------------------------------------------ the steps

/**
 * A checkout step's form: save it through `save`, then the step after it. Its id and its path
 * are the step's (`/webshop/{step}/`); a plain form goes back to the step's page when refused.
 */
function stepForm<S extends v.GenericSchema>(step: "customer" | "shipping" | "payment", schema: S, save: (dc: DataContext, f: v.InferOutput<S>) => Promise<unknown>) {
  checkoutBff.post(`/webshop/${step}/`, (c) =>
    runForm(c, {
      form: step,
      schema,
      home: stepPage(c, step),
      run: async (f) => {
        await save(dataContext(c), f);
        return { to: afterStep(c, step) };
      },
    }),
  );
}

/** Customer data; then the site's default shipping is picked if none is (a site may have no shipping step). */
stepForm("customer", CustomerForm, async (dc, f) => {
  await saveCustomer(dc, f);
  await defaultShipping(dc);
});
stepForm("shipping", ShippingForm, async (dc, f) => {
  try {
    await chooseShipping(dc, f.location ? { code: f.code, location: f.location } : { code: f.code });
  } catch (err) {
    // Pick-up without a store is the store field's error: shown beside it and in the form's error summary (issue 18).
    if (err instanceof UpstreamError && err.labelName === "error_pickup_location_required") throw new FormRefusal({ location: err.labelName }, "validation_form_errors");
    throw err;
  }
});
stepForm("payment", PaymentForm, (dc, f) => choosePayment(dc, f.code));

/** The webshop login's "continue as guest" (docs/behaviour/07-api.md is-login `continue_as_guest=1`): then the first step. */
checkoutBff.post("/webshop/continue-as-guest/", (c) =>
  runForm(c, {
    form: "guest",
    schema: ContinueAsGuestForm,
    home: appUrl(c.get("site"), "webshop_login"),
    run: async () => {
      await continueAsGuest(dataContext(c));
      return { to: stepPage(c, c.get("site").tenant.checkoutSteps[0] ?? "customer") };
    },
  }),
);

/**
 * The thank-you page's account in one click (issue 18): the order's `{id}-{code}` authorises it
 * at the API, which makes the account from the order and mails the link to choose its password
 * (or, for an e-mail that has an account, to log in). Counted like a sign-up, per client.
 * A plain form goes back to the thank-you page with the notice.
 */
checkoutBff.post("/webshop/order-account/", (c) =>
  runForm(c, {
    form: "order-account",
    schema: OrderAccountForm,
    home: appUrl(c.get("site"), "webshop_cart"),
    limits: () => [["signup_client"]],
    unauthorized: "error_order_not_found",
    run: async (f, { back }) => {
      await accountFromOrder(dataContext(c), f.order_identificator);
      return { to: back, data: { sent: true }, notice: { form: "order-account", notice: "checkout_account_offer_sent" } };
    },
  }),
);

checkoutBff.route("/", orderBff);
