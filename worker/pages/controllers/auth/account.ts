import { loadCustomerFields, loadMyComments, loadMyCoupons, loadMyOrders, loadProfile } from "../../../data/account";
import type { LoaderResult, PageContext } from "../../types";
import { authPage, formState, labeler } from "./page";

/**
 * The screens of a logged-in shopper (only called once is-login said so): the dashboard, the
 * profile with the password change, my orders (paged) and my coupons. Each loads its data in
 * parallel with the labels, all with the shopper's own token, none of it cached.
 */

/** How many of the newest orders the dashboard lists. */
const DASHBOARD_ORDERS = 3;

export async function dashboardPage(ctx: PageContext): Promise<LoaderResult> {
  const [t, profile, orders, comments] = await Promise.all([labeler(ctx), loadProfile(ctx.dc), loadMyOrders(ctx.dc, 1), loadMyComments(ctx.dc)]);
  const screen = { kind: "auth-dashboard" as const, profile, orders: orders.items.slice(0, DASHBOARD_ORDERS), ordersTotal: orders.total, comments };
  return authPage(ctx, t, screen, "auth_dashboard");
}

/** The profile form and the password change, each with its own flash. */
export async function editPage(ctx: PageContext): Promise<LoaderResult> {
  const [t, profile, fields] = await Promise.all([labeler(ctx), loadProfile(ctx.dc), loadCustomerFields(ctx.dc)]);
  const flash = ctx.flash();
  const screen = { kind: "auth-edit" as const, profile, fields, profileForm: formState(flash, "profile"), passwordForm: formState(flash, "password") };
  return authPage(ctx, t, screen, "auth_edit_profile");
}

/** `?page=N` (1 when absent); a page past the last one is the 404 screen. */
export async function ordersPage(ctx: PageContext): Promise<LoaderResult> {
  const raw = ctx.query.get("page");
  if (raw !== null && !/^[1-9]\d{0,3}$/.test(raw)) return null;
  const page = raw === null ? 1 : Number(raw);
  const [t, orders] = await Promise.all([labeler(ctx), loadMyOrders(ctx.dc, page)]);
  if (page > orders.pages) return null;
  return authPage(ctx, t, { kind: "auth-orders", orders }, "auth_my_orders");
}

export async function couponsPage(ctx: PageContext): Promise<LoaderResult> {
  const [t, coupons] = await Promise.all([labeler(ctx), loadMyCoupons(ctx.dc)]);
  return authPage(ctx, t, { kind: "auth-coupons", coupons, form: formState(ctx.flash(), "coupons") }, "auth_my_coupons");
}
