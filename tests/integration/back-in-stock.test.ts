import { describe, expect, it } from "vitest";
import { call, db, json, loginJwt, outbox, uniqueEmail, visitor, type SiteKey } from "./accounts-helpers";
import { setStock } from "./checkout-helpers";
import { cookieHeader, get, stateOf } from "./helpers";
import { labels, type LabelLang } from "../../commerce/seed/labels";
import { mailRestocked } from "../../commerce/routes/catalog/back-in-stock";

/**
 * "Notify me when it is back" and in-stock alternatives (issue 10;
 * docs/decisions/0032-back-in-stock-requests.md): the commerce API's requests and their one mail
 * when stock returns, staff setting stock, the BFF's plain-form and JSON ways in, and the product
 * page of a product out of stock.
 */

const STOCK_KEEPER = { email: "skladiste@zrno.hr", password: "Zrno-skladiste-2026" };
const EDITOR = { email: "urednik@zrno.hr", password: "Zrno-urednik-2026" };
const SAME_ORIGIN = { origin: "http://localhost", "sec-fetch-site": "same-origin" };
const FORM = { ...SAME_ORIGIN, "content-type": "application/x-www-form-urlencoded" };
const JSON_BODY = { ...SAME_ORIGIN, "content-type": "application/json", accept: "application/json" };
const BFF = "http://localhost/api/nuxtapi/catalog/back-in-stock/";
const L = (key: string, lang: LabelLang) => labels[key]![lang]!;

interface Gone {
  id: number;
  code: string;
  /** Its page on hr and on de. */
  hr: string;
  de: string;
  titles: { hr: string; de: string };
  packages: string[];
}

/**
 * The `n`-th public product none of whose packages has stock and whose category has products in
 * stock (from the last product down: tests elsewhere read the first ones). Each test takes its own.
 */
async function outOfStock(n: number): Promise<Gone> {
  const row = await db
    .prepare(
      `SELECT p.id, p.code, rh.path AS hr, rd.path AS de, ih.title AS hr_title, id.title AS de_title
         FROM products p JOIN catalog_categories c ON c.id = p.category_id JOIN manufacturers m ON m.id = p.manufacturer_id
         JOIN routes rh ON rh.site = 'hr' AND rh.entity_key = 'catalog_product:' || p.code
         JOIN routes rd ON rd.site = 'de' AND rd.entity_key = 'catalog_product:' || p.code
         JOIN product_i18n ih ON ih.product_id = p.id AND ih.lang = 'hr' JOIN product_i18n id ON id.product_id = p.id AND id.lang = 'de'
        WHERE p.visible = 1 AND c.visible = 1 AND (m.visible = 1 OR p.ignore_brand_visibility = 1)
          AND (SELECT SUM(stock) FROM product_variations WHERE product_id = p.id) = 0
          AND EXISTS (SELECT 1 FROM products o JOIN product_variations ov ON ov.product_id = o.id WHERE o.category_id = p.category_id AND o.visible = 1 AND ov.stock > 0)
        ORDER BY p.id DESC LIMIT 1 OFFSET ?1`,
    )
    .bind(n)
    .first<{ id: number; code: string; hr: string; de: string; hr_title: string; de_title: string }>();
  expect(row, `an out-of-stock product #${n}`).toBeTruthy();
  const packages = (await db.prepare("SELECT code FROM product_variations WHERE product_id = ?1 ORDER BY position").bind(row!.id).all<{ code: string }>()).results.map((r) => r.code);
  return { id: row!.id, code: row!.code, hr: row!.hr, de: row!.de, titles: { hr: row!.hr_title, de: row!.de_title }, packages };
}

/** A public product in stock. */
async function inStock(): Promise<{ id: number; path: string }> {
  const row = await db
    .prepare(
      `SELECT p.id, r.path FROM products p JOIN routes r ON r.site = 'hr' AND r.entity_key = 'catalog_product:' || p.code
        WHERE p.visible = 1 AND (SELECT SUM(stock) FROM product_variations WHERE product_id = p.id) > 10 ORDER BY p.id LIMIT 1 OFFSET 7`,
    )
    .first<{ id: number; path: string }>();
  return row!;
}

