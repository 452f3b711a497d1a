import { describe, expect, it } from "vitest";
import { isBlockedPath } from "../../../worker/edge/blocked-paths";

describe("isBlockedPath", () => {
  const cases: Array<[string, boolean]> = [
    ["/api/x/", true],
    ["/API/x/", true],
    ["/Api/", true],
    ["/api", true],
    ["/api/", true],
    ["/error/", true],
    ["/ERROR/500/", true],
    ["/error", true],
    ["/api/nuxtapi/labels", false],
    ["/api/nuxtapi/page/", false],
    ["/apiary/", false],
    ["/api-docs/", false],
    ["/errors/", false],
    ["/proizvodi/api/", false],
    ["/blog/error/", false],
    ["/", false],
  ];
  it.each(cases)("%s → %s", (path, blocked) => {
    expect(isBlockedPath(path)).toBe(blocked);
  });
});

describe("§2 Route resolution: certain comments and publish paths give the 404 screen (an explicit list)", () => {
  const cases: Array<[string, boolean]> = [
    ["/comments/", true],
    ["/comment/12/", true],
    ["/Komentari/", true],
    ["/publish/", true],
    ["/publish/post/12/", true],
    ["/feedback/comments/", true],
    ["/magazin/zob-za-dorucak/comments/", true],
    ["/recepti/kasa/comment/", true],
    ["/magazin/zob-za-dorucak/comments-feed/", true],
    // not on the list: pages whose words merely contain these
    ["/magazin/", false],
    ["/magazin/comments-on-oats/", false],
    ["/publishing-house/", false],
    ["/proizvodi/feedback-box-proizvod-12/", false],
    ["/comments-policy/", false],
  ];
  it.each(cases)("%s → %s", (path, blocked) => {
    expect(isBlockedPath(path)).toBe(blocked);
  });
});
