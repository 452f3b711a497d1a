// Checkout reference data per site (issue 4): the seller of record's bank details for payment
// slips, shipping methods and prices in the site currency, payment methods (one per way the shop
// proceeds after an order, spec §3 payment_type), and coupons. Coupon codes are listed in README
// ("Checkout: coupons, payments and the sandbox gateway"); keep the two in step.
import type { PaymentKind, PaymentType, SHIPPING_KINDS } from "../../shared/contract/checkout";

/** Which reference a site's banks read on a transfer (see commerce/lib/payment-reference.ts). */
export type ReferenceScheme = "HR01" | "RF" | "SR97" | "BA";

export interface SitePayee {
  payee: string;
  street: string;
  city: string;
  /** ISO country and BBAN; the IBAN's check digits are computed by the seed. */
  bank: { country: string; bban: string; bic: string };
  scheme: ReferenceScheme;
  /** Where the seller ships from (pickup stores are the site's stores in this country). */
  country: string;
  shipTo: string[];
}

export const PAYEES: Record<string, SitePayee> = {
  hr: { payee: "Zrno d.o.o.", street: "Ilica 42", city: "10000 Zagreb", bank: { country: "HR", bban: "23600001102345678", bic: "ZABAHR2X" }, scheme: "HR01", country: "HR", shipTo: ["HR"] },
  en: { payee: "Zrno d.o.o.", street: "Ilica 42", city: "10000 Zagreb, Croatia", bank: { country: "HR", bban: "23600001102345678", bic: "ZABAHR2X" }, scheme: "RF", country: "HR", shipTo: ["HR", "SI", "AT", "DE", "IT", "ES"] },
  si: { payee: "Zrno, d.o.o.", street: "Slovenska cesta 15", city: "1000 Ljubljana", bank: { country: "SI", bban: "020100012345678", bic: "LJBASI2X" }, scheme: "RF", country: "SI", shipTo: ["SI"] },
  de: { payee: "Zrno GmbH", street: "Kastanienallee 12", city: "10435 Berlin", bank: { country: "DE", bban: "100500000190123456", bic: "BELADEBEXXX" }, scheme: "RF", country: "DE", shipTo: ["DE"] },
  at: { payee: "Zrno Handels GmbH", street: "Neubaugasse 8", city: "1070 Wien", bank: { country: "AT", bban: "2011182345678901", bic: "GIBAATWWXXX" }, scheme: "RF", country: "AT", shipTo: ["AT"] },
  it: { payee: "Zrno S.r.l.", street: "Via Roma 10", city: "34121 Trieste", bank: { country: "IT", bban: "X0306902230100000012345", bic: "BCITITMM" }, scheme: "RF", country: "IT", shipTo: ["IT"] },
  es: { payee: "Zrno España S.L.", street: "Calle de Fuencarral 45", city: "28004 Madrid", bank: { country: "ES", bban: "21000418450200051332", bic: "CAIXESBBXXX" }, scheme: "RF", country: "ES", shipTo: ["ES"] },
  rs: { payee: "Zrno d.o.o. Beograd", street: "Knez Mihailova 20", city: "11000 Beograd", bank: { country: "RS", bban: "160000000123456789", bic: "DBDBRSBG" }, scheme: "SR97", country: "RS", shipTo: ["RS"] },
  ba: { payee: "Zrno d.o.o. Sarajevo", street: "Ferhadija 14", city: "71000 Sarajevo", bank: { country: "BA", bban: "1990440001234567", bic: "UNCRBA22" }, scheme: "BA", country: "BA", shipTo: ["BA"] },
  me: { payee: "Zrno d.o.o. Podgorica", street: "Njegoševa 5", city: "81000 Podgorica", bank: { country: "ME", bban: "510000000012345678", bic: "CKBCMEPG" }, scheme: "RF", country: "ME", shipTo: ["ME"] },
};

export type ShippingKind = (typeof SHIPPING_KINDS)[number];

/** Prices in the site currency; `freeOver` items total (after a coupon) ships free. */
export interface ShippingSeed {
  code: string;
  kind: ShippingKind;
  price: number;
  freeOver: number | null;
}

const EUR_DEFAULT: ShippingSeed[] = [
  { code: "delivery", kind: "delivery", price: 4.5, freeOver: 50 },
  { code: "parcel-locker", kind: "parcel_locker", price: 2.99, freeOver: 35 },
  { code: "pickup", kind: "pickup", price: 0, freeOver: null },
];

