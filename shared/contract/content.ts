import * as v from "valibot";
import { WEEKDAYS } from "./constants";
import { envelope } from "./envelope";
import { ProductListItem, Thumbs } from "./catalog";

/**
 * The content controllers' contract: FAQ, store locations, sweepstakes, newsletters, static
 * blocks and the instashop. Texts are in the site's language; HTML fields (`answer`, `content`,
 * `terms`) are editor HTML that the storefront sanitizes before it reaches a page.
 */

export const FaqEntry = v.object({ id: v.number(), code: v.string(), question: v.string(), answer: v.string() });
export type FaqEntry = v.InferOutput<typeof FaqEntry>;
export const FaqResponse = envelope(v.array(FaqEntry));

export { WEEKDAYS };
export type Weekday = (typeof WEEKDAYS)[number];

/** "08:00-20:00", or null when closed that day. */
const Hours = v.nullable(v.pipe(v.string(), v.regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/)));
export const OpeningHours = v.object({ mon: Hours, tue: Hours, wed: Hours, thu: Hours, fri: Hours, sat: Hours, sun: Hours });
export type OpeningHours = v.InferOutput<typeof OpeningHours>;

export const Location = v.object({
  id: v.number(),
  code: v.string(),
  title: v.string(),
  description: v.string(),
  city: v.string(),
  address: v.string(),
  postcode: v.string(),
  country: v.string(),
  lat: v.number(),
  lng: v.number(),
  phone: v.string(),
  email: v.string(),
  hours: OpeningHours,
  url_without_domain: v.string(),
  /** The store's picture (optional: older APIs answer none). */
  image_thumbs: v.optional(Thumbs),
  /** The IANA time zone its opening hours are in, for "open now" (optional: older APIs answer none). */
  time_zone: v.optional(v.string()),
});
export type Location = v.InferOutput<typeof Location>;
export const LocationResponse = envelope(Location);
export const LocationsResponse = envelope(v.array(Location));

export const Sweepstake = v.object({
  id: v.number(),
  code: v.string(),
  title: v.string(),
  starts_at: v.string(),
  ends_at: v.string(),
  content: v.string(),
  prize: v.string(),
  terms: v.string(),
  url_without_domain: v.string(),
});
export type Sweepstake = v.InferOutput<typeof Sweepstake>;
export const SweepstakeResponse = envelope(Sweepstake);
export const SweepstakesResponse = envelope(v.array(Sweepstake));

export const NewsletterItem = v.object({ id: v.number(), code: v.string(), title: v.string(), sent_at: v.string(), url_without_domain: v.string() });
export type NewsletterItem = v.InferOutput<typeof NewsletterItem>;
export const Newsletter = v.object({ ...NewsletterItem.entries, content: v.string() });
export type Newsletter = v.InferOutput<typeof Newsletter>;
export const NewslettersResponse = envelope(v.array(NewsletterItem));
export const NewsletterResponse = envelope(Newsletter);

/** A static block by code; `title` is its first heading (taken out of `content`), else its first sentence. */
export const StaticContent = v.object({ code: v.string(), title: v.string(), content: v.string(), url_without_domain: v.string() });
export type StaticContent = v.InferOutput<typeof StaticContent>;
export const StaticContentResponse = envelope(StaticContent);

export const InstashopItem = v.object({
  id: v.number(),
  code: v.string(),
  caption: v.string(),
  image_thumbs: Thumbs,
  /** Visible products only, in the site's currency. */
  products: v.array(ProductListItem),
});
export type InstashopItem = v.InferOutput<typeof InstashopItem>;
export const InstashopResponse = envelope(v.array(InstashopItem));
