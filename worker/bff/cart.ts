import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { CartAdd, CartQty, CartRemove, CartSet, CartSetQty, QUICK_ORDER_MAX_LINES, QuickOrder, type QuickOrderLine } from "../../shared/contract/cart";
import { ItemCode } from "../../shared/contract/personal";
import { appUrl, sitePath } from "../../shared/urls";
import { dataContext, type DataContext } from "../data/context";
import { addToCart, isCartEmpty, loadCart, removeFromCart, setCartQty } from "../data/cart";
import { isSameOrigin } from "../edge/same-origin";
import { UpstreamError } from "../upstream/client";
import { isForm, readForm, readJson } from "./body";
import { allowedQtyOf, answer, ignoreNotFound, ok, passedRefusal, refuse, seeOther, unavailable, withParams } from "./respond";
import { safeReturnPath } from "./return-path";

/**
 * The cart through the BFF (spec §7 "Webshop"): GET `/webshop/cart/` and `/webshop/is-cart-empty/`,
 * POST (add), PUT (set, 0 removes) and DELETE `/webshop/product/`, and `/webshop/quick-order/`
 * (many lines at once, spec §2 `special_view=order_form`).
 *
 * - Visitor-bound: every answer is `Cache-Control: no-store`; the token stays in its cookie.
 * - Changes need a same-origin request (Sec-Fetch-Site / Origin): no CSRF into a cart.
 * - JSON bodies are strict; wrong Content-Type → 415, malformed → 400, over 8 KB → 413.
 * - Without JavaScript the screens post plain forms (`_method=put|delete` to change or remove);
 *   those answer 303 to a same-site `return` path, or to the cart page with a notice.
 */
export const cartBff = new Hono<AppEnv>();

type C = Context<AppEnv>;
const MAX_BODY_BYTES = 8 * 1024;

cartBff.use("/webshop/*", async (c, next) => {
  c.header("cache-control", "no-store");
  if (c.req.path.endsWith("/webshop/quick-order/") && !c.var.site.tenant.features.quickOrder) {
    return refuse(c, 404, "error_not_found");
  }
  if (c.req.method !== "GET" && c.req.method !== "HEAD" && !isSameOrigin(c.req.raw)) {
    return refuse(c, 403, "error_forbidden", { message: "Cross-site requests cannot change the cart." });
  }
  await next();
});
cartBff.use(
  "/webshop/*",
  bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => refuse(c, 413, "error_invalid_request", { message: "Body too large." }) }),
);

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

cartBff.post("/webshop/product/", async (c) => {
  if (isForm(c)) {
    const form = await readForm(c, ProductForm);
    if (!form.ok) return form.response;
    const f = form.value;
    const dc = dataContext(c);
    return formChange(c, f.return, async () => {
      if (f._method === "delete" || (f._method === "put" && f.qty === 0)) await removeFromCart(dc, f.code).catch(ignoreNotFound);
      else if (f._method === "put") await setCartQty(dc, { code: f.code, qty: f.qty ?? 1 });
      else await addToCart(dc, { code: f.code, qty: v.parse(CartQty, f.qty || 1) });
    });
  }
  const body = await readJson(c, CartAdd);
  if (!body.ok) return body.response;
  return answer(c, "cart", () => addToCart(dataContext(c), body.value));
});

cartBff.put("/webshop/product/", async (c) => {
  const body = await readJson(c, CartSet);
  if (!body.ok) return body.response;
  return answer(c, "cart", () => setCartQty(dataContext(c), body.value));
});

cartBff.delete("/webshop/product/", async (c) => {
  const body = await readJson(c, CartRemove);
  if (!body.ok) return body.response;
  return answer(c, "cart", () => removeFromCart(dataContext(c), body.value.code));
});

/**
 * Quick order: adds each line in turn and reports each (a refused line does not stop the rest).
 * The form sends `code.N` / `qty.N` pairs (N < 50); a pair with an empty or zero qty is skipped.
 */
cartBff.post("/webshop/quick-order/", async (c) => {
  let lines: { code: string; qty: number }[];
  let returnTo: string | undefined;
  if (isForm(c)) {
    const fields = new URLSearchParams(new TextDecoder().decode(await c.req.arrayBuffer()));
    const parsed = parseQuickOrderForm(fields);
    if (!parsed) return c.text("Bad Request: quick order lines must be code.N / qty.N pairs.", 400);
    lines = parsed;
    returnTo = fields.get("return") ?? undefined;
  } else {
    const body = await readJson(c, QuickOrder);
    if (!body.ok) return body.response;
    lines = body.value.lines;
  }
  const dc = dataContext(c);
  if (lines.length === 0) {
    if (!isForm(c)) return refuse(c, 400, "quick_order_no_lines");
    return seeOther(c, withParams(safeReturnPath(returnTo, c) ?? appUrl(c.var.site, "catalog_quickorder"), { qo_errors: "-~quick_order_no_lines~" }));
  }
  let result: QuickOrderLine[];
  try {
    result = await addLines(dc, lines);
  } catch (err) {
    return passedRefusal(c, err) ?? unavailable(c, err, "cart");
  }
  const added = result.filter((l) => l.ok).length;
  if (!isForm(c)) return ok(c, { lines: result, added });
  const failed = result.filter((l) => !l.ok);
  if (failed.length === 0) return seeOther(c, `${cartPath(c)}?notice=cart_added`);
  const errors = failed.map((l) => `${l.code}~${l.label_name ?? "error_generic_text"}~${l.allowed_qty ?? ""}`).join("|");
  return seeOther(c, withParams(safeReturnPath(returnTo, c) ?? appUrl(c.var.site, "catalog_quickorder"), { qo_added: added, qo_errors: errors }));
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

export function parseQuickOrderForm(fields: URLSearchParams): { code: string; qty: number }[] | null {
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
      return seeOther(c, withParams(cartPage, { notice: err.labelName, ...(allowed !== null ? { qty: allowed } : {}) }));
    }
    throw err;
  }
  return seeOther(c, safeReturnPath(returnTo, c) ?? cartPage);
}

/** The cart page: `/{webshop word}/` of this site. */
export function cartPath(c: C): string {
  return sitePath(c.var.site, `/${c.var.site.routeWords.webshop}/`);
}
