import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TENANTS, type Tenant } from "../../../tenants";
import { upstream, UpstreamError, type UpstreamContext } from "../../../worker/upstream/client";

const tenant = (code: string): Tenant => {
  const t = TENANTS.find((x) => x.code === code);
  if (!t) throw new Error(`no tenant ${code}`);
  return t;
};

const Answer = v.object({ success: v.boolean(), data: v.object({ x: v.number() }) });

interface Call {
  url: URL;
  method: string;
  headers: Headers;
  body: string | undefined;
  redirect: RequestRedirect | undefined;
  signal: AbortSignal | null | undefined;
}

/** A stand-in for the `API` service binding that records requests and answers with `respond`. */
function fakeApi(respond: () => Response | Promise<Response> = () => Response.json({ success: true, data: { x: 1 } })) {
  const calls: Call[] = [];
  const api = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({
        url: new URL(String(input)),
        method: init?.method ?? "GET",
        headers: new Headers(init?.headers),
        body: typeof init?.body === "string" ? init.body : init?.body == null ? undefined : "(non-string body)",
        redirect: init?.redirect,
        signal: init?.signal,
      });
      return respond();
    },
  };
  return { api: api as unknown as Fetcher, calls };
}

function ctx(api: Fetcher, code = "de", token: string | null = "visitor.jwt.token"): UpstreamContext {
  return { env: { API: api }, tenant: tenant(code), token };
}

async function upstreamError(p: Promise<unknown>): Promise<UpstreamError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(UpstreamError);
  return err as UpstreamError;
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
  vi.restoreAllMocks();
});

