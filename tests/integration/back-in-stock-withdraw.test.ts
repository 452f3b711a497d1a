import { describe, expect, it } from "vitest";
import { call, db, json, outbox, uniqueEmail, visitor, type SiteKey } from "./accounts-helpers";
import { setStock } from "./checkout-helpers";
import { CLOSED_KEEP_DAYS, mailRestocked, purgeClosedRequests } from "../../commerce/routes/catalog/back-in-stock";

/**
 * Withdrawing a back-in-stock request (docs/decisions/0032-back-in-stock-requests.md
 * "Withdrawing"): the link each request's answer carries, the API's look-up and withdrawal,
 * refusals as 4xx, and the purge of closed requests.
 */


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
