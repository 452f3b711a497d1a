import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bffFetch } from "../../../client/state/bff-fetch";
import { resetFirstCall } from "../../../client/state/first-call";

/** docs/behaviour/08-errors.md: other failures return the response data with statusCode. */
describe("§8 Error catalogue: other failures return the response data with statusCode", () => {
  beforeEach(() => resetFirstCall());
  afterEach(() => vi.unstubAllGlobals());

  const answering = (status: number, body: string) => vi.stubGlobal("fetch", vi.fn(async () => new Response(body, { status, headers: { "content-type": "application/json" } })));

  it("a refused call's body keeps its data and label and carries statusCode", async () => {
    answering(409, JSON.stringify({ success: false, label_name: "error_limit", data: { qty: 3 } }));
    const res = await bffFetch("/api/nuxtapi/webshop/product/", "POST", { code: "x" });
    expect(res).toMatchObject({ ok: false, status: 409 });
    expect(res.json).toEqual({ success: false, label_name: "error_limit", data: { qty: 3 }, statusCode: 409 });
  });

  it("a failure whose body is not JSON (a proxy's HTML page) still carries statusCode", async () => {
    answering(502, "<html>Bad gateway</html>");
    const res = await bffFetch("/api/nuxtapi/webshop/cart/", "GET");
    expect(res.json).toEqual({ statusCode: 502 });
  });

  it("a success's body is the response's own, with no statusCode", async () => {
    answering(200, JSON.stringify({ success: true, data: { n: 1 } }));
    const res = await bffFetch("/api/nuxtapi/webshop/cart/", "GET");
    expect(res.json).toEqual({ success: true, data: { n: 1 } });
  });
});
