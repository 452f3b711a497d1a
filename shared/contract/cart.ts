import * as v from "valibot";
import { ItemCode } from "./personal";
import { ProductListItem } from "./catalog";
import { envelope } from "./envelope";
import { CartCoupon, ChosenShipping, CUSTOMER_TYPES, PaymentMethod, PaymentType, ShippingEstimate, ShippingMethod, StoredCustomer, VatLine } from "./checkout";
export { TAX_CLASSES, type TaxClass, VatLine } from "./checkout";

/**
 * The shopping cart (docs/behaviour/03-entities.md "Cart", "Cart item"; docs/behaviour/07-api.md "Webshop"): bound to the visitor's token,
 * to the user once logged in. Prices are read live from the site currency's price list and
 * every amount has 2 decimals (docs/behaviour/09-constants.md).
 */

/** Most of one package a single cart line may hold, whatever the stock. */
export const CART_LINE_MAX = 999;
export const CartQty = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(CART_LINE_MAX));
/** PUT sets the quantity: 0 removes the line. */
export const CartSetQty = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(CART_LINE_MAX));

export const CartItem = v.object({
  item: ProductListItem,
  /** The package (variation) code: what PUT and DELETE name. */
  shopping_cart_code: v.string(),
  variation_title: v.string(),
  unit_price: v.number(),
  /** (regular − current price) × quantity. */
  discount_amount: v.number(),
  quantity: v.number(),
  line_total: v.number(),
});
export type CartItem = v.InferOutput<typeof CartItem>;

/**
 * A line of the totals beyond the items (docs/behaviour/03-entities.md): the coupon (a negative amount) and the
 * shipping. `total` = items + the extra items' amounts.
 */
export const ExtraItem = v.object({ type: v.picklist(["coupon", "shipping"]), code: v.string(), title: v.string(), amount: v.number() });
export type ExtraItem = v.InferOutput<typeof ExtraItem>;

export const CartTotal = v.object({
  total_items_total: v.number(),
  total_extra_shipping: v.number(),
  /** VAT contained in `total` (prices include VAT): the sum of `vat`'s tax. */
  total_tax: v.number(),
  /** The VAT per rate, lowest rate first (the shipping country's rates on the en site, EU OSS). */
  vat: v.array(VatLine),
  /** What the items cost at regular prices. */
  total_basic: v.number(),
  total: v.number(),
  extraitems: v.array(ExtraItem),
});

export const Cart = v.object({
  parcels: v.array(v.object({ items: v.array(CartItem) })),
  total: CartTotal,
  currency: v.string(),
  /** The cart's id; null while the visitor has no cart yet. */
  shopping_cart_code: v.nullable(v.string()),
  // Checkout (docs/behaviour/03-entities.md): what the shopper chose so far and what they may choose from.
  /** The customer data saved for this checkout, and whether as a customer or a guest. */
  customer: v.nullable(StoredCustomer),
  customer_type: v.nullable(v.picklist(CUSTOMER_TYPES)),
  /** The chosen payment method's type: how the shop proceeds once the order is created. */
  payment_type: PaymentType,
  /** Filled in the order answer (direct card payments); the cart itself never has one. */
  redirect_url_on_created: v.nullable(v.string()),
  coupon: v.nullable(CartCoupon),
  shipping: v.nullable(ChosenShipping),
  payment: v.nullable(PaymentMethod),
  shipping_methods: v.array(ShippingMethod),
  payment_methods: v.array(PaymentMethod),
  /** Shipping as it will be charged, shown from the cart on; null while the cart is empty. */
  shipping_estimate: v.nullable(ShippingEstimate),
});
export type Cart = v.InferOutput<typeof Cart>;

type CheckoutPart = "customer" | "customer_type" | "payment_type" | "redirect_url_on_created" | "coupon" | "shipping" | "payment" | "shipping_methods" | "payment_methods" | "shipping_estimate";
/** The lines and their totals, before any checkout choice. */
export type PricedLines = Omit<Cart, CheckoutPart>;
/** The checkout part of a cart nobody has chosen anything in yet. */
export function noCheckout(): Pick<Cart, CheckoutPart> {
  return { customer: null, customer_type: null, payment_type: null, redirect_url_on_created: null, coupon: null, shipping: null, payment: null, shipping_methods: [], payment_methods: [], shipping_estimate: null };
}
export const CartResponse = envelope(Cart);
export const CartEmptyResponse = envelope(v.object({ is_empty: v.boolean(), items: v.number() }));
export const CartChanged = envelope(v.object({ shopping_cart_code: v.string(), quantity: v.number() }));

/** Request bodies. */
export const CartAdd = v.strictObject({ code: ItemCode, qty: v.optional(CartQty, 1) });
export const CartSet = v.strictObject({ code: ItemCode, qty: CartSetQty });
export const CartRemove = v.strictObject({ code: ItemCode });
export const QUICK_ORDER_MAX_LINES = 50;
export const QuickOrder = v.strictObject({ lines: v.pipe(v.array(v.strictObject({ code: ItemCode, qty: CartQty })), v.minLength(1), v.maxLength(QUICK_ORDER_MAX_LINES)) });

/** What the quick order answers per line. */
export const QuickOrderLine = v.object({
  code: v.string(),
  qty: v.number(),
  ok: v.boolean(),
  label_name: v.nullable(v.string()),
  allowed_qty: v.nullable(v.number()),
});
export type QuickOrderLine = v.InferOutput<typeof QuickOrderLine>;
export const QuickOrderResult = v.object({ lines: v.array(QuickOrderLine), added: v.number() });
export type QuickOrderResult = v.InferOutput<typeof QuickOrderResult>;

/** Labels a refused no-JavaScript cart change may show on the cart page (`?notice=`). */
const CART_NOTICES = ["error_product_unavailable", "error_qty_unavailable", "error_limited_qty", "error_empty_data", "cart_added", "cart_removed"] as const;
type CartNotice = (typeof CART_NOTICES)[number];
export function cartNoticeOf(raw: string | null): CartNotice | null {
  return (CART_NOTICES as readonly string[]).includes(raw ?? "") ? (raw as CartNotice) : null;
}
