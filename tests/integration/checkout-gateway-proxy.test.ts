import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { gatewayPathOf } from "../../worker/edge/gateway-proxy";
import { api, json, PATHS, placeOrder, readyToOrder, returnTo } from "./checkout-helpers";
import { get } from "./helpers";

/**
 * The storefront's /_gateway/* (worker/edge/gateway-proxy.ts): browsers reach the sandbox
 * gateway through it. The shop's cookie and the bearer token never go to the gateway, nothing
 * the gateway sets comes back, and only the gateway's own paths are reachable.
 */

const SECRET_COOKIE = "hapi_auth_token=eyJ.secret.token; other=1";

async function redirectOrder() {
  // de's one card option is the redirect gateway (its tenant's sales.card).
  const { token } = await readyToOrder({ payment: "card", site: "de" });
  const order = (await placeOrder(token, "de")).body.data;
  const created = await api(`/webshop/order/${order.order_identificator}/payment/?${new URLSearchParams(PATHS)}`, { token }).then(json);
  return { token, ident: order.order_identificator as string, url: created.data.redirect_url as string };
}

/** The requests the storefront sent to the API while `run` ran. */
async function forwarded(run: () => Promise<Response>): Promise<{ res: Response; sent: Request[] }> {
  const spy = vi.spyOn((env as unknown as { API: Fetcher }).API, "fetch");
  try {
    const res = await run();
    return { res, sent: spy.mock.calls.map(([input, init]) => new Request(input as RequestInfo, init as RequestInit)) };
  } finally {
    spy.mockRestore();
  }
}

describe("gateway proxy", () => {
  it("serves the gateway's pay page under /_gateway/, without the shop's cookie or token", async () => {
    const { url, ident } = await redirectOrder();
    const { res, sent } = await forwarded(() => get(`http://localhost${url}`, { headers: { cookie: SECRET_COOKIE, authorization: "Bearer eyJ.secret.token" } }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await res.text()).toContain(ident);
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0]!.url).pathname).toBe("/gateway/pay/");
    expect(new URL(sent[0]!.url).search).toBe(new URL(url, "http://x").search);
    expect(sent[0]!.headers.get("cookie")).toBeNull();
    expect(sent[0]!.headers.get("authorization")).toBeNull();
    expect(sent[0]!.headers.get("x-base-host")).toBeNull();
  });

  it("passes a form post through and the gateway's 303 back to the shop; the order is paid", async () => {
    const { url, ident, token } = await redirectOrder();
    const fields = Object.fromEntries(new URL(url, "http://x").searchParams);
    const { res, sent } = await forwarded(() =>
      get("http://localhost/_gateway/pay/", {
        method: "POST",
        headers: { cookie: SECRET_COOKIE, "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
        body: new URLSearchParams({ ...fields, decision: "pay" }).toString(),
      }),
    );
    expect(res.status).toBe(303);
    expect(returnTo(res.headers.get("location"))).toBe(PATHS.ok_path);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(sent.every((r) => r.headers.get("cookie") === null)).toBe(true);
    expect((await api(`/webshop/order/${ident}/status/`, { token }).then(json)).data.status).toBe("paid");
  });

  it.each(["/_gateway/", "/_gateway/..%2Fwebshop/cart/", "/_gateway/pay%2F..%2F..%2Fwebshop/", "/_gateway/pay/.hidden/"])("reaches nothing but gateway paths: %s", async (path) => {
    const { res, sent } = await forwarded(() => get(`http://localhost${path}`));
    expect(res.status).toBeGreaterThanOrEqual(400);
    // Nothing reached the API's webshop (the 404 page's own app-data calls aside).
    expect(sent.map((r) => new URL(r.url).pathname).filter((p) => p.startsWith("/webshop/"))).toEqual([]);
  });

  it("refuses methods a gateway page has no use for", async () => {
    const res = await get("http://localhost/_gateway/pay/", { method: "PUT" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD, POST");
  });

  it("maps only clean paths", () => {
    expect(gatewayPathOf("/_gateway/pay/")).toBe("/gateway/pay/");
    expect(gatewayPathOf("/rs/_gateway/card/")).toBe("/gateway/card/");
    expect(gatewayPathOf("/_gateway/a//b/")).toBeNull();
    expect(gatewayPathOf("/_gateway/a.b/")).toBeNull();
    expect(gatewayPathOf("/webshop/")).toBeNull();
  });
});
