import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RedirectRule } from "../../../shared/contract/app";
import { compileRule, isExternal, matchRedirect, safeTarget } from "../../../worker/edge/redirect-rules";

const ORIGIN = "https://shop.example";

function rule(old_path: string, new_path: string, type: number | null = null): RedirectRule {
  return { old_path, new_path, type };
}

/** Compiles a table in order and matches one request path (+ query) against it. */
function redirect(rules: RedirectRule[], path: string, search = "") {
  return matchRedirect(rules.map(compileRule), path, search, ORIGIN);
}

// Dropped rules are logged; keep the test output clean but still let tests assert on the log.
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
});

describe("matchRedirect: every old_path pattern of spec §4", () => {
  // [pattern, old_path, new_path, request path, request query, expected location or null]
  const cases: Array<[string, string, string, string, string, string | null]> = [
    ["exact", "/stara-akcija/", "/", "/stara-akcija/", "", "/"],
    ["exact", "/o-zrnu/", "/o-nama/", "/o-zrnu/", "", "/o-nama/"],
    ["exact does not match a longer path", "/o-zrnu/", "/o-nama/", "/o-zrnu/x/", "", null],
    ["exact ignoring the request's query", "/o-zrnu/", "/o-nama/", "/o-zrnu/", "?utm_source=x", "/o-nama/"],
    ["exact ignoring the request's query", "/stara-akcija/", "/", "/stara-akcija/", "?a=1&b=2", "/"],
    ["exact including query", "/index.php?page=kontakt", "/kontakt/", "/index.php", "?page=kontakt", "/kontakt/"],
    ["exact including query", "/index.php?page=onama", "/o-nama/", "/index.php", "?page=onama", "/o-nama/"],
    ["exact including query needs that query", "/index.php?page=kontakt", "/kontakt/", "/index.php", "?page=other", null],
    ["exact including query needs a query", "/index.php?page=kontakt", "/kontakt/", "/index.php", "", null],
    ["(slug+)+(id+)", "/p/(slug+)+(id+)/", "/proizvodi/(1)-proizvod-(2)/", "/p/jabuka42/", "", "/proizvodi/jabuka-proizvod-42/"],
    ["(slug+)+(id+)", "/artikl/(slug+)+(id+)/", "/proizvodi/(1)-proizvod-(2)/", "/artikl/zeleni-caj7/", "", "/proizvodi/zeleni-caj-proizvod-7/"],
    ["(slug+)+(id+) needs the id", "/p/(slug+)+(id+)/", "/x/(1)/", "/p/jabuka/", "", null],
    ["(slug+)+(id+) needs the slug", "/p/(slug+)+(id+)/", "/x/(1)/", "/p/42/", "", null],
    ["(slug+)-suffix", "/(slug+)-akcija/", "/proizvodi/(1)/", "/ljeto-akcija/", "", "/proizvodi/ljeto/"],
    ["(slug+)-suffix", "/(slug+)-arhiva/", "/blog/(1)/", "/recepti-2020-arhiva/", "", "/blog/recepti-2020/"],
    ["(slug+)-suffix needs the suffix", "/(slug+)-akcija/", "/proizvodi/(1)/", "/ljeto/", "", null],
    ["trailing (.*)", "/stari-blog/(.*)", "/blog/(1)", "/stari-blog/a/b/", "", "/blog/a/b/"],
    ["trailing (.*) with empty rest", "/stari-blog/(.*)", "/blog/(1)", "/stari-blog/", "", "/blog/"],
    ["trailing (.*)", "/shop/(.*)", "/proizvodi/", "/shop/anything/at/all/", "", "/proizvodi/"],
    ["(.+)", "/arhiva/(.+)/", "/blog/(1)/", "/arhiva/2019/05/", "", "/blog/2019/05/"],
    ["(.+)", "/kategorija/(.+)/", "/proizvodi/(1)/", "/kategorija/caj/", "", "/proizvodi/caj/"],
    ["(.+) must not match empty", "/arhiva/(.+)/", "/blog/(1)/", "/arhiva//", "", null],
    ["(.+) must not match empty", "/kategorija/(.+)/", "/proizvodi/(1)/", "/kategorija/", "", null],
    ["(slug*)", "/katalog/(slug*)/", "/proizvodi/", "/katalog/voce/", "", "/proizvodi/"],
    ["(slug*) matches empty", "/tag-(slug*)/", "/tagovi/(1)", "/tag-/", "", "/tagovi/"],
    ["(slug*) rejects a second segment", "/katalog/(slug*)/", "/proizvodi/", "/katalog/a/b/", "", null],
    ["(slug+)", "/recepti-stari/(slug+)/", "/recepti/(1)/", "/recepti-stari/juha/", "", "/recepti/juha/"],
    ["(slug+)", "/autor/(slug+)/", "/autori/(1)/", "/autor/ana_kovac-2/", "", "/autori/ana_kovac-2/"],
    ["(slug+) must not match empty", "/autor/(slug+)/", "/autori/(1)/", "/autor//", "", null],
    ["(slug+) rejects dots", "/autor/(slug+)/", "/autori/(1)/", "/autor/a.b/", "", null],
    ["(id*)", "/narudzba/(id*)/", "/", "/narudzba/123/", "", "/"],
    ["(id*) matches empty", "/kosarica(id*)/", "/webshop/", "/kosarica/", "", "/webshop/"],
    ["(id*)", "/kosarica(id*)/", "/webshop/?c=(1)", "/kosarica55/", "", "/webshop/?c=55"],
    ["(id*) rejects letters", "/narudzba/(id*)/", "/", "/narudzba/abc/", "", null],
    ["(id+)", "/item/(id+)/", "/proizvodi/?id=(1)", "/item/12/", "", "/proizvodi/?id=12"],
    ["(id+)", "/post/(id+)/", "/blog/?id=(1)", "/post/9001/", "", "/blog/?id=9001"],
    ["(id+) rejects letters", "/item/(id+)/", "/proizvodi/?id=(1)", "/item/12a/", "", null],
    ["(id+) rejects empty", "/item/(id+)/", "/proizvodi/?id=(1)", "/item//", "", null],
    ["(slug+)-(id+)", "/proizvod/(slug+)-(id+)/", "/proizvodi/(1)-proizvod-(2)/", "/proizvod/zelena-jabuka-123/", "", "/proizvodi/zelena-jabuka-proizvod-123/"],
    ["(slug+)-(id+)", "/clanak/(slug+)-(id+)/", "/blog/(1)-(2)/", "/clanak/juha-5/", "", "/blog/juha-5/"],
    ["(slug+)-(id+) needs the id", "/clanak/(slug+)-(id+)/", "/blog/(1)-(2)/", "/clanak/juha/", "", null],
  ];

  it.each(cases)("%s: %s matches %s → …", (_pattern, oldPath, newPath, path, search, expected) => {
    const match = redirect([rule(oldPath, newPath)], path, search);
    expect(match?.location ?? null).toBe(expected);
    if (match) expect(match.external).toBe(false);
  });
});

