import * as v from "valibot";
import { Email } from "./account";
import { ProductListItem } from "./catalog";
import { envelope } from "./envelope";

/**
 * "Notify me when it is back" and in-stock alternatives for a product out of stock (issue 10;
 * docs/decisions/0032-back-in-stock-requests.md). A shopper leaves an e-mail on the product page;
 * when the product has stock again the commerce API mails it once, in the language of the site it
 * was asked on, with the product's link there.
 */

/** The product page's form: its id (the flash's `form`) and the section's anchor. */
export const BACK_IN_STOCK_FORM = "back-in-stock";

/** A product's id, as the product page's path ends with it. */
const ProductId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2 ** 31 - 1));

/** POST /catalog/back-in-stock/ */
export const BackInStockBody = v.strictObject({ email: Email, product_id: ProductId, lang: v.optional(v.string()) });
export type BackInStockBody = v.InferOutput<typeof BackInStockBody>;
/** The same answer for a new request and for one the address already had open. */
export const BackInStockResponse = envelope(v.object({ status: v.literal("subscribed") }));

/** The product page's form as a browser posts it: every field a string. */
export const BackInStockForm = v.strictObject(
  {
    email: Email,
    product_id: v.pipe(v.string("validation_required"), v.regex(/^[1-9]\d{0,9}$/, "validation_invalid"), v.transform(Number), ProductId),
  },
  "validation_required",
);

/** POST /catalog/product/alternatives/: in-stock products like an out-of-stock one. */
export const AlternativesBody = v.strictObject({ item_id: ProductId, lang: v.optional(v.string()) });
export const AlternativesResponse = envelope(v.array(ProductListItem));

/** How many alternatives the product page shows (one row of cards). */
export const ALTERNATIVES_MAX = 4;

/**
 * POST /catalog/stock/ (staff holding `warehouse_edit`): how many of a package one warehouse
 * holds now. A quantity always says where it is (migration 0023).
 */
export const StockSetBody = v.strictObject({
  variation_code: v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, "must be a package code")),
  warehouse: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, "must be a warehouse code")),
  qty: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)),
  lang: v.optional(v.string()),
});
export type StockSetBody = v.InferOutput<typeof StockSetBody>;
/** The package's new total, its product, and how many back-in-stock mails the change sent. */
export const StockSetResponse = envelope(v.object({ product_id: v.number(), variation_code: v.string(), warehouse: v.string(), qty: v.number(), available_qty: v.number(), mailed: v.number() }));
