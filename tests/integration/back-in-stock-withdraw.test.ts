import { describe, expect, it } from "vitest";
import { call, db, json, outbox, uniqueEmail, visitor, type SiteKey } from "./accounts-helpers";
import { setStock } from "./checkout-helpers";
import { get } from "./helpers";
import { labels, type LabelLang } from "../../commerce/seed/labels";
import { CLOSED_KEEP_DAYS, mailRestocked, purgeClosedRequests } from "../../commerce/routes/catalog/back-in-stock";

/**
 * Withdrawing a back-in-stock request (docs/decisions/0032-back-in-stock-requests.md
 * "Withdrawing"): the link each request's answer carries, the API's look-up and withdrawal, the
 * storefront's page (a button, a POST, then what became of it), refusals as 4xx, and the purge
 * of closed requests.
 */

const L = (key: string, lang: LabelLang = "hr") => labels[key]![lang]!;
const SAME_ORIGIN = { origin: "http://localhost", "sec-fetch-site": "same-origin" };
const FORM = { ...SAME_ORIGIN, "content-type": "application/x-www-form-urlencoded" };
const JSON_BODY = { ...SAME_ORIGIN, "content-type": "application/json", accept: "application/json" };
const WITHDRAW = "http://localhost/api/nuxtapi/catalog/back-in-stock/withdraw/";

/** The `n`-th public product out of stock, counted from the middle of the catalogue (other files take the ends). */
async function outOfStock(n: number): Promise<{ id: number; path: string; title: string }> {
  const row = await db
    .prepare(
      `SELECT p.id, r.path, i.title FROM products p JOIN catalog_categories c ON c.id = p.category_id JOIN manufacturers m ON m.id = p.manufacturer_id
         JOIN routes r ON r.site = 'hr' AND r.entity_key = 'catalog_product:' || p.code JOIN product_i18n i ON i.product_id = p.id AND i.lang = 'hr'
        WHERE p.visible = 1 AND c.visible = 1 AND (m.visible = 1 OR p.ignore_brand_visibility = 1)
          AND (SELECT SUM(stock) FROM product_variations WHERE product_id = p.id) = 0
        ORDER BY p.id LIMIT 1 OFFSET ?1`,
    )
    .bind(n)
    .first<{ id: number; path: string; title: string }>();
  expect(row, `an out-of-stock product #${n}`).toBeTruthy();
  return row!;
}

