import { describe, expect, it } from "vitest";
import { requestUrl } from "../../../worker/http/request-url";

describe("a request's address is parsed once and shared by every step of that request", () => {
  it("the same parsed address for the same request, its own for another", () => {
    const a = new Request("https://zrno.hr/proizvodi/?sort=price&utm_source=x");
    const b = new Request("https://zrno.hr/recepti/");
    expect(requestUrl(a)).toBe(requestUrl(a));
    expect(requestUrl(a).searchParams.get("sort")).toBe("price");
    expect(requestUrl(b)).not.toBe(requestUrl(a));
    expect(requestUrl(b).pathname).toBe("/recepti/");
  });
});
