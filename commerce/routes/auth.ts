import { Hono } from "hono";
import * as v from "valibot";
import type { CommerceEnv } from "../env";
import { DUMMY_HASH, verifyPassword } from "../lib/password";
import { LOGIN_CLIENT_HEADER } from "../../shared/contract/constants";
import { ACCOUNT_LIMITS, allow, countOf, loginPace } from "../lib/rate-limit";
import { fail, ok } from "../lib/respond";
import { issueToken, requireLiveToken } from "../lib/token";
import { permissionsOf } from "../lib/staff";
import { json } from "../lib/validate";
import { mergeCartStatements } from "./webshop/cart-rows";
import { updateChoices } from "./webshop/checkout-context";

/** Login state, login and logout (docs/behaviour/07-api.md "Auth"). Sign-up and the rest of the account live in their own modules. */
export const auth = new Hono<CommerceEnv>();

auth.use("/auth/is-login/", requireLiveToken());
auth.use("/auth/login/", requireLiveToken());
auth.use("/auth/logout/", requireLiveToken());

/**
 * Login state. `continue_as_guest=1` marks this visitor's token as checking out as a guest (the
 * checkout gate lets it through). `update_customer_data=1` (a logged-in shopper, after a log-in
 * or a profile change): the checkout customer data saved on the account's cart is brought up to
 * date from the account (docs/behaviour/07-api.md "is-login"); the answer then says
 * `customer_updated`.
 */
auth.get("/auth/is-login/", async (c) => {
  const claims = c.get("token");
  const db = c.env.DB;
  if (claims && c.req.query("continue_as_guest") === "1") await db.prepare("UPDATE tokens SET continue_as_guest = 1 WHERE id = ?1").bind(claims.jti).run();
  const [user, token] = await Promise.all([
    claims?.sub ? db.prepare("SELECT id, is_staff FROM users WHERE id = ?1").bind(claims.sub).first<{ id: number; is_staff: number }>() : null,
    claims ? db.prepare("SELECT continue_as_guest FROM tokens WHERE id = ?1").bind(claims.jti).first<{ continue_as_guest: number }>() : null,
  ]);
  const permissions = claims && user?.is_staff === 1 ? await permissionsOf(db, claims) : [];
  const state = { user_id: user?.id ?? null, is_staff: user?.is_staff === 1, permissions, continue_as_guest_exist: token?.continue_as_guest === 1 };
  if (c.req.query("update_customer_data") !== "1") return ok(c, state);
  return ok(c, { ...state, customer_updated: user ? await updateCustomerData(db, user.id) : false });
});

/** Profile fields that the checkout's customer data takes from the account when the account has them. */
const FROM_PROFILE = ["email", "first_name", "last_name", "phone", "street", "zip", "city", "country", "company"] as const;

/**
 * The account's data over the checkout customer data saved on its cart: each field the profile
 * fills replaces the saved one, the rest (the order note, a field the profile leaves empty) stays,
 * and the cart checks out as the account (`webshop.customer`). A cart without saved data is left
 * alone: the customer form starts from the account anyway. True when something changed.
 */
async function updateCustomerData(db: D1Database, userId: number): Promise<boolean> {
  const [profile, cart] = await Promise.all([
    db.prepare("SELECT * FROM users WHERE id = ?1").bind(userId).first<Record<string, unknown>>(),
    db.prepare("SELECT id, customer_type, customer_json FROM carts WHERE user_id = ?1").bind(userId).first<{ id: number; customer_type: string | null; customer_json: string | null }>(),
  ]);
  if (!profile || !cart?.customer_json) return false;
  let saved: Record<string, unknown>;
  try {
    saved = JSON.parse(cart.customer_json) as Record<string, unknown>;
  } catch {
    return false;
  }
  const next = { ...saved };
  for (const k of FROM_PROFILE) if (typeof profile[k] === "string" && profile[k] !== "") next[k] = profile[k];
  const customerJson = JSON.stringify(next);
  if (customerJson === cart.customer_json && cart.customer_type === "webshop.customer") return false;
  await updateChoices(db, cart.id, { customer_type: "webshop.customer", customer_json: customerJson }).run();
  return true;
}

