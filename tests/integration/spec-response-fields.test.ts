import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { BRAND_CARD_FIELDS, CATEGORY_LIST_FIELDS, LIST_ENTITY_FIELDS } from "../../shared/contract/catalog";
import { POST_CARD_FIELDS } from "../../shared/contract/publish";
import { api, json, visitor } from "./checkout-helpers";
import { clearKv } from "./content-pages";
import { get, stateOf } from "./helpers";

/**
 * §7 `response_fields` beyond the product list (docs/behaviour/07-api.md): catalog/lists (the spec
 * names it there), categories, manufacturers and publish/posts answer only the fields a query
 * names (and `id`); the storefront asks each with the fields its screens use, so neither its
 * cache nor its pages carry the rest.
 */

type Item = Record<string, unknown> & { id: number };
const ask = async (path: string, body: Record<string, unknown>) => api(path, { method: "POST", token: await visitor(), body });
const data = async <T>(res: Response) => (await json<{ data: T }>(res)).data;

/** The bodies the storefront sent to the commerce API, by path, while `run` ran. */
async function bodiesSent(run: () => Promise<unknown>): Promise<Map<string, Record<string, unknown>[]>> {
  const spy = vi.spyOn((env as unknown as { API: Fetcher }).API, "fetch");
  try {
    await run();
    const out = new Map<string, Record<string, unknown>[]>();
    for (const [input, init] of spy.mock.calls) {
      const req = new Request(input as RequestInfo, init as RequestInit);
      if (req.method !== "POST") continue;
      const path = new URL(req.url).pathname;
      out.set(path, [...(out.get(path) ?? []), (await req.json()) as Record<string, unknown>]);
    }
    return out;
  } finally {
    spy.mockRestore();
  }
}

describe("§7 response_fields on the list endpoints (API)", () => {
  it.each([
    { path: "/catalog/categories/", body: {}, pick: (d: unknown) => d as Item[] },
    { path: "/catalog/manufacturers/", body: {}, pick: (d: unknown) => d as Item[] },
    { path: "/catalog/lists/", body: {}, pick: (d: unknown) => d as Item[] },
    { path: "/publish/posts/", body: { limit: 4 }, pick: (d: unknown) => (d as { items: Item[] }).items },
  ])("$path answers only the fields asked for, id always; unknown names ignored", async ({ path, body, pick }) => {
    const full = pick(await data(await ask(path, body)));
    expect(full.length).toBeGreaterThan(0);
    expect(Object.keys(full[0]!).length).toBeGreaterThan(3);
    const lean = pick(await data(await ask(path, { ...body, response_fields: ["title", "no_such_field"] })));
    expect(lean.length).toBe(full.length);
    for (const [i, item] of lean.entries()) expect(item).toEqual({ id: full[i]!.id, title: full[i]!.title });
  });

  it.each(["/catalog/categories/", "/catalog/manufacturers/", "/catalog/lists/", "/publish/posts/"])("%s refuses a malformed list (400)", async (path) => {
    for (const bad of [["Title; DROP"], "title", Array.from({ length: 81 }, (_, i) => `f${i}`)]) {
      expect((await ask(path, { response_fields: bad })).status).toBe(400);
    }
  });

  it("one list by slug (§7 catalog/lists with slug, single, response_fields)", async () => {
    const [list] = await data<Item[]>(await ask("/catalog/lists/", {}));
    const one = await data<Item>(await ask("/catalog/lists/", { slug: list!.code, single: true, response_fields: ["code", "title"] }));
    expect(one).toEqual({ id: list!.id, code: list!.code, title: list!.title });
  });
});

describe("§7 response_fields: what the storefront asks for", () => {
  it("the home page asks categories, lists and posts for its screens' fields only", async () => {
    await clearKv();
    const sent = await bodiesSent(async () => expect((await get("http://localhost/")).status).toBe(200));
    expect(sent.get("/catalog/categories/")?.[0]?.response_fields).toEqual([...CATEGORY_LIST_FIELDS]);
    expect(sent.get("/catalog/lists/")?.every((b) => JSON.stringify(b.response_fields) === JSON.stringify(LIST_ENTITY_FIELDS))).toBe(true);
    expect(sent.get("/publish/posts/")?.every((b) => JSON.stringify(b.response_fields) === JSON.stringify(POST_CARD_FIELDS))).toBe(true);
  });

  it("the brands page holds its cards' fields and no others", async () => {
    await clearKv();
    const sent = await bodiesSent(async () => {
      const res = await get("http://localhost/brendovi/");
      expect(res.status).toBe(200);
      const screen = stateOf(await res.text()).screen as unknown as { manufacturers: Item[] };
      expect(screen.manufacturers.length).toBeGreaterThan(0);
      for (const m of screen.manufacturers) expect(Object.keys(m).sort()).toEqual([...BRAND_CARD_FIELDS].sort());
    });
    expect(sent.get("/catalog/manufacturers/")?.[0]?.response_fields).toEqual([...BRAND_CARD_FIELDS]);
  });

  it("a magazine page's post cards hold the cards' fields and no others", async () => {
    const res = await get("http://localhost/magazin/");
    expect(res.status).toBe(200);
    const screen = stateOf(await res.text()).screen as unknown as { posts: { items: Item[] } };
    expect(screen.posts.items.length).toBeGreaterThan(0);
    for (const p of screen.posts.items) for (const k of Object.keys(p)) expect(POST_CARD_FIELDS as readonly string[]).toContain(k);
  });
});
