import { describe, expect, it } from "vitest";
import { siteOf, sitePathOf } from "../../../worker/edge/tenant";

describe("the site is resolved once per request", () => {
  it("routing and the tenant step share one answer for a request, a new request gets its own", () => {
    const request = new Request("http://localhost/de/produkte/");
    const first = siteOf(request);
    expect(sitePathOf(request)).toBe("/produkte/");
    expect(siteOf(request)).toBe(first);
    const again = new Request("http://localhost/de/produkte/");
    expect(siteOf(again)).not.toBe(first);
    expect(siteOf(again)).toEqual(first);
  });

  it("a redirect is answered the same way", () => {
    const request = new Request("http://localhost/de");
    expect(siteOf(request)).toEqual({ kind: "redirect", location: "/de/" });
    expect(sitePathOf(request)).toBe("/de");
  });
});
