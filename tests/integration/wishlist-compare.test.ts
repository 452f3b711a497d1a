import { env } from "cloudflare:workers";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { Compare, Wishlist } from "../../shared/contract/personal";
import type { ScreenOf } from "../../shared/screens";
import { labels } from "../../commerce/seed/labels";
import { staffCookie } from "./content-pages";
import { cookieHeader, get, stateOf, tokenFrom } from "./helpers";

/**
 * Wishlist and compare through the storefront Worker (BFF and pages) on the seeded catalogue:
 * visitor-bound lists that no other visitor can read or change, CSRF-safe changes, the
 * no-JavaScript form path, the compare limit, visibility, and no-store everywhere.
 */
const BASE = "http://localhost";
const BFF = `${BASE}/api/nuxtapi/catalog`;
const WISHLIST_PAGE = "/lista-zelja/";
const COMPARE_PAGE = "/proizvodi/?special_view=compare";
/** What a page of this origin sends with a change. */
const SAME_ORIGIN = { origin: BASE, "sec-fetch-site": "same-origin" };

const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;
const PUBLIC = "p.visible = 1 AND c.visible = 1 AND (m.visible = 1 OR p.ignore_brand_visibility = 1)";
const FROM = `FROM products p JOIN catalog_categories c ON c.id = p.category_id JOIN manufacturers m ON m.id = p.manufacturer_id
  JOIN product_variations v ON v.product_id = p.id JOIN product_i18n pi ON pi.product_id = p.id AND pi.lang = 'hr'`;

interface Product {
  code: string;
  vcode: string;
  title: string;
  path: string;
  attrs: number;
}

let products: Product[] = [];
/** A product with two packages: [first, second] variation codes. */
let twoPacks: [string, string] = ["", ""];

beforeAll(async () => {
  const { results } = await db
    .prepare(
      `SELECT p.code, v.code AS vcode, pi.title, r.path, (SELECT COUNT(*) FROM product_attributes a WHERE a.product_id = p.id) AS attrs ${FROM}
         JOIN routes r ON r.site = 'hr' AND r.entity_key = 'catalog_product:' || p.code
        WHERE ${PUBLIC} AND v.position = 0 ORDER BY p.id LIMIT 6`,
    )
    .all<Product>();
  products = results;
  const multi = await db.prepare(`SELECT p.id ${FROM} WHERE ${PUBLIC} AND v.position = 1 ORDER BY p.id LIMIT 1`).first<{ id: number }>();
  const packs = await db.prepare("SELECT code AS vcode FROM product_variations WHERE product_id = ?1 ORDER BY position LIMIT 2").bind(multi!.id).all<{ vcode: string }>();
  twoPacks = [packs.results[0]!.vcode, packs.results[1]!.vcode];
  expect(products).toHaveLength(6);
});

const p = (i: number) => products[i]!;

/** A first-time visitor: the BFF issues their token cookie on the first call. */
async function visitor(): Promise<Record<string, string>> {
  const res = await get(`${BFF}/wishlist/`);
  expect(res.status).toBe(200);
  const token = tokenFrom(res.headers.get("set-cookie"));
  expect(token).not.toBeNull();
  return cookieHeader(token!);
}

