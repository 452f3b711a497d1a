import type { Profile } from "../../../shared/contract/account";
import { bffFetch } from "../../state/bff-fetch";

/**
 * The browser's side of the account: the BFF's form endpoints (the forms' posts are
 * client/state/form-post.ts) and the session refetches. The token rides in its HttpOnly cookie;
 * no answer carries it.
 */

type AuthEndpoint = "login" | "logout" | "signup" | "forgotten-password" | "new-password" | "change-password" | "profile" | "my-coupons" | "is-login";

export const authBff = (basePath: string, path: AuthEndpoint) => `${basePath}/api/nuxtapi/auth/${path}/`;

async function data(url: string): Promise<unknown> {
  const { ok, json } = await bffFetch(url, "GET");
  if (!ok) throw new Error(`GET ${url} failed`);
  return json.data ?? null;
}

export async function fetchLoggedIn(basePath: string): Promise<boolean> {
  const d = (await data(authBff(basePath, "is-login"))) as { logged_in?: unknown } | null;
  return d?.logged_in === true;
}

/** The profile (checked by the BFF against the contract), or null when nobody is logged in. */
export async function fetchProfile(basePath: string): Promise<Profile | null> {
  const { ok, json } = await bffFetch(authBff(basePath, "profile"), "GET");
  return ok && json.data && typeof json.data === "object" ? (json.data as Profile) : null;
}

/** How many items the cart holds (all parcels). */
export async function fetchCartItems(basePath: string): Promise<number | null> {
  const d = (await data(`${basePath}/api/nuxtapi/webshop/cart/`)) as { parcels?: { items?: { quantity?: unknown }[] }[] } | null;
  if (!d || !Array.isArray(d.parcels)) return null;
  let n = 0;
  for (const p of d.parcels) for (const i of p.items ?? []) n += typeof i.quantity === "number" ? i.quantity : 0;
  return n;
}
