import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TENANTS } from "../../tenants";
import { get } from "./helpers";
import { page, routeOf, routesOf, type Site } from "./content-pages";

/**
 * Content a site shows in a fallback language (issue 15): the route says which language it is
 * really in (routes.content_lang, written by the seed when a language lacks a text), the page
 * marks that content with `lang`, and hreflang alternates, on this page, on the other sites' pages
 * and in sitemaps, leave it out, since it is no translation. x-default stays as it was. Here the
 * Bosnian site shows one product in Croatian, as a Bosnian site without its own text would.
 */
const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;
const site = (code: string): Site => {
  const tenant = TENANTS.find((t) => t.code === code)!;
  return { code, base: tenant.routing.isDefault ? "http://localhost" : `http://localhost/${tenant.routing.prefix}`, host: "", tenant };
};
const hr = site("hr");
const ba = site("ba");
let fallback: { path: string; entity: string };
let own: { path: string; entity: string };

const hreflangs = (html: string) => new Map([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1]!, m[2]!]));

beforeAll(async () => {
  // Straight in the database before any request: the storefront caches the route table.
  const { results } = await db
    .prepare("SELECT path, entity_key AS entity FROM routes WHERE site = 'ba' AND action = 'product' AND visible = 1 AND content_lang IS NULL ORDER BY path LIMIT 2")
    .all<{ path: string; entity: string }>();
  [fallback, own] = [results[0]!, results[1]!];
  await db.prepare("UPDATE routes SET content_lang = 'hr' WHERE site = 'ba' AND path = ?1").bind(fallback.path).run();
});

// The files after this one in its workerd read ba's routes as seeded (docs/testing.md).
afterAll(async () => {
  await db.prepare("UPDATE routes SET content_lang = NULL WHERE site = 'ba' AND path = ?1").bind(fallback.path).run();
});

describe("content in a fallback language", () => {
  it("the API's route says the language it is in, and no site's urls name the fallback copy", async () => {
    const routes = await routesOf(ba);
    const moved = routeOf(routes, { path: fallback.path });
    expect(moved.content_lang).toBe("hr");
    expect(moved.urls.ba).toBeUndefined();
    expect(moved.urls.hr).toBeDefined();
    expect(routeOf(routes, { path: own.path }).urls.ba).toBe(own.path);
    const there = routeOf(await routesOf(hr), { entity: fallback.entity });
    expect(there.urls.ba).toBeUndefined();
    expect(Object.keys(there.urls)).toHaveLength(TENANTS.length - 1);
  });

  it("its page marks the content with the language it is in, and gives no hreflang for itself", async () => {
    const { res, html, state } = await page(ba.base + fallback.path);
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="bs"');
    expect(state!.contentLang).toBe("hr");
    expect(html).toMatch(/<div class="content-lang" lang="hr">[\s\S]*<h1/);
    const links = hreflangs(html);
    expect(links.has("bs")).toBe(false);
    expect(links.get("hr")).toBeDefined();
    expect(links.size).toBe(TENANTS.length); // the other sites and x-default
  });

  it("x-default is unchanged, and the other sites' pages no longer claim a Bosnian version", async () => {
    const before = hreflangs((await page(ba.base + own.path)).html);
    const { html } = await page(hr.base + routeOf(await routesOf(hr), { entity: fallback.entity }).path);
    const links = hreflangs(html);
    expect(links.has("bs")).toBe(false);
    expect(links.get("x-default")).toBe(links.get("hr"));
    expect(links.size).toBe(TENANTS.length);
    expect(before.has("bs")).toBe(true);
    expect(before.size).toBe(TENANTS.length + 1);
  });

  it("a page in the site's own language has no content mark", async () => {
    const { html, state } = await page(ba.base + own.path);
    expect(state!.contentLang).toBeUndefined();
    expect(html).not.toContain('class="content-lang"');
  });

  it("the sitemap lists the fallback page without claiming it as a Bosnian alternate", async () => {
    const xml = await (await get(`${hr.base}/sitemap-catalog_product.xml`)).text();
    const there = routeOf(await routesOf(hr), { entity: fallback.entity });
    const entry = xml.split("<url>").find((u) => u.includes(`${there.path}</loc>`))!;
    expect(entry).toBeDefined();
    expect(entry).not.toContain('hreflang="bs"');
    expect(entry).toContain('hreflang="hr"');
  });
});
