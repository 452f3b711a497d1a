import { Hono } from "hono";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../../worker/env";
import { readSubmission, validate } from "../../../worker/bff/form-submit";
import { bodyRules, visitorState } from "../../../worker/bff/guards";
import { completeSubmission, failSubmission } from "../../../worker/bff/respond";
import { FLASH_COOKIE, readFlash } from "../../../worker/session/form-flash";

const Signup = v.object({
  email: v.pipe(v.string(), v.trim(), v.email("validation_email")),
  password: v.pipe(v.string(), v.minLength(8, "validation_password_weak")),
});

/** A form endpoint and its page, as the account and checkout BFFs use them. */
const app = new Hono<AppEnv>();
app.use("/form/", visitorState(), bodyRules());
app.post("/form/", async (c) => {
  const sub = await readSubmission(c);
  if (sub instanceof Response) return sub;
  const checked = validate(Signup, sub.fields);
  if (!checked.ok) return failSubmission(c, sub, { form: "signup", errors: checked.errors, secret: ["password"], back: "/signup/" });
  return completeSubmission(c, sub, "/done/", { email: checked.value.email });
});
app.get("/signup/", (c) => c.json(readFlash(c)));

const ORIGIN = "http://shop.test";
const post = (body: BodyInit, type: string, headers: Record<string, string> = { origin: ORIGIN, "sec-fetch-site": "same-origin" }) =>
  app.request(`${ORIGIN}/form/`, { method: "POST", body, headers: { "content-type": type, ...headers } });

describe("one form endpoint for plain and JSON posts", () => {
  it("a plain post with errors goes back (303) with the values typed, an error label per field, and never the password", async () => {
    const res = await post("email=ana%40&password=123", "application/x-www-form-urlencoded");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/signup/");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(new RegExp(`^${FLASH_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    const page = await app.request(`${ORIGIN}/signup/`, { headers: { cookie: cookie.split(";")[0] ?? "" } });
    expect(await page.json()).toEqual({ form: "signup", values: { email: "ana@" }, errors: { email: "validation_email", password: "validation_password_weak" }, notice: null });
    // Read once: the page answer deletes it.
    expect(page.headers.get("set-cookie")).toMatch(new RegExp(`${FLASH_COOKIE}=;`));
  });

  it("a JSON post with errors answers 400 with the errors; a good one answers the data and where to go", async () => {
    const bad = await post(JSON.stringify({ email: "x", password: "secret12" }), "application/json");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ success: false, errors: { email: "validation_email" } });
    const good = await post(JSON.stringify({ email: " ana@zrno.hr ", password: "secret12" }), "application/json");
    expect(await good.json()).toEqual({ success: true, data: { email: "ana@zrno.hr" }, redirect: "/done/" });
  });

  it("a good plain post goes forward (303)", async () => {
    const res = await post("email=ana%40zrno.hr&password=secret12", "application/x-www-form-urlencoded");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/done/");
  });

  it.each([
    ["a cross-site post", () => post("email=a", "application/x-www-form-urlencoded", { origin: "https://evil.example", "sec-fetch-site": "cross-site" }), 403],
    ["a post without Origin or Sec-Fetch-Site", () => post("email=a", "application/x-www-form-urlencoded", {}), 403],
    ["text/plain", () => post("email=a", "text/plain"), 415],
    ["malformed JSON", () => post("{", "application/json"), 400],
    ["a JSON array", () => post("[]", "application/json"), 400],
    ["a nested JSON field", () => post(JSON.stringify({ email: { $gt: "" } }), "application/json"), 400],
  ])("%s is refused with a clear status", async (_name, send, status) => {
    const res = await send();
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ success: false });
  });

  it("__proto__ in a JSON body is just a field name: Object.prototype stays untouched", async () => {
    const res = await post('{"__proto__": {"polluted": "yes"}, "email": "a@b.hr", "password": "secret12"}', "application/json");
    expect(res.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("a forged or broken flash cookie is ignored", async () => {
    for (const value of ["%%%", btoa('{"form":"x","values":{},"errors":{"a":"<script>"},"notice":null}'), "e30"]) {
      const page = await app.request(`${ORIGIN}/signup/`, { headers: { cookie: `${FLASH_COOKIE}=${value}` } });
      expect(await page.json()).toBeNull();
    }
  });
});
