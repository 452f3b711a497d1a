import { Hono, type Context } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { CartAdd, CartQty, CartRemove, CartSet, CartSetQty, QUICK_ORDER_MAX_LINES, QuickOrder, type QuickOrderLine } from "../../shared/contract/cart";
import { ItemCode } from "../../shared/contract/personal";
import { appUrl, sitePath, withQuery } from "../../shared/urls";
import { dataContext, type DataContext } from "../data/context";
import { addToCart, isCartEmpty, loadCart, removeFromCart, setCartQty } from "../data/cart";
import { UpstreamError } from "../upstream/client";
import { allowedQtyOf, answer, ignoreNotFound, ok, passedRefusal, refuse, seeOther, unavailable } from "./respond";
import { safeReturnPath } from "./return-path";
import { formBody, jsonBesideForm, jsonBody } from "./validate";

/**
 * The cart through the BFF (docs/behaviour/07-api.md "Webshop"): GET `/webshop/cart/` and `/webshop/is-cart-empty/`,
 * POST (add), PUT (set, 0 removes) and DELETE `/webshop/product/`, and `/webshop/quick-order/`
 * (many lines at once, docs/behaviour/02-screens-and-routes.md `special_view=order_form`).
 *
 * - Visitor-bound (./guards.ts): every answer is `Cache-Control: no-store`, changes need a
 *   same-origin request (no CSRF into a cart), bodies are JSON or a form of at most 8 KB.
 * - JSON bodies are strict (./validate.ts): malformed or unfit → 400.
 * - Without JavaScript the screens post plain forms (`_method=put|delete` to change or remove);
 *   those answer 303 to a same-site `return` path, or to the cart page with a notice.
 */
export const cartBff = new Hono<AppEnv>();

type C = Context<AppEnv>;

cartBff.use("/webshop/quick-order/", async (c, next) => {
  if (!c.get("site").tenant.features.quickOrder) return refuse(c, 404, "error_not_found");
  await next();
});

// ------------------------------------------------------------------------------------ reads

cartBff.get("/webshop/cart/", (c) => answer(c, "cart", () => loadCart(dataContext(c))));
cartBff.get("/webshop/is-cart-empty/", (c) => answer(c, "cart", async () => ({ is_empty: await isCartEmpty(dataContext(c)) })));

// ------------------------------------------------------------------------------------ changes

const Digits = v.pipe(v.string(), v.regex(/^\d{1,4}$/), v.transform(Number));
const ProductForm = v.strictObject({
  _method: v.optional(v.picklist(["put", "delete"])),
  code: ItemCode,
  qty: v.optional(v.pipe(Digits, CartSetQty)),
  return: v.optional(v.string()),
});

cartBff.post("/webshop/product/", formBody(ProductForm), jsonBesideForm(CartAdd), async (c) => {
  const f = c.req.valid("form");
  if (f) {
    const dc = dataContext(c);
    return formChange(c, f.return, async () => {
      if (f._method === "delete" || (f._method === "put" && f.qty === 0)) await removeFromCart(dc, f.code).catch(ignoreNotFound);
      else if (f._method === "put") await setCartQty(dc, { code: f.code, qty: f.qty ?? 1 });
      else await addToCart(dc, { code: f.code, qty: v.parse(CartQty, f.qty || 1) });
    });
  }
  const body = c.req.valid("json")!;
  return answer(c, "cart", () => addToCart(dataContext(c), body));
});

cartBff.put("/webshop/product/", jsonBody(CartSet), (c) => answer(c, "cart", () => setCartQty(dataContext(c), c.req.valid("json"))));
cartBff.delete("/webshop/product/", jsonBody(CartRemove), (c) => answer(c, "cart", () => removeFromCart(dataContext(c), c.req.valid("json").code)));

/**
 * Quick order: adds each line in turn and reports each (a refused line does not stop the rest).
 * The form sends `code.N` / `qty.N` pairs (N < 50); a pair with an empty or zero qty is skipped.
 */
