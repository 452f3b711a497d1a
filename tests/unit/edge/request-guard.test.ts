import { describe, expect, it } from "vitest";
import { checkPath, MAX_PATH_LENGTH } from "../../../worker/edge/request-guard";

/** The pathname `new URL(request.url)` hands the guard for a raw request target. */
function arrived(rawTarget: string): string {
  return new URL(`http://localhost${rawTarget}`).pathname;
}

describe("checkPath refuses what no page can be", () => {
  const cases: Array<[string, string, 400 | 404 | 414]> = [
    ["truncated UTF-8 escape", "/%E0%A4%A/", 400],
    ["invalid UTF-8 sequence", "/%C0%AF/", 400],
    ["non-hex escape", "/%ZZ/", 400],
    ["lone percent sign", "/100%/", 400],
    ["NUL byte", "/%00/", 400],
    ["CR LF (header splitting)", "/a%0D%0ASet-Cookie:x/", 400],
    ["DEL", "/%7F/", 400],
    ["path longer than any real page", `/${"a".repeat(9000)}/`, 414],
    ["protocol-relative (open redirect bait)", "//evil.example/", 404],
    ["backslash as it arrives after URL parsing", arrived("/\\evil.example/"), 404],
    ["encoded backslash", "/%5Cevil.example/", 404],
    ["encoded double slash", "/%2F%2Fevil.example/", 404],
    ["empty segment in the middle", "/a//b/", 404],
    ["encoded dot-dot traversal", "/%2e%2e/", 404],
    ["encoded dot-dot, upper case", "/a/%2E%2E/b/", 404],
    ["dot-dot segment", "/a/../b/", 404],
    ["dot segment", "/a/./b/", 404],
    ["trailing dot-dot", "/a/..", 404],
  ];
  it("URL parsing turns a backslash into a slash before the guard sees it", () => {
    expect(arrived("/\\evil.example/")).toBe("//evil.example/");
  });

  it.each(cases)("%s: %s → %i", (_attack, path, status) => {
    const verdict = checkPath(path);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) {
      expect(verdict.status).toBe(status);
      expect(verdict.reason).not.toBe("");
    }
  });
});

describe("checkPath lets real pages through", () => {
  const ok = [
    "/",
    "/proizvodi/",
    "/o-nama/",
    "/%C5%BEito/",
    "/%C4%8Dokolada-i-kava/",
    "/proizvodi/zelena-jabuka-proizvod-123/",
    "/robots.txt",
    "/.well-known/security.txt",
    "/a..b/",
    "/api/nuxtapi/labels",
    "/hello%20world/",
    "/100%25/",
  ];
  it.each(ok)("%s → ok", (path) => {
    expect(checkPath(path)).toEqual({ ok: true });
  });

  it("accepts a path exactly at the length limit and refuses one character more", () => {
    const atLimit = `/${"a".repeat(MAX_PATH_LENGTH - 2)}/`;
    expect(atLimit).toHaveLength(MAX_PATH_LENGTH);
    expect(checkPath(atLimit)).toEqual({ ok: true });
    expect(checkPath(`${atLimit}a`)).toMatchObject({ ok: false, status: 414 });
  });
});
