import { IsLoginResponse } from "../../shared/contract/auth";
import { callAs, upstream, UpstreamError } from "../upstream/client";
import type { DataContext } from "./context";

export interface Shopper {
  loggedIn: boolean;
  userId: number | null;
  isStaff: boolean;
  /** Staff holding `warehouse_view` (docs/behaviour/06-roles.md): stock per warehouse on product pages. */
  mayViewWarehouses: boolean;
  /** Staff holding `warehouse_edit` as well: the table is a form that sets stock (docs/decisions/0036-warehouse-stock-form.md). */
  mayEditWarehouses: boolean;
  continueAsGuest: boolean;
}

const ANONYMOUS: Shopper = { loggedIn: false, userId: null, isStaff: false, mayViewWarehouses: false, mayEditWarehouses: false, continueAsGuest: false };

/**
 * Who the visitor's token belongs to (auth/is-login). Visitor-bound, so never cached; asked only
 * when a page needs it. A visitor without a token, or a token the API refuses, is anonymous.
 */
export async function loadShopper(dc: DataContext): Promise<Shopper> {
  if (!dc.visitorToken) return ANONYMOUS;
  try {
    const res = await callAs(dc, dc.visitorToken, { path: "/auth/is-login/", cached: false, schema: IsLoginResponse });
    const d = res.data;
    const view = d.is_staff && d.permissions.includes("warehouse_view");
    return { loggedIn: d.user_id !== null, userId: d.user_id, isStaff: d.is_staff, mayViewWarehouses: view, mayEditWarehouses: view && d.permissions.includes("warehouse_edit"), continueAsGuest: d.continue_as_guest_exist };
  } catch (err) {
    if (err instanceof UpstreamError && err.status === 401) return ANONYMOUS;
    throw err;
  }
}

/**
 * Whether the API still accepts this token (auth/is-login needs a live one). A 401 there means
 * revoked, expired or forged; any other failure is no proof, so the token counts as live. Asked
 * without the renewal hook: this call is what decides whether to renew.
 */
export async function isTokenLive(dc: DataContext, token: string): Promise<boolean> {
  try {
    await upstream({ env: dc.env, tenant: dc.tenant, token }, { path: "/auth/is-login/", cached: false, schema: IsLoginResponse });
    return true;
  } catch (err) {
    return !(err instanceof UpstreamError && err.status === 401);
  }
}