const LoginBody = v.object({
  email: v.pipe(v.string(), v.trim(), v.email(), v.maxLength(254)),
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(1024)),
});

/**
 * Verifies the password and answers with a NEW token bound to the user (ASVS 7.2.4); the
 * visitor's old token is revoked. Never refused for what others tried: failed tries per e-mail
 * make later tries on that e-mail wait longer, at most 1.5 s (lib/rate-limit.ts `loginPace`), so
 * guessing from many clients is slowed and nobody can lock the owner out. Past that cap a client
 * that has itself failed on the e-mail gets 429 with Retry-After (the storefront names the client
 * in LOGIN_CLIENT_HEADER, a digest of its address). An unknown e-mail is counted, hashed against
 * and answered the same as a wrong password.
 */
auth.post("/auth/login/", json(LoginBody, "auth_login_failed"), async (c) => {
  const { email, password } = c.req.valid("json");
  const failuresKey = `login-failures:${email.toLowerCase()}`;
  const client = clientKeyOf(c.req.header(LOGIN_CLIENT_HEADER));
  const clientKey = client ? `${failuresKey}@${client}` : null;
  const { windowSeconds, clientWindowSeconds } = ACCOUNT_LIMITS.loginFailures;
  const [accountFailures, clientFailures] = await Promise.all([
    countOf(c.env.DB, failuresKey, windowSeconds),
    clientKey ? countOf(c.env.DB, clientKey, clientWindowSeconds) : null,
  ]);
  const pace = loginPace(accountFailures, clientFailures);
  if ("retryAfter" in pace) {
    c.header("retry-after", String(pace.retryAfter));
    return fail(c, 429, "error_too_many_attempts");
  }
  if (pace.wait > 0) await new Promise((resolve) => setTimeout(resolve, pace.wait));
  const user = await c.env.DB.prepare("SELECT id, password_hash, confirmed_at FROM users WHERE email = ?1").bind(email).first<{ id: number; password_hash: string; confirmed_at: string | null }>();
  const valid = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !valid) {
    await Promise.all([
      allow(c.env.DB, failuresKey, Number.MAX_SAFE_INTEGER, windowSeconds),
      clientKey ? allow(c.env.DB, clientKey, Number.MAX_SAFE_INTEGER, clientWindowSeconds) : null,
    ]);
    return fail(c, 401, "auth_login_failed");
  }
  if (!user.confirmed_at) return fail(c, 403, "auth_signup_not_confirmed");
  const old = c.get("token");
  if (old) {
    // What the visitor saved before logging in follows them into the account (an item the
    // account already has stays once), and the old token stops working.
    const db = c.env.DB;
    await db.batch([
      db.prepare("UPDATE OR IGNORE wishlist_items SET user_id = ?1, token_id = NULL WHERE token_id = ?2").bind(user.id, old.jti),
      db.prepare("DELETE FROM wishlist_items WHERE token_id = ?1").bind(old.jti),
      db.prepare("UPDATE OR IGNORE compare_items SET user_id = ?1, token_id = NULL WHERE token_id = ?2").bind(user.id, old.jti),
      db.prepare("DELETE FROM compare_items WHERE token_id = ?1").bind(old.jti),
      // The cart too, quantities of a package both carts hold merged within stock.
      ...mergeCartStatements(db, user.id, old),
      db.prepare("UPDATE tokens SET revoked_at = datetime('now') WHERE id = ?1").bind(old.jti),
    ]);
  }
  const jwt = await issueToken(c.env, user.id);
  return ok(c, { jwt });
});

/** The storefront's name for the client (a hex digest); anything else counts as no client named. */
function clientKeyOf(raw: string | undefined): string | null {
  return raw && /^[0-9a-f]{8,64}$/.test(raw) ? raw : null;
}

/** Revokes the token at the backend: it stops working at once (ASVS 7.4.1). */
auth.post("/auth/logout/", async (c) => {
  const claims = c.get("token");
  if (claims) await c.env.DB.prepare("UPDATE tokens SET revoked_at = datetime('now') WHERE id = ?1").bind(claims.jti).run();
  return ok(c, { logged_out: true });
});
