import { Hono, type Context } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { CompareChange, ItemCode, noticeOf, WishlistAdd, WishlistQty, WishlistRemove, type Notice } from "../../shared/contract/personal";
import { appUrl } from "../../shared/urls";
import { dataContext } from "../data/context";
import { addToCompare, addToWishlist, loadCompare, loadWishlist, loadWishlistCategories, removeFromCompare, removeFromWishlist } from "../data/wishlist";
import { UpstreamError } from "../upstream/client";
import { answer, ignoreNotFound, refuse, seeOther } from "./respond";
import { safeReturnPath } from "./return-path";
import { formBody, jsonBesideForm, jsonBody } from "./validate";

/**
 * Wishlist and compare through the BFF (docs/behaviour/07-api.md "Named endpoints"): GET, POST and DELETE
 * `/catalog/wishlist/` and `/catalog/compare/`, plus `/catalog/wishlist/categories/`.
 *
 * - Visitor-bound (./guards.ts): every answer is `Cache-Control: no-store`, and changes need a
 *   same-origin request, so another site cannot add to or empty a shopper's lists (CSRF).
 * - JSON bodies are strict (./validate.ts: unknown keys refused); malformed → 400.
 * - Without JavaScript the screens post plain forms (`application/x-www-form-urlencoded`,
 *   `_method=delete` to remove); those answer 303 to a same-site `return` path, or with a
 *   notice to the list's own page when the change was refused.
 */
export const personalBff = new Hono<AppEnv>();

type C = Context<AppEnv>;
type Kind = "wishlist" | "compare";

for (const kind of ["wishlist", "compare"] as const) {
  personalBff.use(`/catalog/${kind}/*`, async (c, next) => {
    if (!c.get("site").tenant.features[kind]) return refuse(c, 404, "error_not_found");
    await next();
  });
}

// ------------------------------------------------------------------------------------ reads

personalBff.get("/catalog/wishlist/", async (c) => {
  const code = c.req.query("shopping_cart_code");
  const parsed = v.safeParse(v.optional(ItemCode), code || undefined);
  if (!parsed.success) return refuse(c, 400, "error_invalid_request");
  return answer(c, "personal", () => loadWishlist(dataContext(c), parsed.output));
});

const Level = v.pipe(v.string(), v.regex(/^\d{1,2}$/), v.transform(Number), v.minValue(1), v.maxValue(10));
const LevelQuery = v.object({ level_from: v.optional(Level), level_to: v.optional(Level) });

personalBff.get("/catalog/wishlist/categories/", async (c) => {
  const parsed = v.safeParse(LevelQuery, { level_from: c.req.query("level_from") || undefined, level_to: c.req.query("level_to") || undefined });
  if (!parsed.success) return refuse(c, 400, "error_invalid_request");
  return answer(c, "personal", () => loadWishlistCategories(dataContext(c), parsed.output));
});

personalBff.get("/catalog/compare/", async (c) => {
  if ((c.req.query("mode") ?? "normal") !== "normal") return refuse(c, 400, "error_invalid_request");
  return answer(c, "personal", () => loadCompare(dataContext(c)));
});

// ------------------------------------------------------------------------------------ changes

const Digits = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number));

/** The no-JavaScript forms: every field a string, unknown fields refused. */
const WishlistForm = v.strictObject({
  _method: v.optional(v.picklist(["delete"])),
  code: v.optional(ItemCode),
  qty: v.optional(v.pipe(Digits, WishlistQty)),
  id: v.optional(v.pipe(Digits, v.minValue(1))),
  return: v.optional(v.string()),
});
const CompareForm = v.strictObject({
  _method: v.optional(v.picklist(["delete"])),
  shopping_cart_code: ItemCode,
  return: v.optional(v.string()),
});

personalBff.post("/catalog/wishlist/", formBody(WishlistForm), jsonBesideForm(WishlistAdd), async (c) => {
  const f = c.req.valid("form");
  if (f) {
    const dc = dataContext(c);
    return formChange(c, "wishlist", f.return, async () => {
      if (f._method === "delete") {
        if (f.id) return void (await removeFromWishlist(dc, f.id));
        if (!f.code) throw new FormError();
        // Removing by code (the product page knows the code, not the wishlist id).
        const { items } = await loadWishlist(dc, f.code);
        for (const item of items) await removeFromWishlist(dc, item.id);
        return;
      }
      if (!f.code) throw new FormError();
      await addToWishlist(dc, { code: f.code, qty: f.qty ?? 1 });
    });
  }
  const body = c.req.valid("json")!;
  return answer(c, "personal", () => addToWishlist(dataContext(c), body));
});

personalBff.delete("/catalog/wishlist/", jsonBody(WishlistRemove), (c) => answer(c, "personal", () => removeFromWishlist(dataContext(c), c.req.valid("json").id)));

personalBff.post("/catalog/compare/", formBody(CompareForm), jsonBesideForm(CompareChange), async (c) => {
  const f = c.req.valid("form");
  if (f) {
    const dc = dataContext(c);
    return formChange(c, "compare", f.return, async () => {
      if (f._method === "delete") await removeFromCompare(dc, f.shopping_cart_code).catch(ignoreNotFound);
      else await addToCompare(dc, f.shopping_cart_code);
    });
  }
  const body = c.req.valid("json")!;
  return answer(c, "personal", () => addToCompare(dataContext(c), body.shopping_cart_code));
});

personalBff.delete("/catalog/compare/", jsonBody(CompareChange), (c) => answer(c, "personal", () => removeFromCompare(dataContext(c), c.req.valid("json").shopping_cart_code)));

// ------------------------------------------------------------------------------------ helpers

class FormError extends Error {}

/** A form change answers 303: back to `return` when it worked, else to the list page with a notice. */
async function formChange(c: C, kind: Kind, returnTo: string | undefined, run: () => Promise<void>): Promise<Response> {
  const mount = c.get("site");
  const listPage = (notice?: Notice) => appUrl(mount, kind, notice ? { notice } : undefined);
  try {
    await run();
  } catch (err) {
    if (err instanceof FormError) return c.text("Bad Request: the form names no product.", 400);
    const notice = err instanceof UpstreamError && err.kind === "status" ? noticeOf(err.labelName) : null;
    if (notice) return seeOther(c, listPage(notice));
    throw err; // the error page: nothing was changed that the shopper needs to know about
  }
  return seeOther(c, safeReturnPath(returnTo, c) ?? listPage());
}
