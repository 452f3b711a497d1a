import { Hono } from "hono";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { CommerceEnv, SiteRow } from "../../../commerce/env";
import { requireSite } from "../../../commerce/lib/site";
import { json, jsonFields, jsonForm } from "../../../commerce/lib/validate";

const Body = v.strictObject({ code: v.pipe(v.string(), v.minLength(1, "validation_required")), qty: v.number() });

/** One route per refusal shape, each behind the site guard, as the API's routes are. */
function app() {
  const a = new Hono<CommerceEnv>();
  a.use(async (c, next) => {
    if (c.req.header("x-site")) c.set("site", { code: "hr" } as SiteRow);
    await next();
  });
  a.post("/json/", requireSite(), json(Body), (c) => c.json({ site: c.get("site").code, body: c.req.valid("json") }));
  a.post("/login/", json(Body, "auth_login_failed"), (c) => c.json(c.req.valid("json")));
  a.post("/form/", requireSite(), jsonForm(Body), (c) => c.json(c.req.valid("json")));
  a.post("/fields/", requireSite(), jsonFields(Body, "error_invalid_customer"), (c) => c.json(c.req.valid("json")));
  a.onError((err, c) => c.json({ unhandled: String(err) }, 500));
  return a;
}

async function post(path: string, body: string, headers: Record<string, string> = {}) {
  const res = await app().request(path, { method: "POST", headers: { "x-site": "1", "content-type": "application/json", ...headers }, body });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("the commerce API's body validation", () => {
  it.each<{ name: string; path: string; body: string; headers?: Record<string, string>; status: number; has: Record<string, unknown> }>([
    { name: "a fitting body reaches the handler, typed", path: "/json/", body: '{"code":"A1","qty":2}', status: 200, has: { site: "hr", body: { code: "A1", qty: 2 } } },
    { name: "no site: the guard's 400 comes before the body is read", path: "/json/", body: "not json", headers: { "x-site": "" }, status: 400, has: { label_name: "error_unknown_site" } },
    { name: "text/plain (a cross-site simple request) is 415", path: "/json/", body: '{"code":"A1","qty":2}', headers: { "content-type": "text/plain" }, status: 415, has: { label_name: "error_unsupported_media_type" } },
    { name: "a form encoding is 415", path: "/form/", body: "code=A1&qty=2", headers: { "content-type": "application/x-www-form-urlencoded" }, status: 415, has: { label_name: "error_unsupported_media_type" } },
    { name: "malformed JSON is 400, not a 500", path: "/json/", body: '{"code":', status: 400, has: { label_name: "error_invalid_request" } },
    { name: "malformed JSON on a form route too", path: "/form/", body: "{", status: 400, has: { label_name: "error_invalid_request" } },
    { name: "an unfit body names its fields", path: "/json/", body: '{"code":"A1","qty":"2"}', status: 400, has: { label_name: "error_invalid_request", message: "Invalid: qty" } },
    { name: "an unknown key is refused (strict schemas)", path: "/json/", body: '{"code":"A1","qty":2,"owner":7}', status: 400, has: { label_name: "error_invalid_request" } },
    { name: "the login says only that it failed", path: "/login/", body: '{"code":""}', status: 400, has: { label_name: "auth_login_failed" } },
    { name: "a form lists field and label", path: "/form/", body: '{"code":"","qty":1}', status: 400, has: { label_name: "validation_form_errors", errors: [{ field: "code", label_name: "validation_required" }] } },
    { name: "a checkout step maps field to label", path: "/fields/", body: '{"code":"","qty":1}', status: 400, has: { label_name: "error_invalid_customer", errors: { code: "validation_required" } } },
  ])("$name", async ({ path, body, headers, status, has }) => {
    const res = await post(path, body, headers);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject(has);
    if (status !== 200) expect(res.body).toMatchObject({ success: false, data: null });
  });

  it("a login refusal carries no message naming the field", async () => {
    const res = await post("/login/", '{"code":"A1"}');
    expect(res.body).not.toHaveProperty("message");
  });
});
