import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, get, GOOGLEBOT_UA, tokenFrom, TOKEN_COOKIE } from "../integration/helpers";
import { routeOf, routesOf, SITES } from "../integration/content-pages";
import { expectUnpolluted, prototypeSnapshot, Tally } from "./support";

/**
 * Hostile requests as fast-check properties, run inside workerd against the storefront Worker
 * (docs/security.md A1–A4, A8, A11, A12): arbitrary paths, query strings, cookies and headers. The
 * property everywhere: never a 5xx, never a stack trace, never an off-site Location, and no
 * prototype touched. Runs are moderate and time-boxed (the file stays under a minute); each property
 * prints `FUZZ {property, runs, fiveXx, statuses}`.
 */
const ORIGIN = "http://localhost";
/**
 * Each property runs up to its numRuns, but stops after this long (as undici times its fuzzing),
 * so the file stays under a minute on a busy machine; the FUZZ line records the runs made.
 */
const BUDGET_MS = 12_000;
let who: Record<string, string> = {};
let pages: string[] = [];
let before = "";
const tallies: Tally[] = [];

beforeAll(async () => {
  const res = await get(`${ORIGIN}/`);
  who = cookieHeader(tokenFrom(res.headers.get("set-cookie"))!);
  const routes = await routesOf(SITES[0]!);
  const category = routeOf(routes, (r) => r.controller === "catalog" && r.action === "category" && r.visible !== false).path;
  const product = routeOf(routes, (r) => r.controller === "catalog" && r.action === "product" && r.visible !== false).path;
  const search = routeOf(routes, { controller: "catalog", action: "search" }).path;
  const posts = routeOf(routes, { entity: "publish_category:tips" }).path;
  pages = ["/", category, product, search, posts, `/de${category.replace(/^\/[^/]+/, "/produkte")}`, "/api/nuxtapi/pages/", "/api/nuxtapi/labels", "/api/nuxtapi/catalog/wishlist/"];
  before = prototypeSnapshot();
});

afterAll(() => {
  for (const t of tallies) t.print();
  expectUnpolluted(before);
});

function tally(name: string) {
  const t = new Tally(name);
  tallies.push(t);
  return t;
}

/** A 4xx or less, no stack trace, and any Location stays on this origin. */
async function expectSafe(res: Response, t: Tally) {
  t.see(res.status);
  expect(res.status).toBeLessThan(500);
  const location = res.headers.get("location");
  if (location) expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
  const body = await res.text();
  expect(body).not.toMatch(/\n\s+at .+:\d+:\d+/);
}

/** Builds a request URL the way a client would; some inputs are not URLs at all, and are skipped. */
function urlOf(raw: string): string | null {
  try {
    return new Request(ORIGIN + raw).url;
  } catch {
    return null;
  }
}

const NASTY_SEGMENTS = ["..", ".", "%2e%2e", "%2E%2E%2F", "%E0%A4%A", "%00", "%0d%0aSet-Cookie:x=1", "%C0%AE", "%2F%2Fevil.example", "%5Cevil.example", "／", "\u202e", "__proto__", "constructor", "api", "error", "de", "hr", "instashop", "wp-login.php", "proizvodi", "%", "%%", "%zz", "a".repeat(300)];
const segment = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 16 }).map(encodeURIComponent),
  fc.string({ unit: "binary-ascii", maxLength: 16 }),
  fc.string({ unit: "binary", maxLength: 8 }),
  fc.constantFrom(...NASTY_SEGMENTS),
);
const path = fc
  .tuple(fc.array(segment, { maxLength: 6 }), fc.boolean(), fc.constantFrom("", "/", "//", "\\"))
  .map(([segs, slash, lead]) => `${lead === "" ? "/" : lead}${segs.join("/")}${slash ? "/" : ""}`);

describe("fuzz: arbitrary paths", () => {
  it("never a 5xx", async () => {
    const t = tally("paths");
    await fc.assert(
      fc.asyncProperty(path, fc.boolean(), async (p, asBot) => {
        const url = urlOf(p);
        if (!url) return;
        await expectSafe(await get(url, { headers: { ...who, ...(asBot ? { "user-agent": GOOGLEBOT_UA } : {}) } }), t);
      }),
      { numRuns: 200, interruptAfterTimeLimit: BUDGET_MS },
    );
  }, 60_000);
});

