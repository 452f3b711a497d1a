import * as v from "valibot";
import type { PaymentKind, PaymentType, PickupLocation } from "../../../shared/contract/checkout";
import { StoredCustomer, type CustomerType } from "../../../shared/contract/checkout";
import type { CouponRow } from "../../lib/coupon-rules";
import type { ReferenceScheme } from "../../lib/payment-reference";
import type { SiteRow } from "../../lib/site";
import type { TokenClaims } from "../../lib/token";
import type { Owner } from "./cart-rows";

/**
 * Checkout reads of the database: the site's settings and methods, a coupon, the pickup stores,
 * the choices saved on the shopper's cart, and whether this visitor may check out as a guest.
 * Nothing here writes.
 */

export interface CheckoutSettings {
  site: string;
  payee: string;
  payee_street: string;
  payee_city: string;
  iban: string;
  bic: string;
  reference_scheme: ReferenceScheme;
  country: string;
  ship_to: string;
  requires_auth: number;
  view_order_url: string;
}

export async function settingsOf(db: D1Database, site: Pick<SiteRow, "code">): Promise<CheckoutSettings> {
  const row = await db.prepare("SELECT * FROM checkout_settings WHERE site = ?1").bind(site.code).first<CheckoutSettings>();
  if (!row) throw new Error(`checkout: no settings for site ${site.code} (seed not applied?)`);
  return row;
}

export function shipToOf(s: CheckoutSettings): string[] {
  const parsed = v.safeParse(v.array(v.string()), JSON.parse(s.ship_to));
  return parsed.success ? parsed.output : [];
}

export interface ShippingRow {
  code: string;
  kind: "delivery" | "parcel_locker" | "pickup";
  title: string;
  description: string;
  price: number;
  free_over: number | null;
  is_default: number;
  /** Working days from the order to the shopper (migration 0014). */
  days_min: number;
  days_max: number;
}

export interface PaymentRow {
  code: string;
  kind: PaymentKind;
  payment_type: PaymentType;
  title: string;
  description: string;
  is_default: number;
}

export async function shippingMethodsOf(db: D1Database, site: string): Promise<ShippingRow[]> {
  return (await db.prepare("SELECT code, kind, title, description, price, free_over, is_default, days_min, days_max FROM shipping_methods WHERE site = ?1 ORDER BY position").bind(site).all<ShippingRow>()).results;
}

export async function paymentMethodsOf(db: D1Database, site: string): Promise<PaymentRow[]> {
  return (await db.prepare("SELECT code, kind, payment_type, title, description, is_default FROM payment_methods WHERE site = ?1 ORDER BY position").bind(site).all<PaymentRow>()).results;
}

export async function couponOf(db: D1Database, site: string, code: string): Promise<CouponRow | null> {
  return db.prepare("SELECT * FROM coupons WHERE site = ?1 AND code = ?2").bind(site, code).first<CouponRow>();
}

/** Whether a single-use coupon was already redeemed with this e-mail on this site. */
export async function redeemedBy(db: D1Database, site: string, code: string, email: string | null): Promise<boolean> {
  if (!email) return false;
  const row = await db.prepare("SELECT 1 AS x FROM coupon_redemptions WHERE site = ?1 AND code = ?2 AND email = ?3 AND single_use = 1").bind(site, code, email).first();
  return row !== null;
}

/** The site's own stores in the country it ships from: where a `pickup` order is collected. */
export async function pickupLocationsOf(db: D1Database, site: SiteRow, country: string): Promise<PickupLocation[]> {
  const { results } = await db
    .prepare(
      `SELECT l.code, li.title, l.address, l.postcode, l.city, l.country, l.phone
         FROM locations l
         JOIN location_sites ls ON ls.location_id = l.id AND ls.site = ?1
         JOIN location_i18n li ON li.location_id = l.id AND li.lang = ?2
        WHERE l.country = ?3 ORDER BY l.id`,
    )
    .bind(site.code, site.lang, country)
    .all<PickupLocation>();
  return results;
}

/** What the shopper chose on their cart (migration 0010's columns). */
export interface CartChoices {
  id: number;
  code: string;
  revision: number;
  coupon_code: string | null;
  shipping_code: string | null;
  pickup_location: string | null;
  payment_code: string | null;
  customer_type: CustomerType | null;
  customer_json: string | null;
  last_order_id: number | null;
}

export async function cartChoicesOf(db: D1Database, owner: Owner): Promise<CartChoices | null> {
  return db
    .prepare(`SELECT id, code, revision, coupon_code, shipping_code, pickup_location, payment_code, customer_type, customer_json, last_order_id FROM carts WHERE ${owner.column} = ?1`)
    .bind(owner.value)
    .first<CartChoices>();
}

export function customerOf(choices: CartChoices | null): v.InferOutput<typeof StoredCustomer> | null {
  if (!choices?.customer_json) return null;
  try {
    const parsed = v.safeParse(StoredCustomer, JSON.parse(choices.customer_json));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/**
 * Guest checkout (docs/behaviour/04-states.md "Checkout gate"): on a site whose webshop needs no account, or when the
 * visitor's token was marked continue-as-guest (migration 0009, `is-login?continue_as_guest=1`).
 * Read with `SELECT *` so the check works whichever columns the token row has.
 */
export async function guestAllowed(db: D1Database, settings: CheckoutSettings, claims: TokenClaims): Promise<boolean> {
  if (claims.sub) return false;
  if (!settings.requires_auth) return true;
  const row = await db.prepare("SELECT * FROM tokens WHERE id = ?1").bind(claims.jti).first<Record<string, unknown>>();
  return row?.continue_as_guest === 1;
}
