import { Hono, type Context } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { ChangePasswordForm, CouponForm, ForgottenPasswordForm, LoginForm, LogoutForm, NewPasswordForm, ProfileForm, QuickSignupForm, SignupForm } from "../../shared/auth/forms";
import { appUrl, sitePath } from "../../shared/urls";
import { dataContext, type DataContext } from "../data/context";
import { generateVisitorToken } from "../data/app-data";
import { loadShopper } from "../data/shopper";
import {
  addMyCoupon,
  changePassword,
  forgottenPassword,
  logIn,
  logOut,
  loadProfile,
  newPassword,
  quickSignUp,
  removeMyCoupon,
  saveProfile,
  signUp,
  updateCustomerData,
} from "../data/account";
import { writeTokenCookie } from "../session/token-cookie";
import { clientDigest } from "../edge/throttle";
import { UpstreamError } from "../upstream/client";
import { FormRefusal, runForm, type FormSpec } from "./auth-form";
import { ok, refuse, unavailable } from "./respond";
import { safeReturnPath } from "./return-path";

/**
 * The customer account through the BFF (docs/behaviour/07-api.md "Auth"; issue 4): `/api/nuxtapi/auth/…`.
 *
 * - Every form is one POST endpoint for a plain form (303 back or forward, the no-JavaScript
 *   path) and for JSON (`{success, data, redirect}` or 400 with errors per field); see
 *   ./auth-form.ts and ./form-submit.ts. Cross-site posts get 403, other Content-Types 415.
 * - The token never leaves its HttpOnly cookie: a log-in or a password change writes the API's
 *   new token there; a log-out revokes the token at the API and stores a FRESH anonymous one.
 *   No answer carries a token or a password, and no URL does.
 * - Everything here is visitor-bound: `Cache-Control: no-store` on every answer.
 */
export const authBff = new Hono<AppEnv>();

type C = Context<AppEnv>;

/** A page of the account (`auth_<sub>`) on this site, with its mount. */
const page = (c: C, name: string, query?: Record<string, string | undefined>) => appUrl(c.get("site"), name, query);

/**
 * Log-in, sign-up and the mailed links need a live token to work with. A browser whose token
 * could not be issued on arrival gets one now (bots never reach a form: they get no token).
 */
async function ensureVisitorToken(c: C): Promise<void> {
  if (c.get("token")) return;
  const token = await generateVisitorToken(dataContext(c));
  writeTokenCookie(c, token);
  c.set("token", token);
}

/**
 * An account form sent before logging in (log-in, sign-up, the mailed links): its `run` starts
 * with a live token (ensureVisitorToken). Its spec is built per request, from the context.
 */
function visitorForm<S extends v.GenericSchema>(path: string, schema: S, spec: (c: C) => Omit<FormSpec<S>, "schema">) {
  authBff.post(path, (c) => {
    const s = spec(c);
    return runForm(c, {
      ...s,
      schema,
      run: async (f, ctx) => {
        await ensureVisitorToken(c);
        return s.run(f, ctx);
      },
    });
  });
}

/** The session's token is the account's now (log-in, password change): HttpOnly cookie only. */
function storeToken(c: C, token: string) {
  writeTokenCookie(c, token);
  c.set("token", token);
}

// ------------------------------------------------------------------------------ log-in, log-out

visitorForm("/auth/login/", LoginForm, (c) => ({
  form: "login",
  secret: ["password"],
  home: page(c, "auth_login"),
  // Per client, and per e-mail from that client: a client that fails is slowed, the owner on
  // another client is not (failures from many clients slow the account at the API instead).
  limits: (f) => [["login_client"], ["login_account_client", f.email]],
  run: async (f) => {
    storeToken(c, await logIn(dataContext(c), { email: f.email, password: f.password }, await clientDigest(c)));
    await updateCustomerData(dataContext(c));
    // The page that asked for the log-in, else the site's logged-in page, else the dashboard.
    const configured = c.get("site").tenant.authRedirects.loggedIn;
    return { to: safeReturnPath(f.redirect, c) ?? (configured ? sitePath(c.get("site"), configured) : page(c, "auth")) };
  },
}));

/**
 * Log-out (a POST: a GET never logs out). The API revokes the token; a FRESH anonymous token
 * replaces it in the cookie, so the next page is a new visitor's. Then the `redirect` asked for
 * when it is a path on this site, else home.
 */
authBff.post("/auth/logout/", (c) =>
  runForm(c, {
    form: "logout",
    schema: LogoutForm,
    home: page(c, "auth_logout"),
    run: async (f) => {
      const dc = dataContext(c);
      if (c.get("token")) await logOut(dc);
      // force_logout=1 with the old token: revoked even when the log-out call did not reach it.
      storeToken(c, await generateVisitorToken(dc, c.get("token")));
      return { to: safeReturnPath(f.redirect, c) ?? page(c, "home") };
    },
  }),
);

/** Login state (docs/behaviour/07-api.md is-login), for the client's refetch after a log-in or log-out. */
authBff.get("/auth/is-login/", async (c) => {
  try {
    const who = await loadShopper(dataContext(c));
    return ok(c, { logged_in: who.loggedIn, user_id: who.userId, continue_as_guest_exist: who.continueAsGuest });
  } catch (err) {
    return unavailable(c, err, "auth", "error_generic_text");
  }
});

