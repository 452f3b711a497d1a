import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * The shop's answer envelope on the wire (docs/behaviour/07-api.md): `{ success, data }` with, on
 * a refusal, a `label_name` the shop translates (never an upstream message). The BFF's handlers
 * use it through worker/bff/respond.ts; the edge's refusals (worker/edge/too-many.ts) directly.
 */

type C = Context;

/** Field name → label key, for a refused form or body. */
export type FieldErrors = Record<string, string>;

/** Top-level keys a refusal or a success may carry beside `success` and `data`. */
export interface Extra {
  message?: string;
  errors?: FieldErrors;
  redirect?: string;
  effects?: readonly string[];
  /** The page data answer's own keys (worker/bff/pages.ts). */
  status?: number;
  location?: string;
  /** The redirect leaves the site: the router loads it in full. */
  external?: boolean;
  otherSite?: boolean;
  /** A throttled try's wait in seconds, as `Retry-After` says (worker/edge/too-many.ts). */
  retry_after?: number;
}

/** The envelope as it is, for answers whose success is decided elsewhere (the page data's status). */
export function envelope(c: C, success: boolean, data: unknown, extra: Extra = {}, status: ContentfulStatusCode = 200): Response {
  return c.json({ success, data, ...extra }, status);
}

/** `{ success: true, data }` (plus `redirect`/`effects` for forms and the order). */
export function ok(c: C, data: unknown, extra?: Extra): Response {
  return envelope(c, true, data, extra);
}

/**
 * A refusal: `{ success: false, data, label_name }` with its status. `label` undefined leaves
 * `label_name` out (an upstream failure has nothing the shopper could act on).
 */
export function refuse(c: C, status: ContentfulStatusCode, label: string | null | undefined, extra: Extra & { data?: unknown } = {}): Response {
  const { data = null, ...rest } = extra;
  return c.json({ success: false, data, label_name: label, ...rest }, status);
}