const ask = async (email: string, productId: number, site: SiteKey = "hr") => call("/catalog/back-in-stock/", { token: await visitor(), site, body: { email, product_id: productId } });

const openRequests = async (productId: number) => (await db.prepare("SELECT email, site FROM back_in_stock_requests WHERE product_id = ?1 AND notified_at IS NULL ORDER BY email").bind(productId).all<{ email: string; site: string }>()).results;

const stockMails = async (to: string) => (await outbox(to)).filter((m) => m.kind === "back_in_stock");

async function setAs(token: string, body: Record<string, unknown>) {
  return call("/catalog/stock/", { token, body });
}

describe("the commerce API: back-in-stock requests", () => {
  it("takes an e-mail for a product out of stock, once per address: a repeat answers the same and keeps one open request", async () => {
    const p = await outOfStock(0);
    const email = uniqueEmail("bis");
    const first = await ask(email, p.id);
    expect(first.status).toBe(200);
    expect(await json(first)).toMatchObject({ success: true, data: { status: "subscribed" } });
    // The same address in other letters, from another site: still one request, now for de.
    const again = await ask(email.toUpperCase(), p.id, "de");
    expect(again.status).toBe(200);
    expect(await openRequests(p.id)).toEqual([{ email, site: "de" }]);
    // Asking sends nothing: the one mail is the notice itself.
    expect(await outbox(email)).toHaveLength(0);
  });

  it("refuses what it cannot take: a malformed address (400 naming the field), a product in stock (409), an unknown one (404)", async () => {
    const p = await outOfStock(0);
    const bad = await ask("not-an-address", p.id);
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ success: false, errors: [{ field: "email", label_name: "validation_email" }] });
    const noId = await call("/catalog/back-in-stock/", { token: await visitor(), body: { email: uniqueEmail("bis") } });
    expect(noId.status).toBe(400);
    const available = await ask(uniqueEmail("bis"), (await inStock()).id);
    expect(available.status).toBe(409);
    expect(await json(available)).toMatchObject({ label_name: "back_in_stock_available" });
    expect((await ask(uniqueEmail("bis"), 999_999)).status).toBe(404);
    const notJson = await call("/catalog/back-in-stock/", { token: await visitor(), body: "email=a%40b.hr", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(notJson.status).toBe(415);
  });

  it("an address asks at most ten times an hour (then 429 with Retry-After)", async () => {
    const p = await outOfStock(0);
    const email = uniqueEmail("bis-cap");
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await ask(email, p.id)).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const over = await ask(email, p.id);
    expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("a restock by staff mails every open request once, in its site's language with the product's page there; a second restock mails nobody", async () => {
    const p = await outOfStock(1);
    const other = await outOfStock(2);
    const [hr, de, waiting] = [uniqueEmail("bis-hr"), uniqueEmail("bis-de"), uniqueEmail("bis-other")];
    expect((await ask(hr, p.id, "hr")).status).toBe(200);
    expect((await ask(de, p.id, "de")).status).toBe(200);
    expect((await ask(waiting, other.id, "hr")).status).toBe(200);

    const keeper = await loginJwt(STOCK_KEEPER.email, STOCK_KEEPER.password);
    const restock = await setAs(keeper, { variation_code: p.packages[0]!, warehouse: "central", qty: 12 });
    expect(restock.status).toBe(200);
    expect(await json(restock)).toMatchObject({ data: { product_id: p.id, variation_code: p.packages[0], warehouse: "central", qty: 12, available_qty: 12, mailed: 2 } });

    const [hrMail] = await stockMails(hr);
    expect(hrMail).toBeTruthy();
    expect(hrMail!.site).toBe("hr");
    expect(hrMail!.subject).toContain(p.titles.hr);
    expect(hrMail!.links).toEqual([p.hr]);
    expect(hrMail!.text).toContain(p.hr);
    expect(hrMail!.text).toContain(L("mail_greeting_anonymous", "hr"));
    const [deMail] = await stockMails(de);
    expect(deMail!.site).toBe("de");
    expect(deMail!.subject).toContain(p.titles.de);
    expect(deMail!.subject).toContain(L("mail_back_in_stock_subject", "de").split(" – ")[0]!.replace("{product} ", ""));
    expect(deMail!.links).toEqual([p.de]);
    // Only the requests for the product that came back.
    expect(await openRequests(p.id)).toEqual([]);
    expect(await openRequests(other.id)).toEqual([{ email: waiting, site: "hr" }]);
    expect(await stockMails(waiting)).toHaveLength(0);

    // Sold out and back again: the closed requests stay closed.
    expect((await setAs(keeper, { variation_code: p.packages[0]!, warehouse: "central", qty: 0 })).status).toBe(200);
    const second = await setAs(keeper, { variation_code: p.packages[0]!, warehouse: "zagreb-ilica", qty: 3 });
    expect(await json(second)).toMatchObject({ data: { available_qty: 3, mailed: 0 } });
    expect(await stockMails(hr)).toHaveLength(1);
    expect(await stockMails(de)).toHaveLength(1);
    // Now in stock, a new request is refused (buy it instead); sold out again, one may ask anew.
    expect((await ask(hr, p.id)).status).toBe(409);
    await setAs(keeper, { variation_code: p.packages[0]!, warehouse: "zagreb-ilica", qty: 0 });
    expect((await ask(hr, p.id)).status).toBe(200);
    expect(await openRequests(p.id)).toEqual([{ email: hr, site: "hr" }]);
  });

  it("stock that came back another way is mailed by the cron's run, once", async () => {
    const p = await outOfStock(3);
    const email = uniqueEmail("bis-cron");
    expect((await ask(email, p.id)).status).toBe(200);
    expect(await mailRestocked(db)).toBe(0);
    await setStock(p.packages[0]!, 4);
    expect(await mailRestocked(db)).toBeGreaterThanOrEqual(1);
    expect(await mailRestocked(db)).toBe(0);
    expect(await stockMails(email)).toHaveLength(1);
  });

  it("only staff holding warehouse_edit set stock: 401 for a visitor, 403 for other staff, 400 for a bad body, 404 for an unknown package", async () => {
    const p = await outOfStock(0);
    const body = { variation_code: p.packages[0]!, warehouse: "central", qty: 5 };
    expect((await setAs(await visitor(), body)).status).toBe(401);
    expect((await setAs(await loginJwt(EDITOR.email, EDITOR.password), body)).status).toBe(403);
    const keeper = await loginJwt(STOCK_KEEPER.email, STOCK_KEEPER.password);
    expect((await setAs(keeper, { ...body, qty: -1 })).status).toBe(400);
    expect((await setAs(keeper, { ...body, qty: 1.5 })).status).toBe(400);
    expect((await setAs(keeper, { ...body, warehouse: "nowhere" })).status).toBe(404);
    expect((await setAs(keeper, { ...body, variation_code: "ZR-99999-1KG" })).status).toBe(404);
    // Nothing changed.
    expect((await db.prepare("SELECT SUM(stock) AS n FROM product_variations WHERE product_id = ?1").bind(p.id).first<{ n: number }>())!.n).toBe(0);
  });

  it("alternatives: in-stock public products of the same category, the closest in price first", async () => {
    const p = await outOfStock(0);
    const res = await call("/catalog/alternatives/", { token: await visitor(), body: { item_id: p.id } });
    expect(res.status).toBe(200);
    const items = (await json<{ data: { id: number; is_available: boolean; category_code: string; price_custom: number }[] }>(res)).data;
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(4);
    const own = await db.prepare("SELECT c.code, (SELECT pr.price FROM product_variations v JOIN price_offers pr ON pr.variation_id = v.id AND pr.currency = 'EUR' WHERE v.product_id = p.id AND v.position = 0) AS price FROM products p JOIN catalog_categories c ON c.id = p.category_id WHERE p.id = ?1").bind(p.id).first<{ code: string; price: number }>();
    for (const i of items) {
      expect(i.id).not.toBe(p.id);
      expect(i.is_available).toBe(true);
      expect(i.category_code).toBe(own!.code);
    }
    const gaps = items.map((i) => Math.abs(i.price_custom - own!.price));
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
    expect((await call("/catalog/alternatives/", { token: await visitor(), body: { item_id: "x" } })).status).toBe(400);
  });
});

describe("the storefront: the product page and the BFF", () => {
  const flashOf = (res: Response) => {
    const cookie = /zrno_form=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0];
    expect(cookie, "the 303 carries the flash").toBeTruthy();
    return { cookie: cookie! };
  };
  const section = (html: string) => /<section id="back-in-stock"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
  const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, "").replace(/'nonce-[^']*'/g, "");

  it("a product out of stock: the notify form instead of add-to-cart and in-stock alternatives, the same HTML for every anonymous visitor", async () => {
    const p = await outOfStock(4);
    const a = await get(`http://localhost${p.hr}`);
    expect(a.status).toBe(200);
    const html = await a.text();
    const form = section(html);
    expect(form).toMatch(/<form (?=[^>]*action="\/api\/nuxtapi\/catalog\/back-in-stock\/")(?=[^>]*method="post")/);
    expect(form).toMatch(new RegExp(`<input type="hidden" name="product_id" value="${p.id}"/>`));
    expect(form).toMatch(new RegExp(`<input type="hidden" name="_back" value="${p.hr}"/>`));
    expect(form).toMatch(/<input (?=[^>]*type="email")(?=[^>]*name="email")(?=[^>]*required)(?=[^>]*autoComplete="email"|[^>]*autocomplete="email")/);
    expect(form).toContain(L("back_in_stock_title", "hr"));
    expect(html).not.toContain('class="button add-to-cart-button"');
    // Nobody's address in the shared HTML.
    expect(form).not.toMatch(/name="email"[^>]*value="[^"]+"/);
    const state = stateOf(html);
    if (state.screen.kind !== "catalog-product") throw new Error("not a product page");
    expect(state.screen.alternatives.length).toBeGreaterThan(0);
    for (const alt of state.screen.alternatives) {
      expect(alt.is_available).toBe(true);
      expect(html).toContain(`href="${alt.url_without_domain}"`);
    }
    expect(html).toContain(L("product_alternatives", "hr"));
    const b = await (await get(`http://localhost${p.hr}`, { headers: { "cf-connecting-ip": "10.91.0.2" } })).text();
    expect(withoutNonces(b)).toBe(withoutNonces(html));
  });

  it("a product in stock has neither", async () => {
    const { path } = await inStock();
    const html = await (await get(`http://localhost${path}`)).text();
    expect(section(html)).toBe("");
    const state = stateOf(html);
    if (state.screen.kind !== "catalog-product") throw new Error("not a product page");
    expect(state.screen.alternatives).toEqual([]);
    expect(state.screen.backInStockHtml).toBeNull();
  });

  it("without JavaScript: the form posts, comes back to the product with the notice; a bad address comes back with the error and what was typed", async () => {
    const p = await outOfStock(5);
    const email = uniqueEmail("bis-form");
    const sent = await get(BFF, { method: "POST", headers: FORM, body: new URLSearchParams({ email, product_id: String(p.id), _back: p.hr }).toString() });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`${p.hr}#back-in-stock`);
    expect(sent.headers.get("cache-control")).toContain("no-store");
    const done = section(await (await get(`http://localhost${p.hr}`, { headers: flashOf(sent) })).text());
    expect(done).toContain(L("back_in_stock_subscribed", "hr"));
    expect(done).not.toContain("<form");
    expect(await openRequests(p.id)).toEqual([{ email, site: "hr" }]);

    const typo = await get(BFF, { method: "POST", headers: FORM, body: new URLSearchParams({ email: "typo@", product_id: String(p.id), _back: p.hr }).toString() });
    expect(typo.status).toBe(303);
    expect(typo.headers.get("location")).toBe(`${p.hr}#back-in-stock`);
    const back = section(await (await get(`http://localhost${p.hr}`, { headers: flashOf(typo) })).text());
    expect(back).toContain(L("validation_email", "hr"));
    expect(back).toMatch(/<input (?=[^>]*name="email")(?=[^>]*value="typo@")(?=[^>]*aria-invalid="true")/);
    // An open redirect through `_back` is not possible: off-site goes to the site's home.
    const away = await get(BFF, { method: "POST", headers: FORM, body: new URLSearchParams({ email: "x@", product_id: String(p.id), _back: "https://evil.example/" }).toString() });
    expect(away.headers.get("location")?.startsWith("/")).toBe(true);
    expect(away.headers.get("location")?.startsWith("//")).toBe(false);
  });

  it("JSON: 200 with the status; bad input is a 4xx naming the field, never a 500", async () => {
    const p = await outOfStock(6);
    const post = (body: unknown, ip: string) => get(BFF, { method: "POST", headers: { ...JSON_BODY, "cf-connecting-ip": ip }, body: typeof body === "string" ? body : JSON.stringify(body) });
    const ok = await post({ email: uniqueEmail("bis-json"), product_id: String(p.id) }, "10.91.1.1");
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ success: true, data: { status: "subscribed" } });
    const bad = await post({ email: "nope", product_id: String(p.id) }, "10.91.1.2");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ success: false, errors: { email: "validation_email" } });
    expect((await post({ email: uniqueEmail("bis"), product_id: "abc" }, "10.91.1.3")).status).toBe(400);
    expect((await post({ email: uniqueEmail("bis"), product_id: "0" }, "10.91.1.3")).status).toBe(400);
    expect((await post({ email: uniqueEmail("bis") }, "10.91.1.4")).status).toBe(400);
    expect((await post("{not json", "10.91.1.4")).status).toBe(400);
    expect((await post({ email: uniqueEmail("bis"), product_id: "999999" }, "10.91.1.5")).status).toBe(400);
    const available = await post({ email: uniqueEmail("bis"), product_id: String((await inStock()).id) }, "10.91.1.5");
    expect(available.status).toBe(409);
    expect(await available.json()).toMatchObject({ success: false, label_name: "back_in_stock_available" });
  });

  it("another site cannot ask for someone (403), and one client gets five tries a minute (429 with Retry-After)", async () => {
    const p = await outOfStock(6);
    const crossSite = await get(BFF, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example", "sec-fetch-site": "cross-site" }, body: new URLSearchParams({ email: uniqueEmail("csrf"), product_id: String(p.id) }).toString() });
    expect(crossSite.status).toBe(403);
    // The limiter counts in fixed minutes: start early in one, so the six tries share it.
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 15_000) await new Promise((r) => setTimeout(r, left + 50));
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await get(BFF, { method: "POST", headers: { ...JSON_BODY, "cf-connecting-ip": "10.91.2.1" }, body: JSON.stringify({ email: uniqueEmail(`bis-limit${i}`), product_id: String(p.id) }) });
      statuses.push(res.status);
      if (res.status === 429) expect(res.headers.get("retry-after")).toBe("60");
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("staff set stock through the BFF with their own session; the product's page shows it at once and the waiting shopper is mailed", async () => {
    const p = await outOfStock(7);
    const email = uniqueEmail("bis-bff");
    expect((await ask(email, p.id)).status).toBe(200);
    // Read once, so its answer is cached before the change.
    expect(section(await (await get(`http://localhost${p.hr}`)).text())).not.toBe("");
    const body = JSON.stringify({ variation_code: p.packages[0], warehouse: "central", qty: 7 });
    const anonymous = await get("http://localhost/api/nuxtapi/catalog/stock/", { method: "POST", headers: JSON_BODY, body });
    expect([401, 403]).toContain(anonymous.status);
    const keeper = cookieHeader(await loginJwt(STOCK_KEEPER.email, STOCK_KEEPER.password));
    expect((await get("http://localhost/api/nuxtapi/catalog/stock/", { method: "POST", headers: { ...JSON_BODY, ...keeper }, body: JSON.stringify({ variation_code: p.packages[0], warehouse: "central", qty: "7" }) })).status).toBe(400);
    const res = await get("http://localhost/api/nuxtapi/catalog/stock/", { method: "POST", headers: { ...JSON_BODY, ...keeper }, body });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, data: { available_qty: 7, mailed: 1 } });
    expect(await stockMails(email)).toHaveLength(1);
    const now = await (await get(`http://localhost${p.hr}`)).text();
    expect(section(now)).toBe("");
    expect(now).toContain('class="button add-to-cart-button"');
  });
});
