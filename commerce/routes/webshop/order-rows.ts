import { VatLine, type ExtraItem } from "../../../shared/contract/cart";
import { type Order, type OrderStatus, parseOrderIdentificator } from "../../../shared/contract/order";
import type { CustomerType, PaymentKind, PaymentType, PickupLocation } from "../../../shared/contract/checkout";
import { CARD_KINDS as CARD_CONTRACT_KINDS, StoredCustomer } from "../../../shared/contract/checkout";
import { round2 } from "../../../shared/money";
import { formatRate } from "../../../shared/rate-format";
import * as v from "valibot";
import type { TokenClaims } from "../../lib/token";
import { DELIVERY_DAYS } from "../../../tenants/facts-schema";
import { countryName, deliveryWindow, formatWindow, type DeliveryWindow } from "../../lib/delivery-dates";
import { settingsOf } from "./checkout-data";
import { paymentSlip } from "./payment-slip";

/** An order as stored (migration 0010), and how it is shown to its owner. */
export interface OrderRow {
  id: number;
  code: string;
  /** `ZR-2026-000123` (migration 0015: the trigger numbers every order as it is inserted). */
  number: string;
  site: string;
  lang: string;
  currency: string;
  token_id: string;
  user_id: number | null;
  status: OrderStatus;
  customer_type: CustomerType;
  email: string;
  customer_json: string;
  shipping_code: string;
  shipping_kind: "delivery" | "parcel_locker" | "pickup";
  shipping_title: string;
  shipping_amount: number;
  pickup_location: string | null;
  payment_code: string;
  payment_kind: PaymentKind;
  payment_type: PaymentType;
  payment_title: string;
  coupon_code: string | null;
  coupon_title: string | null;
  coupon_amount: number;
  items_total: number;
  basic_total: number;
  tax_total: number;
  /** JSON [{rate, base, tax}] (migration 0019); "[]" on older orders. */
  vat_json: string;
  total: number;
  current_payment_id: string | null;
  created_at: string;
  /** Promised when placed (migration 0014); null on older orders. */
  delivery_from: string | null;
  delivery_to: string | null;
}

/**
 * The VAT per rate the order was charged. Orders made before it was kept (migration 0019) were
 * charged one rate: their line is the total's, its rate read back from tax and total to the
 * nearest 0.5 % (every rate in the table is a multiple of it).
 */
function vatOfOrder(o: Pick<OrderRow, "vat_json" | "tax_total" | "total">, locale: string): VatLine[] {
  const parsed = v.safeParse(v.array(VatLine), JSON.parse(o.vat_json));
  if (parsed.success && parsed.output.length > 0) return parsed.output;
  const base = round2(o.total - o.tax_total);
  if (o.tax_total <= 0 || base <= 0) return [];
  const rate = Math.round((o.tax_total / base) * 200) / 200;
  return [{ rate, rate_text: formatRate(rate, locale), base, tax: o.tax_total }];
}

/** The window promised when the order was placed; for an older order, its kind's usual days from its day. */
function promisedDelivery(o: OrderRow, locale: string): DeliveryWindow {
  if (o.delivery_from && o.delivery_to) return { delivery_from: o.delivery_from, delivery_to: o.delivery_to, delivery_text: formatWindow(locale, o.delivery_from, o.delivery_to) };
  return deliveryWindow(new Date(`${o.created_at.replace(" ", "T")}Z`), DELIVERY_DAYS[o.shipping_kind], locale);
}

export const CARD_KINDS: readonly PaymentKind[] = CARD_CONTRACT_KINDS;

export function identOf(o: { id: number; code: string }): string {
  return `${o.id}-${o.code}`;
}

/**
 * The order named `{id}-{code}` if the caller owns it: the visitor token that placed it, or the
 * account it was placed from. Anyone else gets nothing (the same as a wrong code: no probing).
 */
export async function ownedOrder(db: D1Database, ident: string, claims: TokenClaims): Promise<OrderRow | null> {
  const parsed = parseOrderIdentificator(ident);
  if (!parsed) return null;
  return db
    .prepare("SELECT * FROM orders WHERE id = ?1 AND code = ?2 AND (token_id = ?3 OR (?4 IS NOT NULL AND user_id = ?4))")
    .bind(parsed.id, parsed.code, claims.jti, claims.sub ?? null)
    .first<OrderRow>();
}

async function labelOf(db: D1Database, lang: string, key: string): Promise<string> {
  const row = await db.prepare("SELECT value FROM labels WHERE lang = ?1 AND key = ?2").bind(lang, key).first<{ value: string }>();
  return row?.value ?? key;
}

interface ItemRow {
  product_code: string;
  variation_code: string;
  title: string;
  variation_title: string;
  qty: number;
  unit_price: number;
  basic_price: number;
  line_total: number;
  manufacturer_title: string | null;
  category_title: string | null;
}

