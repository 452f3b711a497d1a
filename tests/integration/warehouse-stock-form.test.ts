import { describe, expect, it } from "vitest";
import { call, confirmedAccount, db, loginJwt, outbox, uniqueEmail, visitor } from "./accounts-helpers";
import { cookieHeader, get, stateOf } from "./helpers";
import { labels, type LabelLang } from "../../commerce/seed/labels";

/**
 * The product page's stock form (docs/decisions/0036-warehouse-stock-form.md): staff holding
 * `warehouse_edit` set a warehouse's row of a product's packages through the BFF's
 * `catalog/stock/row/`, as JSON (the form's script) or a plain form (303 back with the flash);
 * anyone else is refused before anything changes; bad figures come back as 4xx naming the field;
 * only figures that differ from what the page showed go on to the API; a product that comes back
 * mails the shoppers waiting for it. The page: a form per row for such staff, the read-only table
 * for staff who may only see stock, nothing for anyone else.
 */

const STOCK_KEEPER = { email: "skladiste@zrno.hr", password: "Zrno-skladiste-2026" };
const STORE_STAFF = { email: "trgovina@zrno.hr", password: "Zrno-trgovina-2026" };
const EDITOR = { email: "urednik@zrno.hr", password: "Zrno-urednik-2026" };
const SAME_ORIGIN = { origin: "http://localhost", "sec-fetch-site": "same-origin" };
const FORM = { ...SAME_ORIGIN, "content-type": "application/x-www-form-urlencoded" };
const JSON_BODY = { ...SAME_ORIGIN, "content-type": "application/json", accept: "application/json" };
const ROW = "http://localhost/api/nuxtapi/catalog/stock/row/";
const L = (key: string, lang: LabelLang = "hr") => labels[key]![lang]!;

interface Product {
  id: number;
  path: string;
  packages: string[];
}

/** The `n`-th public product with two packages in stock, on hr; `empty`: any product none of whose packages has stock. */
async function product(n: number, empty = false): Promise<Product> {
  const row = await db
    .prepare(
      `SELECT p.id, r.path FROM products p JOIN routes r ON r.site = 'hr' AND r.entity_key = 'catalog_product:' || p.code
        JOIN catalog_categories c ON c.id = p.category_id JOIN manufacturers m ON m.id = p.manufacturer_id
        WHERE p.visible = 1 AND c.visible = 1 AND (m.visible = 1 OR p.ignore_brand_visibility = 1)
          AND (?2 = 1 OR (SELECT COUNT(*) FROM product_variations WHERE product_id = p.id) = 2)
          AND ((SELECT SUM(stock) FROM product_variations WHERE product_id = p.id) = 0) = ?2
        ORDER BY p.id LIMIT 1 OFFSET ?1`,
    )
    .bind(n, empty ? 1 : 0)
    .first<{ id: number; path: string }>();
  expect(row, `product #${n}`).toBeTruthy();
  const packages = (await db.prepare("SELECT code FROM product_variations WHERE product_id = ?1 ORDER BY position").bind(row!.id).all<{ code: string }>()).results.map((r) => r.code);
  return { id: row!.id, path: row!.path, packages };
}

const qtyIn = async (code: string, warehouse = "central") =>
  (await db.prepare("SELECT COALESCE((SELECT s.qty FROM warehouse_stock s JOIN product_variations v ON v.id = s.variation_id JOIN warehouses w ON w.id = s.warehouse_id WHERE v.code = ?1 AND w.code = ?2), 0) AS qty").bind(code, warehouse).first<{ qty: number }>())!.qty;

/** The row's fields as the page writes them: each package's code, the figure typed and the one shown. */
async function rowOf(p: Product, typed: (string | number)[], warehouse = "central"): Promise<Record<string, string>> {
  const fields: Record<string, string> = { warehouse };
  for (const [i, code] of p.packages.entries()) {
    fields[`code_${i}`] = code;
    fields[`was_${i}`] = String(await qtyIn(code, warehouse));
    fields[`qty_${i}`] = String(typed[i] ?? (await qtyIn(code, warehouse)));
  }
  return fields;
}

const keeper = async () => cookieHeader(await loginJwt(STOCK_KEEPER.email, STOCK_KEEPER.password));
const postJson = (who: Record<string, string>, body: unknown) => get(ROW, { method: "POST", headers: { ...JSON_BODY, ...who }, body: JSON.stringify(body) });
const postForm = (who: Record<string, string>, body: Record<string, string>) => get(ROW, { method: "POST", headers: { ...FORM, ...who }, body: new URLSearchParams(body).toString() });
const section = (html: string) => /<section id="warehouse-stock"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
const flashOf = (res: Response) => {
  const cookie = /zrno_form=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0];
  expect(cookie, "the 303 carries the flash").toBeTruthy();
  return cookie!;
};

