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
