import type { Cart, ExtraItem, PricedLines, VatLine } from "../../../shared/contract/cart";
import type { CartCoupon, ChosenShipping, PaymentMethod, PickupLocation, ShippingEstimate, ShippingMethod } from "../../../shared/contract/checkout";
import { countryName, deliveryWindow } from "../../lib/delivery-dates";
import { round2 } from "../../../shared/money";
import { evaluateCoupon, shippingAmount, type CouponRefusal, type CouponRow } from "../../lib/coupon-rules";
import type { SiteRow } from "../../lib/site";
import { pricedCart, type Owner, type PricedCart } from "./cart-rows";
import { taxOf, vatCountryOf, vatDay, vatLines, vatRatesOf } from "../../lib/vat";
import {
  cartChoicesOf,
  couponOf,
  customerOf,
  paymentMethodsOf,
  pickupLocationsOf,
  redeemedBy,
  settingsOf,
  shippingMethodsOf,
  type CartChoices,
  type CheckoutSettings,
  type PaymentRow,
  type ShippingRow,
} from "./checkout-data";

/**
 * The cart as checkout sees it (docs/behaviour/03-entities.md "Cart"): the priced lines, the coupon and the shipping
 * as extra items, the totals they make, the customer data and the chosen methods, and the
 * methods to choose from. Everything is evaluated now: a coupon that expired or a cart that fell
 * below a minimum since the coupon was applied shows why it gives nothing.
 */
export interface Checkout {
  cart: Cart;
  lines: PricedLines;
  choices: CartChoices | null;
  settings: CheckoutSettings;
  coupon: { row: CouponRow; discount: number } | null;
  couponRefusal: CouponRefusal | null;
  shipping: (ShippingRow & { amount: number; location: PickupLocation | null }) | null;
  payment: PaymentRow | null;
}

function toShippingMethod(m: ShippingRow, amount: number, now: Date, locale: string): ShippingMethod {
  return {
    code: m.code,
    kind: m.kind,
    title: m.title,
    description: m.description,
    price: m.price,
    free_over: m.free_over,
    amount,
    is_default: m.is_default === 1,
    ...deliveryWindow(now, { min: m.days_min, max: m.days_max }, locale),
  };
}

/**
 * Shipping as the cart shows it before checkout (issue 18): the chosen method, else the site's
 * default, to the shopper's delivery country once an address is given (the site's own before),
 * the country the VAT already follows, and how far the items are from shipping free.
 */
function estimateOf(method: ShippingMethod | undefined, country: string, locale: string, afterCoupon: number, vatOf: (adjust: number) => VatLine[], discount: number): ShippingEstimate | null {
  if (!method) return null;
  const gap = method.free_over === null ? null : round2(Math.max(0, method.free_over - afterCoupon));
  const total = round2(afterCoupon + method.amount);
  const vat = vatOf(round2(method.amount - discount));
  return { ...method, country, country_name: countryName(locale, country), free_gap: gap, total, total_tax: taxOf(vat), vat };
}

function toPaymentMethod(m: PaymentRow): PaymentMethod {
  return { code: m.code, kind: m.kind, payment_type: m.payment_type, title: m.title, description: m.description, is_default: m.is_default === 1 };
}

