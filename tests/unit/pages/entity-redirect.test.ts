import { afterEach, describe, expect, it, vi } from "vitest";
import { entityRedirect } from "../../../worker/pages/controllers/entity-redirect";

/**
 * Entity redirects (docs/behaviour/03-entities.md `redirect_url_without_domain` + `redirect_code`, 301 when absent) of
 * categories, lists and posts: one helper for all three, and never a way off the site — an
 * editor's typo or a compromised CMS row must not turn a category into an open redirect.
 */
describe("entityRedirect", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each<[string, string | null, number | null, { location: string; status: number } | null]>([
    ["no target: no redirect", null, null, null],
    ["an empty target: no redirect", "", 302, null],
    ["no code: 301", "/proizvodi/zitarice/", null, { location: "/proizvodi/zitarice/", status: 301 }],
    ["301 kept", "/savjeti/", 301, { location: "/savjeti/", status: 301 }],
    ["302 kept", "/proizvodi/sjemenke/", 302, { location: "/proizvodi/sjemenke/", status: 302 }],
    ["307 kept", "/a/", 307, { location: "/a/", status: 307 }],
    ["308 kept", "/a/", 308, { location: "/a/", status: 308 }],
    ["a code that is no redirect (200) becomes 301", "/a/", 200, { location: "/a/", status: 301 }],
    ["a code that is no redirect (500) becomes 301", "/a/", 500, { location: "/a/", status: 301 }],
  ])("%s", (_name, target, code, want) => {
    const got = entityRedirect(target, code);
    expect(got).toEqual(want ? { kind: "redirect", ...want } : null);
  });

  it.each(["https://evil.example/", "http://evil.example/", "//evil.example/", "/\\evil.example/", "javascript:alert(1)", "proizvodi/"])("off-site or relative target %s is ignored (logged), the entity is served where it is", (target) => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(entityRedirect(target, 301)).toBeNull();
    expect(log).toHaveBeenCalledOnce();
  });
});
