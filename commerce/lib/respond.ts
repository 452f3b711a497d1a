import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The API's one answer shape: `{ success, data }`, and on failure a label the shop can translate. */
export function ok<T>(c: Context, data: T) {
  return c.json({ success: true, data });
}

export function fail(c: Context, status: ContentfulStatusCode, label: string, message?: string) {
  return c.json({ success: false, data: null, label_name: label, ...(message ? { message } : {}) }, status);
}
