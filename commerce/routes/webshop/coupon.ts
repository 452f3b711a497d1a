import { Hono, type Context } from "hono";
import * as v from "valibot";
import type { CommerceEnv } from "../../env";
import { CouponBody, CouponCode } from "../../../shared/contract/checkout";
import { json } from "../../lib/validate";
import { evaluateCoupon } from "../../lib/coupon-rules";
import { ok, refusal } from "../../lib/respond";
import { ensureCart } from "./cart-rows";
import { loadCheckout } from "./checkout-cart";
import { liveToken, requireVisitor, updateChoices, visitorOf } from "./checkout-context";
import { couponOf, customerOf, redeemedBy } from "./checkout-data";

/**
 * The coupon on the cart (docs/behaviour/07-api.md "Webshop": coupon GET, POST, DELETE; docs/behaviour/05-validation.md). A refused code is a
 * shop answer, not a broken request: HTTP 200 with `success: false` and the label the shop reads
 * (docs/behaviour/05-validation.md refetches the cart unless the label is `error_coupon_invalid_code`). Unknown, switched
 * off and expired codes all answer `error_coupon_invalid_code`; below the minimum answers
 * `error_coupon_min_amount` with `data.min_amount`; a single-use coupon already used with the
 * checkout's e-mail answers `error_coupon_already_used`.
 */
export const coupon = new Hono<CommerceEnv>();
coupon.use("/webshop/coupon/", liveToken());

type C = Context<CommerceEnv>;

function refused(c: C, label: string, data: Record<string, unknown> | null = null) {
  return refusal(c, 200, label, { data });
}

coupon.get("/webshop/coupon/", requireVisitor(), async (c) => {
  const who = visitorOf(c);
  const { cart } = await loadCheckout(c.env.DB, who.owner, who.site);
  return ok(c, { coupon: cart.coupon });
});

coupon.post("/webshop/coupon/", requireVisitor(), json(CouponBody), async (c) => {
  const who = visitorOf(c);
  const body = c.req.valid("json");
  const code = v.safeParse(CouponCode, body.code);
  if (!code.success) return refused(c, "error_coupon_invalid_code");
  const db = c.env.DB;
  const before = await loadCheckout(db, who.owner, who.site);
  const row = await couponOf(db, who.site.code, code.output);
  const email = customerOf(before.choices)?.email ?? null;
  const redeemed = row?.single_use ? await redeemedBy(db, who.site.code, row.code, email) : false;
  const verdict = evaluateCoupon(row, before.lines.total.total_items_total, new Date(), redeemed);
  if (!verdict.ok) {
    if (verdict.label === "error_coupon_min_amount" && row) return refused(c, verdict.label, { coupon: null, min_amount: row.min_amount, currency: who.site.currency });
    return refused(c, verdict.label);
  }
  const cart = await ensureCart(db, who.owner);
  // The code as the site spells it, whatever case the shopper typed.
  await updateChoices(db, cart.id, { coupon_code: row?.code ?? code.output }).run();
  const after = await loadCheckout(db, who.owner, who.site);
  return c.json({ success: true, data: { coupon: after.cart.coupon }, label_name: "coupon_applied" });
});

coupon.delete("/webshop/coupon/", requireVisitor(), async (c) => {
  const who = visitorOf(c);
  const before = await loadCheckout(c.env.DB, who.owner, who.site);
  if (before.choices?.coupon_code) await updateChoices(c.env.DB, before.choices.id, { coupon_code: null }).run();
  return ok(c, { coupon: null });
});
