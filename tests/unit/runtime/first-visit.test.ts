import { describe, expect, it } from "vitest";
import { saveFirstVisitParams } from "../../../client/runtime/first-visit";
import { memoryStorage } from "./fakes";

describe("first-visit parameters (spec §7)", () => {
  it("gclid goes to local storage, rcmndref to session storage", () => {
    const local = memoryStorage();
    const session = memoryStorage();
    saveFirstVisitParams("?gclid=Cj0KCQ_abc-123&rcmndref=friend42&utm_source=x", () => local, () => session);
    expect(Object.fromEntries(local.data)).toEqual({ gclid: "Cj0KCQ_abc-123" });
    expect(Object.fromEntries(session.data)).toEqual({ rcmndref: "friend42" });
  });

  it("a visit without them leaves what an earlier visit saved", () => {
    const local = memoryStorage();
    local.data.set("gclid", "earlier");
    saveFirstVisitParams("?q=muesli", () => local, () => memoryStorage());
    expect(local.data.get("gclid")).toBe("earlier");
  });

  it.each(["<script>", "a b", "x".repeat(257), ""])("does not store a value that is no click id: %j", (value) => {
    const local = memoryStorage();
    saveFirstVisitParams(`?gclid=${encodeURIComponent(value)}`, () => local, () => memoryStorage());
    expect(local.data.size).toBe(0);
  });

  it("a disabled storage loses the parameter, never the page", () => {
    expect(() => saveFirstVisitParams("?gclid=abc&rcmndref=r", () => memoryStorage(true), () => memoryStorage(true))).not.toThrow();
  });
});
