import { describe, expect, it } from "vitest";
import { POSTS, PUBLISH_CATEGORIES } from "../../commerce/seed/content/index";
import { get } from "./helpers";
import { routeOf, routesOf, SITES } from "./content-pages";

/**
 * docs/behaviour/02-screens-and-routes.md "Route resolution" and docs/behaviour/04-states.md "Redirect rules" on both paths a shopper takes to a page:
 * a full load (the edge middlewares) and client-side navigation (`/api/nuxtapi/pages/`, which
 * asks the same rules in the same order: slash, instashop, redirect table, entity redirects).
 * One case table; every row must give the same code and target on both.
 */
interface Case {
  kind: string;
  /** Path with query, as the browser shows it (tenant prefix included). */
  from: string;
  status: number;
  location: string | null;
}

const CASES: Case[] = [
  { kind: "slash: a page without its trailing slash", from: "/o-nama", status: 301, location: "/o-nama/" },
  { kind: "slash: keeps the query", from: "/o-nama?utm_source=x", status: 301, location: "/o-nama/?utm_source=x" },
  { kind: "slash: on a prefixed site", from: "/de/ueber-uns", status: 301, location: "/de/ueber-uns/" },
  { kind: "slash before instashop", from: "/instashop/foo", status: 301, location: "/instashop/foo/" },
  { kind: "instashop: extra segments", from: "/instashop/foo/", status: 301, location: "/instashop/" },
  { kind: "instashop: on a prefixed site", from: "/de/instashop/a/b/", status: 301, location: "/de/instashop/" },
  { kind: "table: exact rule", from: "/o-zrnu/", status: 301, location: "/o-nama/" },
  { kind: "table: exact rule, request query ignored", from: "/o-zrnu/?utm_source=newsletter", status: 301, location: "/o-nama/" },
  { kind: "table: exact rule on a prefixed site", from: "/de/o-zrnu/", status: 301, location: "/de/ueber-uns/" },
  { kind: "table: exact rule with query, type 302", from: "/index.php?page=onama", status: 302, location: "/o-nama/" },
  { kind: "table: (slug+)+(id+)", from: "/p/zob123/", status: 301, location: "/proizvodi/zob-proizvod-123/" },
  { kind: "table: (slug+)+(id+), type 308", from: "/artikl/chia42/", status: 308, location: "/proizvodi/chia-proizvod-42/" },
  { kind: "table: external https", from: "/facebook/", status: 302, location: "https://www.facebook.com/zrno.shop" },
  { kind: "table: external //", from: "/instagram/", status: 302, location: "https://www.instagram.com/zrno.shop/" },
  { kind: "no rule: the page itself", from: "/o-nama/", status: 200, location: null },
  { kind: "no rule, no page: the 404 screen", from: "/p/samo-slova/", status: 404, location: null },
  // §2: /api/, /error/ and the explicit comments and publish list are the 404 screen before any rule.
  { kind: "never a page: /api/ outside the BFF, no slash", from: "/api/foo", status: 404, location: null },
  { kind: "never a page: comments section", from: "/comments/", status: 404, location: null },
  { kind: "never a page: publish path, no slash", from: "/publish/post", status: 404, location: null },
  { kind: "never a page: a post's comment sub-path", from: "/magazin/zob/comments/", status: 404, location: null },
  { kind: "never a page: publish on a prefixed site", from: "/de/publish/", status: 404, location: null },
];

/** What a full load answers: status and Location. */
async function fullLoad(from: string): Promise<{ status: number; location: string | null }> {
  const res = await get(`http://localhost${from}`);
  return { status: res.status, location: res.headers.get("location") };
}

/** What client-side navigation asks: the pages endpoint of the site the shopper is on. */
async function clientNavigation(from: string): Promise<{ status: number; location: string | null; external: boolean | undefined }> {
  const url = new URL(from, "http://localhost");
  const base = SITES.map((s) => s.base.replace("http://localhost", "")).find((p) => p && url.pathname.startsWith(`${p}/`)) ?? "";
  const q = new URLSearchParams(url.search);
  q.set("slug", url.pathname);
  const res = await get(`http://localhost${base}/api/nuxtapi/pages/?${q.toString()}`, { headers: { accept: "application/json" } });
  expect([200, 404]).toContain(res.status);
  const body = (await res.json()) as { status: number; location?: string; external?: boolean };
  return { status: body.status, location: body.location ?? null, external: body.external };
}

describe("spec §2, §4: one redirect case table for full loads and client navigation", () => {
  it.each(CASES)("full load — $kind: $from", async (c) => {
    expect(await fullLoad(c.from)).toEqual({ status: c.status, location: c.location });
  });

  it.each(CASES)("pages endpoint — $kind: $from", async (c) => {
    const answer = await clientNavigation(c.from);
    expect({ status: answer.status, location: answer.location }).toEqual({ status: c.status, location: c.location });
    if (c.location) expect(answer.external).toBe(/^https?:/.test(c.location));
  });

  it.each(SITES)("entity redirects (a moved post and category) answer the same on both paths on $code", async (s) => {
    const routes = await routesOf(s);
    const prefix = s.base.replace("http://localhost", "");
    const moved = [POSTS.find((p) => p.redirect)!, PUBLISH_CATEGORIES.find((c) => c.redirect)!];
    const entities = [`publish_post:${moved[0]!.code}`, `publish_category:${moved[1]!.code}`];
    for (const entity of entities) {
      const from = prefix + routeOf(routes, { entity }).path;
      const full = await fullLoad(from);
      expect(full.status).toBeGreaterThanOrEqual(301);
      expect(full.location).toMatch(new RegExp(`^${prefix}/`));
      const client = await clientNavigation(from);
      expect({ status: client.status, location: client.location }).toEqual(full);
      expect(client.external).toBe(false);
    }
  });
});
