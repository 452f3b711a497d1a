import { exports } from "cloudflare:workers";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_UA, cookieHeader, get, tokenFrom } from "../integration/helpers";
import { expectUnpolluted, prototypeSnapshot, rowCounts, Tally } from "./support";

/**
 * BFF request bodies as fast-check properties (docs/security.md A9), against every BFF endpoint that
 * reads a body: wrong Content-Type → 415, malformed JSON → 400, over the limit → 413 (declared or
 * streamed), `__proto__` / `constructor` keys, deep nesting, lone surrogates, huge numbers → a
 * clear 4xx. Never a 5xx, nothing written to the database (every table's row count unchanged),
 * Object.prototype untouched. Each property prints `FUZZ {property, runs, fiveXx, statuses}`.
 */
const ORIGIN = "http://localhost";
/**
 * Each property runs up to its numRuns, but stops after this long (as undici times its fuzzing),
 * so the file stays under a minute on a busy machine; the FUZZ line records the runs made.
 */
const BUDGET_MS = 10_000;
const SAME_ORIGIN = { origin: ORIGIN, "sec-fetch-site": "same-origin" };

/** Every BFF endpoint that reads a body (worker/bff/*.ts). */
const ENDPOINTS: Array<[method: string, path: string]> = [
  ["POST", "/catalog/categories/"],
  ["POST", "/catalog/products/"],
  ["POST", "/catalog/lists/"],
  ["POST", "/catalog/product/"],
  ["POST", "/catalog/manufacturers/"],
  ["POST", "/catalog/sellers/"],
  ["POST", "/publish/categories/"],
  ["POST", "/publish/posts/"],
  ["POST", "/publish/post/"],
  ["PUT", "/publish/post/products/"],
  ["POST", "/webshop/product/"],
  ["PUT", "/webshop/product/"],
  ["DELETE", "/webshop/product/"],
  ["POST", "/webshop/quick-order/"],
  ["POST", "/catalog/wishlist/"],
  ["DELETE", "/catalog/wishlist/"],
  ["POST", "/catalog/compare/"],
  ["DELETE", "/catalog/compare/"],
  ["POST", "/catalog/back-in-stock/"],
  ["POST", "/catalog/stock/"],
  ["POST", "/consent/"],
  ["POST", "/gdpr/template/"],
  ["POST", "/clearCache/"],
  ["POST", "/webshop/coupon/"],
  ["POST", "/webshop/customer/"],
  ["POST", "/webshop/shipping/"],
  ["POST", "/webshop/payment/"],
  ["POST", "/webshop/continue-as-guest/"],
  ["POST", "/webshop/order/"],
  ["POST", "/webshop/order-payment/"],
  ["POST", "/auth/login/"],
  ["POST", "/auth/signup/"],
  ["POST", "/auth/quick-signup/"],
  ["POST", "/auth/forgotten-password/"],
  ["POST", "/auth/new-password/"],
  ["POST", "/auth/change-password/"],
  ["POST", "/auth/profile/"],
  ["POST", "/auth/my-coupons/"],
  // not /auth/logout/: any body logs the fuzzing visitor out, which is its job
];
const endpoint = fc.constantFrom(...ENDPOINTS);
/** Those that also take the no-JavaScript path's urlencoded forms. */
const FORM_ENDPOINTS = ENDPOINTS.filter(([m, p]) => m === "POST" && ["/webshop/product/", "/webshop/quick-order/", "/catalog/wishlist/", "/catalog/compare/", "/consent/"].includes(p));

let who: Record<string, string> = {};
let rowsBefore: Record<string, number> = {};
let protoBefore = "";
const tallies: Tally[] = [];

beforeAll(async () => {
  who = cookieHeader(tokenFrom((await get(`${ORIGIN}/`)).headers.get("set-cookie"))!);
  rowsBefore = await rowCounts();
  protoBefore = prototypeSnapshot();
});

afterAll(async () => {
  for (const t of tallies) t.print();
  expect(await rowCounts()).toEqual(rowsBefore);
  expectUnpolluted(protoBefore);
});

function tally(name: string) {
  const t = new Tally(name);
  tallies.push(t);
  return t;
}

function send([method, path]: [string, string], contentType: string | null, body: BodyInit): Promise<Response> {
  const headers = new Headers({ "user-agent": BROWSER_UA, ...who, ...SAME_ORIGIN });
  if (contentType !== null) headers.set("content-type", contentType);
  return exports.default.fetch(`${ORIGIN}/api/nuxtapi${path}`, { method, headers, body, redirect: "manual" });
}

async function expectStatus(res: Response, t: Tally, allowed: number[]) {
  t.see(res.status);
  const text = await res.text();
  expect(allowed, `${res.status} ${text.slice(0, 200)}`).toContain(res.status);
  expect(text).not.toMatch(/\n\s+at .+:\d+:\d+/);
}

