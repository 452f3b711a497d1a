import { describe, expect, it } from "vitest";
import { needsSlash } from "../../../worker/edge/trailing-slash";

describe("needsSlash", () => {
  const cases: Array<[string, boolean]> = [
    ["/proizvodi", true],
    ["/o-nama", true],
    ["/proizvodi/jabuka-proizvod-12", true],
    ["/%C5%BEito", true],
    ["/a.b/c", true],
    ["/", false],
    ["/proizvodi/", false],
    ["/robots.txt", false],
    ["/sitemap.xml", false],
    ["/favicon.ico", false],
    ["/assets/client.js", false],
    ["/feed.rss", false],
    ["/api/nuxtapi/labels", false],
    ["/api/nuxtapi/page", false],
  ];
  it.each(cases)("%s → %s", (path, expected) => {
    expect(needsSlash(path)).toBe(expected);
  });
});