async function ask(email: string, productId: number, site: SiteKey = "hr"): Promise<{ id: string; code: string }> {
  const res = await call("/catalog/back-in-stock/", { token: await visitor(), site, body: { email, product_id: productId } });
  expect(res.status).toBe(200);
  const body = await json<{ data: { status: string; withdraw: { id: string; code: string } } }>(res);
  expect(body.data.withdraw.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
  expect(body.data.withdraw.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return body.data.withdraw;
}

const api = async (what: "link" | "withdraw", body: unknown, site: SiteKey = "hr") => call(`/catalog/back-in-stock/${what}/`, { token: await visitor(), site, body });
const stateOf = async (link: { id: string; code: string }) => (await json<{ data: { state: string } }>(await api("link", link))).data.state;
const requestOf = (email: string) => db.prepare("SELECT notified_at, withdrawn_at FROM back_in_stock_requests WHERE email = ?1 ORDER BY id").bind(email).all<{ notified_at: string | null; withdrawn_at: string | null }>();
const pagePath = (link: { id: string; code: string }) => `/api/nuxtapi/catalog/back-in-stock/withdraw/${link.id}/${link.code}/`;

describe("the commerce API: withdrawing a request", () => {
  it("a request's link says where it stands and withdraws it once; a withdrawn request is not mailed and the address may ask again", async () => {
    const p = await outOfStock(0);
    const email = uniqueEmail("bis-wd");
    const link = await ask(email, p.id);
    expect(await json(await api("link", link))).toMatchObject({ success: true, data: { state: "open", product: p.title } });
    // Only the code's hash is kept.
    expect(await db.prepare("SELECT COUNT(*) AS n FROM back_in_stock_requests WHERE code_hash = ?1 OR link_id = ?1").bind(link.code).first("n")).toBe(0);

    const first = await api("withdraw", link);
    expect(first.status).toBe(200);
    expect(await json(first)).toMatchObject({ data: { state: "withdrawn", product: p.title } });
    const again = await api("withdraw", link);
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ label_name: "back_in_stock_already_withdrawn" });
    expect(await stateOf(link)).toBe("withdrawn");

    // Stock comes back: nobody is mailed for a withdrawn request.
    await setStock((await db.prepare("SELECT code FROM product_variations WHERE product_id = ?1 ORDER BY position LIMIT 1").bind(p.id).first<string>("code"))!, 3);
    await mailRestocked(db, [p.id]);
    expect((await outbox(email)).filter((m) => m.kind === "back_in_stock")).toHaveLength(0);
    await setStock((await db.prepare("SELECT code FROM product_variations WHERE product_id = ?1 ORDER BY position LIMIT 1").bind(p.id).first<string>("code"))!, 0);
    // Closed, so the same address may ask anew, with a new link; the old one still says "withdrawn".
    const renewed = await ask(email, p.id);
    expect(renewed.id).not.toBe(link.id);
    expect(await stateOf(renewed)).toBe("open");
    expect(await stateOf(link)).toBe("withdrawn");
    expect((await requestOf(email)).results.map((r) => r.withdrawn_at === null)).toEqual([false, true]);
  });

  it("asking again while open gives a new link; the old one no longer works", async () => {
    const p = await outOfStock(1);
    const email = uniqueEmail("bis-wd-rotate");
    const old = await ask(email, p.id);
    const latest = await ask(email, p.id);
    expect(latest.id).not.toBe(old.id);
    expect((await api("withdraw", old)).status).toBe(404);
    expect((await api("withdraw", latest)).status).toBe(200);
  });

  it("an unknown id, a wrong code or another site's link is 404; a malformed one 400 naming the field; a mailed request 409", async () => {
    const p = await outOfStock(2);
    const email = uniqueEmail("bis-wd-bad");
    const link = await ask(email, p.id);
    const wrongCode = { id: link.id, code: link.code.slice(0, -1) + (link.code.endsWith("A") ? "B" : "A") };
    for (const bad of [{ id: "AAAAAAAAAAAAAAAA", code: link.code }, wrongCode]) {
      const res = await api("withdraw", bad);
      expect(res.status).toBe(404);
      expect(await json(res)).toMatchObject({ label_name: "back_in_stock_link_invalid" });
      expect((await api("link", bad)).status).toBe(404);
    }
    expect((await api("withdraw", link, "de")).status).toBe(404);
    const malformed = await api("withdraw", { id: "short", code: link.code });
    expect(malformed.status).toBe(400);
    expect(await json(malformed)).toMatchObject({ errors: [{ field: "id", label_name: "back_in_stock_link_invalid" }] });
    expect((await api("withdraw", { id: link.id })).status).toBe(400);
    expect((await api("withdraw", { ...link, extra: 1 })).status).toBe(400);
    // Nothing of that withdrew it.
    expect((await requestOf(email)).results).toEqual([{ notified_at: null, withdrawn_at: null }]);

    await db.prepare("UPDATE back_in_stock_requests SET notified_at = datetime('now') WHERE email = ?1").bind(email).run();
    const mailed = await api("withdraw", link);
    expect(mailed.status).toBe(409);
    expect(await json(mailed)).toMatchObject({ label_name: "back_in_stock_already_notified" });
  });

  it(`the cron's clean-up purges requests closed more than ${CLOSED_KEEP_DAYS} days ago, and keeps open and recent ones`, async () => {
    const p = await outOfStock(3);
    const [oldWithdrawn, oldNotified, recent, open] = ["old-wd", "old-nt", "recent", "open"].map((t) => uniqueEmail(`bis-purge-${t}`));
    for (const e of [oldWithdrawn, oldNotified, recent, open]) await ask(e!, p.id);
    const ago = `-${CLOSED_KEEP_DAYS + 1} days`;
    await db.prepare("UPDATE back_in_stock_requests SET withdrawn_at = datetime('now', ?2) WHERE email = ?1").bind(oldWithdrawn, ago).run();
    await db.prepare("UPDATE back_in_stock_requests SET notified_at = datetime('now', ?2) WHERE email = ?1").bind(oldNotified, ago).run();
    await db.prepare("UPDATE back_in_stock_requests SET withdrawn_at = datetime('now', '-1 days') WHERE email = ?1").bind(recent).run();
    expect(await purgeClosedRequests(db)).toBeGreaterThanOrEqual(2);
    for (const gone of [oldWithdrawn, oldNotified]) expect((await requestOf(gone!)).results).toEqual([]);
    for (const kept of [recent, open]) expect((await requestOf(kept!)).results).toHaveLength(1);
  });
});