describe("matchRedirect: which rule wins", () => {
  it("prefers an exact rule over an earlier pattern that also matches", () => {
    const rules = [rule("/autor/(slug+)/", "/pattern/"), rule("/autor/ana/", "/exact/")];
    expect(redirect(rules, "/autor/ana/")?.location).toBe("/exact/");
  });

  it("prefers an exact rule with the query over the same path without it", () => {
    const rules = [rule("/index.php", "/plain/"), rule("/index.php?page=x", "/with-query/")];
    expect(redirect(rules, "/index.php", "?page=x")?.location).toBe("/with-query/");
    expect(redirect(rules, "/index.php", "?page=y")?.location).toBe("/plain/");
  });

  it("takes the first matching pattern in table order", () => {
    const rules = [rule("/a/(slug+)/", "/first/(1)/"), rule("/a/(.*)", "/second/"), rule("/a/(id+)/", "/third/")];
    expect(redirect(rules, "/a/42/")?.location).toBe("/first/42/");
    expect(redirect([...rules].reverse(), "/a/42/")?.location).toBe("/third/");
  });

  it("returns null when nothing matches", () => {
    expect(redirect([rule("/a/", "/b/"), rule("/c/(id+)/", "/d/")], "/e/")).toBeNull();
  });
});

describe("matchRedirect: status", () => {
  const cases: Array<[number | null, number]> = [
    [null, 301],
    [301, 301],
    [302, 302],
    [303, 303],
    [307, 307],
    [308, 308],
    [200, 301],
    [304, 301],
    [404, 301],
    [500, 301],
    [0, 301],
  ];
  it.each(cases)("rule type %s → %i", (type, status) => {
    expect(redirect([rule("/old/", "/new/", type)], "/old/")?.status).toBe(status);
    expect(redirect([rule("/old/(id+)/", "/new/", type)], "/old/1/")?.status).toBe(status);
  });
});

