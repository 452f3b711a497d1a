import * as v from "valibot";

const Slug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lower-case slug"));

/** The localized path words of one site (docs/behaviour/02-screens-and-routes.md "Route patterns"); each tenant file sets them. */
export const RouteWordsSchema = v.strictObject({
  catalog: Slug,
  product: Slug,
  tags: Slug,
  productTags: Slug,
  authors: Slug,
  orders: Slug,
  manufacturer: Slug,
  wishlist: Slug,
  compare: Slug,
  search: Slug,
  location: Slug,
  sweepstake: Slug,
  auth: Slug,
  webshop: Slug,
});
export type RouteWords = v.InferOutput<typeof RouteWordsSchema>;
