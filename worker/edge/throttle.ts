import type { Context } from "hono";
import type { AppEnv } from "../env";
import { LIMITS, retryAfterOf, type LimitKind } from "./limits";

/**
 * Counting a try against the limits of ./limits.ts on the Workers Rate Limiting bindings, and who
 * the client is. A refusal costs no upstream call. See docs/security.md "Limits".
 */

type C = Context<AppEnv>;

/** One limit to count this try against, with the account / cart it is for where the row needs one. */
export type LimitCheck = readonly [kind: LimitKind, subject?: string];

export interface Refusal {
  kind: LimitKind;
  /** Seconds until the window that refused is over (at most). */
  retryAfter: number;
}

/** Where no address is known (`wrangler dev` without Miniflare's header, tests): one local client. */
const LOCAL_CLIENT = "local";

/**
 * The client: Cloudflare's CF-Connecting-IP (set by the edge, a browser cannot choose it; Miniflare
 * sets it from the socket under `wrangler dev`), an IPv6 address by its /64 — one subscriber gets
 * a whole /64, so counting single addresses would not count them. Else the local client.
 */
export function clientOf(c: C): string {
  const ip = (c.req.header("cf-connecting-ip") ?? "").trim().toLowerCase();
  if (!ip || ip.length > 64 || !/^[0-9a-f.:]+$/.test(ip)) return LOCAL_CLIENT;
  return ip.includes(":") ? ipv6Prefix(ip) : ip;
}

function ipv6Prefix(ip: string): string {
  const [head = "", tail = ""] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}

/** Accounts and carts are counted by a digest: no e-mail or token goes into the limiter's keys. */
async function digest(subject: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(subject.trim().toLowerCase())));
  return Array.from(bytes.subarray(0, 12), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The client as a digest, for the commerce API's per-account slow-down (never the address itself). */
export function clientDigest(c: C): Promise<string> {
  return digest(`client:${clientOf(c)}`);
}

/**
 * Counts this try against each limit in order and stops at the first that refuses (a refused try
 * does not use up the later limits). A missing or failing binding lets the try through and logs:
 * the limiter guards against abuse, its outage must not take the shop down with it.
 */
export async function throttle(c: C, checks: readonly LimitCheck[]): Promise<Refusal | null> {
  const client = clientOf(c);
  for (const [kind, subject] of checks) {
    const row = LIMITS[kind];
    if (row.per !== "client" && !subject) continue;
    const who = row.per === "client" ? client : row.per === "account+client" ? `${await digest(subject!)}@${client}` : await digest(subject!);
    const binding = (c.env as unknown as Record<string, RateLimit | undefined>)[row.limiter];
    if (!binding) {
      console.error(`throttle: no ${row.limiter} binding (wrangler.toml [[ratelimits]]); ${kind} not counted`);
      continue;
    }
    try {
      const { success } = await binding.limit({ key: `${kind}:${who}` });
      if (!success) return { kind, retryAfter: retryAfterOf(kind) };
    } catch (err) {
      console.error(`throttle: ${row.limiter} failed; ${kind} not counted`, err);
    }
  }
  return null;
}
