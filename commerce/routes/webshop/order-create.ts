import type { Customer } from "../../../shared/contract/checkout";
import { formatPrice } from "../../../shared/price";
import { round2 } from "../../../shared/money";
import { queueMail } from "../../lib/outbox";
import type { SiteRow } from "../../lib/site";
import type { TokenClaims } from "../../lib/token";
import { findBuyable, qtyRefusal } from "./cart-rows";
import type { Checkout } from "./checkout-cart";
import { customerOf, guestAllowed, pickupLocationsOf, shipToOf } from "./checkout-data";
import type { Order } from "../../../shared/contract/order";
import type { OrderRow } from "./order-rows";
import { takeStatements } from "./order-stock";

/**
 * Turning the cart into an order (POST /webshop/order/), in ONE D1 batch: the order, its lines,
 * the stock taken and where from (a trigger aborts everything if any stock would go below zero), the coupon
 * redemption, the emptied cart and the confirmation mail. The order carries the cart revision it
 * was made from: UNIQUE (cart_id, cart_revision) and the revision trigger make a repeated or
 * concurrent POST of the same cart fail in the database, and the caller then answers the order
 * the first one made.
 */

export type Refusal = { status: 400 | 403 | 409; label: string; data?: Record<string, unknown>; errors?: Record<string, string> };

/** What must hold before an order can be made; the first thing missing, or null. */
export async function checkoutRefusal(db: D1Database, ck: Checkout, claims: TokenClaims, site: SiteRow): Promise<Refusal | null> {
  const customer = customerOf(ck.choices);
  if (!ck.choices || !customer || !ck.choices.customer_type) return { status: 409, label: "error_checkout_customer_missing" };
  if (ck.choices.customer_type === "webshop.customer" && !claims.sub) return { status: 403, label: "error_login_required" };
  if (ck.choices.customer_type === "webshop.guest" && !(await guestAllowed(db, ck.settings, claims))) return { status: 403, label: "error_guest_not_allowed" };
  if (!shipToOf(ck.settings).includes(customer.country)) return { status: 400, label: "error_invalid_customer", errors: { country: "error_country_unavailable" } };
  if (!ck.shipping) return { status: 409, label: "error_checkout_shipping_missing" };
  if (ck.shipping.kind === "pickup") {
    const stores = await pickupLocationsOf(db, site, ck.settings.country);
    if (!stores.some((s) => s.code === ck.shipping?.location?.code)) return { status: 409, label: "error_pickup_location_required" };
  }
  if (!ck.payment) return { status: 409, label: "error_checkout_payment_missing" };
  if (ck.couponRefusal) {
    const data = ck.couponRefusal === "error_coupon_min_amount" ? { min_amount: ck.cart.coupon?.min_amount ?? null, currency: site.currency } : undefined;
    return { status: 409, label: ck.couponRefusal, data };
  }
  // Stock and "at most N per order" as they are now, line by line, with what each may hold.
  for (const item of ck.lines.parcels.flatMap((p) => p.items)) {
    const buyable = await findBuyable(db, item.shopping_cart_code, site.currency);
    if (!buyable) return { status: 409, label: "error_product_unavailable", data: { code: item.shopping_cart_code } };
    const refusal = qtyRefusal(buyable, item.quantity);
    if (refusal) return { status: 409, label: refusal.label, data: { code: item.shopping_cart_code, allowed_qty: refusal.allowed } };
  }
  return null;
}

/** 10 characters of [a-z0-9], from the platform's CSPRNG. */
export function randomCode(): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  // 256 % 36 skews the first 4 letters by under 1 %: a naming code, not a secret key.
  return [...bytes].map((b) => alphabet[b % 36]).join("");
}

/** Stand for `{id}-{code}` (the link) and the readable number (what the shopper reads) in the mail until the batch knows them. */
const ORDER_TOKEN = "{{order_identificator}}";
const NUMBER_TOKEN = "{{order_number}}";

/** Stands for a bank-transfer order's payment details until the order id (their reference) exists. */
const BANK_TOKEN = "{{bank_details}}";

const MAIL_KEYS = ["order_mail_subject", "order_mail_intro", "order_mail_total", "order_mail_link", "cart_tax"] as const;

async function mailLabels<K extends string>(db: D1Database, lang: string, keys: readonly K[]): Promise<Record<K, string>> {
  const { results } = await db
    .prepare(`SELECT key, value FROM labels WHERE lang = ?1 AND key IN (${keys.map((_, i) => `?${i + 2}`).join(", ")})`)
    .bind(lang, ...keys)
    .all<{ key: string; value: string }>();
  const byKey = new Map(results.map((r) => [r.key, r.value]));
  return Object.fromEntries(keys.map((k) => [k, byKey.get(k) ?? k])) as Record<K, string>;
}