cartBff.post("/webshop/quick-order/", formBody(v.record(v.string(), v.string())), jsonBesideForm(QuickOrder), async (c) => {
  const form = c.req.valid("form");
  let lines: { code: string; qty: number }[];
  let returnTo: string | undefined;
  if (form) {
    const parsed = parseQuickOrderForm(new URLSearchParams(form));
    if (!parsed) return c.text("Bad Request: quick order lines must be code.N / qty.N pairs.", 400);
    lines = parsed;
    returnTo = form.return;
  } else {
    lines = c.req.valid("json")!.lines;
  }
  const dc = dataContext(c);
  if (lines.length === 0) {
    if (!form) return refuse(c, 400, "quick_order_no_lines");
    return seeOther(c, withQuery(safeReturnPath(returnTo, c) ?? appUrl(c.get("site"), "catalog_quickorder"), { qo_errors: "-~quick_order_no_lines~" }));
  }
  let result: QuickOrderLine[];
  try {
    result = await addLines(dc, lines);
  } catch (err) {
    return passedRefusal(c, err) ?? unavailable(c, err, "cart");
  }
  const added = result.filter((l) => l.ok).length;
  if (!form) return ok(c, { lines: result, added });
  const failed = result.filter((l) => !l.ok);
  if (failed.length === 0) return seeOther(c, `${cartPath(c)}?notice=cart_added`);
  const errors = failed.map((l) => `${l.code}~${l.label_name ?? "error_generic_text"}~${l.allowed_qty ?? ""}`).join("|");
  return seeOther(c, withQuery(safeReturnPath(returnTo, c) ?? appUrl(c.get("site"), "catalog_quickorder"), { qo_added: added, qo_errors: errors }));
});

/** Sequential on purpose: the same package twice must see the first add's quantity. */
async function addLines(dc: DataContext, lines: { code: string; qty: number }[]): Promise<QuickOrderLine[]> {
  const out: QuickOrderLine[] = [];
  for (const line of lines) {
    try {
      await addToCart(dc, line);
      out.push({ ...line, ok: true, label_name: null, allowed_qty: null });
    } catch (err) {
      if (!(err instanceof UpstreamError && err.kind === "status" && (err.status === 404 || err.status === 409))) throw err;
      out.push({ ...line, ok: false, label_name: err.labelName, allowed_qty: allowedQtyOf(err) });
    }
  }
  return out;
}

function parseQuickOrderForm(fields: URLSearchParams): { code: string; qty: number }[] | null {
  const lines: { code: string; qty: number }[] = [];
  for (const [key] of fields) {
    if (key === "return" || /^(code|qty)\.\d{1,2}$/.test(key)) continue;
    return null; // unknown fields refused, as everywhere in the BFF
  }
  for (let i = 0; i < QUICK_ORDER_MAX_LINES; i++) {
    const code = fields.get(`code.${i}`);
    const qty = fields.get(`qty.${i}`);
    if (code === null && qty === null) continue;
    if (!qty || qty === "0") continue;
    const line = v.safeParse(v.object({ code: ItemCode, qty: v.pipe(Digits, CartQty) }), { code, qty });
    if (!line.success) return null;
    lines.push(line.output);
  }
  return lines;
}

// ------------------------------------------------------------------------------------ helpers

/** A form change answers 303: back to `return` when it worked, else to the cart page with a notice. */
async function formChange(c: C, returnTo: string | undefined, run: () => Promise<void>): Promise<Response> {
  const cartPage = cartPath(c);
  try {
    await run();
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === "status" && (err.status === 404 || err.status === 409) && err.labelName) {
      const allowed = allowedQtyOf(err);
      return seeOther(c, withQuery(cartPage, { notice: err.labelName, ...(allowed !== null ? { qty: allowed } : {}) }));
    }
    throw err;
  }
  return seeOther(c, safeReturnPath(returnTo, c) ?? cartPage);
}

/** The cart page: `/{webshop word}/` of this site. */
function cartPath(c: C): string {
  return sitePath(c.get("site"), `/${c.get("site").routeWords.webshop}/`);
}
