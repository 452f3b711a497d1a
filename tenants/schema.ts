import * as v from "valibot";
import { RouteWordsSchema } from "../shared/route-words";
import { TenantScripts } from "../shared/contract/consent";
import { TAG_CONTAINER_PATTERN } from "../shared/tag-manager";
import { CARD_KINDS } from "../shared/contract/checkout";
import { LANGUAGE_CODES } from "../i18n/languages";
import { COUNTRY_CODES } from "./countries";
import { CURRENCY_CODES } from "./currencies";
import { ReferenceScheme, ShippingDefault } from "./facts-schema";

/** Languages the commerce API serves labels and content in: the registry i18n/languages.ts. */
export const ContentLang = v.picklist(LANGUAGE_CODES, "must be a language of i18n/languages.ts");
export type ContentLang = v.InferOutput<typeof ContentLang>;

export const Layout = v.picklist(["default", "about", "blank", "bot"]);
export type Layout = v.InferOutput<typeof Layout>;

export const CheckoutStep = v.picklist(["customer", "shipping", "payment", "reviewOrder"]);

const Slug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lower-case slug"));
const Host = v.pipe(v.string(), v.regex(/^[a-z0-9.-]+(?::\d+)?$/, "must be a bare host name"));
const AbsoluteUrl = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\/[^/]+\/$/, "must be an origin ending in /"));
const SitePath = v.pipe(v.string(), v.regex(/^\/(?:[a-z0-9-]+\/)*$/, "must be a slashed site path"));

/** Intl throws a RangeError on a malformed tag; that must become a field error naming the file. */
function isSupportedLocale(locale: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf([locale]).length === 1;
  } catch {
    return false;
  }
}

/** What an access hook sees of the shopper and of the page. */
interface AccessShopper {
  loggedIn: boolean;
  isStaff: boolean;
}
interface AccessPage {
  controller: string;
  action: string;
  template: string;
  content_type: string;
  path: string;
}
/** Returns the template to show instead, or null to keep the page's own. */
type AccessHookFn = (shopper: AccessShopper, page: AccessPage) => string | null;