function mailText(ck: Checkout, customer: Pick<Customer, "first_name" | "last_name">, site: SiteRow, l: Record<(typeof MAIL_KEYS)[number], string>, link: string): string {
  const money = (n: number) => formatPrice(n, site.locale, site.currency);
  const lines = [l.order_mail_intro.replace("{name}", `${customer.first_name} ${customer.last_name}`).replace("{order}", NUMBER_TOKEN), ""];
  for (const item of ck.lines.parcels.flatMap((p) => p.items)) lines.push(`${item.quantity} × ${item.item.title} (${item.variation_title}) — ${money(item.line_total)}`);
  for (const extra of ck.cart.total.extraitems) lines.push(`${extra.title} — ${money(extra.amount)}`);
  lines.push(l.order_mail_total.replace("{total}", money(ck.cart.total.total)));
  // The VAT the total contains, one line per rate (docs/decisions/0015-food-shop-rules.md "VAT").
  for (const vat of ck.cart.total.vat) lines.push(`${l.cart_tax} ${vat.rate_text}: ${money(vat.tax)}`);
  lines.push("", `${ck.payment?.title ?? ""} · ${ck.shipping?.title ?? ""}`, "");
  if (ck.payment?.kind === "bank_transfer") lines.push(BANK_TOKEN, "");
  lines.push(l.order_mail_link, link);
  return lines.join("\n");
}

/** The initial status: nothing to wait for with cash on delivery; everything else awaits money. */
function initialStatus(kind: string): OrderRow["status"] {
  return kind === "cash_on_delivery" ? "new" : "awaiting_payment";
}

/** `key`: the checkout page's idempotency key (docs/decisions/0017-orders-never-lost-or-doubled.md), stored with the order; null without one. */
export async function orderStatements(db: D1Database, ck: Checkout, claims: TokenClaims, site: SiteRow, code: string, key: string | null = null): Promise<D1PreparedStatement[]> {
  const choices = ck.choices;
  const customer = customerOf(choices);
  const shipping = ck.shipping;
  const payment = ck.payment;
  if (!choices || !customer || !shipping || !payment) throw new Error("orderStatements: checkout not complete");
  const byCode = "(SELECT id FROM orders WHERE code = ?1)";
  const coupon = ck.coupon && ck.coupon.discount > 0 ? ck.coupon : null;
  const items = ck.lines.parcels.flatMap((p) => p.items);
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `INSERT INTO orders (code, site, lang, currency, token_id, user_id, cart_id, cart_revision, status, customer_type, email, customer_json,
           shipping_code, shipping_kind, shipping_title, shipping_amount, pickup_location, payment_code, payment_kind, payment_type, payment_title,
           coupon_code, coupon_title, coupon_amount, items_total, basic_total, tax_total, total, delivery_from, delivery_to, vat_json, idempotency_key)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23, ?24, ?25, ?26, ?27, ?28, ?29, ?30, ?31, ?32)`,
      )
      .bind(
        code, site.code, site.lang, site.currency, claims.jti, claims.sub ?? null, choices.id, choices.revision, initialStatus(payment.kind),
        choices.customer_type, customer.email, JSON.stringify(customer),
        shipping.code, shipping.kind, shipping.title, shipping.amount, shipping.location?.code ?? null,
        payment.code, payment.kind, payment.payment_type, payment.title,
        coupon?.row.code ?? null, coupon?.row.title ?? null, coupon?.discount ?? 0,
        ck.cart.total.total_items_total, ck.cart.total.total_basic, ck.cart.total.total_tax, ck.cart.total.total,
        ck.cart.shipping?.delivery_from ?? null, ck.cart.shipping?.delivery_to ?? null, JSON.stringify(ck.cart.total.vat), key,
      ),
    ...items.map((item, i) =>
      db
        .prepare(
          `INSERT INTO order_items (order_id, product_code, variation_code, title, variation_title, qty, unit_price, basic_price, line_total, position)
           VALUES (${byCode}, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)`,
        )
        .bind(code, item.item.code, item.shopping_cart_code, item.item.title, item.variation_title, item.quantity, item.unit_price, round2(item.unit_price + item.discount_amount / item.quantity), item.line_total, i),
    ),
    // Each line takes its quantity from the warehouses, recorded so a cancellation gives back
    // exactly that (./order-stock.ts); too little stock aborts the batch (stock_negative).
    ...takeStatements(db, byCode, code, items.map((item) => ({ variation_code: item.shopping_cart_code, qty: item.quantity }))),
  ];
  if (coupon) {
    statements.push(
      db
        .prepare(`INSERT INTO coupon_redemptions (site, code, email, order_id, single_use) VALUES (?2, ?3, ?4, ${byCode}, ?5)`)
        .bind(code, site.code, coupon.row.code, customer.email, coupon.row.single_use ? 1 : 0),
    );
  }
  statements.push(
    db.prepare("DELETE FROM cart_items WHERE cart_id = ?1").bind(choices.id),
    // After the delete's revision bumps: the cart now remembers the order that emptied it.
    db.prepare(`UPDATE carts SET coupon_code = NULL, last_order_id = ${byCode.replace("?1", "?2")}, updated_at = datetime('now') WHERE id = ?1`).bind(choices.id, code),
  );
  const l = await mailLabels(db, site.lang, MAIL_KEYS);
  const link = `${ck.settings.view_order_url}?order=${ORDER_TOKEN}`;
  statements.push(
    queueMail(db, { site: site.code, to: customer.email, kind: "order_confirmation", subject: l.order_mail_subject.replace("{order}", NUMBER_TOKEN), text: mailText(ck, customer, site, l, link), links: [link] }),
    // The mail was written before the id and the number existed: put them in now, in the same batch.
    db
      .prepare(
        `UPDATE outbox SET subject = replace(subject, ?3, x.number), body_text = replace(replace(body_text, ?2, x.ident), ?3, x.number), links = replace(links, ?2, x.ident)
           FROM (SELECT id || '-' || code AS ident, number FROM orders WHERE code = ?1) AS x WHERE outbox.id = last_insert_rowid()`,
      )
      .bind(code, ORDER_TOKEN, NUMBER_TOKEN),
  );
  return statements;
}

