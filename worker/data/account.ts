import * as v from "valibot";
import {
  CustomerFieldsResponse,
  ForgottenPasswordResponse,
  MyCommentsResponse,
  NewPasswordResponse,
  ProfileResponse,
  ResetLinkCheckResponse,
  SignupConfirmResponse,
  SignupResponse,
  ChangePasswordResponse,
  type CustomerField,
  type MyComment,
  type Profile,
  type ProfileUpdate,
} from "../../shared/contract/account";
import { AuthJwtResponse, IsLoginResponse } from "../../shared/contract/auth";
import { LOGIN_CLIENT_HEADER } from "../../shared/contract/constants";
import { MyCoupons, MyCouponsResponse, MyOrdersResponse, type MyOrders } from "../../shared/contract/order";
import { callAs, notFoundAsNull, upstream, UpstreamError, type UpstreamRequest } from "../upstream/client";
import type { DataContext } from "./context";

/**
 * The customer account through the commerce API (docs/behaviour/07-api.md "Auth"): visitor-bound, so NEVER cached,
 * always asked with the visitor's own token. Two kinds of call:
 *
 * - `asVisitor` (log-in, sign-up, mailed links): any live token will do. A token the API refuses
 *   is replaced (the cookie too) and the call sent once more with the fresh one; it was refused
 *   at the token check, so nothing had been done.
 * - `asAccount` (profile, passwords, my orders and coupons): the token must be a logged-in one. A
 *   401 means the session is gone or never was, and goes to the caller as it is: replacing the
 *   token here would drop an anonymous visitor's cart because of a stale form.
 *
 * What this module does not do: decide screens or redirects, or touch cookies (a new login token
 * is the caller's to store).
 */

type Req<S extends v.GenericSchema> = Omit<UpstreamRequest<S>, "cached">;

const noToken = () => new UpstreamError("status", 401, "error_unauthorized");

async function asVisitor<S extends v.GenericSchema>(dc: DataContext, req: Req<S>): Promise<v.InferOutput<S>> {
  const token = dc.visitorToken;
  if (!token) throw noToken();
  try {
    return await callAs(dc, token, { ...req, cached: false });
  } catch (err) {
    const fresh = dc.visitorToken;
    const refusedAtGate = err instanceof UpstreamError && err.status === 401 && err.labelName === "error_unauthorized";
    // GETs were already retried by `upstream`; a POST is sent once more here, once.
    if (!refusedAtGate || !fresh || fresh === token || (req.method ?? "GET") === "GET") throw err;
    return callAs(dc, fresh, { ...req, cached: false });
  }
}

function asAccount<S extends v.GenericSchema>(dc: DataContext, req: Req<S>): Promise<v.InferOutput<S>> {
  const token = dc.visitorToken;
  if (!token) return Promise.reject(noToken());
  return upstream({ env: dc.env, tenant: dc.tenant, token }, { ...req, cached: false });
}


const seg = encodeURIComponent;

// ------------------------------------------------------------------------------ session

/**
 * The NEW token of the account (the visitor's token is revoked; its cart and lists follow).
 * `client`: a digest naming the client, for the API's per-account slow-down (LOGIN_CLIENT_HEADER).
 */
export async function logIn(dc: DataContext, body: { email: string; password: string }, client?: string): Promise<string> {
  const headers = client ? { [LOGIN_CLIENT_HEADER]: client } : undefined;
  return (await asVisitor(dc, { method: "POST", path: "/auth/login/", body, schema: AuthJwtResponse, headers })).data.jwt;
}

/**
 * After a log-in or a profile change: the checkout customer data saved on the account's cart
 * follows the account (auth/is-login `update_customer_data=1`, docs/behaviour/07-api.md). Best
 * effort: the log-in or the saved profile stands if this fails; the failure is logged.
 */
export async function updateCustomerData(dc: DataContext): Promise<boolean> {
  try {
    return (await asAccount(dc, { path: "/auth/is-login/", query: { update_customer_data: 1 }, schema: IsLoginResponse })).data.customer_updated === true;
  } catch (err) {
    console.error("account: could not bring the checkout customer data up to date", err);
    return false;
  }
}

/** Revokes the token at the API. A token it already refuses is as good as revoked. */
export async function logOut(dc: DataContext): Promise<void> {
  try {
    await asAccount(dc, { method: "POST", path: "/auth/logout/", body: {}, schema: v.object({ success: v.literal(true) }) });
  } catch (err) {
    if (!(err instanceof UpstreamError && err.status === 401)) throw err;
  }
}

// ------------------------------------------------------------------------------ sign-up and links

