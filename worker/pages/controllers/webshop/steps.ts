import { CUSTOMER_FORM } from "../../../../shared/contract/account";
import type { CustomerAnswer } from "../../../../shared/contract/checkout";
import { loadCustomerFields } from "../../../data/account";
import { loadCustomer, loadPickupLocations } from "../../../data/checkout";
import { loadRoutes } from "../../../data/app-data";
import { loadCmsPage } from "../../../data/content";
import { escapeHtml } from "../../../render/static-pages";
import type { LoaderResult, PageContext } from "../../types";
import type { SiteMount } from "../../../../shared/urls";
import type { CheckoutStep } from "../../../../shared/checkout/checkout-gate";
import type { Cart } from "../../../../shared/contract/cart";
import { IDEMPOTENCY_KEY } from "../../../../shared/contract/checkout";
import { formState, gate, labeler, redirectTo, siteRoot, stepPath, stepsOf, webshopPage } from "./frame";
import { orderOfKey } from "./orders";

/**
 * The checkout steps (docs/behaviour/02-screens-and-routes.md webshop: login, customer, shipping, payment, review_order), each
 * behind the checkout gate (docs/behaviour/04-states.md): an empty cart goes to the cart, a shopper who must log in
 * to the webshop login, a step the tenant did not configure is the 404 screen. Each loads what
 * its form needs and nothing of the steps after it.
 */

/** The first configured step's page: with the site's mount for links, without for a redirect. */
const firstStep = (ctx: PageContext, mount: SiteMount = ctx.site) => stepPath(mount, ctx.dc.tenant.checkoutSteps[0] ?? "customer");

/** Log in, go on as a guest, or sign up. A logged-in shopper has nothing to do here. */
export async function loginStep(ctx: PageContext): Promise<LoaderResult> {
  const g = await gate(ctx, "login");
  if (!g || "kind" in g) return g;
  if (g.shopper.loggedIn) return { kind: "redirect", location: firstStep(ctx, siteRoot(ctx)), status: 302 };
  const t = await labeler(ctx);
  return webshopPage(ctx, t, { kind: "webshop-login", form: formState(ctx, "login"), next: firstStep(ctx) }, "checkout_login_title");
}

/** The customer form is the account's (shared/contract/account.ts CUSTOMER_FORM) without the newsletter. */
const FORM_FIELDS = CUSTOMER_FORM.filter((f) => f.name !== "newsletter");

export async function customerStep(ctx: PageContext): Promise<LoaderResult> {
  const g = await gate(ctx, "customer");
  if (!g || "kind" in g) return g;
  const [t, answer, accountFields] = await Promise.all([labeler(ctx), loadCustomer(ctx.dc), loadCustomerFields(ctx.dc)]);
  // A logged-in shopper orders as the account's customer, anyone else as a guest (the API checks both).
  // The country starts as the site's own where it ships there (what the cart's shipping estimate
  // assumed), else the one country it ships to; a country saved (not an account's empty one) comes first.
  const home = answer.countries.includes(ctx.dc.tenant.country) ? ctx.dc.tenant.country : answer.countries.length === 1 ? answer.countries[0] : undefined;
  const customer: CustomerAnswer = { ...answer, prefill: home ? { ...answer.prefill, country: answer.prefill?.country || home } : answer.prefill, type: g.shopper.loggedIn ? "webshop.customer" : "webshop.guest" };
  const countries = accountFields.find((f) => f.name === "country")?.options ?? [];
  const fields = FORM_FIELDS.map((f) => (f.name === "country" ? { ...f, options: countries.filter((o) => answer.countries.includes(o.value)) } : { ...f }));
  return webshopPage(ctx, t, { kind: "webshop-customer", steps: stepsOf(ctx, "customer"), customer, fields, form: formState(ctx, "customer"), cart: g.cart }, "checkout_customer");
}

export async function shippingStep(ctx: PageContext): Promise<LoaderResult> {
  const g = await gate(ctx, "shipping");
  if (!g || "kind" in g) return g;
  const pickup = g.cart.shipping_methods.some((m) => m.kind === "pickup");
  const [t, locations] = await Promise.all([labeler(ctx), pickup ? loadPickupLocations(ctx.dc) : Promise.resolve([])]);
  return webshopPage(ctx, t, { kind: "webshop-shipping", steps: stepsOf(ctx, "shipping"), cart: g.cart, locations, form: formState(ctx, "shipping") }, "checkout_shipping");
}

