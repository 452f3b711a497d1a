import type { Profile } from "../../../shared/contract/account";
import { bffFetch } from "../../state/bff-fetch";
import { authBff } from "./auth-api";
import { refetchSession, type SessionSinks } from "./session";

/**
 * The session's refetch calls (./session.ts) as a chunk of their own: only a log-in or log-out
 * that went through needs them, so the log-in, log-out and checkout log-in pages load them then
 * (./use-session.ts), not at first view (docs/decisions/0018-javascript-budget.md).
 */
export function refetchFor(kind: "login" | "logout", basePath: string, to: SessionSinks): Promise<void> {
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  return refetchSession(kind, { sleep, loggedIn: () => fetchLoggedIn(basePath), profile: () => fetchProfile(basePath), cartItems: () => fetchCartItems(basePath) }, to);
}

async function data(url: string): Promise<unknown> {
  const { ok, json } = await bffFetch(url, "GET");
  if (!ok) throw new Error(`GET ${url} failed`);
  return json.data ?? null;
}

async function fetchLoggedIn(basePath: string): Promise<boolean> {
  const d = (await data(authBff(basePath, "is-login"))) as { logged_in?: unknown } | null;
  return d?.logged_in === true;
}

/** The profile (checked by the BFF against the contract), or null when nobody is logged in. */
async function fetchProfile(basePath: string): Promise<Profile | null> {
  const { ok, json } = await bffFetch(authBff(basePath, "profile"), "GET");
  return ok && json.data && typeof json.data === "object" ? (json.data as Profile) : null;
}

/** How many items the cart holds (all parcels). */
async function fetchCartItems(basePath: string): Promise<number | null> {
  const d = (await data(`${basePath}/api/nuxtapi/webshop/cart/`)) as { parcels?: { items?: { quantity?: unknown }[] }[] } | null;
  if (!d || !Array.isArray(d.parcels)) return null;
  let n = 0;
  for (const p of d.parcels) for (const i of p.items ?? []) n += typeof i.quantity === "number" ? i.quantity : 0;
  return n;
}
