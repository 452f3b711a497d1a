import type { CartItem } from "../../shared/contract/cart";
import type { ProductListItem } from "../../shared/contract/catalog";
import type { Order } from "../../shared/contract/order";

/**
 * The shop's moments as GA4 e-commerce events (docs/decisions/0023-consented-ecommerce-events.md):
 * what the screens hand over (their own products, cart lines and orders) becomes GA4's item shape
 * and event parameters. Pure: the lazy chunk that pushes them (client/runtime/ecommerce.ts) and the
 * tests use it; it is never loaded without analytics consent.
 */

/** GA4's item (the event reference's "Item parameters"); amounts in the event's currency. */
export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category?: string;
  item_variant?: string;
  /** The unit price paid, after the product's own reduction. */
  price: number;
  /** The unit monetary discount against the regular price. */
  discount?: number;
  quantity: number;
  index?: number;
  item_list_id?: string;
  item_list_name?: string;
}

/** A product list on a page: its id (the site path it lives at, or a rail's name) and the heading shoppers read. */
export interface ListRef {
  id: string;
  name: string;
  /** Position of the first product shown (later pages of a listing start further on). */
  offset?: number;
}

/** What a product card carries (a listing's item, or the home page's cut of it). */
export type CardLike = Pick<ProductListItem, "code" | "title" | "manufacturer_title" | "category_title" | "price_custom" | "basic_price_custom" | "unitd_qty" | "unitd_unit">;
/** The product page's product and the package chosen. */
export type DetailLike = Pick<ProductListItem, "code" | "title" | "manufacturer_title" | "category_title">;
export interface VariationLike {
  title: string;
  price_custom: number;
  basic_price_custom: number;
}
export type CartLineLike = Pick<CartItem, "variation_title" | "unit_price" | "discount_amount" | "quantity"> & { item: DetailLike; shopping_cart_code?: string };
export interface CartLike {
  currency: string;
  parcels: { items: CartLineLike[] }[];
  coupon?: { code: string } | null;
}
export type OrderLike = Pick<Order, "order_number" | "currency" | "items"> & { total: Pick<Order["total"], "total_tax" | "total_extra_shipping" | "extraitems"> };

/** A product card where it is shown: its list and its place in it. */
export interface CardSource {
  kind: "card";
  product: CardLike;
  list?: ListRef;
  index?: number;
}
/** Where an item added or removed came from. */
export type ItemSource =
  | CardSource
  | { kind: "detail"; product: DetailLike; variation: VariationLike }
  | { kind: "line"; line: CartLineLike };

/** The moments the shop reports, each with the shop's own data. */
export type ShopEvent =
  | { name: "view_item_list"; list: ListRef; products: readonly CardLike[] }
  | { name: "select_item"; source: CardSource }
  | { name: "view_item"; product: DetailLike; variation: VariationLike }
  | { name: "add_to_cart" | "remove_from_cart"; source: ItemSource; quantity: number }
  /** A cart line set to `quantity` from what it held: the difference added or removed. */
  | { name: "line_quantity"; line: CartLineLike; quantity: number }
  /** `quantity` of package `code` put (back) into the cart, as `cart` now prices it. */
  | { name: "line_added"; cart: CartLike; code: string; quantity: number }
  | { name: "view_cart" | "begin_checkout"; cart: CartLike }
  | { name: "add_shipping_info"; cart: CartLike; shippingTier: string }
  | { name: "add_payment_info"; cart: CartLike; paymentType: string }
  | { name: "purchase"; order: OrderLike };

export type Ga4EventName = Exclude<ShopEvent["name"], "line_quantity" | "line_added">;

/** What goes onto `window.dataLayer` (GTM's shape: the event name beside an `ecommerce` object). */
export interface Ga4Push {
  event: Ga4EventName;
  ecommerce: {
    currency: string;
    value?: number;
    items: Ga4Item[];
    item_list_id?: string;
    item_list_name?: string;
    transaction_id?: string;
    tax?: number;
    shipping?: number;
    coupon?: string;
    shipping_tier?: string;
    payment_type?: string;
  };
}

/** Amounts as the shop keeps them: two decimals (docs/behaviour/09-constants.md), in every currency. */
export function money(n: number): number {
  return Math.round(n * 100) / 100;
}

/** A discount only where there is one. */
function discountOf(regular: number, price: number): { discount?: number } {
  const d = money(regular - price);
  return d > 0 ? { discount: d } : {};
}

function brandAndCategory(p: DetailLike): Pick<Ga4Item, "item_brand" | "item_category"> {
  return { ...(p.manufacturer_title ? { item_brand: p.manufacturer_title } : {}), ...(p.category_title ? { item_category: p.category_title } : {}) };
}

export function itemOfCard(p: CardLike, quantity: number, list?: ListRef, index?: number): Ga4Item {
  return {
    item_id: p.code,
    item_name: p.title,
    ...brandAndCategory(p),
    item_variant: `${p.unitd_qty} ${p.unitd_unit}`.trim(),
    price: money(p.price_custom),
    ...discountOf(p.basic_price_custom, p.price_custom),
    quantity,
    ...(index !== undefined ? { index: (list?.offset ?? 0) + index } : {}),
    ...(list ? { item_list_id: list.id, item_list_name: list.name } : {}),
  };
}