export async function paymentStep(ctx: PageContext): Promise<LoaderResult> {
  const g = await gate(ctx, "payment");
  if (!g || "kind" in g) return g;
  const t = await labeler(ctx);
  return webshopPage(ctx, t, { kind: "webshop-payment", steps: stepsOf(ctx, "payment"), cart: g.cart, form: formState(ctx, "payment") }, "checkout_payment");
}

/**
 * The summary, the terms, and "place order" (with the card fields for a direct card payment).
 * The form carries an idempotency key (docs/decisions/0017-orders-never-lost-or-doubled.md): a
 * fresh random one per page, or the `key` of a try after a timed-out order, whose order is looked
 * up first (made → its thank-you page, never a second order).
 */
export async function reviewStep(ctx: PageContext): Promise<LoaderResult> {
  const retried = ctx.query.get("key");
  const key = retried && IDEMPOTENCY_KEY.test(retried) ? retried : crypto.randomUUID();
  if (key === retried) {
    const made = await orderOfKey(ctx, key);
    if (made) return redirectTo(ctx, "webshop_thank_you", { order_identificator: made.order_identificator });
  }
  const g = await gate(ctx, "review_order");
  if (!g || "kind" in g) return g;
  const quick = ctx.query.get("quick") === "1";
  // The quick checkout goes straight here; what the cart does not keep yet is asked for first.
  const missing = quick ? missingStep(ctx, g.cart) : null;
  if (missing) return { kind: "redirect", location: stepPath(siteRoot(ctx), missing), status: 302 };
  const t = await labeler(ctx);
  const legal = await legalPages(ctx, t("close"));
  // The key is server-rendered markup inside the form (the browser's code stays as it was).
  const form = `<input type="hidden" name="idempotency_key" value="${escapeHtml(key)}">${legal}`;
  return webshopPage(ctx, t, { kind: "webshop-review-order", steps: stepsOf(ctx, "reviewOrder"), cart: g.cart, form: formState(ctx, "order"), quick, legal: form }, "checkout_review");
}

/** The first step whose choice the cart lacks (customer, shipping, payment), or null when it has them all. */
function missingStep(ctx: PageContext, cart: Cart): CheckoutStep | null {
  const steps = ctx.dc.tenant.checkoutSteps;
  if (!cart.customer) return "customer";
  if (!cart.shipping) return steps.includes("shipping") ? "shipping" : "customer";
  if (!cart.payment && steps.includes("payment")) return "payment";
  return null;
}

/**
 * The terms and privacy pages of the site (route entities cms:terms and cms:privacy) for the
 * review step (issue 18), as markup: a button per page that opens its text in a `<dialog popover>`
 * (the browser's own popover: no script, Esc or a click outside closes it), the title linking to
 * the page itself. A page the site lacks or hides is left out, and so is one that fails to load:
 * the order does not wait on it. Titles are escaped; the text is the CMS's sanitized HTML.
 */
async function legalPages(ctx: PageContext, close: string): Promise<string> {
  const routes = await loadRoutes(ctx.dc);
  const pages = await Promise.all(
    (["terms", "privacy"] as const).map(async (id) => {
      const route = routes.find((r) => r.entity === `cms:${id}` && r.visible !== false);
      const page = route ? await loadCmsPage(ctx.dc, route.path.replace(/^\/|\/$/g, "")).catch(() => null) : null;
      return page ? { id: `legal-${id}`, title: escapeHtml(page.title), path: escapeHtml(ctx.site.basePath + route!.path), content: page.content } : null;
    }),
  );
  const shown = pages.filter((p) => p !== null);
  if (shown.length === 0) return "";
  const buttons = shown.map((p) => `<button type="button" class="link-button" popovertarget="${p.id}">${p.title}</button>`).join(" · ");
  const dialogs = shown.map(
    (p) =>
      `<dialog id="${p.id}" popover class="legal-dialog" aria-labelledby="${p.id}-title">` +
      `<button type="button" class="legal-close" popovertarget="${p.id}" popovertargetaction="hide">${escapeHtml(close)}</button>` +
      `<h2 id="${p.id}-title"><a href="${p.path}" target="_blank">${p.title}</a></h2>${p.content}</dialog>`,
  );
  return `<p>${buttons}</p>${dialogs.join("")}`;
}
