// Seed statements of the checkout reference tables (migration 0010): per-site settings, shipping
// and payment methods, coupons. Replaced on every seed; orders and other visitor data stay.
import type { Tenant } from "../../tenants";
import { appUrl } from "../../shared/urls";
import { labels, type LabelLang } from "../../commerce/seed/labels";
import { checkoutOf, couponsOf, newsletterCouponOf, paymentMethodsOf } from "../../commerce/seed/checkout";
import { DELIVERY_DAYS } from "../../tenants/facts-schema";
import { insert } from "./sql";

export const CHECKOUT_TABLES = ["checkout_settings", "shipping_methods", "payment_methods", "coupons", "newsletter_offers"];

/** ISO 13616 check digits: the BBAN, then the country and "00", as digits, mod 97. */
export function ibanOf(country: string, bban: string): string {
  const digits = (bban + country + "00").toUpperCase().replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return `${country}${String(98 - rest).padStart(2, "0")}${bban}`;
}

function label(key: string, lang: LabelLang): string {
  const value = labels[key]?.[lang];
  if (!value) throw new Error(`seed: checkout label ${key} has no ${lang} text`);
  return value;
}

/** Where a site lives on its host: "" on its own host, "/en" on the shared .eu host. */
function basePathOf(t: Tenant): string {
  return t.routing.hosts.length > 0 ? "" : `/${t.routing.prefix}`;
}

export function checkoutStatements(tenants: readonly Tenant[]): string[] {
  const out = CHECKOUT_TABLES.map((t) => `DELETE FROM ${t};`);
  for (const t of tenants) {
    const { payee, shipping } = checkoutOf(t);
    const lang = t.lang as LabelLang;
    const mount = { basePath: basePathOf(t), routeWords: t.routeWords };
    out.push(
      insert("checkout_settings", {
        site: t.code,
        payee: payee.payee,
        payee_street: payee.street,
        payee_city: payee.city,
        iban: ibanOf(payee.bank.country, payee.bank.bban),
        bic: payee.bank.bic,
        reference_scheme: payee.scheme,
        country: payee.country,
        ship_to: JSON.stringify(payee.shipTo),
        requires_auth: t.webshopRequiresAuth,
        view_order_url: new URL(appUrl(mount, "webshop_view_order").replace(/^\//, ""), new URL(t.baseUrls.production).origin + "/").href,
      }),
    );
    shipping.forEach((m, i) => {
      out.push(
        insert("shipping_methods", {
          site: t.code,
          code: m.code,
          kind: m.kind,
          title: label(`shipping_${m.kind}`, lang),
          description: label(`shipping_${m.kind}_note`, lang),
          price: m.price,
          free_over: m.freeOver,
          days_min: (m.days ?? DELIVERY_DAYS[m.kind]).min,
          days_max: (m.days ?? DELIVERY_DAYS[m.kind]).max,
          position: i,
          is_default: i === 0,
        }),
      );
    });
    paymentMethodsOf(t).forEach((m, i) => {
      out.push(
        insert("payment_methods", {
          site: t.code,
          code: m.code,
          kind: m.kind,
          payment_type: m.paymentType,
          title: label(m.title, lang),
          description: label(m.note, lang),
          position: i,
          is_default: i === 0,
        }),
      );
    });
    for (const c of couponsOf(t)) {
      out.push(
        insert("coupons", {
          site: t.code,
          code: c.code,
          kind: c.kind,
          value: c.value,
          min_amount: c.minAmount,
          expires_at: c.expiresAt,
          single_use: c.singleUse,
          active: c.active,
          title: label("coupon_title", lang).replace("{code}", c.code),
        }),
      );
    }
    // The newsletter's promise: the single-use welcome coupon for a first order.
    out.push(insert("newsletter_offers", { site: t.code, coupon_code: newsletterCouponOf(t) }));
  }
  return out;
}
