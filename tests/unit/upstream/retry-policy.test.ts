import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TENANTS } from "../../../tenants";
import { upstream, UpstreamError, type UpstreamContext } from "../../../worker/upstream/client";
import { renewOnce } from "../../../worker/session/renew";

/**
 * The upstream client's retry policy and timeout (docs/security.md B2, B4): every call carries a
 * timeout signal, a hung API fails with 504 after UPSTREAM_TIMEOUT_MS, and nothing is retried
 * except a GET refused with 401 for the visitor's token, once, with the renewed token.
 */
const Answer = v.object({ success: v.boolean(), data: v.object({ x: v.number() }) });
const tenant = TENANTS.find((t) => t.code === "hr")!;

type Respond = (init: RequestInit, n: number) => Response | Promise<Response>;
function api(respond: Respond) {
  const calls: { method: string; path: string; auth: string | null; signal: AbortSignal | null | undefined }[] = [];
  const fetcher = {
    fetch: async (input: RequestInfo | URL, init: RequestInit = {}) => {
      calls.push({ method: init.method ?? "GET", path: new URL(String(input)).pathname, auth: new Headers(init.headers).get("authorization"), signal: init.signal });
      return respond(init, calls.length);
    },
  } as unknown as Fetcher;
  return { fetcher, calls };
}

/** Answers nothing until the caller's signal fires, as a hung service binding would. */
const hang: Respond = (init) =>
  new Promise((_, reject) => init.signal?.addEventListener("abort", () => reject(init.signal?.reason ?? new DOMException("aborted", "AbortError"))));

const json = (status: number, body: unknown = { success: status < 400, data: { x: 1 } }) => Response.json(body, { status });

function ctx(fetcher: Fetcher, extra: Partial<UpstreamContext> = {}): UpstreamContext {
  return { env: { API: fetcher, UPSTREAM_TIMEOUT_MS: "50" }, tenant, token: "old.visitor.token", ...extra };
}

async function failure(p: Promise<unknown>): Promise<UpstreamError> {
  const err = await p.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(UpstreamError);
  return err as UpstreamError;
}

beforeEach(() => void vi.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe("timeout", () => {
  it.each(["GET", "POST", "PUT", "DELETE"] as const)("%s carries an abort signal", async (method) => {
    const { fetcher, calls } = api(() => json(200));
    await upstream(ctx(fetcher), { method, path: "/x/", body: method === "GET" ? undefined : {}, cached: false, schema: Answer });
    expect(calls[0]?.signal).toBeInstanceOf(AbortSignal);
  });

  it("a hung API fails with a 504 timeout after UPSTREAM_TIMEOUT_MS", async () => {
    const { fetcher } = api(hang);
    expect(await failure(upstream(ctx(fetcher), { path: "/x/", cached: true, schema: Answer }))).toMatchObject({ kind: "timeout", status: 504 });
  });

  it("a body that stops arriving is a timeout too, not a broken answer", async () => {
    const { fetcher } = api((init) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"success":true,'));
          init.signal?.addEventListener("abort", () => controller.error(init.signal?.reason));
        },
      });
      return new Response(body, { status: 200 });
    });
    expect(await failure(upstream(ctx(fetcher), { path: "/x/", cached: true, schema: Answer }))).toMatchObject({ kind: "timeout", status: 504 });
  });
});

describe("nothing is retried", () => {
  const ORDER_CALLS = [
    { method: "POST", path: "/webshop/order/" },
    { method: "POST", path: "/webshop/payment/" },
    { method: "PUT", path: "/webshop/product/" },
    { method: "DELETE", path: "/webshop/product/" },
  ] as const;
  const FAILURES: Array<[string, Respond]> = [
    ["503", () => json(503)],
    ["500", () => json(500)],
    ["a timeout", hang],
    ["a network error", () => Promise.reject(new TypeError("Network connection lost."))],
    ["401 (token renewed, request not repeated)", () => json(401, { success: false, label_name: "error_unauthorized" })],
  ];
  for (const call of ORDER_CALLS) {
    it.each(FAILURES)(`${call.method} ${call.path} failing with %s reaches the API exactly once`, async (_name, respond) => {
      const { fetcher, calls } = api(respond);
      const renewToken = vi.fn(async () => "new.visitor.token");
      await failure(upstream(ctx(fetcher, { renewToken }), { method: call.method, path: call.path, body: { code: "x" }, cached: false, schema: Answer }));
      expect(calls).toHaveLength(1);
    });
  }

  it.each([["503", () => json(503)], ["a timeout", hang]] as Array<[string, Respond]>)("a GET failing with %s is not retried either", async (_name, respond) => {
    const { fetcher, calls } = api(respond);
    await failure(upstream(ctx(fetcher), { path: "/catalog/products/", cached: true, schema: Answer }));
    expect(calls).toHaveLength(1);
  });
});

