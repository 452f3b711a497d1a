/**
 * One JSON call to the BFF from the browser: the token rides in its HttpOnly cookie, the body
 * (if any) is JSON. Answers the status and the parsed body (null when it was not JSON, e.g. a
 * proxy's HTML error page, where the status says enough).
 */
export async function bffFetch(url: string, method: "GET" | "POST" | "PUT" | "DELETE", body?: object): Promise<{ ok: boolean; status: number; json: { label_name?: unknown; data?: unknown } }> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (body) headers["content-type"] = "application/json";
  const res = await fetch(url, { method, headers, credentials: "same-origin", body: body ? JSON.stringify(body) : undefined });
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    json = null;
  }
  return { ok: res.ok, status: res.status, json: (json && typeof json === "object" ? json : {}) as { label_name?: unknown; data?: unknown } };
}