describe("matchRedirect: external targets come only from rules that name them", () => {
  const cases: Array<[string, string]> = [
    ["https://www.facebook.com/zrno.shop", "https://www.facebook.com/zrno.shop"],
    ["http://blog.zrno.eu/clanak/", "http://blog.zrno.eu/clanak/"],
    ["//www.instagram.com/zrno.shop/", "https://www.instagram.com/zrno.shop/"],
    ["HTTPS://Example.COM/x", "https://example.com/x"],
  ];
  it.each(cases)("%s is kept and flagged external", (target, location) => {
    expect(redirect([rule("/out/", target, 302)], "/out/")).toEqual({ location, status: 302, external: true });
  });

  it("substitutes captures into an external target without changing its host", () => {
    const rules = [rule("/blog-stari/(.*)", "http://blog.zrno.eu/(1)")];
    expect(redirect(rules, "/blog-stari/@evil.example/")).toEqual({
      location: "http://blog.zrno.eu/@evil.example/",
      status: 301,
      external: true,
    });
  });

  // The request guard refuses `//` in paths, but the matcher must not rely on it: a capture
  // must never turn an internal rule into an off-site Location.
  it.each([
    ["/go/(.*)", "/(1)", "/go//evil.example/"],
    ["/go/(.+)", "(1)", "/go///evil.example/"],
    ["/go/(.*)", "/(1)", "/go/\\evil.example/"],
  ])("open redirect through a capture: %s → %s on %s drops the rule", (oldPath, newPath, path) => {
    expect(redirect([rule(oldPath, newPath)], path)).toBeNull();
  });

  it("keeps an internal rule whose capture stays on the origin", () => {
    expect(redirect([rule("/go/(.*)", "/(1)")], "/go/o-nama/")).toEqual({ location: "/o-nama/", status: 301, external: false });
  });
});

describe("matchRedirect: unsafe targets drop the rule", () => {
  const unsafe: Array<[string, string]> = [
    ["header injection by CRLF", "/x\r\nSet-Cookie: a=b"],
    ["header injection by LF", "/x\nLocation: https://evil.example/"],
    ["NUL", "/x\u0000y"],
    ["tab", "/\t/evil.example"],
    ["javascript: URL", "javascript:alert(1)"],
    ["javascript: URL, mixed case", "JavaScript:alert(1)"],
    ["data: URL", "data:text/html,x"],
    ["vbscript: URL", "vbscript:msgbox(1)"],
    ["ftp: URL", "ftp://evil.example/"],
    ["backslash host", "/\\evil.example"],
    ["backslash host after a slash", "\\\\evil.example"],
    ["scheme with a single slash", "http:/evil.example"],
    ["scheme without slashes", "https:evil.example"],
    ["relative target without leading slash", "o-nama/"],
    ["bare host", "evil.example"],
  ];
  it.each(unsafe)("%s (%j) → null", (_attack, target) => {
    expect(redirect([rule("/old/", target)], "/old/")).toBeNull();
    expect(redirect([rule("/old/(slug+)/", target)], "/old/a/")).toBeNull();
    expect(consoleError).toHaveBeenCalled();
  });

  it("never yields a Location leaving the origin for an unsafe target on either origin scheme", () => {
    for (const origin of ["https://shop.example", "http://localhost:8787"]) {
      const match = matchRedirect([compileRule(rule("/old/", "http:/evil.example"))], "/old/", "", origin);
      expect(match).toBeNull();
    }
  });
});