export function itemOfDetail(p: DetailLike, v: VariationLike, quantity: number): Ga4Item {
  return { item_id: p.code, item_name: p.title, ...brandAndCategory(p), item_variant: v.title, price: money(v.price_custom), ...discountOf(v.basic_price_custom, v.price_custom), quantity };
}

/** A cart line's unit discount is its discount amount spread over its quantity. */
export function itemOfLine(l: CartLineLike, quantity = l.quantity, index?: number): Ga4Item {
  const unitDiscount = l.quantity > 0 ? money(l.discount_amount / l.quantity) : 0;
  return {
    item_id: l.item.code,
    item_name: l.item.title,
    ...brandAndCategory(l.item),
    item_variant: l.variation_title,
    price: money(l.unit_price),
    ...(unitDiscount > 0 ? { discount: unitDiscount } : {}),
    quantity,
    ...(index !== undefined ? { index } : {}),
  };
}

/** An order line: what was sold, at the price paid; brand and category when the product is still there. */
export function itemOfOrderLine(l: OrderLike["items"][number], index: number): Ga4Item {
  const unitDiscount = l.quantity > 0 ? money(l.discount_amount / l.quantity) : 0;
  return {
    item_id: l.product_code,
    item_name: l.title,
    ...(l.manufacturer_title ? { item_brand: l.manufacturer_title } : {}),
    ...(l.category_title ? { item_category: l.category_title } : {}),
    item_variant: l.variation_title,
    price: money(l.unit_price),
    ...(unitDiscount > 0 ? { discount: unitDiscount } : {}),
    quantity: l.quantity,
    index,
  };
}

/** GA4's `value`: the sum of price × quantity of the items, without shipping or tax (the event reference). */
export function valueOf(items: readonly Ga4Item[]): number {
  return money(items.reduce((sum, i) => sum + i.price * i.quantity, 0));
}

function itemOfSource(s: ItemSource, quantity: number): Ga4Item {
  if (s.kind === "card") return itemOfCard(s.product, quantity, s.list, s.index);
  if (s.kind === "detail") return itemOfDetail(s.product, s.variation, quantity);
  return itemOfLine(s.line, quantity);
}

function cartItems(cart: CartLike): Ga4Item[] {
  return cart.parcels.flatMap((p) => p.items).map((l, i) => itemOfLine(l, l.quantity, i));
}

function withValue(currency: string, items: Ga4Item[]) {
  return { currency, value: valueOf(items), items };
}

/**
 * One shop event as GA4's: `currency` is the site's (a cart or an order carries its own, the same).
 * Null when there is nothing to report (an empty list or cart, a quantity of zero).
 */
export function ga4Event(e: ShopEvent, currency: string): Ga4Push | null {
  switch (e.name) {
    case "view_item_list": {
      if (e.products.length === 0) return null;
      const items = e.products.map((p, i) => itemOfCard(p, 1, e.list, i));
      return { event: e.name, ecommerce: { currency, item_list_id: e.list.id, item_list_name: e.list.name, items } };
    }
    case "select_item": {
      const { product, list, index } = e.source;
      return { event: e.name, ecommerce: { currency, ...(list ? { item_list_id: list.id, item_list_name: list.name } : {}), items: [itemOfCard(product, 1, list, index)] } };
    }
    case "view_item":
      return { event: e.name, ecommerce: withValue(currency, [itemOfDetail(e.product, e.variation, 1)]) };
    case "add_to_cart":
    case "remove_from_cart":
      if (e.quantity <= 0) return null;
      return { event: e.name, ecommerce: withValue(currency, [itemOfSource(e.source, e.quantity)]) };
    case "line_quantity": {
      const delta = Math.max(0, e.quantity) - e.line.quantity;
      return ga4Event({ name: delta > 0 ? "add_to_cart" : "remove_from_cart", source: { kind: "line", line: e.line }, quantity: Math.abs(delta) }, currency);
    }
    case "line_added": {
      const line = e.cart.parcels.flatMap((p) => p.items).find((l) => l.shopping_cart_code === e.code);
      return line ? ga4Event({ name: "add_to_cart", source: { kind: "line", line }, quantity: e.quantity }, e.cart.currency || currency) : null;
    }
    case "view_cart":
    case "begin_checkout":
    case "add_shipping_info":
    case "add_payment_info": {
      const items = cartItems(e.cart);
      if (items.length === 0) return null;
      const coupon = e.cart.coupon?.code;
      return {
        event: e.name,
        ecommerce: {
          ...withValue(e.cart.currency || currency, items),
          ...(coupon && e.name !== "view_cart" ? { coupon } : {}),
          ...(e.name === "add_shipping_info" ? { shipping_tier: e.shippingTier } : {}),
          ...(e.name === "add_payment_info" ? { payment_type: e.paymentType } : {}),
        },
      };
    }
    case "purchase": {
      const o = e.order;
      const items = o.items.map((l, i) => itemOfOrderLine(l, i));
      const coupon = o.total.extraitems.find((x) => x.type === "coupon")?.code;
      return {
        event: e.name,
        ecommerce: {
          transaction_id: o.order_number,
          ...withValue(o.currency || currency, items),
          tax: money(o.total.total_tax),
          shipping: money(o.total.total_extra_shipping),
          ...(coupon ? { coupon } : {}),
        },
      };
    }
  }
}
