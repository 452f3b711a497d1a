import { afterEach, describe, expect, it } from "vitest";
import { coldCache, faults, fetchWith, upstreamDown } from "../faults/faults";
import { routeOf, routesOf, SITES } from "./content-pages";
import { cspDirectives, TOKEN_COOKIE } from "./helpers";
import { gradeCookies, gradeCsp, gradeFraming, gradeHsts, observatoryScore, type Scan } from "./observatory";

/**
 * Response headers (docs/security.md E1, E2): the CSP's form-action names only the shop and the
 * payment gateway, COOP and CORP are sent, and the Worker's real production answers score at
 * least 100 (A+) under a mirror of the MDN HTTP Observatory's scoring rules (./observatory.ts).
 */
const PROD = { ENVIRONMENT: "production" };

afterEach(() => faults.clear());

function scan(url: string, res: Response, body: string, corsProbe?: Headers): Scan {
  return { url, headers: res.headers, body, corsProbe };
}

describe("the Observatory mirror grades like the scanner (its own test cases)", () => {
  const headers = (h: Record<string, string>) => new Headers({ "content-type": "text/html; charset=utf-8", ...h });
  const at = (h: Record<string, string>, setCookie: string[] = []): Scan => {
    const hs = headers(h);
    for (const c of setCookie) hs.append("set-cookie", c);
    return { url: "https://shop.example/", headers: hs, body: "" };
  };
  it.each([
    ["no CSP", {}, -25],
    ["'unsafe-inline' in script-src", { "content-security-policy": "default-src 'self'; script-src 'self' 'unsafe-inline'; object-src 'none'" }, -20],
    ["'strict-dynamic' without a nonce is invalid", { "content-security-policy": "script-src 'strict-dynamic'; object-src 'none'" }, -25],
    ["a nonce cancels 'unsafe-inline'", { "content-security-policy": "default-src 'self'; script-src 'nonce-abc' 'strict-dynamic' 'unsafe-inline'; object-src 'none'" }, 5],
    ["object-src left open", { "content-security-policy": "script-src 'self'" }, -20],
    ["'unsafe-eval'", { "content-security-policy": "default-src 'self'; script-src 'self' 'unsafe-eval'; object-src 'none'" }, -10],
    ["default-src 'none'", { "content-security-policy": "default-src 'none'; script-src 'self'; form-action 'self'" }, 10],
  ] as const)("CSP: %s", (_name, h, modifier) => {
    expect(gradeCsp(at(h)).modifier).toBe(modifier);
  });

  it.each([
    ["a session cookie without HttpOnly", ["sessionid=1; Secure; SameSite=Lax"], -30],
    ["a session cookie without Secure", ["sessionid=1; HttpOnly; SameSite=Lax"], -40],
    ["hapi_auth_token without HttpOnly (stricter than the scanner)", [`${TOKEN_COOKIE}=x; Secure; SameSite=Lax`], -30],
    ["a cookie without Secure", ["theme=dark; SameSite=Lax"], -20],
    ["an invalid SameSite", ["theme=dark; Secure; SameSite=Maybe"], -20],
    ["secure, HttpOnly sessions, SameSite", [`${TOKEN_COOKIE}=x; Secure; HttpOnly; SameSite=Lax`], 5],
  ] as const)("cookies: %s", (_name, cookies, modifier) => {
    expect(gradeCookies(at({}, [...cookies]), false).modifier).toBe(modifier);
  });

  it("HSTS missing −20, under six months −10; framing missing −20, via frame-ancestors +5", () => {
    expect(gradeHsts(at({})).modifier).toBe(-20);
    expect(gradeHsts(at({ "strict-transport-security": "max-age=86400" })).modifier).toBe(-10);
    expect(gradeFraming(at({})).modifier).toBe(-20);
    expect(gradeFraming(at({ "content-security-policy": "frame-ancestors 'none'" })).modifier).toBe(5);
  });

  it("bonuses count only when the score without them is at least 90", () => {
    const weak = at({ "referrer-policy": "no-referrer", "cross-origin-resource-policy": "same-origin", "content-security-policy": "default-src 'none'; frame-ancestors 'none'" });
    // HSTS −20 and nosniff −5: 75 before bonuses, so the +35 of bonuses does not count.
    expect(observatoryScore(weak).score).toBe(75);
  });
});