describe("BFF catalog/stock/row/: who may", () => {
  it("refuses everyone but staff holding warehouse_edit with 403, before anything changes: anonymous, a shopper, an editor, store staff who may only see stock", async () => {
    const p = await product(0);
    const before = await Promise.all(p.packages.map((c) => qtyIn(c)));
    const body = await rowOf(p, [before[0]! + 5, before[1]! + 5]);
    const shopper = await confirmedAccount("stock-shopper");
    const who = [
      {},
      cookieHeader(await visitor()),
      cookieHeader(await loginJwt(shopper.email, shopper.password)),
      cookieHeader(await loginJwt(EDITOR.email, EDITOR.password)),
      cookieHeader(await loginJwt(STORE_STAFF.email, STORE_STAFF.password)),
    ];
    for (const w of who) {
      const res = await postJson(w, body);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ success: false, label_name: "error_forbidden" });
      expect((await postForm(w, body)).status).toBe(403);
    }
    expect(await Promise.all(p.packages.map((c) => qtyIn(c)))).toEqual(before);
  });

  it("another site cannot post it for the stock keeper (403)", async () => {
    const p = await product(0);
    const res = await get(ROW, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example", "sec-fetch-site": "cross-site", ...(await keeper()) }, body: new URLSearchParams(await rowOf(p, [1, 1])).toString() });
    expect(res.status).toBe(403);
  });
});

describe("BFF catalog/stock/row/: the stock keeper", () => {
  it("bad figures are a 400 naming each field with the label it shows (negative, not whole, too large, empty), never a 500, and nothing changes", async () => {
    const p = await product(1);
    const before = await Promise.all(p.packages.map((c) => qtyIn(c)));
    const who = await keeper();
    const cases: [string[], Record<string, string>][] = [
      [["-1", "3"], { qty_0: "validation_stock_negative" }],
      [["1.5", "abc"], { qty_0: "validation_stock_whole", qty_1: "validation_stock_whole" }],
      [["1000001", "3"], { qty_0: "validation_stock_max" }],
      [["", "3"], { qty_0: "validation_required" }],
    ];
    for (const [typed, errors] of cases) {
      const res = await postJson(who, await rowOf(p, typed));
      expect(res.status, typed.join(",")).toBe(400);
      const body = (await res.json()) as { success: boolean; errors: Record<string, string> };
      expect(body.success).toBe(false);
      expect(body.errors).toEqual(errors);
    }
    // Not the page's form: unknown fields, a figure without its package, no package at all, a bad warehouse.
    for (const body of [{ ...(await rowOf(p, [1, 1])), price: "1" }, { warehouse: "central", qty_0: "4" }, { warehouse: "central" }, { ...(await rowOf(p, [1, 1])), warehouse: "Central!" }, [1, 2], "x"]) {
      const res = await postJson(who, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    // A warehouse or package the API does not know: a 4xx with its label.
    const unknown = await postJson(who, { ...(await rowOf(p, [9, 9])), warehouse: "nowhere" });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ success: false, label_name: "error_empty_data" });
    expect(await Promise.all(p.packages.map((c) => qtyIn(c)))).toEqual(before);
  });

  it("JSON: sets each changed figure in D1 (the package's total follows), leaves a figure the keeper did not change even if it moved meanwhile, and answers the saved figures", async () => {
    const p = await product(2);
    const who = await keeper();
    const row = await rowOf(p, [], "central");
    // Someone else (an order, another keeper) changes the second package meanwhile.
    await db.prepare("UPDATE warehouse_stock SET qty = 3 WHERE variation_id = (SELECT id FROM product_variations WHERE code = ?1) AND warehouse_id = (SELECT id FROM warehouses WHERE code = 'central')").bind(p.packages[1]).run();
    const res = await postJson(who, { ...row, qty_0: "41" });
    expect(res.status).toBe(200);
    const total = (await db.prepare("SELECT stock FROM product_variations WHERE code = ?1").bind(p.packages[0]).first<{ stock: number }>())!.stock;
    expect(await res.json()).toMatchObject({ success: true, data: { warehouse: "central", packages: [{ variation_code: p.packages[0], qty: 41, available_qty: total }], mailed: 0 } });
    expect(await qtyIn(p.packages[0]!)).toBe(41);
    expect(await qtyIn(p.packages[1]!)).toBe(3);
    const sum = (await db.prepare("SELECT SUM(s.qty) AS n FROM warehouse_stock s JOIN product_variations v ON v.id = s.variation_id WHERE v.code = ?1").bind(p.packages[0]).first<{ n: number }>())!.n;
    expect(total).toBe(sum);
    // A store's row, and nothing changed: 200 with nothing saved.
    const store = (await db.prepare("SELECT code FROM warehouses WHERE kind = 'store' ORDER BY position LIMIT 1").first<{ code: string }>())!.code;
    const same = await postJson(who, await rowOf(p, [], store));
    expect(await same.json()).toMatchObject({ success: true, data: { warehouse: store, packages: [] } });
    const set = await postJson(who, await rowOf(p, [0, 12], store));
    expect(set.status).toBe(200);
    expect([await qtyIn(p.packages[0]!, store), await qtyIn(p.packages[1]!, store)]).toEqual([0, 12]);
  });

  it("without JavaScript: 303 back to the table with the notice and the saved figures; bad figures come back beside their field with what was typed", async () => {
    const p = await product(3);
    const who = await keeper();
    const sent = await postForm(who, { ...(await rowOf(p, [77])), _back: p.path });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`${p.path}#warehouse-stock`);
    expect(sent.headers.get("cache-control")).toContain("no-store");
    expect(await qtyIn(p.packages[0]!)).toBe(77);
    const page = section(await (await get(`http://localhost${p.path}`, { headers: { cookie: `${who.cookie}; ${flashOf(sent)}` } })).text());
    expect(page).toContain(L("warehouse_stock_saved"));
    expect(page).toMatch(/<input (?=[^>]*form="warehouse-stock-row-central")(?=[^>]*name="qty_0")(?=[^>]*value="77")/);

    const bad = await postForm(who, { ...(await rowOf(p, ["-4", "2.5"])), _back: p.path });
    expect(bad.status).toBe(303);
    expect(bad.headers.get("location")).toBe(`${p.path}#warehouse-stock`);
    const back = section(await (await get(`http://localhost${p.path}`, { headers: { cookie: `${who.cookie}; ${flashOf(bad)}` } })).text());
    expect(back).toContain(L("validation_form_errors"));
    expect(back).toMatch(/<input (?=[^>]*id="warehouse-stock-central-qty_0")(?=[^>]*value="-4")(?=[^>]*aria-invalid="true")(?=[^>]*aria-describedby="warehouse-stock-central-qty_0-error")/);
    expect(back).toContain(`<p id="warehouse-stock-central-qty_0-error" class="field-error">${L("validation_stock_negative")}</p>`);
    expect(back).toContain(`<p id="warehouse-stock-central-qty_1-error" class="field-error">${L("validation_stock_whole")}</p>`);
    expect(await qtyIn(p.packages[0]!)).toBe(77);
    // `_back` off the site goes nowhere else.
    const away = await postForm(who, { ...(await rowOf(p, [78])), _back: "https://evil.example/" });
    expect(away.headers.get("location")?.startsWith("/")).toBe(true);
    expect(away.headers.get("location")?.startsWith("//")).toBe(false);
  });

  it("a package brought from 0 to more mails the shoppers waiting for it (the back-in-stock mail), and its page is in stock at once", async () => {
    const p = await product(0, true);
    const email = uniqueEmail("stock-row");
    expect((await call("/catalog/back-in-stock/", { token: await visitor(), body: { email, product_id: p.id } })).status).toBe(200);
    // Read once, so the product is cached before the change.
    expect(await (await get(`http://localhost${p.path}`)).text()).not.toContain('class="button add-to-cart-button"');
    const res = await postJson(await keeper(), await rowOf(p, [5]));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, data: { packages: [{ variation_code: p.packages[0], qty: 5, available_qty: 5 }], mailed: 1 } });
    const mails = (await outbox(email)).filter((m) => m.kind === "back_in_stock");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.links.some((l) => l.includes(p.path))).toBe(true);
    expect(await (await get(`http://localhost${p.path}`)).text()).toContain('class="button add-to-cart-button"');
  });
});

