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
/**
 * The halves of a request's withdrawal link (migration 0028): a random 96-bit id and a random
 * 256-bit code (base64url), as the other mailed links are.
 */
export const BackInStockLinkId = v.pipe(v.string("back_in_stock_link_invalid"), v.regex(/^[A-Za-z0-9_-]{16}$/, "back_in_stock_link_invalid"));
export const BackInStockLinkCode = v.pipe(v.string("back_in_stock_link_invalid"), v.regex(/^[A-Za-z0-9_-]{43}$/, "back_in_stock_link_invalid"));
const WithdrawLink = v.object({ id: BackInStockLinkId, code: BackInStockLinkCode });

/**
 * The same answer for a new request and for one the address already had open: each answer
 * carries a fresh withdrawal link (the last one given is the one that works), shown to whoever
 * asked and never mailed (docs/decisions/0032-back-in-stock-requests.md "Withdrawing").
 */
export const BackInStockResponse = envelope(v.object({ status: v.literal("subscribed"), withdraw: WithdrawLink }));

/** The withdrawal link's page on the storefront, a site path (the site's mount goes in front). */
export const withdrawPath = (id: string, code: string) => `/api/nuxtapi/catalog/back-in-stock/withdraw/${id}/${code}/`;
/** A withdrawal page's path as the product page may link it (a flash's value is input like any other). */
export const WITHDRAW_PATH = /^(\/[a-z]{2})?\/api\/nuxtapi\/catalog\/back-in-stock\/withdraw\/[A-Za-z0-9_-]{16}\/[A-Za-z0-9_-]{43}\/$/;

/** POST /catalog/back-in-stock/link/ and …/withdraw/: a withdrawal link's halves. */
export const BackInStockLinkBody = v.strictObject({ id: BackInStockLinkId, code: BackInStockLinkCode, lang: v.optional(v.string()) });

/** Where a request stands: waiting, withdrawn, or closed by its one mail; the product's name on the site. */
export const BackInStockState = v.picklist(["open", "withdrawn", "notified"]);
export const BackInStockLinkResponse = envelope(v.object({ state: BackInStockState, product: v.nullable(v.string()) }));
export const BackInStockWithdrawResponse = envelope(v.object({ state: v.literal("withdrawn"), product: v.nullable(v.string()) }));

/** The withdrawal page's form as a browser posts it. */
export const BackInStockWithdrawForm = v.strictObject({ id: BackInStockLinkId, code: BackInStockLinkCode }, "back_in_stock_link_invalid");

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

/** A package's code and a warehouse's code, as the API names them (migration 0023). */
const PACKAGE_CODE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const WAREHOUSE_CODE = /^[a-z0-9][a-z0-9_-]{0,39}$/;
/** The most pieces of one package one warehouse may be said to hold. */
export const STOCK_QTY_MAX = 1_000_000;

/**
 * POST /catalog/stock/ (staff holding `warehouse_edit`): how many of a package one warehouse
 * holds now. A quantity always says where it is (migration 0023).
 */
export const StockSetBody = v.strictObject({
  variation_code: v.pipe(v.string(), v.regex(PACKAGE_CODE, "must be a package code")),
  warehouse: v.pipe(v.string(), v.regex(WAREHOUSE_CODE, "must be a warehouse code")),
  qty: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(STOCK_QTY_MAX)),
  lang: v.optional(v.string()),
});
export type StockSetBody = v.InferOutput<typeof StockSetBody>;
/** The package's new total, its product, and how many back-in-stock mails the change sent. */
export const StockSetResponse = envelope(v.object({ product_id: v.number(), variation_code: v.string(), warehouse: v.string(), qty: v.number(), available_qty: v.number(), mailed: v.number() }));

/**
 * The product page's stock form (docs/decisions/0036-warehouse-stock-form.md): one warehouse's
 * row of a product's packages, as a browser posts it (every field a string; its script sends
 * the same fields as JSON). Package `i` is `code_i` (hidden), `qty_i` (what the stock keeper
 * typed) and `was_i` (hidden, the figure the page showed): only a figure that differs from what
 * the page showed is sent on to the API, so saving one row never writes back a figure someone
 * else changed meanwhile in a cell the keeper left alone. Messages are label keys.
 */
export const STOCK_FORM = "warehouse-stock";
/** The most packages a row carries (a product has a few; a form posts at most 60 fields). */
export const STOCK_ROW_PACKAGES = 12;

const Qty = v.pipe(
  v.string("validation_required"),
  v.trim(),
  v.nonEmpty("validation_required"),
  v.regex(/^[+-]?\d+$/, "validation_stock_whole"),
  v.transform(Number),
  v.minValue(0, "validation_stock_negative"),
  v.maxValue(STOCK_QTY_MAX, "validation_stock_max"),
);
const Code = v.pipe(v.string("validation_invalid"), v.regex(PACKAGE_CODE, "validation_invalid"));
const Was = v.pipe(v.string("validation_invalid"), v.regex(/^\d{1,7}$/, "validation_invalid"), v.transform(Number));

const rowFields = Object.fromEntries(
  Array.from({ length: STOCK_ROW_PACKAGES }, (_, i) => [
    [`code_${i}`, v.optional(Code)],
    [`qty_${i}`, v.optional(Qty)],
    [`was_${i}`, v.optional(Was)],
  ]).flat(),
) as Record<`${"code" | "qty" | "was"}_${number}`, v.OptionalSchema<typeof Code | typeof Qty | typeof Was, undefined>>;

/** One package of a saved row: its code, the figure to set, and the one the page showed (if it said). */
export interface StockRowPackage {
  field: string;
  code: string;
  qty: number;
  was: number | null;
}

export const StockRowForm = v.pipe(
  v.strictObject({ warehouse: v.pipe(v.string("validation_invalid"), v.regex(WAREHOUSE_CODE, "validation_invalid")), ...rowFields }, "validation_invalid"),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const row = dataset.value as Record<string, unknown> & { warehouse: string };
    const packages: StockRowPackage[] = [];
    for (let i = 0; i < STOCK_ROW_PACKAGES; i++) {
      const code = row[`code_${i}`] as string | undefined;
      const qty = row[`qty_${i}`] as number | undefined;
      if (code === undefined && qty === undefined) continue;
      // A figure without its package (or a package without its figure) is not the page's form.
      if (code === undefined || qty === undefined) {
        addIssue({ message: code === undefined ? "validation_invalid" : "validation_required", path: [{ type: "object", origin: "value", input: row, key: code === undefined ? `code_${i}` : `qty_${i}`, value: undefined }] });
        return NEVER;
      }
      packages.push({ field: `qty_${i}`, code, qty, was: (row[`was_${i}`] as number | undefined) ?? null });
    }
    if (packages.length === 0) {
      addIssue({ message: "validation_required" });
      return NEVER;
    }
    return { warehouse: row.warehouse, packages };
  }),
);
export type StockRowForm = v.InferOutput<typeof StockRowForm>;
