import { describe, expect, it } from "vitest";
import type { RouteRecord } from "../../shared/contract/app";
import { get } from "../integration/helpers";
import { routesOf, SITES } from "../integration/content-pages";

/**
 * One rule, every route (worker/cache/page-rules.ts): for each controller/action/template of the
 * route table, an anonymous visitor's second view is a hit, except on pages that depend on the
 * shopper, which are rendered for each visitor and never stored. Then the cases no route row
 * names: subpath screens, the 404 screen, redirects, a compare list, BFF and sitemap answers.
 */
const PRIVATE: ReadonlySet<string> = new Set(["auth/index/auth", "webshop/cart/cart", "catalog/wishlist/wishlist"]);

async function twice(url: string, headers: Record<string, string> = {}) {
  const first = await get(url, { headers });
  await first.arrayBuffer();
  const second = await get(url, { headers });
  await second.arrayBuffer();
  return { status: second.status, state: second.headers.get("x-zrno-cache"), cacheControl: second.headers.get("cache-control") };
}

const hr = SITES[0]!;
const routes: RouteRecord[] = await routesOf(hr);
const groups = new Map<string, RouteRecord[]>();
for (const r of routes) groups.set(`${r.controller}/${r.action}/${r.template}`, [...(groups.get(`${r.controller}/${r.action}/${r.template}`) ?? []), r]);
const rows = [...groups.entries()];

/** The first row of a group that is a page today (the seed hides some posts and moves some lists). */
async function livePath(candidates: RouteRecord[]): Promise<string> {
  for (const r of candidates.slice(0, 6)) {
    const res = await get(hr.base + r.path);
    await res.arrayBuffer();
    if (res.status === 200) return r.path;
  }
  throw new Error(`no live page among ${candidates.map((r) => r.path).join(", ")}`);
}

describe("every route type: shared for anonymous visitors unless it depends on the shopper", () => {
  it("the table covers every controller of the route table", () => {
    expect(new Set(rows.map(([, r]) => r[0]!.controller))).toEqual(new Set(routes.map((r) => r.controller)));
    expect([...PRIVATE].every((k) => rows.some(([key]) => key === k))).toBe(true);
  });

  it.each(rows)("%s", async (key, candidates) => {
    const { status, state, cacheControl } = await twice(hr.base + (await livePath(candidates)));
    if (PRIVATE.has(key)) {
      expect(state).toBe("bypass");
      expect(cacheControl).toBe("no-store");
    } else {
      expect([status, state]).toEqual([200, "hit"]);
      expect(cacheControl).toBe("private, no-cache");
    }
  });
});

describe("pages no route row names", () => {
  it.each([
    { name: "a checkout step below the cart", path: "/webshop/customer/", state: "bypass" },
    { name: "the log-in screen below the account root", path: "/korisnik/login/", state: "bypass" },
    { name: "the compare list", path: "/lista-zelja/?special_view=compare", state: "bypass" },
    { name: "a crawl-safe redirect (?page=1)", path: "/proizvodi/?page=1", state: "bypass" },
    // A guest's order pages read the guest's own token: an anonymous render would be a 404.
    { name: "a guest's payment slip (no such order for an anonymous render)", path: "/webshop/print-payment-transfer/?order=1-abcdefghij", state: "bypass" },
    { name: "the canceled-payment page of an order", path: "/webshop/canceled/?order_identificator=1-abcdefghij", state: "bypass" },
    { name: "a mailed sign-up confirmation link", path: "/korisnik/confirm-signup/abc/def/", state: "bypass" },
    { name: "the 404 screen (cached, with its status)", path: "/nema-takve-stranice/", state: "hit", status: 404 },
  ])("$name → $state", async ({ path, state, status }) => {
    const got = await twice(hr.base + path);
    expect(got.state).toBe(state);
    if (status) expect(got.status).toBe(status);
  });

  it.each(["/api/nuxtapi/routes/", "/robots.txt", "/sitemap.xml"])("%s is no page: the page cache says nothing", async (path) => {
    const got = await twice(hr.base + path);
    expect(got.state === null || got.state === "hit" || got.state === "miss").toBe(true);
    expect(got.state).not.toBe("bypass");
  });
});
