import { reportStatus } from "../runtime/signals";
import { afterFirstCall } from "./first-call";

/** The answer's body; a failure's carries its `statusCode` too (docs/behaviour/08-errors.md). */
type BffBody = { label_name?: unknown; data?: unknown; statusCode?: number };

/**
 * One JSON call to the BFF from the browser: the token rides in its HttpOnly cookie, the body
 * (if any) is JSON. Answers the status and the parsed body (empty when it was not JSON, e.g. a
 * proxy's HTML error page, where the status says enough). A failure's body carries `statusCode`,
 * so code handed only the body still knows what failed.
 */
export async function bffFetch(
  url: string,
  method: "GET" | "POST" | "PUT" | "DELETE",
  body?: object,
  // A 401 means the session's token is gone (the runtime renews it and reloads, docs/behaviour/08-errors.md); a
  // call whose 401 means something else (wrong password) says so here.
  opts: { own401?: boolean } = {},
): Promise<{ ok: boolean; status: number; json: BffBody }> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (body) headers["content-type"] = "application/json";
  const res = await afterFirstCall(() => fetch(url, { method, headers, credentials: "same-origin", body: body ? JSON.stringify(body) : undefined }));
  if (!(opts.own401 && res.status === 401)) reportStatus(res.status);
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    json = null;
  }
  const parsed = (json && typeof json === "object" ? json : {}) as BffBody;
  return { ok: res.ok, status: res.status, json: res.ok ? parsed : { ...parsed, statusCode: res.status } };
}