describe("the product page's warehouse table", () => {
  it("a form per warehouse for the stock keeper, the read-only table for store staff, nothing for an editor, a shopper or an anonymous visitor", async () => {
    const p = await product(4);
    const keeperPage = await get(`http://localhost${p.path}`, { headers: await keeper() });
    expect(keeperPage.headers.get("cache-control")).toMatch(/no-store/);
    const edit = section(await keeperPage.text());
    const warehouses = (await db.prepare("SELECT COUNT(*) AS n FROM warehouses").first<{ n: number }>())!.n;
    expect(edit.match(/<form [^>]*class="warehouse-stock-row"/g)).toHaveLength(warehouses);
    expect(edit).toMatch(/<form (?=[^>]*id="warehouse-stock-row-central")(?=[^>]*method="post")(?=[^>]*action="\/api\/nuxtapi\/catalog\/stock\/row\/")/);
    expect(edit.match(/<input [^>]*name="qty_\d"/g)).toHaveLength(warehouses * 2);
    expect(edit).toContain(`<input type="hidden" name="_back" value="${p.path}"/>`);
    expect(edit).toContain(L("warehouse_stock_save"));

    const store = await (await get(`http://localhost${p.path}`, { headers: cookieHeader(await loginJwt(STORE_STAFF.email, STORE_STAFF.password)) })).text();
    const view = section(store);
    expect(view).toContain('data-warehouse="central"');
    expect(view).not.toContain("<form");
    expect(view).not.toContain("<input");
    expect(view).not.toContain("data-labels");

    const shopper = await confirmedAccount("stock-page");
    for (const headers of [cookieHeader(await loginJwt(EDITOR.email, EDITOR.password)), cookieHeader(await loginJwt(shopper.email, shopper.password)), cookieHeader(await visitor()), {}]) {
      const html = await (await get(`http://localhost${p.path}`, { headers })).text();
      expect(html).not.toContain("warehouse-stock");
      expect(html).not.toContain("stock/row/");
      const state = stateOf(html);
      if (state.screen.kind !== "catalog-product") throw new Error("not a product page");
      expect(state.screen.warehouseHtml).toBeNull();
    }
  });
});