const QUERY_KEYS = ["page", "sort", "brand", "attr", "special_view", "search_q", "search_content", "slug", "mode", "lang", "redirect", "return", "notice", "qty", "qo_errors", "qo_added", "devclearcache", "regenerate", "gclid", "__proto__", "constructor[prototype][x]", "a[b]"];
const queryValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.constantFrom("compare", "order_form", "-1", "0", "99999999999999999999", "NaN", "//evil.example", "javascript:alert(1)", "<script>alert(1)</script>", "%E0%A4%A", "\u2028", "a".repeat(3000)),
);
const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 12 })), queryValue, fc.boolean()), { maxLength: 6 })
  .map((pairs) => pairs.map(([k, val, raw]) => (raw ? `${k}=${val}` : `${encodeURIComponent(k)}=${encodeURIComponent(val)}`)).join("&"));

describe("fuzz: arbitrary query strings on real pages and BFF reads", () => {
  it("never a 5xx, and no raw markup from the query in the page", async () => {
    const t = tally("query strings");
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...pages), query, async (page, q) => {
        const url = urlOf(`${page}?${q}`);
        if (!url) return;
        const res = await get(url, { headers: who });
        const clone = res.clone();
        await expectSafe(res, t);
        if ((clone.headers.get("content-type") ?? "").includes("text/html")) expect(await clone.text()).not.toContain("<script>alert(1)</script>");
      }),
      { numRuns: 150, interruptAfterTimeLimit: BUDGET_MS },
    );
  }, 60_000);
});

/** Header values: printable ASCII (no CR, LF or NUL, which cannot be sent at all; browsers send no other bytes). */
const headerText = (max: number) => fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: max });
const b64url = fc.string({ unit: fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"), minLength: 1, maxLength: 60 });
const cookieValue = fc.oneof(headerText(60), fc.tuple(b64url, b64url, b64url).map((p) => p.join(".")), fc.constantFrom("", '""', "%E0%A4%A", "x".repeat(5000)));
const cookieName = fc.oneof(fc.constant(TOKEN_COOKIE), fc.constantFrom("consent", "hapi_auth_token ", "__Host-x"), fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz_-"), minLength: 1, maxLength: 10 }));
const cookie = fc
  .tuple(fc.array(fc.tuple(cookieName, cookieValue), { maxLength: 4 }), fc.constantFrom("; ", ";", ", "))
  .map(([pairs, separator]) => pairs.map(([k, val]) => `${k}=${val}`).join(separator));

describe("fuzz: arbitrary cookies", () => {
  it("never a 5xx; a cookie that is not a token never reaches a page", async () => {
    const t = tally("cookies");
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("/", "/api/nuxtapi/catalog/wishlist/", pages[2]!), cookie, async (page, c) => {
        const res = await get(`${ORIGIN}${page}`, { headers: { cookie: c } });
        const clone = res.clone();
        await expectSafe(res, t);
        const body = await clone.text();
        for (const m of c.matchAll(/hapi_auth_token=([^;,]{12,})/g)) expect(body).not.toContain(m[1]);
      }),
      { numRuns: 80, interruptAfterTimeLimit: BUDGET_MS },
    );
  }, 60_000);
});

const HEADER_NAMES = ["host", "x-forwarded-host", "x-forwarded-proto", "x-original-url", "x-rewrite-url", "forwarded", "accept-language", "accept", "user-agent", "origin", "sec-fetch-site", "referer", "x-http-method-override", "if-none-match", "range"];
const headerName = fc.oneof(fc.constantFrom(...HEADER_NAMES), fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz-"), minLength: 1, maxLength: 20 }));
const headerSet = fc.dictionary(headerName, fc.oneof(headerText(80), fc.constantFrom("evil.example", "www.zrno.de", "https://evil.example", "cross-site", "Googlebot/2.1", "*/*", "bytes=0-1,5-")), { maxKeys: 5 });

describe("fuzz: arbitrary headers", () => {
  it("never a 5xx, and never a Location or canonical link built from a forwarded host", async () => {
    const t = tally("headers");
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("/", pages[1]!, "/api/nuxtapi/routes/", "/nema-me/"), headerSet, async (page, headers) => {
        const res = await get(`${ORIGIN}${page}`, { headers: { ...who, ...headers } });
        const clone = res.clone();
        await expectSafe(res, t);
        const body = await clone.text();
        expect(body).not.toMatch(/href="https?:\/\/evil\.example/);
      }),
      { numRuns: 80, interruptAfterTimeLimit: BUDGET_MS },
    );
  }, 60_000);
});
