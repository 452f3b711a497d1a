import { beforeEach, describe, expect, it } from "vitest";
import { afterFirstCall, resetFirstCall } from "../../../client/state/first-call";

/**
 * The page's first BFF call issues the token of a visitor who arrived on a cached page; a call
 * sent beside it would be issued another and could take the cookie over (client/state/first-call.ts).
 */
function deferred() {
  let resolve!: (v: string) => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => resetFirstCall());

describe("calls after the page's first one", () => {
  it("a change made while the first call is in flight is only sent once it has answered", async () => {
    const started: string[] = [];
    const count = deferred();
    const first = afterFirstCall(() => (started.push("cart-summary"), count.promise));
    const add = afterFirstCall(async () => (started.push("add"), "added"));
    await tick();
    expect(started).toEqual(["cart-summary"]);
    count.resolve("0 items");
    expect(await first).toBe("0 items");
    expect(await add).toBe("added");
    expect(started).toEqual(["cart-summary", "add"]);
  });

  it("once the first has answered, later calls run side by side", async () => {
    await afterFirstCall(async () => "first");
    const started: string[] = [];
    const a = deferred();
    const b = deferred();
    const pa = afterFirstCall(() => (started.push("a"), a.promise));
    const pb = afterFirstCall(() => (started.push("b"), b.promise));
    await tick();
    expect(started).toEqual(["a", "b"]);
    b.resolve("b");
    a.resolve("a");
    expect([await pa, await pb]).toEqual(["a", "b"]);
  });

  it("a failed first call does not hold the others back, and its caller still sees the failure", async () => {
    const count = deferred();
    const first = afterFirstCall(() => count.promise);
    const add = afterFirstCall(async () => "added");
    count.reject(new Error("offline"));
    await expect(first).rejects.toThrow("offline");
    expect(await add).toBe("added");
  });
});