describe("the storefront: the withdrawal page", () => {
  it("the link's page asks with a button and changes nothing; its POST withdraws and comes back to say so; the page then says it is gone", async () => {
    const p = await outOfStock(4);
    const email = uniqueEmail("bis-wd-page");
    const link = await ask(email, p.id);
    const page = await get(`http://localhost${pagePath(link)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");
    const html = await page.text();
    // The address holds the code: no Referer from the page to another origin.
    expect(html).toContain('<meta name="referrer" content="same-origin">');
    expect(html).toContain(L("back_in_stock_withdraw_title"));
    expect(html).toContain(p.title);
    expect(html).toMatch(/<form method="post" action="\/api\/nuxtapi\/catalog\/back-in-stock\/withdraw\/">/);
    expect(html).toContain(`name="code" value="${link.code}"`);
    // Opening it (as a mail scanner would) withdrew nothing.
    expect((await requestOf(email)).results).toEqual([{ notified_at: null, withdrawn_at: null }]);

    const sent = await get(WITHDRAW, { method: "POST", headers: FORM, body: new URLSearchParams({ ...link, _back: pagePath(link) }).toString() });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(pagePath(link));
    expect((await requestOf(email)).results[0]!.withdrawn_at).not.toBeNull();
    const flash = /zrno_form=[^;]+/.exec(sent.headers.get("set-cookie") ?? "")?.[0];
    expect(flash).toBeTruthy();
    const done = await get(`http://localhost${pagePath(link)}`, { headers: { cookie: flash! } });
    expect(done.status).toBe(200);
    const doneHtml = await done.text();
    expect(doneHtml).toContain(L("back_in_stock_withdrawn"));
    expect(doneHtml).not.toContain("<form");

    // Later (or posted again): already withdrawn, 410, never a 500.
    const later = await get(`http://localhost${pagePath(link)}`);
    expect(later.status).toBe(410);
    expect(await later.text()).toContain(L("back_in_stock_already_withdrawn"));
    const twice = await get(WITHDRAW, { method: "POST", headers: FORM, body: new URLSearchParams({ ...link, _back: pagePath(link) }).toString() });
    expect(twice.status).toBe(303);
    expect(twice.headers.get("location")).toBe(pagePath(link));
  });

  it("an unknown or malformed link is the page's 404 with a way home; a mailed request's link says there is nothing to withdraw", async () => {
    const p = await outOfStock(5);
    const link = await ask(uniqueEmail("bis-wd-404"), p.id);
    for (const path of [pagePath({ id: "AAAAAAAAAAAAAAAA", code: link.code }), pagePath({ id: link.id, code: "x".repeat(43) }), pagePath({ id: "short", code: "bad" }), "/api/nuxtapi/catalog/back-in-stock/withdraw/%3Cscript%3E/x/"]) {
      const res = await get(`http://localhost${path}`);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html).toContain(L("back_in_stock_link_invalid"));
      expect(html).not.toContain("<form");
      expect(html).not.toContain("<script");
    }
    const de = await get(`http://localhost/de${pagePath({ id: "AAAAAAAAAAAAAAAA", code: link.code })}`);
    expect(de.status).toBe(404);
    expect(await de.text()).toContain(L("back_in_stock_link_invalid", "de"));

    const email = uniqueEmail("bis-wd-mailed");
    const mailed = await ask(email, p.id);
    await db.prepare("UPDATE back_in_stock_requests SET notified_at = datetime('now') WHERE email = ?1").bind(email).run();
    const res = await get(`http://localhost${pagePath(mailed)}`);
    expect(res.status).toBe(410);
    expect(await res.text()).toContain(L("back_in_stock_already_notified"));
  });

  it("JSON: 200 withdrawn, then 409; bad halves are 400; another site's post is 403; a GET never withdraws", async () => {
    const p = await outOfStock(6);
    const email = uniqueEmail("bis-wd-json");
    const link = await ask(email, p.id);
    const post = (body: unknown, headers: Record<string, string> = JSON_BODY) => get(WITHDRAW, { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });
    const crossSite = await post(link, { "content-type": "application/json", origin: "https://evil.example", "sec-fetch-site": "cross-site" });
    expect(crossSite.status).toBe(403);
    expect((await get(`${WITHDRAW}?id=${link.id}&code=${link.code}`)).status).toBe(404);
    expect((await requestOf(email)).results[0]!.withdrawn_at).toBeNull();
    const bad = await post({ id: link.id, code: "nope" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ success: false, errors: { code: "back_in_stock_link_invalid" } });
    expect((await post("{not json")).status).toBe(400);
    expect((await post({ id: "AAAAAAAAAAAAAAAA", code: link.code })).status).toBe(400);
    const ok = await post(link);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ success: true, data: { state: "withdrawn", product: p.title } });
    const again = await post(link);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ success: false, label_name: "back_in_stock_already_withdrawn" });
  });

  it("the product page gives the link to whoever asked: with the notice after a plain post, in the JSON answer to the script", async () => {
    const p = await outOfStock(7);
    const email = uniqueEmail("bis-wd-product");
    const BFF = "http://localhost/api/nuxtapi/catalog/back-in-stock/";
    const sent = await get(BFF, { method: "POST", headers: FORM, body: new URLSearchParams({ email, product_id: String(p.id), _back: p.path }).toString() });
    expect(sent.status).toBe(303);
    const flash = /zrno_form=[^;]+/.exec(sent.headers.get("set-cookie") ?? "")?.[0];
    const html = await (await get(`http://localhost${p.path}`, { headers: { cookie: flash! } })).text();
    const href = /<a class="back-in-stock-withdraw" href="([^"]+)"/.exec(html)?.[1];
    expect(href).toMatch(/^\/api\/nuxtapi\/catalog\/back-in-stock\/withdraw\/[A-Za-z0-9_-]{16}\/[A-Za-z0-9_-]{43}\/$/);
    expect((await get(`http://localhost${href}`)).status).toBe(200);
    // Not in anybody else's copy of the page.
    expect(await (await get(`http://localhost${p.path}`)).text()).not.toContain("back-in-stock-withdraw");

    const asJson = await get(BFF, { method: "POST", headers: { ...JSON_BODY, "cf-connecting-ip": "10.92.0.1" }, body: JSON.stringify({ email: uniqueEmail("bis-wd-json2"), product_id: String(p.id) }) });
    expect(asJson.status).toBe(200);
    const data = ((await asJson.json()) as { data: { status: string; withdraw_path: string } }).data;
    expect(data.status).toBe("subscribed");
    expect(data.withdraw_path).toMatch(/^\/api\/nuxtapi\/catalog\/back-in-stock\/withdraw\/[A-Za-z0-9_-]{16}\/[A-Za-z0-9_-]{43}\/$/);

    // A forged flash cannot make the page link elsewhere.
    const forged = btoa(JSON.stringify({ form: "back-in-stock", values: { withdraw: "https://evil.example/" }, errors: {}, notice: "back_in_stock_subscribed" })).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    const forgedHtml = await (await get(`http://localhost${p.path}`, { headers: { cookie: `zrno_form=${forged}` } })).text();
    expect(forgedHtml).toContain(L("back_in_stock_subscribed"));
    expect(forgedHtml).not.toContain("evil.example");
  });
});
