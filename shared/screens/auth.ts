import * as v from "valibot";
import { CustomerField, MyComments, Profile } from "../contract/account";
import { MyCoupons, MyOrders, OrderSummary } from "../contract/order";

/** What a form screen shows again after a refused plain post: values typed and errors per field (label keys). */
export const FormState = v.object({
  values: v.record(v.string(), v.string()),
  errors: v.record(v.string(), v.string()),
  notice: v.nullable(v.string()),
});
export type FormState = v.InferOutput<typeof FormState>;
export const EMPTY_FORM: FormState = { values: {}, errors: {}, notice: null };

/** A path on this site (with its mount) to go on to, checked on the server. */
const ReturnTo = v.nullable(v.string());

/**
 * Screens of the auth controller (docs/behaviour/02-screens-and-routes.md "auth"), kinds `auth-*`, one browser chunk. Every one
 * is visitor-bound: rendered `no-store` and noindex. Forms carry their `FormState` (from a
 * refused or done plain post); no screen ever carries a password or a token.
 */
export const AUTH_SCREENS = [
  /** `redirect`: where the shopper goes after logging in (the page that asked for it). */
  v.object({ kind: v.literal("auth-login"), form: FormState, redirect: ReturnTo }),
  v.object({ kind: v.literal("auth-signup"), form: FormState }),
  /** The mailed confirmation link, opened: confirmed (with the e-mail to log in with) or not. */
  v.object({ kind: v.literal("auth-signup-confirm"), confirmed: v.boolean(), email: v.nullable(v.string()) }),
  /** `next`: carried into the mailed link, so the shopper returns there (the webshop login's variant). */
  v.object({ kind: v.literal("auth-forgotten-password"), form: FormState, next: ReturnTo }),
  /** The mailed reset link (`id`/`code` from its path): a form while it works, else how to get a new one. */
  v.object({ kind: v.literal("auth-new-password"), valid: v.boolean(), id: v.string(), code: v.string(), next: ReturnTo, form: FormState }),
  v.object({
    kind: v.literal("auth-dashboard"),
    profile: Profile,
    /** The newest few orders, and how many there are in all. */
    orders: v.array(OrderSummary),
    ordersTotal: v.number(),
    comments: MyComments,
  }),
  v.object({ kind: v.literal("auth-edit"), profile: Profile, fields: v.array(CustomerField), profileForm: FormState, passwordForm: FormState }),
  v.object({ kind: v.literal("auth-orders"), orders: MyOrders }),
  v.object({ kind: v.literal("auth-coupons"), coupons: MyCoupons, form: FormState }),
  /** A GET never logs out: this screen is the confirming form (CSRF-safe POST). */
  v.object({ kind: v.literal("auth-logout"), redirect: ReturnTo, loggedIn: v.boolean() }),
] as const;