/** One country site. Every field an operator sets when adding a site lives here. */
export const TenantSchema = v.strictObject({
  code: v.pipe(v.string(), v.regex(/^[a-z]{2,3}$/, "must be 2–3 lower-case letters")),
  name: v.pipe(v.string(), v.minLength(1)),
  /** BCP 47 tag for `<html lang>` and hreflang. */
  htmlLang: v.pipe(v.string(), v.regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, "must be a BCP 47 tag")),
  /** Language of labels and content at the commerce API. */
  lang: ContentLang,
  /**
   * Languages a label or text missing in `lang` is taken from, in order (e.g. a new Polish site:
   * `["en"]`). Unset: the chain i18n/languages.ts gives the language. Pages mark such content with
   * the language it is really in and give no hreflang for it (docs/decisions/0011-currencies-countries-languages.md).
   */
  fallback: v.optional(v.array(ContentLang)),
  /** Locale handed to Intl for numbers, prices and dates. */
  locale: v.pipe(v.string(), v.check(isSupportedLocale, "must be a locale Intl supports")),
  /** Price list and money format: an entry of tenants/currencies.ts. */
  currency: v.strictObject({
    code: v.picklist(CURRENCY_CODES, "must be a currency of tenants/currencies.ts"),
  }),
  /** The country the site sells from: its VAT, seller, bank and slip model (tenants/countries.ts). */
  country: v.picklist(COUNTRY_CODES, "must be a country of tenants/countries.ts"),
  /** Where this site sells unlike its country's other sites (an international shop ships further). */
  sales: v.optional(
    v.strictObject({
      referenceScheme: v.optional(ReferenceScheme),
      shipTo: v.optional(v.pipe(v.array(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, "must be an ISO 3166 country code"))), v.minLength(1))),
      shipping: v.optional(v.pipe(v.array(ShippingDefault), v.minLength(1))),
      /** The payee's city line as foreign payers read it ("10000 Zagreb, Croatia"). */
      payeeCity: v.optional(v.pipe(v.string(), v.minLength(1))),
      /**
       * How the site's one card option is paid (shared/contract/checkout.ts CARD_KINDS,
       * docs/behaviour/04-states.md "Order outcome"): the shopper sees one "Card" option, and
       * every kind is some site's, so each stays exercised. Without it: card_redirect.
       */
      card: v.optional(v.picklist(CARD_KINDS, "must be one of shared/contract/checkout.ts CARD_KINDS")),
    }),
  ),
  routing: v.strictObject({
    /** Path prefix on shared hosts (localhost, the .eu hub); the default tenant's prefix redirects to `/`. */
    prefix: Slug,
    /** Hosts this site owns; on them it is served without a prefix. */
    hosts: v.array(Host),
    /** The tenant served on shared hosts when no prefix matches. Exactly one tenant sets it. */
    isDefault: v.boolean(),
  }),
  /** Canonical origins per environment; links in canonical, hreflang and sitemaps come from here only. */
  baseUrls: v.strictObject({ production: AbsoluteUrl, beta: AbsoluteUrl, test: AbsoluteUrl }),
  /** Localized route words (docs/behaviour/02-screens-and-routes.md "Route patterns"). */
  routeWords: RouteWordsSchema,
  checkoutSteps: v.pipe(v.array(CheckoutStep), v.minLength(1)),
  /** Checkout needs an account unless the site says otherwise (docs/behaviour/06-roles.md): true when unset. */
  webshopRequiresAuth: v.optional(v.boolean(), true),
  features: v.strictObject({ quickOrder: v.boolean(), compare: v.boolean(), wishlist: v.boolean() }),
  authRedirects: v.strictObject({ loggedIn: v.nullable(SitePath), loggedOut: v.nullable(SitePath) }),
  /** CMS/catalogue template → layout. Templates not listed use `default`. */
  layouts: v.record(v.pipe(v.string(), v.minLength(1)), Layout),
  /**
   * Optional access hook (docs/behaviour/06-roles.md): for pages whose template is listed, the function may show
   * another template, e.g. a members-only page asks logged-out shoppers to log in. The shopper
   * is looked up only for those pages.
   */
  accessHook: v.optional(
    v.strictObject({
      templates: v.pipe(v.array(v.pipe(v.string(), v.minLength(1))), v.minLength(1)),
      override: v.custom<AccessHookFn>((f) => typeof f === "function", "must be a function"),
    }),
  ),
  /** Which environment of the commerce API this site talks to. */
  environment: v.picklist(["production", "beta", "test"]),
  /** Analytics, marketing and necessary scripts; each loads only once its category is granted (docs/behaviour/04-states.md). */
  scripts: v.optional(TenantScripts),
  /**
   * Google Tag Manager container id (`GTM-…`); unset: no tag script at all and no tag host in the
   * CSP. It loads, and e-commerce events go to its dataLayer, only with analytics consent
   * (shared/tag-manager.ts, docs/decisions/0023-consented-ecommerce-events.md).
   */
  tagContainer: v.optional(v.pipe(v.string(), v.regex(TAG_CONTAINER_PATTERN, "must be a Tag Manager container id (GTM-…)"))),
  /** Idle reload after this many minutes without activity (docs/behaviour/04-states.md; 15 when unset). */
  idleReloadMinutes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(24 * 60))),
  /** IP-country lookup service answering `{ country }`; unset skips the lookup. Its origin must be in the CSP's connect-src. */
  ipCountryUrl: v.optional(v.pipe(v.string(), v.regex(/^(?:\/(?!\/)|https:\/\/)[^\s"'<>\\]+$/, "must be a site path or an https URL"))),
});

export type TenantInput = v.InferInput<typeof TenantSchema>;
export type Tenant = v.InferOutput<typeof TenantSchema>;

/** Typed identity helper for tenant files: the editor checks the shape, start-up validates it. */
export function defineTenant(t: TenantInput): TenantInput {
  return t;
}