describe("upstream: what every request carries", () => {
  // [tenant, x-base-host, x-lang]
  const tenants: Array<[string, string, string]> = [
    ["hr", "www.zrno.hr", "hr"],
    ["de", "www.zrno.de", "de"],
    ["at", "www.zrno.at", "de"],
    ["en", "www.zrno.eu", "en"],
    ["si", "www.zrno.eu", "sl"],
    ["me", "www.zrno.eu", "cnr"],
    ["rs", "www.zrno.rs", "sr"],
    ["ba", "www.zrno.eu", "bs"],
  ];
  it.each(tenants)("%s: bearer token, x-base-host %s, x-lang %s, no redirect following", async (code, host, lang) => {
    const { api, calls } = fakeApi();
    await expect(upstream(ctx(api, code, "a.b.c"), { path: "/misc/labels/", cached: true, schema: Answer })).resolves.toEqual({ success: true, data: { x: 1 } });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.headers.get("authorization")).toBe("Bearer a.b.c");
    expect(call?.headers.get("x-base-host")).toBe(host);
    expect(call?.headers.get("x-lang")).toBe(lang);
    expect(call?.headers.get("accept")).toBe("application/json");
    expect(call?.redirect).toBe("manual");
    expect(call?.signal).toBeInstanceOf(AbortSignal);
    expect(call?.signal?.aborted).toBe(false);
  });

  it("without a token sends no authorization header", async () => {
    const { api, calls } = fakeApi();
    await upstream(ctx(api, "de", null), { path: "/auth/generate-token/", cached: false, schema: Answer });
    expect(calls[0]?.headers.has("authorization")).toBe(false);
  });

  it("GET has no body and no content-type; query parameters are set, undefined ones skipped", async () => {
    const { api, calls } = fakeApi();
    await upstream(ctx(api), { path: "/cms/page/", query: { slug: "o-nama/ä&x", page: 2, none: undefined }, cached: true, schema: Answer });
    const [call] = calls;
    expect(call?.method).toBe("GET");
    expect(call?.body).toBeUndefined();
    expect(call?.headers.has("content-type")).toBe(false);
    expect(call?.url.pathname).toBe("/cms/page/");
    expect(call?.url.searchParams.get("slug")).toBe("o-nama/ä&x");
    expect(call?.url.searchParams.get("page")).toBe("2");
    expect(call?.url.searchParams.has("none")).toBe(false);
  });

  it.each(["POST", "PUT"] as const)("%s sends JSON with the tenant's lang appended", async (method) => {
    const { api, calls } = fakeApi();
    await upstream(ctx(api, "si"), { method, path: "/webshop/cart/", body: { code: "X1", qty: 2 }, cached: false, schema: Answer });
    const [call] = calls;
    expect(call?.method).toBe(method);
    expect(call?.headers.get("content-type")).toBe("application/json");
    expect(JSON.parse(call?.body ?? "null")).toEqual({ code: "X1", qty: 2, lang: "sl" });
  });

  it("POST without a body still sends the lang; a body's own lang is overridden by the tenant's", async () => {
    const { api, calls } = fakeApi();
    await upstream(ctx(api, "de"), { method: "POST", path: "/a/", cached: false, schema: Answer });
    await upstream(ctx(api, "de"), { method: "POST", path: "/a/", body: { lang: "hr" }, cached: false, schema: Answer });
    expect(JSON.parse(calls[0]?.body ?? "null")).toEqual({ lang: "de" });
    expect(JSON.parse(calls[1]?.body ?? "null")).toEqual({ lang: "de" });
  });

  it("DELETE sends no body unless the call names one (wishlist {id}, compare {shopping_cart_code})", async () => {
    const { api, calls } = fakeApi();
    await upstream(ctx(api), { method: "DELETE", path: "/webshop/cart/1/", cached: false, schema: Answer });
    expect(calls[0]?.body).toBeUndefined();
    await upstream(ctx(api, "si"), { method: "DELETE", path: "/catalog/wishlist/", body: { id: 7 }, cached: false, schema: Answer });
    expect(calls[1]?.headers.get("content-type")).toBe("application/json");
    expect(JSON.parse(calls[1]?.body ?? "null")).toEqual({ id: 7, lang: "sl" });
  });

  it("calls that are not cached ask the backend to skip its cache; cached ones do not", async () => {
    const { api, calls } = fakeApi();
    await upstream(ctx(api), { path: "/auth/is-login/", cached: false, schema: Answer });
    await upstream(ctx(api), { path: "/misc/routes/", cached: true, schema: Answer });
    await upstream(ctx(api), { path: "/misc/routes/", query: { a: "1" }, cached: false, schema: Answer });
    expect(calls[0]?.url.searchParams.get("ignoreCache")).toBe("1");
    expect(calls[1]?.url.searchParams.has("ignoreCache")).toBe(false);
    expect(calls[2]?.url.search).toBe("?a=1&ignoreCache=1");
  });

  it("with API_BASE goes over fetch() to that origin, not the binding", async () => {
    const { api, calls } = fakeApi();
    const spy = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ success: true, data: { x: 9 } }));
    const context: UpstreamContext = { env: { API: api, API_BASE: "https://api.zrno.example" }, tenant: tenant("hr"), token: "t.o.k" };
    await expect(upstream(context, { path: "/misc/info/", cached: true, schema: Answer })).resolves.toEqual({ success: true, data: { x: 9 } });
    expect(calls).toHaveLength(0);
    expect(spy).toHaveBeenCalledTimes(1);
    const [url, init] = spy.mock.calls[0] ?? [];
    expect(String(url)).toBe("https://api.zrno.example/misc/info/");
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer t.o.k");
    expect(init?.redirect).toBe("manual");
  });

  it.each(["//evil.example/steal/", "https://evil.example/steal/", "\\\\evil.example/steal/"])(
    "a path naming another host (%s) never carries the bearer token off the API origin",
    async (path) => {
      const spy = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ success: true, data: { x: 1 } }));
      const context: UpstreamContext = { env: { API: fakeApi().api, API_BASE: "https://api.zrno.example" }, tenant: tenant("hr"), token: "secret.jwt.token" };
      await expect(upstream(context, { path, cached: true, schema: Answer })).rejects.toThrow(/leaves the API origin/);
      expect(spy).not.toHaveBeenCalled();
      const binding = fakeApi();
      await expect(upstream(ctx(binding.api), { path, cached: true, schema: Answer })).rejects.toThrow(/leaves the API origin/);
      expect(binding.calls).toHaveLength(0);
    },
  );
});

