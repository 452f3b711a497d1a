import { Hono, type Context, type MiddlewareHandler } from "hono";
import * as v from "valibot";
import type { CommerceEnv } from "../../env";
import { CouponBody, CouponCode } from "../../../shared/contract/checkout";
import { json } from "../../lib/validate";
import { evaluateCoupon, type CouponRow } from "../../lib/coupon-rules";
import { fail, ok, refusal } from "../../lib/respond";
import { liveToken } from "../webshop/checkout-context";
import { couponOf } from "../webshop/checkout-data";

/**
 * My coupons (docs/behaviour/07-api.md "Auth": GET with all=1, POST, DELETE): coupons a logged-in shopper keeps
 * on the account, per site. GET lists the usable ones, or with `all=1` every saved one with why
 * it is not usable (expired, switched off, single-use and already used with the account's
 * e-mail). POST {code} saves a coupon that is valid now; an unknown or expired code answers like
 * the cart's coupon (HTTP 200, `success: false`, `error_coupon_invalid_code`).
 */
export const myCoupons = new Hono<CommerceEnv>();
myCoupons.use("/auth/my-coupons/", liveToken());

type C = Context<CommerceEnv>;

/**
 * Guard: a known site (400) and a token of an account (403 `error_login_required`, not 401,
 * which would make the shop drop a guest's token). Before the body validator.
 */
function requireCouponAccount(): MiddlewareHandler<CommerceEnv> {
  return async (c, next) => {
    if (!c.get("site")) return fail(c, 400, "error_unknown_site");
    if (!c.get("token")?.sub) return fail(c, 403, "error_login_required");
    await next();
  };
}

/** The account and site of a route behind `requireCouponAccount()`. */
function accountOf(c: C): { userId: number; site: string; currency: string } {
  const userId = c.get("token")?.sub;
  const site = c.get("site");
  if (!site || !userId) throw new Error("accountOf() without requireCouponAccount()");
  return { userId, site: site.code, currency: site.currency };
}

async function list(c: C, userId: number, site: string, currency: string, all: boolean) {
  const db = c.env.DB;
  const user = await db.prepare("SELECT email FROM users WHERE id = ?1").bind(userId).first<{ email: string }>();
  const { results } = await db
    .prepare(
      `SELECT k.*, uc.created_at AS saved_at,
              EXISTS (SELECT 1 FROM coupon_redemptions r WHERE r.site = k.site AND r.code = k.code AND r.email = ?3 AND r.single_use = 1) AS redeemed
         FROM user_coupons uc JOIN coupons k ON k.site = uc.site AND k.code = uc.code
        WHERE uc.user_id = ?1 AND uc.site = ?2 ORDER BY uc.created_at DESC, k.code`,
    )
    .bind(userId, site, user?.email ?? "")
    .all<CouponRow & { saved_at: string; redeemed: number }>();
  const now = new Date();
  const items = results.map((k) => {
    // Usable on a cart big enough: the minimum is shown, not held against the coupon here.
    const verdict = evaluateCoupon(k, Number.MAX_SAFE_INTEGER, now, k.redeemed === 1);
    return {
      code: k.code,
      title: k.title,
      kind: k.kind,
      value: k.value,
      min_amount: k.min_amount,
      expires_at: k.expires_at,
      usable: verdict.ok,
      label_name: verdict.ok ? null : verdict.label,
      saved_at: k.saved_at,
    };
  });
  return { items: all ? items : items.filter((i) => i.usable), currency };
}

myCoupons.get("/auth/my-coupons/", requireCouponAccount(), async (c) => {
  const a = accountOf(c);
  return ok(c, await list(c, a.userId, a.site, a.currency, c.req.query("all") === "1"));
});

myCoupons.post("/auth/my-coupons/", requireCouponAccount(), json(CouponBody), async (c) => {
  const a = accountOf(c);
  const body = c.req.valid("json");
  const code = v.safeParse(CouponCode, body.code);
  const row = code.success ? await couponOf(c.env.DB, a.site, code.output) : null;
  if (!row || !evaluateCoupon(row, Number.MAX_SAFE_INTEGER, new Date(), false).ok) return refusal(c, 200, "error_coupon_invalid_code");
  await c.env.DB.prepare("INSERT OR IGNORE INTO user_coupons (user_id, site, code) VALUES (?1, ?2, ?3)").bind(a.userId, a.site, row.code).run();
  return c.json({ success: true, data: await list(c, a.userId, a.site, a.currency, true), label_name: "coupon_saved" });
});

myCoupons.delete("/auth/my-coupons/", requireCouponAccount(), json(CouponBody), async (c) => {
  const a = accountOf(c);
  const body = c.req.valid("json");
  const res = await c.env.DB.prepare("DELETE FROM user_coupons WHERE user_id = ?1 AND site = ?2 AND code = ?3").bind(a.userId, a.site, body.code.trim()).run();
  if (!res.meta.changes) return fail(c, 404, "error_not_found");
  return ok(c, await list(c, a.userId, a.site, a.currency, true));
});