/** The profile of the logged-in shopper; anyone else gets 403 (a 401 would make the client drop its token). */
authBff.get("/auth/profile/", async (c) => {
  try {
    return ok(c, await loadProfile(dataContext(c)));
  } catch (err) {
    if (err instanceof UpstreamError && err.status === 401) return refuse(c, 403, "error_login_required");
    return unavailable(c, err, "auth", "error_generic_text");
  }
});

// ------------------------------------------------------------------------------ sign-up, passwords

/**
 * Sign-up, full or after a guest checkout (the thank-you page's e-mail and password): one flow
 * around a different API call; the form's id is its path's last segment.
 */
function signupForm<S extends v.GenericSchema>(path: "/auth/signup/" | "/auth/quick-signup/", schema: S, call: (dc: DataContext, f: v.InferOutput<S>) => Promise<{ email: string }>) {
  const form = path.slice("/auth/".length, -1) as "signup" | "quick-signup";
  visitorForm(path, schema, (c) => ({
    form,
    secret: ["password"],
    home: page(c, "auth_signup"),
    limits: () => [["signup_client"]],
    run: async (f, { back }) => {
      const done = await call(dataContext(c), f);
      return { to: back, data: { email: done.email }, notice: { form, notice: "auth_signup_success" } };
    },
  }));
}

signupForm("/auth/signup/", SignupForm, signUp);
signupForm("/auth/quick-signup/", QuickSignupForm, quickSignUp);

/** Both variants: the webshop login sends `next` (where the mailed link returns to) and its own `_back`. */
visitorForm("/auth/forgotten-password/", ForgottenPasswordForm, (c) => ({
  form: "forgotten-password",
  home: page(c, "auth_forgotten_password"),
  // Counted whether or not the e-mail has an account: a 429 says nothing about who shops here.
  limits: (f) => [["forgotten_client"], ["forgotten_account_client", f.email]],
  run: async (f, { back }) => {
    await forgottenPassword(dataContext(c), f.next ? { email: f.email, next: f.next } : { email: f.email });
    return { to: back, notice: { form: "forgotten-password", notice: "auth_reset_password_sent" } };
  },
}));

/** The new password from a mailed link; then the log-in form (returning to `next` afterwards). */
visitorForm("/auth/new-password/", NewPasswordForm, (c) => ({
  form: "new-password",
  secret: ["password", "code"],
  home: page(c, "auth_forgotten_password"),
  limits: () => [["new_password_client"]],
  run: async (f) => {
    await newPassword(dataContext(c), { id: f.id, code: f.code, password: f.password });
    return { to: page(c, "auth_login", { redirect: f.next }), notice: { form: "login", notice: "auth_password_reset_done" } };
  },
}));

/** Stores the fresh token the API answers: every other token of the account stops working. */
authBff.post("/auth/change-password/", (c) =>
  runForm(c, {
    form: "password",
    schema: ChangePasswordForm,
    secret: ["current_password", "password"],
    home: page(c, "auth_edit"),
    limits: () => [["change_password_account", c.get("token") ?? undefined]],
    unauthorized: "error_login_required",
    run: async (f, { back }) => {
      storeToken(c, await changePassword(dataContext(c), f));
      return { to: back, notice: { form: "password", notice: "auth_password_changed" } };
    },
  }),
);

// ------------------------------------------------------------------------------ profile, coupons

authBff.post("/auth/profile/", (c) =>
  runForm(c, {
    form: "profile",
    schema: ProfileForm,
    home: page(c, "auth_edit"),
    unauthorized: "error_login_required",
    run: async (f, { back }) => {
      const saved = await saveProfile(dataContext(c), f);
      await updateCustomerData(dataContext(c));
      return { to: back, data: saved, notice: { form: "profile", notice: "auth_profile_saved" } };
    },
  }),
);

/** Adds a coupon by its code, or with `_method=delete` removes one (plain forms cannot DELETE). */
authBff.post("/auth/my-coupons/", (c) =>
  runForm(c, {
    form: "coupons",
    schema: CouponForm,
    home: page(c, "auth_coupons"),
    // Coupon codes must not be guessable by trying: per client and per session.
    limits: () => [["coupon_client"], ["coupon_cart", c.get("token") ?? undefined]],
    unauthorized: "error_login_required",
    run: async (f, { back, sub }) => {
      const dc = dataContext(c);
      const method = sub.fields._method;
      if (method !== undefined && method !== "delete") throw new FormRefusal({}, "error_invalid_request");
      if (method === "delete") {
        const coupons = await removeMyCoupon(dc, f.code);
        return { to: back, data: coupons, notice: { form: "coupons", notice: "auth_coupon_removed" } };
      }
      const added = await addMyCoupon(dc, f.code);
      if (!added.ok) throw new FormRefusal({ code: added.labelName }, added.labelName);
      return { to: back, data: added.coupons, notice: { form: "coupons", notice: "coupon_saved" } };
    },
  }),
);

