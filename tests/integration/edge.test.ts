import { describe, expect, it } from "vitest";
import { get, upstreamCallsDuring } from "./helpers";

const ORIGIN = "http://localhost";

describe("scanner probes", () => {
  it.each([
    "/wp-login.php",
    "/wp-admin/",
    "/wp-content/plugins/x.php",
    "/xmlrpc.php",
    "/.env",
    "/.git/config",
    "/phpmyadmin/",
    "/cgi-bin/test.cgi",
    "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
    "/backup.sql",
    "/de/wp-login.php",
  ])("%s gets a bare 404 without a render, token or redirect lookup", async (path) => {
    let res: Response | undefined;
    const calls = await upstreamCallsDuring(async () => {
      res = await get(ORIGIN + path);
    });
    expect(res?.status).toBe(404);
    expect(res?.headers.get("location")).toBeNull();
    expect(res?.headers.get("set-cookie")).toBeNull();
    expect(res?.headers.get("x-zrno-cache")).toBeNull();
    expect(res?.headers.get("content-type") ?? "").not.toContain("text/html");
    expect(await res?.text()).toBe("Not Found");
    // No redirect rules, no route table, no visitor token: the commerce API is never asked.
    expect(calls).toEqual([]);
  });
});

/**
 * The edge pipeline as one case table: status and Location for what shoppers, old links and
 * attackers send. `screen` rows must answer with the localized HTML 404 screen.
 */
const EDGE_CASES: Array<{ name: string; path: string; status: number; location?: string; screen?: string }> = [
  { name: "/api/* outside the BFF is the 404 screen", path: "/api/foo/", status: 404, screen: "Stranica nije pronađena" },
  { name: "/api/* on a prefixed tenant is its 404 screen", path: "/de/api/foo/", status: 404, screen: "Seite nicht gefunden" },
  { name: "/error/* is the 404 screen", path: "/error/x/", status: 404, screen: "Stranica nije pronađena" },
  { name: "missing trailing slash → 301 keeping the query", path: "/o-nama?x=1", status: 301, location: "/o-nama/?x=1" },
  { name: "missing trailing slash on a prefixed tenant keeps the prefix", path: "/de/kontakt", status: 301, location: "/de/kontakt/" },
  { name: "missing trailing slash keeps a multi-parameter query", path: "/kontakt?a=1&b=2", status: 301, location: "/kontakt/?a=1&b=2" },
  { name: "a tenant prefix without its slash → 301 to the tenant's home", path: "/de", status: 301, location: "/de/" },
  { name: "a tenant prefix without its slash keeps the query", path: "/rs?x=1", status: 301, location: "/rs/?x=1" },
  { name: "/instashop/<anything>/ → /instashop/", path: "/instashop/a/b/", status: 301, location: "/instashop/" },
  { name: "/instashop/ deep link on a prefixed tenant keeps the prefix", path: "/de/instashop/x/", status: 301, location: "/de/instashop/" },
];

describe("edge pipeline", () => {
  it.each(EDGE_CASES)("$name ($path → $status)", async ({ path, status, location, screen }) => {
    const res = await get(ORIGIN + path);
    expect(res.status).toBe(status);
    expect(res.headers.get("location")).toBe(location ?? null);
    if (screen) {
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      const html = await res.text();
      expect(html).toContain(`<h1 id="error-title">${screen}</h1>`);
      expect(html).toMatch(/<a class="button" href="[^"]*">[^<]+<\/a>/);
    }
  });

  it("does not slash-redirect a file name (/robots.txt)", async () => {
    const res = await get(`${ORIGIN}/robots.txt`);
    expect(res.status).not.toBe(301);
    expect(res.headers.get("location")).toBeNull();
  });
});

/**
 * Hostile or broken paths: a 4xx, never a 5xx, and never a Location that leaves the site.
 * `raw` is sent as written; the URL parser rewrites some of them before the Worker sees them
 * (`\` becomes `/`, `/%2e%2e/` is resolved to `/`), which is why each row names what arrives.
 */
const BAD_PATHS: Array<{ name: string; raw: string; arrives?: string }> = [
  { name: "truncated UTF-8 escape", raw: "/%E0%A4%A/" },
  { name: "NUL byte", raw: "/%00/" },
  { name: "CR LF (header injection attempt)", raw: "/a%0d%0aSet-Cookie:x=1/" },
  { name: "9000-character path", raw: `/${"a".repeat(9000)}/` },
  { name: "protocol-relative open redirect", raw: "//evil.example/" },
  { name: "protocol-relative open redirect without the slash", raw: "//evil.example" },
  { name: "backslash open redirect", raw: "/\\evil.example/", arrives: "//evil.example/" },
  { name: "encoded double slash", raw: "/%2F%2Fevil.example/" },
  { name: "encoded backslash", raw: "/%5Cevil.example/" },
  { name: "encoded dot-dot with encoded slash", raw: "/..%2f..%2fetc/passwd" },
  { name: "encoded dot-dot segment followed by an encoded slash", raw: "/%2e%2e%2fetc/passwd/" },
  { name: "encoded dot-dot on a prefixed tenant", raw: "/de/%2e%2e%2f%2e%2e%2f/" },
];

describe("bad paths", () => {
  it.each(BAD_PATHS)("$name ($raw) → 4xx, no off-site Location", async ({ raw, arrives }) => {
    if (arrives) expect(new URL(ORIGIN + raw).pathname).toBe(arrives);
    const res = await get(ORIGIN + raw);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get("location")).toBeNull();
    const body = await res.text();
    expect(body).not.toContain("evil.example/");
    expect(body).not.toMatch(/\bat .*\.(ts|js):\d+/); // no stack trace
  });

  it("a dot-dot segment the URL parser resolves (/%2e%2e/) just becomes the home page, never a 5xx or a redirect off-site", async () => {
    expect(new URL(`${ORIGIN}/%2e%2e/`).pathname).toBe("/");
    const res = await get(`${ORIGIN}/%2e%2e/`);
    expect(res.status).toBe(200);
    expect(res.headers.get("location")).toBeNull();
  });

  it("a redirect never points off-site for a path that looks like a host (/evil.example/)", async () => {
    const res = await get(`${ORIGIN}/evil.example`);
    const location = res.headers.get("location");
    expect(res.status).toBeLessThan(500);
    if (location) expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
  });
});