describe("upstream: failures become UpstreamError, never a crash", () => {
  it("an answer that does not match the contract → kind shape, 502", async () => {
    const { api } = fakeApi(() => Response.json({ success: true, data: { x: "one" } }));
    const err = await upstreamError(upstream(ctx(api), { path: "/misc/labels/", cached: true, schema: Answer }));
    expect(err).toMatchObject({ kind: "shape", status: 502 });
    expect(String(consoleError.mock.calls[0]?.[0])).toContain("/misc/labels/");
  });

  // [answer, kind, status, label_name]
  const failures: Array<[string, () => Response, UpstreamError["kind"], number, string | null]> = [
    ["404 with a label", () => Response.json({ success: false, label_name: "error_not_found" }, { status: 404 }), "status", 404, "error_not_found"],
    ["400 with a label", () => Response.json({ success: false, label_name: "error_coupon_invalid_code" }, { status: 400 }), "status", 400, "error_coupon_invalid_code"],
    ["401 without a label", () => Response.json({ success: false }, { status: 401 }), "status", 401, null],
    ["500 with a non-string label", () => Response.json({ label_name: 42 }, { status: 500 }), "status", 500, null],
    ["503 with an HTML body", () => new Response("<h1>Service Unavailable</h1>", { status: 503 }), "status", 503, null],
    ["302 redirect (not followed)", () => new Response(null, { status: 302, headers: { location: "https://evil.example/" } }), "status", 302, null],
    ["200 with invalid JSON", () => new Response("{oops", { status: 200 }), "shape", 502, null],
    ["200 with an empty body", () => new Response("", { status: 200 }), "shape", 502, null],
    ["200 with JSON null", () => Response.json(null), "shape", 502, null],
    ["200 with a JSON array", () => Response.json([1, 2]), "shape", 502, null],
  ];
  it.each(failures)("%s → kind %s, status %i, label %s", async (_what, respond, kind, status, labelName) => {
    const { api } = fakeApi(respond);
    const err = await upstreamError(upstream(ctx(api), { path: "/x/", cached: true, schema: Answer }));
    expect(err).toMatchObject({ kind, status, labelName });
  });

  it("a timeout → kind timeout, 504", async () => {
    const api = { fetch: async () => Promise.reject(new DOMException("The operation timed out.", "TimeoutError")) } as unknown as Fetcher;
    const err = await upstreamError(upstream(ctx(api), { path: "/x/", cached: true, schema: Answer }));
    expect(err).toMatchObject({ kind: "timeout", status: 504 });
  });

  it("an abort → kind timeout, 504", async () => {
    const api = { fetch: async () => Promise.reject(new DOMException("aborted", "AbortError")) } as unknown as Fetcher;
    expect(await upstreamError(upstream(ctx(api), { path: "/x/", cached: true, schema: Answer }))).toMatchObject({ kind: "timeout", status: 504 });
  });

  it("a network failure → kind network, 502", async () => {
    const api = { fetch: async () => Promise.reject(new TypeError("Network connection lost.")) } as unknown as Fetcher;
    expect(await upstreamError(upstream(ctx(api), { path: "/x/", cached: true, schema: Answer }))).toMatchObject({ kind: "network", status: 502 });
  });

  it("the error message names kind, status and label", () => {
    expect(new UpstreamError("status", 404, "error_not_found").message).toBe("upstream status 404 (error_not_found)");
    expect(new UpstreamError("timeout", 504).message).toBe("upstream timeout 504");
  });
});