function send(method: "POST" | "DELETE", kind: "wishlist" | "compare", who: Record<string, string>, body: unknown, headers: Record<string, string> = SAME_ORIGIN) {
  return get(`${BFF}/${kind}/`, { method, headers: { ...who, "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
}

function postForm(kind: "wishlist" | "compare", who: Record<string, string>, fields: Record<string, string>, headers: Record<string, string> = SAME_ORIGIN) {
  return get(`${BFF}/${kind}/`, { method: "POST", headers: { ...who, "content-type": "application/x-www-form-urlencoded", ...headers }, body: new URLSearchParams(fields).toString() });
}

async function wishlistOf(who: Record<string, string>, query = "") {
  const res = await get(`${BFF}/wishlist/${query}`, { headers: who });
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return v.parse(v.object({ success: v.literal(true), data: Wishlist }), await res.json()).data;
}

async function compareOf(who: Record<string, string>) {
  const res = await get(`${BFF}/compare/?mode=normal&time=1`, { headers: who });
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return v.parse(v.object({ success: v.literal(true), data: Compare }), await res.json()).data;
}

const codes = (list: { items: { shopping_cart_code: string }[] }) => list.items.map((i) => i.shopping_cart_code).sort();

describe("wishlist through the BFF", () => {
  it("add, list (whole and narrowed to one code), change the quantity and remove: a round trip", async () => {
    const me = await visitor();
    const added = await send("POST", "wishlist", me, { model: "catalogproduct", code: p(0).vcode, qty: 2 });
    expect(added.status).toBe(200);
    expect(added.headers.get("cache-control")).toBe("no-store");
    const { data } = (await added.json()) as { data: { id: number; shopping_cart_code: string; qty: number } };
    expect(data).toMatchObject({ shopping_cart_code: p(0).vcode, qty: 2 });
    expect((await send("POST", "wishlist", me, { code: p(1).vcode })).status).toBe(200);

    const list = await wishlistOf(me);
    expect(codes(list)).toEqual([p(0).vcode, p(1).vcode].sort());
    const first = list.items.find((i) => i.shopping_cart_code === p(0).vcode)!;
    expect(first).toMatchObject({ id: data.id, qty: 2, model: "catalogproduct", product: { code: p(0).code, title: p(0).title, currency: "EUR" } });

    const narrowed = await wishlistOf(me, `?shopping_cart_code=${p(1).vcode}`);
    expect(codes(narrowed)).toEqual([p(1).vcode]);
    expect(narrowed.total).toBe(2);

    // Saving the same package again sets its quantity: still one row.
    expect((await send("POST", "wishlist", me, { code: p(0).vcode, qty: 5 })).status).toBe(200);
    expect((await wishlistOf(me)).items.filter((i) => i.shopping_cart_code === p(0).vcode).map((i) => i.qty)).toEqual([5]);

    const removed = await send("DELETE", "wishlist", me, { id: data.id });
    expect(removed.status).toBe(200);
    expect(codes(await wishlistOf(me))).toEqual([p(1).vcode]);
    expect((await send("DELETE", "wishlist", me, { id: data.id })).status).toBe(404);
  });

  it("a product code saves its first package; a second package of the same product is its own row, priced for that package", async () => {
    const me = await visitor();
    const productCode = (await db.prepare("SELECT p.code FROM products p JOIN product_variations v ON v.product_id = p.id WHERE v.code = ?1").bind(twoPacks[1]).first<{ code: string }>())!.code;
    expect((await send("POST", "wishlist", me, { code: productCode })).status).toBe(200);
    expect((await send("POST", "wishlist", me, { code: twoPacks[1] })).status).toBe(200);
    const list = await wishlistOf(me);
    expect(codes(list)).toEqual([...twoPacks].sort());
    const [a, b] = twoPacks.map((code) => list.items.find((i) => i.shopping_cart_code === code)!);
    expect(a!.product.shopping_cart_code).toBe(twoPacks[0]);
    expect(b!.product.shopping_cart_code).toBe(twoPacks[1]);
    expect(a!.variation_title).not.toBe(b!.variation_title);
  });

  it("two visitors interleaved never see or remove each other's items (IDOR)", async () => {
    const [alice, bob] = [await visitor(), await visitor()];
    await send("POST", "wishlist", alice, { code: p(2).vcode });
    await send("POST", "wishlist", bob, { code: p(3).vcode });
    await send("POST", "compare", alice, { shopping_cart_code: p(2).vcode });
    await send("POST", "compare", bob, { shopping_cart_code: p(3).vcode });
    const aliceList = await wishlistOf(alice);
    expect(codes(aliceList)).toEqual([p(2).vcode]);
    expect(codes(await wishlistOf(bob))).toEqual([p(3).vcode]);
    expect(codes(await compareOf(alice))).toEqual([p(2).vcode]);
    expect(codes(await compareOf(bob))).toEqual([p(3).vcode]);

    // Bob names Alice's wishlist id and compare code: nothing of hers is touched.
    const aliceId = aliceList.items[0]!.id;
    expect((await send("DELETE", "wishlist", bob, { id: aliceId })).status).toBe(404);
    expect((await postForm("wishlist", bob, { _method: "delete", id: String(aliceId) })).status).toBe(303);
    expect((await send("DELETE", "compare", bob, { shopping_cart_code: p(2).vcode })).status).toBe(404);
    expect(codes(await wishlistOf(alice))).toEqual([p(2).vcode]);
    expect(codes(await compareOf(alice))).toEqual([p(2).vcode]);
    // Alice's page, rendered for Bob's cookie, does not show her product.
    const bobPage = await (await get(BASE + WISHLIST_PAGE, { headers: bob })).text();
    expect(bobPage).toContain(p(3).title);
    expect(bobPage).not.toContain(p(2).title);
  });

  it("a logged-in shopper's list belongs to the user: another login sees it, an anonymous visitor does not, a revoked token reaches nothing", async () => {
    const [phone, laptop] = [await staffCookie(), await staffCookie()];
    expect((await send("POST", "wishlist", phone, { code: p(4).vcode })).status).toBe(200);
    expect(codes(await wishlistOf(laptop))).toContain(p(4).vcode);
    expect(codes(await wishlistOf(await visitor()))).toEqual([]);

    const jwt = phone.cookie!.slice(phone.cookie!.indexOf("=") + 1);
    await env.API.fetch("https://commerce.internal/auth/logout/", { method: "POST", headers: { authorization: `Bearer ${jwt}`, "content-type": "application/json" }, body: "{}" });
    // The revoked token is replaced by a fresh anonymous one (docs/behaviour/08-errors.md "HTTP 401"), whose list is empty.
    const revoked = await get(`${BFF}/wishlist/`, { headers: phone });
    expect(revoked.status).toBe(200);
    expect(tokenFrom(revoked.headers.get("set-cookie"))).not.toBe(jwt);
    expect(JSON.stringify(await revoked.json())).not.toContain(p(4).vcode);
  });

  it("what an anonymous visitor saved follows them into their account when they log in", async () => {
    const me = await visitor();
    await send("POST", "wishlist", me, { code: p(5).vcode });
    await send("POST", "compare", me, { shopping_cart_code: p(5).vcode });
    const jwt = me.cookie!.slice(me.cookie!.indexOf("=") + 1);
    const login = await env.API.fetch("https://commerce.internal/auth/login/", {
      method: "POST",
      headers: { "x-base-host": "www.zrno.hr", "x-lang": "hr", authorization: `Bearer ${jwt}`, "content-type": "application/json" },
      body: JSON.stringify({ email: "urednik@zrno.hr", password: "Zrno-urednik-2026" }),
    });
    expect(login.status).toBe(200);
    const account = { cookie: `hapi_auth_token=${((await login.json()) as { data: { jwt: string } }).data.jwt}` };
    expect(codes(await wishlistOf(account))).toContain(p(5).vcode);
    // The anonymous token ended at login: a read with it gets a fresh token and an empty list.
    const after = await get(`${BFF}/wishlist/`, { headers: me });
    expect(after.status).toBe(200);
    expect(tokenFrom(after.headers.get("set-cookie"))).not.toBe(jwt);
    expect(codes(v.parse(v.object({ data: Wishlist }), await after.json()).data)).toEqual([]);
  });

  it("wishlist categories name the saved products' categories and their parents within level_from…level_to", async () => {
    const me = await visitor();
    await send("POST", "wishlist", me, { code: p(0).vcode });
    const res = await get(`${BFF}/wishlist/categories/?level_from=1&level_to=10`, { headers: me });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const cats = ((await res.json()) as { data: { code: string; level: number; count: number }[] }).data;
    const own = await db.prepare("SELECT c.code FROM products p JOIN catalog_categories c ON c.id = p.category_id WHERE p.code = ?1").bind(p(0).code).first<{ code: string }>();
    expect(cats.map((c) => c.code)).toContain(own!.code);
    expect(cats.every((c) => c.count === 1)).toBe(true);
    const top = ((await (await get(`${BFF}/wishlist/categories/?level_from=1&level_to=1`, { headers: me })).json()) as { data: { level: number }[] }).data;
    expect(top.length).toBeGreaterThan(0);
    expect(top.every((c) => c.level === 1)).toBe(true);
    expect((await get(`${BFF}/wishlist/categories/?level_from=3&level_to=1`, { headers: me })).status).toBe(400);
  });
});

describe("changes are refused unless they come from this site", () => {
  it.each<{ name: string; headers: Record<string, string> }>([
    { name: "Origin of another site", headers: { origin: "https://evil.example" } },
    { name: "Sec-Fetch-Site: cross-site", headers: { "sec-fetch-site": "cross-site" } },
    { name: "Sec-Fetch-Site: same-site (a sibling subdomain)", headers: { "sec-fetch-site": "same-site" } },
    { name: "Origin of a sibling subdomain", headers: { origin: "http://shop.localhost" } },
    { name: "Origin: null (sandboxed frame)", headers: { origin: "null" } },
    { name: "same-origin Sec-Fetch-Site with a foreign Origin", headers: { "sec-fetch-site": "same-origin", origin: "https://evil.example" } },
    { name: "neither header", headers: {} },
  ])("$name → 403 for JSON, form and DELETE, and nothing is written", async ({ headers }) => {
    const me = await visitor();
    const answers = [
      await send("POST", "wishlist", me, { code: p(0).vcode }, headers),
      await postForm("wishlist", me, { code: p(0).vcode, return: "/" }, headers),
      await send("POST", "compare", me, { shopping_cart_code: p(0).vcode }, headers),
      await postForm("compare", me, { shopping_cart_code: p(0).vcode }, headers),
      await send("DELETE", "wishlist", me, { id: 1 }, headers),
      await send("DELETE", "compare", me, { shopping_cart_code: p(0).vcode }, headers),
    ];
    expect(answers.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(answers.every((r) => r.headers.get("cache-control") === "no-store")).toBe(true);
    expect((await wishlistOf(me)).total).toBe(0);
    expect((await compareOf(me)).items).toEqual([]);
  });
});

describe("request bodies", () => {
  it.each([
    { name: "text/plain carrying JSON", type: "text/plain", body: () => JSON.stringify({ code: p(0).vcode }), status: 415 },
    { name: "no Content-Type", type: "", body: () => JSON.stringify({ code: p(0).vcode }), status: 415 },
    { name: "multipart form data", type: "multipart/form-data; boundary=x", body: () => `--x\r\nContent-Disposition: form-data; name="code"\r\n\r\n${p(0).vcode}\r\n--x--`, status: 415 },
    { name: "malformed JSON", type: "application/json", body: () => `{"code": "${p(0).vcode}"`, status: 400 },
    { name: "an unknown key (mass assignment)", type: "application/json", body: () => JSON.stringify({ code: p(0).vcode, user_id: 1 }), status: 400 },
    { name: "another model", type: "application/json", body: () => JSON.stringify({ model: "publishpost", code: p(0).vcode }), status: 400 },
    { name: "quantity 0", type: "application/json", body: () => JSON.stringify({ code: p(0).vcode, qty: 0 }), status: 400 },
    { name: "quantity as a string", type: "application/json", body: () => JSON.stringify({ code: p(0).vcode, qty: "2" }), status: 400 },
    { name: "a code with SQL in it", type: "application/json", body: () => JSON.stringify({ code: "x' OR '1'='1" }), status: 400 },
    { name: "a form with an unknown field", type: "application/x-www-form-urlencoded", body: () => `code=${p(0).vcode}&user_id=1`, status: 400 },
    { name: "a form with a broken quantity", type: "application/x-www-form-urlencoded", body: () => `code=${p(0).vcode}&qty=1e3`, status: 400 },
  ])("wishlist POST with $name → $status, nothing written", async ({ type, body, status }) => {
    const me = await visitor();
    const headers: Record<string, string> = { ...me, ...SAME_ORIGIN };
    if (type) headers["content-type"] = type;
    const res = await get(`${BFF}/wishlist/`, { method: "POST", headers, body: body() });
    expect(res.status).toBe(status);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect((await wishlistOf(me)).total).toBe(0);
  });

  it("DELETE needs a numeric id and compare a well-formed code", async () => {
    const me = await visitor();
    expect((await send("DELETE", "wishlist", me, { id: "1" })).status).toBe(400);
    expect((await send("DELETE", "wishlist", me, {})).status).toBe(400);
    expect((await send("POST", "compare", me, { shopping_cart_code: "" })).status).toBe(400);
    expect((await get(`${BFF}/wishlist/?shopping_cart_code=%27%20OR%201=1`, { headers: me })).status).toBe(400);
  });
});

describe("without JavaScript: form posts answer 303", () => {
  it.each<{ name: string; ret: () => string | null; to: () => string }>([
    { name: "a product page of this site", ret: () => p(0).path, to: () => p(0).path },
    { name: "a path with its query", ret: () => "/proizvodi/?sort=price_asc&page=2", to: () => "/proizvodi/?sort=price_asc&page=2" },
    { name: "an absolute URL of this origin (path kept)", ret: () => `${BASE}/proizvodi/?page=2`, to: () => "/proizvodi/?page=2" },
    // The one redirect rule (shared/safe-redirect.ts): another site's prefix is not this site's page.
    { name: "another site's page on this origin", ret: () => `${BASE}/en/wishlist/`, to: () => WISHLIST_PAGE },
    { name: "no return field", ret: () => null, to: () => WISHLIST_PAGE },
    { name: "a protocol-relative URL", ret: () => "//evil.example/", to: () => WISHLIST_PAGE },
    { name: "another origin", ret: () => "https://evil.example/", to: () => WISHLIST_PAGE },
    { name: "a backslash host", ret: () => "/\\evil.example/", to: () => WISHLIST_PAGE },
    { name: "a tab before the slashes", ret: () => "/\t/evil.example/", to: () => WISHLIST_PAGE },
    { name: "a scheme without slashes", ret: () => "https:evil.example", to: () => WISHLIST_PAGE },
    { name: "a javascript: URL", ret: () => "javascript:alert(document.cookie)", to: () => WISHLIST_PAGE },
    { name: "the same host on another port", ret: () => "http://localhost:8080/", to: () => WISHLIST_PAGE },
  ])("add goes back to $name", async ({ ret, to }) => {
    const me = await visitor();
    const fields: Record<string, string> = { code: p(0).vcode, qty: "3" };
    const r = ret();
    if (r !== null) fields.return = r;
    const res = await postForm("wishlist", me, fields);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(to());
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect((await wishlistOf(me)).items.map((i) => [i.shopping_cart_code, i.qty])).toEqual([[p(0).vcode, 3]]);
  });

  it("_method=delete removes by code (the product page) or by id (the wishlist page), and compare likewise", async () => {
    const me = await visitor();
    await postForm("wishlist", me, { code: p(0).vcode });
    await postForm("wishlist", me, { code: p(1).vcode });
    await postForm("compare", me, { shopping_cart_code: p(0).vcode, return: p(0).path });
    const byCode = await postForm("wishlist", me, { _method: "delete", code: p(0).vcode, return: p(0).path });
    expect([byCode.status, byCode.headers.get("location")]).toEqual([303, p(0).path]);
    const id = (await wishlistOf(me)).items[0]!.id;
    const byId = await postForm("wishlist", me, { _method: "delete", id: String(id), return: WISHLIST_PAGE });
    expect([byId.status, byId.headers.get("location")]).toEqual([303, WISHLIST_PAGE]);
    expect((await wishlistOf(me)).total).toBe(0);
    const compareRemoved = await postForm("compare", me, { _method: "delete", shopping_cart_code: p(0).code, return: COMPARE_PAGE });
    expect([compareRemoved.status, compareRemoved.headers.get("location")]).toEqual([303, COMPARE_PAGE]);
    expect((await compareOf(me)).items).toEqual([]);
  });
});

describe("compare", () => {
  it("holds at most 4 products: the fifth is refused with compare_limit, re-adding one is fine, removing one makes room", async () => {
    const me = await visitor();
    for (let i = 0; i < 4; i++) expect((await send("POST", "compare", me, { shopping_cart_code: p(i).vcode })).status).toBe(200);
    const fifth = await send("POST", "compare", me, { shopping_cart_code: p(4).vcode });
    expect(fifth.status).toBe(409);
    expect(((await fifth.json()) as { label_name: string }).label_name).toBe("compare_limit");
    expect((await send("POST", "compare", me, { shopping_cart_code: p(1).vcode })).status).toBe(200);

    const table = await compareOf(me);
    expect(codes(table)).toEqual([0, 1, 2, 3].map((i) => p(i).vcode).sort());
    expect(table.limit).toBe(4);
    expect(table.attributes.map((a) => a.code)).toEqual(expect.arrayContaining(["organic", "vegan", "gluten_free", "sugar_free", "raw", "lactose_free"]));
    for (const item of table.items) expect(item.product.attributes.length).toBe(products.find((x) => x.vcode === item.shopping_cart_code)!.attrs);

    // Without JavaScript the refusal lands on the compare page, which says why.
    const form = await postForm("compare", me, { shopping_cart_code: p(4).vcode, return: p(4).path });
    expect(form.status).toBe(303);
    const location = form.headers.get("location")!;
    expect(new URL(location, BASE).searchParams.get("notice")).toBe("compare_limit");
    const html = await (await get(BASE + location, { headers: me })).text();
    expect(html).toContain(labels.compare_limit!.hr.replace("{count}", "4"));

    expect((await send("DELETE", "compare", me, { shopping_cart_code: p(0).vcode })).status).toBe(200);
    expect((await send("POST", "compare", me, { shopping_cart_code: p(4).vcode })).status).toBe(200);
  });
});

describe("visibility: only products a shopper may see can be saved", () => {
  it.each([
    { name: "an invisible product", where: "p.visible = 0" },
    { name: "a product in a hidden category", where: "p.visible = 1 AND c.visible = 0" },
    { name: "a product of a hidden brand", where: "p.visible = 1 AND c.visible = 1 AND m.visible = 0 AND p.ignore_brand_visibility = 0" },
    { name: "an unknown code", where: null },
  ])("$name → 404 error_product_unavailable for wishlist and compare, nothing written", async ({ where }) => {
    const row = where ? await db.prepare(`SELECT v.code AS vcode ${FROM} WHERE ${where} LIMIT 1`).first<{ vcode: string }>() : { vcode: "NO-SUCH-CODE-1" };
    expect(row).not.toBeNull();
    const me = await visitor();
    for (const res of [await send("POST", "wishlist", me, { code: row!.vcode }), await send("POST", "compare", me, { shopping_cart_code: row!.vcode })]) {
      expect(res.status).toBe(404);
      expect(((await res.json()) as { label_name: string }).label_name).toBe("error_product_unavailable");
    }
    const form = await postForm("wishlist", me, { code: row!.vcode, return: "/" });
    expect(form.headers.get("location")).toBe(`${WISHLIST_PAGE}?notice=error_product_unavailable`);
    expect((await wishlistOf(me)).total).toBe(0);
  });

  it("a product of a hidden brand that ignores brand visibility can be saved", async () => {
    const row = await db.prepare(`SELECT v.code AS vcode ${FROM} WHERE p.visible = 1 AND c.visible = 1 AND m.visible = 0 AND p.ignore_brand_visibility = 1 LIMIT 1`).first<{ vcode: string }>();
    expect(row).not.toBeNull();
    expect((await send("POST", "wishlist", await visitor(), { code: row!.vcode })).status).toBe(200);
  });
});

describe("pages", () => {
  it("the wishlist page shows the visitor's items, is never stored (no-store) and not indexed", async () => {
    const me = await visitor();
    await send("POST", "wishlist", me, { code: p(5).vcode, qty: 4 });
    const res = await get(BASE + WISHLIST_PAGE, { headers: me });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain(p(5).title);
    expect(html).toContain('name="robots" content="noindex');
    const screen = stateOf(html).screen as ScreenOf<"catalog-wishlist">;
    expect(screen.kind).toBe("catalog-wishlist");
    expect(screen.wishlist.items.map((i) => [i.shopping_cart_code, i.qty])).toEqual([[p(5).vcode, 4]]);
    // the remove button is a form that works without JavaScript
    expect(html).toContain('<form class="remove-form" action="/api/nuxtapi/catalog/wishlist/" method="post"><input type="hidden" name="_method" value="delete"/>');

    const nav = await get(`${BASE}/api/nuxtapi/pages/?slug=${encodeURIComponent(WISHLIST_PAGE)}`, { headers: me });
    expect(nav.headers.get("cache-control")).toBe("no-store");
    expect(JSON.stringify(await nav.json())).toContain(p(5).vcode);
  });

  it("an empty wishlist says so and links to the catalogue", async () => {
    const html = await (await get(BASE + WISHLIST_PAGE, { headers: await visitor() })).text();
    expect(html).toContain(labels.wishlist_empty!.hr);
    expect(html).toContain('href="/proizvodi/"');
  });

  it("the compare page (?special_view=compare) is a table of the visitor's products with ✓ per attribute, no-store", async () => {
    const me = await visitor();
    await send("POST", "compare", me, { shopping_cart_code: p(0).vcode });
    await send("POST", "compare", me, { shopping_cart_code: p(1).vcode });
    const res = await get(BASE + COMPARE_PAGE, { headers: me });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    const screen = stateOf(html).screen as ScreenOf<"catalog-compare">;
    expect(screen.kind).toBe("catalog-compare");
    expect(codes(screen.compare)).toEqual([p(0).vcode, p(1).vcode].sort());
    expect(html).toContain('class="compare-table"');
    expect(html).toContain(p(0).title);
    expect((html.match(/<td class="has">/g) ?? []).length).toBe(p(0).attrs + p(1).attrs);

    const empty = await (await get(BASE + COMPARE_PAGE, { headers: await visitor() })).text();
    expect(empty).toContain(labels.compare_empty!.hr);
    // The plain catalogue root is still the public listing.
    expect(stateOf(await (await get(`${BASE}/proizvodi/`, { headers: me })).text()).screen.kind).toBe("catalog-index");
  });

  it("the product page carries add-to-wishlist and add-to-compare forms that post to the BFF", async () => {
    const html = await (await get(BASE + p(0).path, { headers: await visitor() })).text();
    expect(html).toContain('action="/api/nuxtapi/catalog/wishlist/"');
    expect(html).toContain('action="/api/nuxtapi/catalog/compare/"');
    expect(html).toContain(`name="return" value="${p(0).path}"`);
    expect(html).toContain(labels.wishlist_add!.hr);
    expect(html).toContain(labels.compare_add!.hr);
  });
});
