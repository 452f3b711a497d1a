import { describe, expect, it } from "vitest";
import { checkedUrl, NavigationBlocked } from "../../../client/navigation/guard";

const here = { href: "https://www.zrno.hr/proizvodi/?sort=new", origin: "https://www.zrno.hr" };

describe("the navigation guard (spec §8: external URLs and dangerous protocols throw unless allowed)", () => {
  it.each(["/o-nama/", "o-nama/", "?page=2", "#recept", "https://www.zrno.hr/webshop/"])("lets a same-origin page through: %s", (href) => {
    expect(checkedUrl(href, here).origin).toBe(here.origin);
  });

  it.each([
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "\x00javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "DaTa:text/html;base64,PHNjcmlwdD4=",
    "vbscript:msgbox(1)",
  ])("blocks a dangerous protocol: %j", (href) => {
    expect(() => checkedUrl(href, here)).toThrow(NavigationBlocked);
    expect(() => checkedUrl(href, here, { external: true }), "allowing other origins does not allow it").toThrow(NavigationBlocked);
  });

  it.each(["https://evil.example/", "//evil.example/x", "/\\evil.example/", "http://www.zrno.hr/", "https:/\\evil.example", "mailto:kupci@zrno.hr"])(
    "blocks another origin unless allowed: %j",
    (href) => {
      expect(() => checkedUrl(href, here)).toThrow(NavigationBlocked);
    },
  );

  it("allows another http(s) origin when the caller says so (another site of ours, a redirect rule)", () => {
    expect(checkedUrl("https://www.zrno.si/", here, { external: true }).href).toBe("https://www.zrno.si/");
    expect(() => checkedUrl("mailto:kupci@zrno.hr", here, { external: true })).toThrow(NavigationBlocked);
  });

  it("allows a protocol only when it is named", () => {
    expect(checkedUrl("mailto:kupci@zrno.hr", here, { protocols: ["mailto:"] }).protocol).toBe("mailto:");
    expect(checkedUrl("javascript:void 0", here, { protocols: ["javascript:"] }).protocol).toBe("javascript:");
  });

  it("an unparsable URL throws too, never navigates", () => {
    expect(() => checkedUrl("http://[::1", here)).toThrow(TypeError);
  });
});
