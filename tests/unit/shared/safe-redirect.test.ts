import { describe, expect, it } from "vitest";
import { isSafePath, safeRedirect, type RedirectScope } from "../../../shared/safe-redirect";

/**
 * The one redirect rule (docs/security.md "Open redirect"): one case table, run for a site at the
 * root of a shared host, a prefixed site and a site on its own host. Every payload either comes
 * back as a path on the site, or is refused (null → the caller's home or account page).
 */

const ROOT: RedirectScope = { origin: "http://localhost:8787", basePath: "", foreignPrefixes: ["en", "de", "si"] };
const DE: RedirectScope = { origin: "http://localhost:8787", basePath: "/de" };
const OWN: RedirectScope = { origin: "https://www.zrno.de", basePath: "" };

/** Refused on every site: other hosts, schemes, and everything a parser can turn into one. */
const ATTACKS: readonly string[] = [
  "//evil.example",
  "//evil.example/de/",
  "///evil.example/",
  "////evil.example",
  "/.//evil.example",
  "/..//evil.example",
  "/%2e//evil.example",
  "/%2E%2E//evil.example",
  "/././/evil.example",
  "/de/..//evil.example",
  "/%2F/evil.example",
  "/%2F%2Fevil.example",
  "/%2f%2fevil.example",
  "\\evil.example",
  "\\\\evil.example",
  "/\\evil.example",
  "/%5Cevil.example",
  "/%5C%5Cevil.example",
  "/\t/evil.example",
  "/%09/evil.example",
  "/\n/evil.example",
  "/%0a/evil.example",
  "/\r\n/evil.example",
  "/x%0d%0aSet-Cookie:a=b",
  "/ /evil.example",
  " /de/",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "https://evil.example/",
  "http://evil.example/de/",
  "https:evil.example",
  "http:/evil.example",
  "https:/\\evil.example",
  "//user@evil.example/",
  "http://localhost:8787@evil.example/",
  "http://user:pw@localhost:8787/de/",
  "http://localhost:9999/de/",
  "https://localhost:8787/de/",
  "http://localhost/de/",
  "ftp://localhost:8787/de/",
  "http://localhost:8787.evil.example/de/",
  "http://evil.example\\@localhost:8787/de/",
  "\uFF0F\uFF0Fevil.example",
  "\u2215\u2215evil.example",
  "/\u3002/evil.example\u3002",
  "http://evil\u3002example/",
  "https://evil\uFF0Eexample/",
  "/%E0%A4%A",
  "de/konto/",
  "./de/",
  "?redirect=//evil.example",
  "#//evil.example",
  "",
  `/${"a".repeat(2100)}`,
];

describe("safe redirect: attacks are refused on every site", () => {
  for (const [name, scope] of [["root site", ROOT], ["prefixed site", DE], ["own host", OWN]] as const) {
    it.each(ATTACKS.map((raw) => [raw]))(`${name}: %j`, (raw) => {
      expect(safeRedirect(raw, scope)).toBeNull();
    });
  }

  it("has at least 30 payloads", () => {
    expect(ATTACKS.length).toBeGreaterThanOrEqual(30);
  });

  it("refuses non-strings", () => {
    expect(safeRedirect(null, DE)).toBeNull();
    expect(safeRedirect(undefined, DE)).toBeNull();
  });
});

describe("safe redirect: the site's own pages come back as path + query", () => {
  it.each<[RedirectScope, string, string | null]>([
    [ROOT, "/", "/"],
    [ROOT, "/proizvodi/", "/proizvodi/"],
    [ROOT, "/proizvodi/?page=2&q=chia%20seeds", "/proizvodi/?page=2&q=chia%20seeds"],
    [ROOT, "/korisnik/#orders", "/korisnik/"],
    [ROOT, "/ko\u0161arica/", "/ko%C5%A1arica/"],
    [ROOT, "/a/./b/../c/", "/a/c/"],
    [ROOT, "http://localhost:8787/proizvodi/?x=1", "/proizvodi/?x=1"],
    [ROOT, "HTTP://LOCALHOST:8787/proizvodi/", "/proizvodi/"],
    // Another site's prefix on the same host is not the root site's page.
    [ROOT, "/de/konto/", null],
    [ROOT, "/EN/", null],
    [ROOT, "/si", null],
    [ROOT, "/designs/", "/designs/"],
    [DE, "/de/", "/de/"],
    [DE, "/de", "/de"],
    [DE, "/de/konto/?tab=1", "/de/konto/?tab=1"],
    [DE, "http://localhost:8787/de/warenkorb/", "/de/warenkorb/"],
    [DE, "/", null],
    [DE, "/korisnik/", null],
    [DE, "/en/account/", null],
    [DE, "/deutsch/", null],
    [DE, "/de/../en/", null],
    [DE, "/de/%2e%2e/en/", null],
    [DE, "/de\uFF0F../evil", null],
    [OWN, "/konto/", "/konto/"],
    [OWN, "https://www.zrno.de/konto/", "/konto/"],
    [OWN, "http://www.zrno.de/konto/", null],
    [OWN, "https://www.zrno.de:8443/konto/", null],
    [OWN, "https://zrno.de/konto/", null],
    [OWN, "https://www.zrno.at/konto/", null],
  ])("%o %j → %j", (scope, raw, expected) => {
    expect(safeRedirect(raw, scope)).toBe(expected);
  });
});

describe("isSafePath: the same rule where no site is known (the API, contract schemas)", () => {
  it.each(["/", "/webshop/customer/?step=2&x=%2F", "/en/account/", "/ko\u0161arica/", "/a#frag"])("accepts %j", (path) => {
    expect(isSafePath(path)).toBe(true);
  });
  it.each(ATTACKS.map((raw) => [raw]))("refuses %j", (raw) => {
    expect(isSafePath(raw)).toBe(false);
  });
});
