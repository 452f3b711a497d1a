import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import storefront from "../../worker/index";
import { apiCacheEnabled, ROUTE_CACHE_SECONDS, routeCacheSeconds } from "../../worker/cache/manifest";
import { TenantSchema } from "../../tenants/schema";
import { tenantModules } from "../../tenants/index.generated";
import { BROWSER_UA, upstreamCallsDuring } from "./helpers";

/**
 * docs/behaviour/09-constants.md and 06-roles.md: the constants that depend on where the shop
 * runs. The test env sets API_CACHE=on (vitest.config.ts) for the tests of the cache itself; here
 * it is taken away, so ENVIRONMENT alone decides, as in a deployed Worker.
 */
const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;
const { API_CACHE: _on, ...deployed } = env as unknown as Record<string, unknown>;
const inEnvironment = (environment: string) => ({ ...deployed, ENVIRONMENT: environment }) as unknown as Env;

async function fetchIn(environment: string, path: string): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await storefront.fetch(new Request(`http://localhost${path}`, { headers: { "user-agent": BROWSER_UA, "cf-connecting-ip": "10.99.9.1" } }), inEnvironment(environment), ctx);
  const body = await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return new Response(body, { status: res.status, headers: res.headers });
}

const welcome = async (environment: string) => ((await (await fetchIn(environment, "/api/nuxtapi/labels?lang=hr")).json()) as { data: Record<string, string> }).data.welcome_title;

describe("§9 Business constants: route cache 305 s in production, 0 elsewhere; API caching on in production", () => {
  it("the switch: production caches (routes 305 s), development, beta and test do not (0 s); API_CACHE overrides", () => {
    expect(apiCacheEnabled({ ENVIRONMENT: "production" })).toBe(true);
    expect(routeCacheSeconds({ ENVIRONMENT: "production" })).toBe(305);
    expect(ROUTE_CACHE_SECONDS).toBe(305);
    for (const other of ["development", "beta", "test"]) {
      expect(apiCacheEnabled({ ENVIRONMENT: other })).toBe(false);
      expect(routeCacheSeconds({ ENVIRONMENT: other })).toBe(0);
    }
    expect(apiCacheEnabled({ ENVIRONMENT: "development", API_CACHE: "on" } as { ENVIRONMENT: string })).toBe(true);
    expect(apiCacheEnabled({ ENVIRONMENT: "production", API_CACHE: "off" } as { ENVIRONMENT: string })).toBe(false);
  });

  it("an edited label shows at once in development; production keeps its cached copy until it expires", async () => {
    const before = await welcome("production");
    expect(before).toBe("Dobrodošli u Zrno");
    await db.prepare("UPDATE labels SET value = ?1 WHERE lang = 'hr' AND key = 'welcome_title'").bind("Dobrodošli (uređeno)").run();
    try {
      expect(await welcome("production")).toBe(before);
      expect(await welcome("development")).toBe("Dobrodošli (uređeno)");
      expect(await welcome("beta")).toBe("Dobrodošli (uređeno)");
    } finally {
      await db.prepare("UPDATE labels SET value = ?1 WHERE lang = 'hr' AND key = 'welcome_title'").bind(before).run();
    }
  });

  it("the route table: production answers its copy for 305 s and asks again after; development asks every time", async () => {
    const routesCalls = async (environment: string) => (await upstreamCallsDuring(async () => expect((await fetchIn(environment, "/api/nuxtapi/routes/")).status).toBe(200))).filter((p) => p === "/misc/routes/").length;
    await routesCalls("production");
    expect(await routesCalls("production")).toBe(0);
    const Entry = v.object({ fetchedAt: v.number(), data: v.unknown() });
    const aged = async (seconds: number) => {
      const entry = v.parse(Entry, await env.CACHE.get("hr:routes:", "json"));
      await env.CACHE.put("hr:routes:", JSON.stringify({ ...entry, fetchedAt: Date.now() - seconds * 1000 }));
    };
    await aged(300);
    expect(await routesCalls("production")).toBe(0);
    await aged(306);
    expect(await routesCalls("production")).toBe(1);

    expect(await routesCalls("development")).toBe(1);
    expect(await routesCalls("development")).toBe(1);
  });
});

describe("§6 Roles and permissions: the webshop requires auth (default true)", () => {
  const hr = tenantModules["hr.ts"] as Record<string, unknown>;

  it("a site that does not say gets webshopRequiresAuth true; a site that says false keeps false", () => {
    const { webshopRequiresAuth: _said, ...unsaid } = hr;
    expect(v.parse(TenantSchema, unsaid).webshopRequiresAuth).toBe(true);
    expect(v.parse(TenantSchema, { ...hr, webshopRequiresAuth: false }).webshopRequiresAuth).toBe(false);
    expect(v.safeParse(TenantSchema, { ...hr, webshopRequiresAuth: "yes" }).success).toBe(false);
  });
});
