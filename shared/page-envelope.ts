import * as v from "valibot";
import { Labels, SiteInfo } from "./contract/app";
import { RouteWordsSchema } from "./route-words";
import { RuntimeState } from "./contract/consent";
import { SiteNav } from "./site-nav";

/**
 * The page state every page carries, with the screen checked only for its kind. The browser
 * checks what it reads against this (the full screen schemas stay on the server, so the
 * bundle does not grow with every screen); the server builds the full `PageState`.
 */

/**
 * A currency's printed form in one locale (shared/price-format.ts `priceShape`, printed by
 * shared/price-print.ts): the text around the number for a positive and a negative amount (`#`
 * stands for the number: "# €", "-€#"), the group and decimal separators, and the least digits an
 * integer part has before it is grouped (4: "1.234"; 5 where "1234" stays whole, as in es).
 */
export const PriceShape = v.object({ currency: v.string(), pos: v.string(), neg: v.string(), group: v.string(), decimal: v.string(), groupFrom: v.number() });
export type PriceShape = v.InferOutput<typeof PriceShape>;

/**
 * A long date's printed form in one locale (shared/date-format.ts `dateShape`, printed by
 * shared/date-print.ts): the pattern with `{d}`, `{m}` and `{y}` for the day, the month's name and
 * the year ("{d}. {m} {y}."), and the twelve months' names as the pattern needs them (Croatian's
 * genitive: "studenoga").
 */
export const DateShape = v.object({ pattern: v.string(), months: v.array(v.string()) });
export type DateShape = v.InferOutput<typeof DateShape>;

/** What the browser needs of its tenant; the rest of the tenant file stays on the server. */
export const PublicTenant = v.object({
  code: v.string(),
  name: v.string(),
  htmlLang: v.string(),
  lang: v.string(),
  locale: v.string(),
  currency: v.string(),
  /** Each registry currency's printed form in this locale (shared/price-format.ts `priceShapes`). */
  prices: v.array(PriceShape),
  /** How this locale prints a long date (shared/date-format.ts `dateShape`). */
  dates: DateShape,
  basePath: v.string(),
  routeWords: RouteWordsSchema,
  features: v.object({ quickOrder: v.boolean(), compare: v.boolean(), wishlist: v.boolean() }),
});
export type PublicTenant = v.InferOutput<typeof PublicTenant>;

/** A version of the page on another site; `currency` is that site's, for the switch to show. */
export const Alternate = v.object({ hreflang: v.string(), href: v.string(), label: v.string(), currency: v.optional(v.string()) });

export const RouteInfo = v.object({
  path: v.string(),
  controller: v.string(),
  action: v.string(),
  template: v.string(),
  content_type: v.string(),
});

const PAGE_ENTRIES = {
  tenant: PublicTenant,
  labels: Labels,
  info: SiteInfo,
  route: v.nullable(RouteInfo),
  layout: v.picklist(["default", "about", "blank", "bot"]),
  title: v.string(),
  description: v.string(),
  canonical: v.nullable(v.string()),
  alternates: v.array(Alternate),
  /**
   * BCP 47 tag of the language the page's content is really in when its site's language lacks it
   * (a fallback, i18n/languages.ts); absent when it is the site's own. The screen carries it as `lang`.
   */
  contentLang: v.optional(v.string()),
  /** Site paths with titles, home first (rendered by the layout; JSON-LD gets a BreadcrumbList). */
  breadcrumbs: v.array(v.object({ title: v.string(), url: v.string() })),
  bodyClass: v.string(),
  /** `loggedIn`: the token names an account (a hint for the header's wording; undefined: unknown). */
  session: v.object({ hasToken: v.boolean(), loggedIn: v.optional(v.boolean()) }),
  /** The header's and footer's links: the same on every page of a site (shared/site-nav.ts). */
  nav: v.optional(SiteNav),
  /** Year of the server render, so server and browser print the same copyright line. */
  year: v.number(),
  /** Consent, the scripts it allows and the tenant's runtime settings (client/runtime/). */
  runtime: v.optional(RuntimeState),
};

export const PageEnvelope = v.object({ ...PAGE_ENTRIES, screen: v.looseObject({ kind: v.string() }) });
export { PAGE_ENTRIES };