describe("401 for the visitor's token", () => {
  it("a GET is asked once more, with the renewed token", async () => {
    const { fetcher, calls } = api((init) => (new Headers(init.headers).get("authorization") === "Bearer new.visitor.token" ? json(200) : json(401)));
    const renewToken = vi.fn(async () => "new.visitor.token");
    expect(await upstream(ctx(fetcher, { renewToken }), { path: "/webshop/cart/", cached: false, schema: Answer })).toEqual({ success: true, data: { x: 1 } });
    expect(calls.map((c) => c.auth)).toEqual(["Bearer old.visitor.token", "Bearer new.visitor.token"]);
    expect(renewToken).toHaveBeenCalledTimes(1);
  });

  it("a GET refused again after renewal fails with that 401: no loop", async () => {
    const { fetcher, calls } = api(() => json(401));
    const renewToken = vi.fn(async () => "new.visitor.token");
    expect(await failure(upstream(ctx(fetcher, { renewToken }), { path: "/webshop/cart/", cached: false, schema: Answer }))).toMatchObject({ status: 401 });
    expect(calls).toHaveLength(2);
    expect(renewToken).toHaveBeenCalledTimes(1);
  });

  it("without a renewal (the server token's calls) a 401 is just a failure", async () => {
    const { fetcher, calls } = api(() => json(401));
    await failure(upstream(ctx(fetcher), { path: "/misc/labels/", cached: true, schema: Answer }));
    expect(calls).toHaveLength(1);
  });

  it("a renewal that could not issue a token leaves the 401 as it is", async () => {
    const { fetcher, calls } = api(() => json(401));
    await failure(upstream(ctx(fetcher, { renewToken: async () => null }), { path: "/webshop/cart/", cached: false, schema: Answer }));
    expect(calls).toHaveLength(1);
  });
});

describe("renewOnce", () => {
  it("50 concurrent renewals of one refused token issue one token", async () => {
    let issued = 0;
    const issue = async () => {
      await new Promise((r) => setTimeout(r, 5));
      return `t${++issued}`;
    };
    const tokens = await Promise.all(Array.from({ length: 50 }, () => renewOnce("refused-a", issue)));
    expect(new Set(tokens)).toEqual(new Set(["t1"]));
    expect(issued).toBe(1);
    // A request that notices the 401 a moment later still gets the same replacement.
    expect(await renewOnce("refused-a", issue)).toBe("t1");
    expect(issued).toBe(1);
  });

  it("two refused tokens get two replacements", async () => {
    let issued = 0;
    const issue = async () => `u${++issued}`;
    const [a, b] = await Promise.all([renewOnce("refused-b", issue), renewOnce("refused-c", issue)]);
    expect(a).not.toBe(b);
  });

  it("a token found live (null: keep it) is remembered like a replacement: one check for a burst", async () => {
    let checks = 0;
    const check = async () => {
      checks++;
      return null;
    };
    expect(await Promise.all(Array.from({ length: 10 }, () => renewOnce("live-e", check)))).toEqual(Array(10).fill(null));
    expect(await renewOnce("live-e", check)).toBeNull();
    expect(checks).toBe(1);
  });

  it("a failed issue is not remembered: the next renewal tries again", async () => {
    let calls = 0;
    const issue = async () => {
      calls++;
      if (calls === 1) throw new Error("API down");
      return "v2";
    };
    await expect(renewOnce("refused-d", issue)).rejects.toThrow("API down");
    expect(await renewOnce("refused-d", issue)).toBe("v2");
  });
});
