import { Hono, type Context } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../../worker/env";
import { answer, completeSubmission, failSubmission, invalid, ok, refuse, unavailable, type Submission } from "../../../worker/bff/respond";
import { UpstreamError } from "../../../worker/upstream/client";
import { FLASH_COOKIE } from "../../../worker/session/form-flash";

/**
 * One case table for every answer the BFF gives: what a handler says (ok, refuse, a failed
 * upstream call, a form) and what the wire shows. Every endpoint answers through these.
 */
type Case = [name: string, handler: (c: Context<AppEnv>) => Response | Promise<Response>, status: number, body: unknown, location?: string];

const throws = (err: unknown) => () => Promise.reject(err);
const json: Submission = { mode: "json", fields: { email: "ana@", password: "secret" } };
const form: Submission = { mode: "form", fields: { email: "ana@", password: "secret", _back: "/x/" } };

const CASES: Case[] = [
  ["success", (c) => ok(c, { a: 1 }), 200, { success: true, data: { a: 1 } }],
  ["success with where to go", (c) => ok(c, null, { redirect: "/next/" }), 200, { success: true, data: null, redirect: "/next/" }],
  ["refusal with a label", (c) => refuse(c, 404, "error_not_found"), 404, { success: false, data: null, label_name: "error_not_found" }],
  ["refusal with a message and no label", (c) => refuse(c, 400, undefined, { message: "Use ?regenerate=1." }), 400, { success: false, data: null, message: "Use ?regenerate=1." }],
  ["refusal with data", (c) => refuse(c, 400, "error_coupon_min", { data: { min_amount: 50 }, errors: { code: "error_coupon_min" } }), 400, { success: false, data: { min_amount: 50 }, label_name: "error_coupon_min", errors: { code: "error_coupon_min" } }],
  ["an unfit body names its fields", (c) => invalid(c, ["code", "qty"]), 400, { success: false, data: null, label_name: "error_invalid_request", message: "Invalid: code, qty" }],
  ["API answered 500 → 503", (c) => unavailable(c, new UpstreamError("status", 500), "test"), 503, { success: false, data: null }],
  ["API timed out → 503", (c) => unavailable(c, new UpstreamError("timeout", 504), "test"), 503, { success: false, data: null }],
  ["a bug of ours → 502", (c) => unavailable(c, new TypeError("x"), "test", "error_generic_text"), 502, { success: false, data: null, label_name: "error_generic_text" }],
  ["run answers its data", (c) => answer(c, "test", async () => [1, 2]), 200, { success: true, data: [1, 2] }],
  ["an API refusal passes through with its label", (c) => answer(c, "test", throws(new UpstreamError("status", 404, "error_empty_data"))), 404, { success: false, data: null, label_name: "error_empty_data" }],
  [
    "a quantity refusal carries the allowed qty",
    (c) => answer(c, "test", throws(new UpstreamError("status", 409, "error_qty_max", { allowed_qty: 3 }))),
    409,
    { success: false, data: { allowed_qty: 3 }, label_name: "error_qty_max" },
  ],
  ["an API 422 is not the caller's to fix → 502", (c) => answer(c, "test", throws(new UpstreamError("status", 422, "x"))), 502, { success: false, data: null }],
  ["an API 503 → 503", (c) => answer(c, "test", throws(new UpstreamError("status", 503))), 503, { success: false, data: null }],
  ["a JSON form refused: errors per field", (c) => failSubmission(c, json, { form: "f", errors: { email: "validation_email" }, back: "/x/" }), 400, { success: false, data: null, label_name: "validation_form_errors", errors: { email: "validation_email" } }],
  ["a JSON form done: data and where to go", (c) => completeSubmission(c, json, "/done/", { id: 1 }), 200, { success: true, data: { id: 1 }, redirect: "/done/" }],
  ["a plain form refused: 303 back", (c) => failSubmission(c, form, { form: "f", errors: { email: "validation_email" }, back: "/x/", secret: ["password"] }), 303, null, "/x/"],
  ["a plain form refused toward another origin: 303 to the root", (c) => failSubmission(c, form, { form: "f", errors: {}, back: "//evil.example/" }), 303, null, "/"],
  ["a plain form done: 303 forward", (c) => completeSubmission(c, form, "/done/"), 303, null, "/done/"],
];

describe("the BFF's answers", () => {
  it.each(CASES)("%s", async (_name, handler, status, body, location) => {
    const app = new Hono<AppEnv>();
    app.get("/", handler);
    const res = await app.request("http://shop.test/");
    expect(res.status).toBe(status);
    if (location !== undefined) expect(res.headers.get("location")).toBe(location);
    else expect(await res.json()).toEqual(body);
  });

  it("a refused plain form carries what was typed back in the flash, never the secret", async () => {
    const app = new Hono<AppEnv>();
    app.get("/", (c) => failSubmission(c, form, { form: "f", errors: { email: "validation_email" }, back: "/x/", secret: ["password"] }));
    const cookie = (await app.request("http://shop.test/")).headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(new RegExp(`^${FLASH_COOKIE}=`));
    const value = cookie.split(";")[0]!.slice(FLASH_COOKIE.length + 1);
    const flash = JSON.parse(atob(value.replace(/-/g, "+").replace(/_/g, "/")));
    expect(flash).toEqual({ form: "f", values: { email: "ana@" }, errors: { email: "validation_email" }, notice: null });
  });
});