export async function loadCheckout(db: D1Database, owner: Owner, site: SiteRow, now = new Date()): Promise<Checkout> {
  const [choices, settings] = await Promise.all([cartChoicesOf(db, owner), settingsOf(db, site)]);
  const customer = customerOf(choices);
  // The VAT of the country the goods go to (EU OSS), the site's own until an address is given.
  const vatCountry = vatCountryOf(settings.country, customer?.country);
  const rates = await vatRatesOf(db, vatCountry, vatDay(now));
  const [priced, shippingRows, paymentRows] = await Promise.all([
    pricedCart(db, owner, site, { country: vatCountry, rates }),
    shippingMethodsOf(db, site.code),
    paymentMethodsOf(db, site.code),
  ]);
  const { taxed, ...lines }: PricedCart = priced;
  const vatOf = (adjust: number) => vatLines(taxed, adjust, site.locale);
  const itemsTotal = lines.total.total_items_total;

  let coupon: Checkout["coupon"] = null;
  let couponRefusal: CouponRefusal | null = null;
  let couponRow: CouponRow | null = null;
  if (choices?.coupon_code) {
    couponRow = await couponOf(db, site.code, choices.coupon_code);
    const redeemed = couponRow?.single_use ? await redeemedBy(db, site.code, couponRow.code, customer?.email ?? null) : false;
    const verdict = evaluateCoupon(couponRow, itemsTotal, now, redeemed);
    if (verdict.ok && couponRow) coupon = { row: couponRow, discount: verdict.discount };
    else if (!verdict.ok) couponRefusal = verdict.label;
  }
  const discount = coupon?.discount ?? 0;
  const afterCoupon = round2(itemsTotal - discount);

  const shippingMethods = shippingRows.map((m) => toShippingMethod(m, shippingAmount(m, afterCoupon), now, site.locale));
  const chosenRow = shippingRows.find((m) => m.code === choices?.shipping_code) ?? null;
  let shipping: Checkout["shipping"] = null;
  if (chosenRow) {
    const location =
      chosenRow.kind === "pickup" && choices?.pickup_location
        ? ((await pickupLocationsOf(db, site, settings.country)).find((l) => l.code === choices.pickup_location) ?? null)
        : null;
    shipping = { ...chosenRow, amount: shippingAmount(chosenRow, afterCoupon), location };
  }
  const payment = paymentRows.find((m) => m.code === choices?.payment_code) ?? null;

  const extraitems: ExtraItem[] = [];
  if (coupon && discount > 0) extraitems.push({ type: "coupon", code: coupon.row.code, title: coupon.row.title, amount: -discount });
  if (shipping) extraitems.push({ type: "shipping", code: shipping.code, title: shipping.title, amount: shipping.amount });
  const shippingTotal = shipping?.amount ?? 0;
  const total = round2(afterCoupon + shippingTotal);
  const vat = vatOf(round2(shippingTotal - discount));

  const cartCoupon: CartCoupon | null =
    choices?.coupon_code && couponRow
      ? {
          code: couponRow.code,
          title: couponRow.title,
          kind: couponRow.kind,
          value: couponRow.value,
          amount: -discount,
          min_amount: couponRow.min_amount,
          expires_at: couponRow.expires_at,
          label_name: couponRefusal,
        }
      : null;
  const chosenShipping: ChosenShipping | null = shipping ? { ...toShippingMethod(shipping, shipping.amount, now, site.locale), location: shipping.location } : null;
  const estimated = shippingMethods.find((m) => m.code === shipping?.code) ?? shippingMethods.find((m) => m.is_default) ?? shippingMethods[0];
  const hasLines = lines.parcels.some((p) => p.items.length > 0);

  const cart: Cart = {
    ...lines,
    total: { ...lines.total, total_extra_shipping: shippingTotal, total_tax: taxOf(vat), vat, total, extraitems },
    customer: customer ? { ...customer, country_name: countryName(site.locale, customer.country) } : null,
    customer_type: customer ? (choices?.customer_type ?? null) : null,
    payment_type: payment?.payment_type ?? null,
    redirect_url_on_created: null,
    coupon: cartCoupon,
    shipping: chosenShipping,
    payment: payment ? toPaymentMethod(payment) : null,
    shipping_methods: shippingMethods,
    payment_methods: paymentRows.map(toPaymentMethod),
    shipping_estimate: hasLines ? estimateOf(estimated, customer?.country ?? settings.country, site.locale, afterCoupon, vatOf, discount) : null,
  };
  return { cart, lines, choices, settings, coupon, couponRefusal, shipping, payment };
}
