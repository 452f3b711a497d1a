import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { BelowKey } from "../../shared/screens/cms";
import { productIsPublic } from "../../shared/visibility";
import { dataContext } from "../data/context";
import { loadProduct } from "../data/catalog";
import { productBelow } from "../pages/controllers/catalog/product-below";
import { notFound, ok, readFailure } from "./respond";
import { queryParams } from "./validate";

/**
 * GET catalog/product/below/?id=<id>&v=<key>: a public product page's sections below the fold
 * (`ProductBelow`), which its page renders but does not embed (docs/decisions/0016-lean-pages.md
 * "Product state: the sections below the fold"); the browser hydrates them from this answer. Read
 * with the server's token like the home page's (worker/bff/home.ts), mounted before the visitor
 * token: the same for every visitor, no token issued, no cookie set. A product the public may not
 * see is a 404 here (its staff page embeds its sections whole).
 *
 * When the answer's key is `v` it is the very data that key digests: any cache may keep it for a
 * year; otherwise the product's sections moved since the page was rendered (a page from a cache)
 * and the answer is today's, not to be kept.
 */
export const productBelowBff = new Hono<AppEnv>();

productBelowBff.onError(readFailure("product below"));

/** Only `id` and `v`: another parameter could only split caches. */
const BelowQuery = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, "a product id"), v.transform(Number)),
  v: BelowKey,
});

productBelowBff.get("/catalog/product/below/", queryParams(BelowQuery), async (c) => {
  const { id, v: asked } = c.req.valid("query");
  const product = await loadProduct(dataContext(c), id);
  if (!product || !productIsPublic(product)) return notFound(c);
  const below = await productBelow(product);
  c.header("cache-control", below.key === asked ? "public, max-age=31536000, immutable" : "no-cache");
  return ok(c, below);
});