describe("the Worker's production answers score A+ (≥ 100)", () => {
  it("home (first visit, cookie set), a product, the 404 screen, the maintenance page and a BFF read, on two sites; a site with a tag container (rs, docs/decisions/0023)", async () => {
    const product = routeOf(await routesOf(SITES[0]!), (r) => r.controller === "catalog" && r.action === "product" && r.visible !== false).path;
    const pages = ["https://www.zrno.hr/", `https://www.zrno.hr${product}`, "https://www.zrno.hr/nema-takve-stranice/", "https://www.zrno.de/", "https://www.zrno.hr/api/nuxtapi/routes/", "https://www.zrno.rs/"];
    const scores: Record<string, { score: number; grade: string }> = {};
    for (const url of pages) {
      const res = await fetchWith(PROD, url);
      const body = await res.text();
      const probe = await fetchWith(PROD, url, { headers: { origin: "https://evil.example" } });
      const result = observatoryScore(scan(url, res, body, probe.headers));
      scores[url] = { score: result.score, grade: result.grade };
      expect(result.grades.filter((g) => g.modifier < 0), url).toEqual([]);
      expect(result.score, `${url}: ${JSON.stringify(result.grades)}`).toBeGreaterThanOrEqual(100);
    }
    // The maintenance page (the API down) is graded too.
    await coldCache("http://localhost");
    await faults.set(upstreamDown(503));
    const url = "https://www.zrno.hr/nije-u-kesu/";
    const down = await fetchWith(PROD, url);
    expect(down.status).toBe(503);
    const result = observatoryScore(scan(url, down, await down.text()));
    scores[url] = { score: result.score, grade: result.grade };
    expect(result.score).toBeGreaterThanOrEqual(100);
    console.log(`OBSERVATORY ${JSON.stringify(scores)}`);
  }, 30_000);

  it("the first visit's token cookie: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain, at most 400 days", async () => {
    const res = await fetchWith(PROD, "https://www.zrno.hr/");
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${TOKEN_COOKIE}=`))!;
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Domain=/i);
    expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1])).toBeLessThanOrEqual(400 * 24 * 3600);
  });
});

describe("form-action: the shop and the payment gateway only", () => {
  const formAction = async (vars: Record<string, string>) => cspDirectives((await fetchWith({ ...PROD, ...vars }, "https://www.zrno.hr/")).headers.get("content-security-policy")).get("form-action");

  it("with GATEWAY_ORIGIN, form-action is 'self' and that origin", async () => {
    expect(await formAction({ GATEWAY_ORIGIN: "https://pay.gateway.example" })).toEqual(["'self'", "https://pay.gateway.example"]);
  });

  it("without it (development proxies the gateway under /_gateway/), form-action is 'self' alone", async () => {
    expect(await formAction({})).toEqual(["'self'"]);
    expect(cspDirectives((await fetchWith({}, "http://localhost/")).headers.get("content-security-policy")).get("form-action")).toEqual(["'self'"]);
  });

  it.each(["http://pay.gateway.example", "https://pay.gateway.example/path", "javascript:alert(1)", "*", "https://*.example", "https://pay.gateway.example 'unsafe-inline'"])(
    "an unusable GATEWAY_ORIGIN (%s) is ignored: form-action stays 'self'",
    async (bad) => {
      expect(await formAction({ GATEWAY_ORIGIN: bad })).toEqual(["'self'"]);
    },
  );

  it("COOP same-origin and CORP same-origin on pages and BFF answers alike", async () => {
    for (const url of ["https://www.zrno.hr/", "https://www.zrno.hr/api/nuxtapi/routes/"]) {
      const res = await fetchWith(PROD, url);
      expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    }
  });
});