export const SHIPPING: Record<string, ShippingSeed[]> = {
  hr: EUR_DEFAULT,
  en: [
    { code: "delivery", kind: "delivery", price: 9.9, freeOver: 99 },
    { code: "pickup", kind: "pickup", price: 0, freeOver: null },
  ],
  si: [
    { code: "delivery", kind: "delivery", price: 3.9, freeOver: 40 },
    { code: "parcel-locker", kind: "parcel_locker", price: 2.9, freeOver: 30 },
    { code: "pickup", kind: "pickup", price: 0, freeOver: null },
  ],
  de: [
    { code: "delivery", kind: "delivery", price: 4.95, freeOver: 49 },
    { code: "parcel-locker", kind: "parcel_locker", price: 3.95, freeOver: 49 },
    { code: "pickup", kind: "pickup", price: 0, freeOver: null },
  ],
  at: [
    { code: "delivery", kind: "delivery", price: 4.9, freeOver: 49 },
    { code: "parcel-locker", kind: "parcel_locker", price: 3.9, freeOver: 49 },
    { code: "pickup", kind: "pickup", price: 0, freeOver: null },
  ],
  it: [
    { code: "delivery", kind: "delivery", price: 5.9, freeOver: 59 },
    { code: "parcel-locker", kind: "parcel_locker", price: 3.9, freeOver: 39 },
    { code: "pickup", kind: "pickup", price: 0, freeOver: null },
  ],
  es: [
    { code: "delivery", kind: "delivery", price: 4.95, freeOver: 49 },
    { code: "parcel-locker", kind: "parcel_locker", price: 3.5, freeOver: 39 },
    { code: "pickup", kind: "pickup", price: 0, freeOver: null },
  ],
  rs: [
    { code: "delivery", kind: "delivery", price: 450, freeOver: 6000 },
    { code: "parcel-locker", kind: "parcel_locker", price: 350, freeOver: 4000 },
    { code: "pickup", kind: "pickup", price: 0, freeOver: null },
  ],
  ba: [
    { code: "delivery", kind: "delivery", price: 9, freeOver: 100 },
    { code: "parcel-locker", kind: "parcel_locker", price: 7, freeOver: 70 },
    { code: "pickup", kind: "pickup", price: 0, freeOver: null },
  ],
  me: [
    { code: "delivery", kind: "delivery", price: 5, freeOver: 50 },
    { code: "pickup", kind: "pickup", price: 0, freeOver: null },
  ],
};

/**
 * A site added without its own entries above (adding a site is adding one tenant file) sells as
 * the group's international shop does until it gets them: the en site's seller of record and
 * bank (RF reference, shipping from Croatia), and the usual shipping prices of its currency.
 */
const SHIPPING_BY_CURRENCY: Record<string, ShippingSeed[]> = { EUR: EUR_DEFAULT, RSD: SHIPPING.rs!, BAM: SHIPPING.ba! };

export function checkoutOf(site: string, currency: string): { payee: SitePayee; shipping: ShippingSeed[] } {
  const payee = PAYEES[site] ?? PAYEES.en!;
  const shipping = SHIPPING[site] ?? SHIPPING_BY_CURRENCY[currency];
  if (!shipping) throw new Error(`seed: no shipping prices for site ${site} in ${currency}`);
  return { payee, shipping };
}

/** Every site offers each way of paying; titles and notes come from the labels. */
export const PAYMENT_METHODS: { code: string; kind: PaymentKind; paymentType: PaymentType; title: string; note: string }[] = [
  { code: "card", kind: "card_redirect", paymentType: "redirect", title: "payment_card_redirect", note: "payment_card_redirect_note" },
  { code: "card-form-post", kind: "card_autosubmit", paymentType: "redirect", title: "payment_card_autosubmit", note: "payment_card_autosubmit_note" },
  { code: "card-direct", kind: "card_direct", paymentType: "direct_credit_cart_form", title: "payment_card_direct", note: "payment_card_direct_note" },
  { code: "card-on-page", kind: "card_form", paymentType: "credit_cart_form", title: "payment_card_form", note: "payment_card_form_note" },
  { code: "bank-transfer", kind: "bank_transfer", paymentType: null, title: "payment_bank_transfer", note: "payment_bank_transfer_note" },
  { code: "cod", kind: "cash_on_delivery", paymentType: null, title: "payment_on_delivery", note: "payment_on_delivery_note" },
];

export interface CouponSeed {
  code: string;
  kind: "percent" | "fixed";
  value: number;
  minAmount: number | null;
  expiresAt: string | null;
  singleUse: boolean;
  active: boolean;
}

/** The welcome and the (ended) summer campaign carry the site language's word. */
const WELCOME: Record<string, string> = { hr: "DOBRODOSLI15", en: "WELCOME15", si: "DOBRODOSLI15", de: "WILLKOMMEN15", at: "WILLKOMMEN15", it: "BENVENUTO15", es: "BIENVENIDO15", rs: "DOBRODOSLI15", ba: "DOBRODOSLI15", me: "DOBRODOSLI15" };
const SUMMER: Record<string, string> = { hr: "LJETO2025", en: "SUMMER2025", si: "POLETJE2025", de: "SOMMER2025", at: "SOMMER2025", it: "ESTATE2025", es: "VERANO2025", rs: "LETO2025", ba: "LJETO2025", me: "LJETO2025" };
/** The fixed discount and its minimum cart, per currency. */
const FIXED: Record<string, { code: string; value: number; min: number }> = {
  EUR: { code: "ZRNO5", value: 5, min: 30 },
  RSD: { code: "ZRNO500", value: 500, min: 3500 },
  BAM: { code: "ZRNO10KM", value: 10, min: 60 },
};

export function couponsOf(site: string, currency: string): CouponSeed[] {
  const fixed = FIXED[currency];
  if (!fixed) throw new Error(`seed: no fixed coupon for currency ${currency}`);
  return [
    { code: "ZRNO10", kind: "percent", value: 10, minAmount: null, expiresAt: "2030-12-31 23:59:59", singleUse: false, active: true },
    { code: fixed.code, kind: "fixed", value: fixed.value, minAmount: fixed.min, expiresAt: null, singleUse: false, active: true },
    { code: WELCOME[site] ?? "WELCOME15", kind: "percent", value: 15, minAmount: null, expiresAt: null, singleUse: true, active: true },
    { code: SUMMER[site] ?? "SUMMER2025", kind: "percent", value: 20, minAmount: null, expiresAt: "2025-09-30 23:59:59", singleUse: false, active: true },
    // A paused campaign: known code, switched off.
    { code: "ZRNO30", kind: "percent", value: 30, minAmount: null, expiresAt: null, singleUse: false, active: false },
  ];
}