export async function signUp(dc: DataContext, body: { email: string; password: string; first_name: string; last_name: string; accept_terms: true; newsletter: boolean }) {
  return (await asVisitor(dc, { method: "POST", path: "/auth/signup/", body, schema: SignupResponse })).data;
}

export async function quickSignUp(dc: DataContext, body: { email: string; password: string }) {
  return (await asVisitor(dc, { method: "POST", path: "/auth/quick-signup/", body, schema: SignupResponse })).data;
}

/** Opens the mailed confirmation link; null when it does not work (wrong, used or expired). */
export async function confirmSignup(dc: DataContext, id: string, code: string) {
  const res = await notFoundAsNull(asVisitor(dc, { path: `/auth/signup-confirm/${seg(id)}/${seg(code)}/`, schema: SignupConfirmResponse }));
  return res?.data ?? null;
}

export async function forgottenPassword(dc: DataContext, body: { email: string; next?: string }) {
  return (await asVisitor(dc, { method: "POST", path: "/auth/forgotten-password/", body, schema: ForgottenPasswordResponse })).data;
}

/** Whether a reset link still works (asked before the new-password form is shown). */
export async function resetLinkWorks(dc: DataContext, id: string, code: string): Promise<boolean> {
  return (await notFoundAsNull(asVisitor(dc, { path: `/auth/forgotten-password/${seg(id)}/${seg(code)}/`, schema: ResetLinkCheckResponse }))) !== null;
}

export async function newPassword(dc: DataContext, body: { id: string; code: string; password: string }) {
  return (await asVisitor(dc, { method: "POST", path: "/auth/new-password/", body, schema: NewPasswordResponse })).data;
}

/** The token that carries the session on: every earlier token of the account stops working. */
export async function changePassword(dc: DataContext, body: { current_password: string; password: string }): Promise<string> {
  return (await asAccount(dc, { method: "POST", path: "/auth/change-password/", body, schema: ChangePasswordResponse })).data.jwt;
}

/** Whether a social login provider is configured: the API answers 404 while none is. */
export async function socialLoginAvailable(dc: DataContext, provider: string): Promise<boolean> {
  return (await notFoundAsNull(asVisitor(dc, { path: `/auth/social-login/${seg(provider)}/`, schema: v.object({ success: v.literal(true) }) }))) !== null;
}

// ------------------------------------------------------------------------------ the account

export async function loadProfile(dc: DataContext): Promise<Profile> {
  return (await asAccount(dc, { path: "/auth/profile/", schema: ProfileResponse })).data;
}

export async function saveProfile(dc: DataContext, body: ProfileUpdate): Promise<Profile> {
  return (await asAccount(dc, { method: "POST", path: "/auth/profile/", body, schema: ProfileResponse })).data;
}

/** The customer form's fields (captions, autocomplete, country options in the site's language). */
export async function loadCustomerFields(dc: DataContext): Promise<CustomerField[]> {
  return (await asVisitor(dc, { path: "/auth/customer-fields/", schema: CustomerFieldsResponse })).data.fields;
}

/** The newest few reviews (`all`: every one), newest first. */
export async function loadMyComments(dc: DataContext, all = false): Promise<{ items: MyComment[]; total: number }> {
  return (await asAccount(dc, { path: "/auth/my-comments/", query: all ? { all: 1 } : undefined, schema: MyCommentsResponse })).data;
}

export async function loadMyOrders(dc: DataContext, page = 1): Promise<MyOrders> {
  return (await asAccount(dc, { path: "/auth/my-orders/", query: { page }, schema: MyOrdersResponse })).data;
}

/** Every coupon saved to the account, usable or not (with why not). */
export async function loadMyCoupons(dc: DataContext): Promise<MyCoupons> {
  return (await asAccount(dc, { path: "/auth/my-coupons/", query: { all: 1 }, schema: MyCouponsResponse })).data;
}

/** Saving a coupon answers HTTP 200 either way; an unknown or expired code says so by its label. */
const CouponSaved = v.union([
  v.object({ success: v.literal(true), data: MyCoupons }),
  v.object({ success: v.literal(false), data: v.null(), label_name: v.string() }),
]);

export async function addMyCoupon(dc: DataContext, code: string): Promise<{ ok: true; coupons: MyCoupons } | { ok: false; labelName: string }> {
  const res = await asAccount(dc, { method: "POST", path: "/auth/my-coupons/", body: { code }, schema: CouponSaved });
  return res.success ? { ok: true, coupons: res.data } : { ok: false, labelName: res.label_name };
}

export async function removeMyCoupon(dc: DataContext, code: string): Promise<MyCoupons> {
  return (await asAccount(dc, { method: "DELETE", path: "/auth/my-coupons/", body: { code }, schema: MyCouponsResponse })).data;
}