describe("compileRule: literal parts are literal", () => {
  it("a dot in old_path does not match any character", () => {
    expect(redirect([rule("/a.b/", "/x/")], "/axb/")).toBeNull();
    expect(redirect([rule("/a.b/(id+)/", "/x/")], "/axb/1/")).toBeNull();
    expect(redirect([rule("/a.b/(id+)/", "/x/(1)/")], "/a.b/1/")?.location).toBe("/x/1/");
  });

  it("parentheses, brackets and plus signs that are not tokens neither crash nor act as regex", () => {
    const oldPaths = ["/x(y)/", "/x(y)/(id+)/", "/a[b/(slug+)/", "/a+b/(id+)/", "/(slug+)|(.*)/", "/^$\\/(id*)/"];
    for (const p of oldPaths) expect(() => compileRule(rule(p, "/t/"))).not.toThrow();
    expect(redirect([rule("/x(y)/", "/t/")], "/x(y)/")?.location).toBe("/t/");
    expect(redirect([rule("/x(y)/(id+)/", "/t/(1)/")], "/x(y)/5/")?.location).toBe("/t/5/");
    expect(redirect([rule("/x(y)/(id+)/", "/t/")], "/xy/5/")).toBeNull();
    expect(redirect([rule("/a+b/(id+)/", "/t/")], "/aab/5/")).toBeNull();
    expect(redirect([rule("/a+b/(id+)/", "/t/")], "/a+b/5/")?.location).toBe("/t/");
    expect(redirect([rule("/(slug+)|(.*)/", "/t/")], "/anything/")).toBeNull();
  });

  it("compiles exact rules without a regex and notes whether they name a query", () => {
    expect(compileRule(rule("/a/", "/b/"))).toMatchObject({ re: null, withQuery: false });
    expect(compileRule(rule("/index.php?page=x", "/b/"))).toMatchObject({ re: null, withQuery: true });
    expect(compileRule(rule("/a/(id+)/", "/b/")).re).toBeInstanceOf(RegExp);
  });
});

describe("isExternal", () => {
  const cases: Array<[string, boolean]> = [
    ["http://a.example/", true],
    ["https://a.example/", true],
    ["HTTPS://a.example/", true],
    ["//a.example/", true],
    ["/a/", false],
    ["/", false],
    ["a/", false],
    ["http:/a.example", false],
    ["https:a.example", false],
    ["javascript:alert(1)", false],
    ["ftp://a.example/", false],
    ["mailto:a@b.example", false],
  ];
  it.each(cases)("%s → %s", (target, external) => {
    expect(isExternal(target)).toBe(external);
  });
});

describe("safeTarget", () => {
  const cases: Array<[string, { href: string; external: boolean } | null]> = [
    ["/o-nama/", { href: "/o-nama/", external: false }],
    ["/a/?b=1#c", { href: "/a/?b=1#c", external: false }],
    ["/a b/", { href: "/a%20b/", external: false }],
    ["/a/../b/", { href: "/b/", external: false }],
    ["https://x.example/a", { href: "https://x.example/a", external: true }],
    ["http://x.example", { href: "http://x.example/", external: true }],
    ["//x.example/a", { href: "https://x.example/a", external: true }],
    ["https://shop.example/a/", { href: "https://shop.example/a/", external: true }],
    ["o-nama/", null],
    ["", null],
    ["?a=1", null],
    ["#top", null],
    ["javascript:alert(1)", null],
    ["data:text/html,x", null],
    ["/x\r\nSet-Cookie: a=b", null],
    ["/\\evil.example", null],
    ["http:/evil.example", null],
    ["https://evil.example\u0000/", null],
    ["http://[::1", null],
  ];
  it.each(cases)("%j → %j", (target, expected) => {
    expect(safeTarget(target, ORIGIN)).toEqual(expected);
  });

  it("keeps an internal target on the origin however the origin is written", () => {
    expect(safeTarget("/a/", "http://localhost:8787")).toEqual({ href: "/a/", external: false });
    expect(safeTarget("/a/", "https://shop.example/some/path")).toEqual({ href: "/a/", external: false });
  });
});