/** Why the batch failed, as the shop should hear it (the order itself is answered by the caller). */
export function batchRefusal(err: unknown): Refusal | null {
  const message = err instanceof Error ? err.message : String(err);
  if (message.includes("stock_negative")) return { status: 409, label: "error_qty_unavailable" };
  // The revision moved on, or an order was made from it by someone the caller may not see.
  if (message.includes("cart_changed") || message.includes("orders.cart_id")) return { status: 409, label: "error_cart_changed" };
  // The key made an order its owner may not see (a key is random: only a stolen one gets here).
  if (message.includes("orders.idempotency_key")) return { status: 409, label: "error_order_key_used" };
  if (message.includes("coupon_redemptions")) return { status: 409, label: "error_coupon_already_used" };
  return null;
}


const BANK_KEYS = [
  "checkout_bank_transfer_title",
  "checkout_bank_transfer_text",
  "payment_slip_recipient",
  "payment_slip_iban",
  "payment_slip_bic",
  "payment_slip_amount",
  "payment_slip_model",
  "payment_slip_reference",
  "payment_slip_description",
] as const;

/**
 * A bank-transfer order's confirmation mail gets the slip's details (issue 18): payee, IBAN, BIC,
 * amount, model and reference of the site's scheme and the description, the same figures as the
 * thank-you page and the printable slip (one source: paymentSlip). The reference is built from the
 * order id, which the order's batch did not know yet, so they replace the mail's token once it
 * exists. The HUB-3 barcode stays on the slip page the mail links to (the mail is plain text).
 */
export async function fillBankDetails(db: D1Database, view: Order, site: Pick<SiteRow, "lang" | "locale">): Promise<void> {
  const slip = view.payment_slip;
  if (!slip) return;
  const l = await mailLabels(db, site.lang, BANK_KEYS);
  const lines = [
    l.checkout_bank_transfer_title,
    l.checkout_bank_transfer_text,
    `${l.payment_slip_recipient}: ${[slip.payee, slip.payee_street, slip.payee_city].filter(Boolean).join(", ")}`,
    `${l.payment_slip_iban}: ${slip.iban}`,
    `${l.payment_slip_bic}: ${slip.bic}`,
    `${l.payment_slip_amount}: ${formatPrice(slip.amount, site.locale, slip.currency)}`,
  ];
  if (slip.model) lines.push(`${l.payment_slip_model}: ${slip.model}`);
  lines.push(`${l.payment_slip_reference}: ${slip.reference}`, `${l.payment_slip_description}: ${slip.description}`);
  await db
    .prepare("UPDATE outbox SET body_text = replace(body_text, ?1, ?2) WHERE kind = 'order_confirmation' AND to_email = ?3 AND links LIKE ?4")
    .bind(BANK_TOKEN, lines.join("\n"), view.customer.email, `%order=${view.order_identificator}"%`)
    .run();
}
