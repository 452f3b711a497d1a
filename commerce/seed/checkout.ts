// Checkout reference data per site (issue 4): the seller of record's bank details for payment
// slips, shipping methods and prices in the site currency, payment methods (one per way the shop
// proceeds after an order, docs/behaviour/03-entities.md payment_type), and coupons. Coupon codes are listed in README
// ("Checkout: coupons, payments and the sandbox gateway"); keep the two in step.
import type { CardKind, PaymentKind, PaymentType } from "../../shared/contract/checkout";
import { COUNTRIES, type ReferenceScheme } from "../../tenants/countries";
import { currencyOf } from "../../tenants/currencies";
import type { ShippingDefault } from "../../tenants/facts-schema";
import type { Tenant } from "../../tenants/schema";
import { t } from "./texts";

export interface SitePayee {
  payee: string;
  street: string;
  city: string;
  /** ISO country and BBAN; the IBAN's check digits are computed by the seed. */
  bank: { country: string; bban: string; bic: string };
  scheme: ReferenceScheme;
  /** Where the seller ships from (pickup stores are the site's stores in this country). */
  country: string;
  shipTo: readonly string[];
}

export type ShippingSeed = ShippingDefault;

/**
 * A site's seller, bank, slip model and shipping: its country's facts (tenants/countries.ts),
 * what the tenant file's `sales` changes, and its currency's shipping prices when the country
 * lists none. Adding a site in a country and currency the registries know is one tenant file.
 */
export function checkoutOf(t: Pick<Tenant, "country" | "currency" | "sales">): { payee: SitePayee; shipping: readonly ShippingSeed[] } {
  const facts = COUNTRIES[t.country];
  const sales = t.sales ?? {};
  const payee: SitePayee = {
    ...facts.seller,
    city: sales.payeeCity ?? facts.seller.city,
    scheme: sales.referenceScheme ?? facts.referenceScheme,
    country: t.country,
    shipTo: sales.shipTo ?? facts.shipTo,
  };
  const shipping = sales.shipping ?? ("shipping" in facts ? facts.shipping : undefined) ?? currencyOf(t.currency.code).shipping;
  return { payee, shipping };
}

export interface PaymentSeed {
  code: string;
  kind: PaymentKind;
  paymentType: PaymentType;
  title: string;
  note: string;
}

/**
 * The card method of each integration (docs/behaviour/04-states.md "Order outcome"): the code
 * names the integration; the shopper sees the same "Card" title on every site and a note on
 * what happens after the order.
 */
export const CARD_METHODS: Record<CardKind, PaymentSeed> = {
  card_redirect: { code: "card", kind: "card_redirect", paymentType: "redirect", title: "payment_card", note: "payment_card_redirect_note" },
  card_autosubmit: { code: "card-form-post", kind: "card_autosubmit", paymentType: "redirect", title: "payment_card", note: "payment_card_autosubmit_note" },
  card_direct: { code: "card-direct", kind: "card_direct", paymentType: "direct_credit_cart_form", title: "payment_card", note: "payment_card_direct_note" },
  card_form: { code: "card-on-page", kind: "card_form", paymentType: "credit_cart_form", title: "payment_card", note: "payment_card_form_note" },
};

/**
 * A site's ways of paying (issue 18): one card option, served by the integration its tenant file
 * names (`sales.card`, card_redirect without it), then bank transfer and cash on delivery.
 * Titles and notes come from the labels.
 */
export function paymentMethodsOf(t: Pick<Tenant, "sales">): PaymentSeed[] {
  return [
    CARD_METHODS[t.sales?.card ?? "card_redirect"],
    { code: "bank-transfer", kind: "bank_transfer", paymentType: null, title: "payment_bank_transfer", note: "payment_bank_transfer_note" },
    { code: "cod", kind: "cash_on_delivery", paymentType: null, title: "payment_on_delivery", note: "payment_on_delivery_note" },
  ];
}

export interface CouponSeed {
  code: string;
  kind: "percent" | "fixed";
  value: number;
  minAmount: number | null;
  expiresAt: string | null;
  singleUse: boolean;
  active: boolean;
}

/** The welcome and the (ended) summer campaign carry the site language's word (i18n/<lang>/content.json `coupons.*.code`). */
const WELCOME: Record<string, string> = t("coupons.welcome.code");
const SUMMER: Record<string, string> = t("coupons.summer.code");

/** The coupon a confirmed newsletter subscriber gets: the site's welcome coupon (15 %, one use). */
export function newsletterCouponOf(t: Pick<Tenant, "lang">): string {
  return WELCOME[t.lang]!;
}

export function couponsOf(t: Pick<Tenant, "lang" | "currency">): CouponSeed[] {
  const fixed = currencyOf(t.currency.code).fixedCoupon;
  return [
    { code: "ZRNO10", kind: "percent", value: 10, minAmount: null, expiresAt: "2030-12-31 23:59:59", singleUse: false, active: true },
    { code: fixed.code, kind: "fixed", value: fixed.value, minAmount: fixed.min, expiresAt: null, singleUse: false, active: true },
    { code: WELCOME[t.lang]!, kind: "percent", value: 15, minAmount: null, expiresAt: null, singleUse: true, active: true },
    { code: SUMMER[t.lang]!, kind: "percent", value: 20, minAmount: null, expiresAt: "2025-09-30 23:59:59", singleUse: false, active: true },
    // A paused campaign: known code, switched off.
    { code: "ZRNO30", kind: "percent", value: 30, minAmount: null, expiresAt: null, singleUse: false, active: false },
  ];
}