interface PaymentAttempt {
  status: "pending" | "paid" | "failed" | "canceled";
  ok_path: string;
  fail_path: string;
  cancel_path: string;
}

export async function orderView(db: D1Database, o: OrderRow): Promise<Order> {
  const ident = identOf(o);
  const [items, attempt, location, settings, site] = await Promise.all([
    // The lines as sold, with their product's brand and category as named now in the order's language.
    db
      .prepare(
        `SELECT oi.*, m.title AS manufacturer_title, ci.title AS category_title
           FROM order_items oi
           LEFT JOIN products p ON p.code = oi.product_code
           LEFT JOIN manufacturers m ON m.id = p.manufacturer_id
           LEFT JOIN catalog_category_i18n ci ON ci.category_id = p.category_id AND ci.lang = ?2
          WHERE oi.order_id = ?1 ORDER BY oi.position`,
      )
      .bind(o.id, o.lang)
      .all<ItemRow>(),
    o.current_payment_id ? db.prepare("SELECT status, ok_path, fail_path, cancel_path FROM payments WHERE id = ?1").bind(o.current_payment_id).first<PaymentAttempt>() : null,
    o.pickup_location
      ? db
          .prepare(
            `SELECT l.code, li.title, l.address, l.postcode, l.city, l.country, l.phone FROM locations l
               JOIN location_i18n li ON li.location_id = l.id AND li.lang = ?2 WHERE l.code = ?1`,
          )
          .bind(o.pickup_location, o.lang)
          .first<PickupLocation>()
      : null,
    settingsOf(db, { code: o.site }),
    db.prepare("SELECT locale FROM sites WHERE code = ?1").bind(o.site).first<{ locale: string }>(),
  ]);
  const customer = v.parse(StoredCustomer, JSON.parse(o.customer_json));
  const extraitems: ExtraItem[] = [];
  if (o.coupon_code && o.coupon_amount > 0) extraitems.push({ type: "coupon", code: o.coupon_code, title: o.coupon_title ?? o.coupon_code, amount: -o.coupon_amount });
  extraitems.push({ type: "shipping", code: o.shipping_code, title: o.shipping_title, amount: o.shipping_amount });

  let redirect: string | null = null;
  if (o.payment_kind === "card_direct" && attempt) {
    if (attempt.status === "paid") redirect = attempt.ok_path;
    else if (attempt.status === "failed") redirect = attempt.fail_path;
    else if (attempt.status === "canceled") redirect = attempt.cancel_path;
  }
  const slip =
    o.payment_kind === "bank_transfer"
      ? paymentSlip({ id: o.id, order_identificator: ident, total: o.total, currency: o.currency }, customer, settings, (await labelOf(db, o.lang, "payment_slip_order")).replace("{order}", o.number))
      : null;

  return {
    id: o.id,
    code: o.code,
    order_identificator: ident,
    order_number: o.number,
    status: o.status,
    status_label: `order_status_${o.status}`,
    created_at: o.created_at,
    currency: o.currency,
    customer_type: o.customer_type,
    has_account: o.user_id !== null,
    customer: { ...customer, country_name: countryName(site?.locale ?? "en", customer.country) },
    items: items.results.map((i) => ({
      shopping_cart_code: i.variation_code,
      product_code: i.product_code,
      title: i.title,
      variation_title: i.variation_title,
      quantity: i.qty,
      unit_price: i.unit_price,
      discount_amount: round2(Math.max(0, i.basic_price - i.unit_price) * i.qty),
      line_total: i.line_total,
      ...(i.manufacturer_title ? { manufacturer_title: i.manufacturer_title } : {}),
      ...(i.category_title ? { category_title: i.category_title } : {}),
    })),
    total: { total_items_total: o.items_total, total_extra_shipping: o.shipping_amount, total_tax: o.tax_total, vat: vatOfOrder(o, site?.locale ?? "en"), total_basic: o.basic_total, total: o.total, extraitems },
    shipping: {
      code: o.shipping_code,
      kind: o.shipping_kind,
      title: o.shipping_title,
      description: "",
      price: o.shipping_amount,
      free_over: null,
      amount: o.shipping_amount,
      is_default: false,
      location: location ?? null,
      ...promisedDelivery(o, site?.locale ?? "en"),
    },
    payment: { code: o.payment_code, kind: o.payment_kind, payment_type: o.payment_type, title: o.payment_title, description: "", is_default: false },
    payment_type: o.payment_type,
    redirect_url_on_created: redirect,
    can_pay_again: CARD_KINDS.includes(o.payment_kind) && (o.status === "payment_failed" || o.status === "canceled"),
    payment_slip: slip,
  };
}