describe("fuzz: BFF bodies", () => {
  it("a Content-Type that is neither JSON nor a form → 415", async () => {
    const t = tally("wrong content-type → 415");
    const type = fc.constantFrom(null, "text/plain", "text/html", "application/xml", "application/octet-stream", "multipart/form-data; boundary=x", "application/jsn", "json", "text/json");
    await fc.assert(
      fc.asyncProperty(endpoint, type, fc.oneof(fc.json(), fc.string({ maxLength: 200 })), async (ep, ct, body) => {
        await expectStatus(await send(ep, ct, body), t, [415]);
      }),
      { numRuns: 120, interruptAfterTimeLimit: BUDGET_MS },
    );
  }, 60_000);

  it("malformed JSON → 400", async () => {
    const t = tally("malformed JSON → 400");
    const malformed = fc.oneof(
      fc.json().map((s) => s.slice(0, Math.max(0, s.length - 1)) + "{"),
      fc.string({ maxLength: 80 }).filter((s) => {
        try {
          JSON.parse(s);
          return false;
        } catch {
          return true;
        }
      }),
      fc.constantFrom("", "{", '{"a":}', "[1,]", "{'a':1}", "NaN", "undefined", '{"a":1}}', "\u0000", '{"a":"\\ud800"'),
    );
    await fc.assert(
      fc.asyncProperty(endpoint, fc.constantFrom("application/json", "application/json; charset=utf-8"), malformed, async (ep, ct, body) => {
        await expectStatus(await send(ep, ct, body), t, [400]);
      }),
      { numRuns: 120, interruptAfterTimeLimit: BUDGET_MS },
    );
  }, 60_000);

  it("JSON of any shape, with __proto__ / constructor keys, lone surrogates and huge numbers → a 4xx (or the answer to a valid request), never a 5xx", async () => {
    const t = tally("arbitrary JSON");
    const hostileKey = fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "isAdmin", "polluted");
    const hostile = fc.oneof(
      fc.jsonValue(),
      fc.dictionary(fc.oneof(hostileKey, fc.string({ maxLength: 8 })), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 5 }),
      fc.record({ __proto__: fc.record({ polluted: fc.constant(true), isAdmin: fc.constant(true) }) }),
      fc.constant({ constructor: { prototype: { polluted: true } } }),
      fc.constant({ code: "\ud800", qty: 2 ** 53 + 1 }),
      fc.constant({ item_id: 1e308, slug: "x".repeat(70) }),
    );
    // JSON.stringify drops a `__proto__` own key set through a literal; write such bodies by hand.
    const raw = fc.oneof(
      hostile.map((x) => JSON.stringify(x) ?? "null"),
      fc.constantFrom('{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"polluted":true}}}', '{"code":"a","code":"b","qty":1}', '{"__proto__":[],"keys":["labels"]}'),
    );
    await fc.assert(
      fc.asyncProperty(endpoint, raw, async (ep, body) => {
        const res = await send(ep, "application/json", body);
        t.see(res.status);
        expect(res.status).toBeLessThan(500);
        if (body.includes('"__proto__"') || body.includes('"constructor"')) expect(res.status).toBeGreaterThanOrEqual(400);
        await res.arrayBuffer();
      }),
      { numRuns: 200, interruptAfterTimeLimit: BUDGET_MS },
    );
  }, 60_000);

  it("deep nesting → 400 (or 413 when it is big)", async () => {
    const t = tally("deep nesting");
    await fc.assert(
      fc.asyncProperty(endpoint, fc.integer({ min: 50, max: 20_000 }), fc.constantFrom("[", '{"a":'), async (ep, depth, open) => {
        const close = open === "[" ? "]" : "}";
        await expectStatus(await send(ep, "application/json", open.repeat(depth) + "1" + close.repeat(depth)), t, [400, 413]);
      }),
      { numRuns: 60, interruptAfterTimeLimit: BUDGET_MS },
    );
  }, 60_000);

  it("a body over the limit → 413, whether its size is declared or it is streamed", async () => {
    const t = tally("oversized → 413");
    const target = fc.oneof(
      endpoint.map((ep) => ({ ep, ct: "application/json" })),
      fc.constantFrom(...FORM_ENDPOINTS).map((ep) => ({ ep, ct: "application/x-www-form-urlencoded" })),
    );
    await fc.assert(
      fc.asyncProperty(target, fc.integer({ min: 16 * 1024 + 1, max: 256 * 1024 }), fc.boolean(), async ({ ep, ct }, size, streamed) => {
        const text = ct === "application/json" ? `{"search_q":"${"a".repeat(size)}"}` : `code=${"a".repeat(size)}`;
        const bytes = new TextEncoder().encode(text);
        const body: BodyInit = streamed
          ? new ReadableStream<Uint8Array>({
              start(controller) {
                for (let i = 0; i < bytes.length; i += 4096) controller.enqueue(bytes.slice(i, i + 4096));
                controller.close();
              },
            })
          : bytes;
        await expectStatus(await send(ep, ct, body), t, [413]);
      }),
      { numRuns: 60, interruptAfterTimeLimit: BUDGET_MS },
    );
  }, 60_000);
});
