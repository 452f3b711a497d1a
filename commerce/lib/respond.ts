import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The API's one answer shape: `{ success, data }`, and on failure a label the shop can translate. */
export function ok<T>(c: Context, data: T) {
  return c.json({ success: true, data });
}

/**
 * Every refusal the API gives, in one shape: `{ success: false, data, label_name }` and what the
 * caller adds (a message, field errors). `data` is null unless the refusal carries facts (how
 * many a cart line may hold, the coupon that was refused).
 */
export function refusal(c: Context, status: ContentfulStatusCode, label: string, { data = null, ...rest }: { data?: unknown; message?: string; errors?: unknown } = {}) {
  return c.json({ success: false, data, label_name: label, ...rest }, status);
}

export function fail(c: Context, status: ContentfulStatusCode, label: string, message?: string) {
  return refusal(c, status, label, message ? { message } : {});
}
