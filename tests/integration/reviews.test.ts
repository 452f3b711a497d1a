import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { ProductDetailResponse } from "../../shared/contract/catalog";
import { MyReviewStateResponse, PendingReviewsResponse, ReviewCreatedResponse, ReviewHelpfulResponse, ReviewListResponse, type ReviewList } from "../../shared/contract/reviews";
import { account, api, db, json, packs, placeOrder, readyToOrder, visitor } from "./checkout-helpers";

/**
 * Reviews shoppers write through the real commerce worker (issue 14; migration 0022,
 * docs/decisions/0021-reviews-shoppers-write.md): verified buyer from the account's orders, one
 * review per shopper and product, moderation by staff, helpful votes once, sorts, the language
 * filter, limits, and text kept as typed.
 */

const review = (product_code: string, over: Record<string, unknown> = {}) => ({
  product_code,
  rate: 4,
  title: "Dobar izbor",
  message: "Pahuljice su svježe i dobro se kuhaju, pakiranje se lijepo zatvara.",
  ...over,
});

async function write(token: string, body: unknown, site = "hr") {
  const res = await api("/catalog/reviews/", { method: "POST", token, site, body });
  return { status: res.status, body: await json(res) };
}

async function list(product: string, query = ""): Promise<ReviewList> {
  const res = await api(`/catalog/reviews/?product=${product}${query}&ignoreCache=1`, { token: await visitor() });
  expect(res.status, await res.clone().text()).toBe(200);
  return v.parse(ReviewListResponse, await res.json()).data;
}

async function staff(): Promise<string> {
  const s = await account();
  await db.prepare("UPDATE users SET is_staff = 1 WHERE id = ?1").bind(s.userId).run();
  return s.token;
}

async function moderate(token: string, review_id: string, decision: "approve" | "reject") {
  return api("/catalog/reviews/moderate/", { method: "POST", token, body: { review_id, decision } });
}

/** A public product nobody has reviewed in this test file yet (each test takes its own). */
let nextPack = 40;
async function freshProduct(): Promise<{ code: string; vcode: string }> {
  const [p] = await packs(1, nextPack++);
  return { code: p!.code, vcode: p!.vcode };
}

describe("writing a review", () => {
  it("a shopper who never ordered the product writes an unverified review that waits for staff", async () => {
    const { code } = await freshProduct();
    const me = await account();
    const res = await write(me.token, review(code));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const created = v.parse(ReviewCreatedResponse, res.body).data;
    expect(created.verified).toBe(false);
    expect(created.review).toMatchObject({ status: "pending", rate: 4, title: "Dobar izbor" });
    const row = await db.prepare("SELECT verified, approved, moderated_at, lang, site, display_name FROM product_reviews WHERE id = ?1").bind(Number(created.review.id.slice(1))).first();
    expect(row).toEqual({ verified: 0, approved: 0, moderated_at: null, lang: "hr", site: "hr", display_name: "Iva K." });
  });

  it("a shopper with a placed order holding the product is a verified buyer", async () => {
    const [p] = await packs(1, 3);
    const me = await account();
    const { token } = await readyToOrder({ token: me.token, type: "webshop.customer", email: me.email, payment: "cod", lines: [[p!.vcode, 1]] });
    const placed = await placeOrder(token);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const res = await write(me.token, review(p!.code));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(v.parse(ReviewCreatedResponse, res.body).data.verified).toBe(true);
  });

  it("an order that was never placed or paid does not verify (awaiting payment)", async () => {
    const [p] = await packs(1, 5);
    const me = await account();
    const { token } = await readyToOrder({ token: me.token, type: "webshop.customer", email: me.email, payment: "bank-transfer", lines: [[p!.vcode, 1]] });
    expect((await placeOrder(token)).status).toBe(200);
    const res = await write(me.token, review(p!.code));
    expect(v.parse(ReviewCreatedResponse, res.body).data.verified).toBe(false);
  });

  it("a second review of the same product by the same shopper is refused with 409 review_already_written", async () => {
    const { code } = await freshProduct();
    const me = await account();
    expect((await write(me.token, review(code))).status).toBe(200);
    const again = await write(me.token, review(code, { rate: 1, title: "Ipak ne" }));
    expect(again.status).toBe(409);
    expect(again.body.label_name).toBe("review_already_written");
    const n = await db.prepare("SELECT COUNT(*) AS n FROM product_reviews WHERE user_id = ?1").bind(me.userId).first<{ n: number }>();
    expect(n?.n).toBe(1);
  });

  it("needs a logged-in shopper: a visitor token gets 401", async () => {
    const { code } = await freshProduct();
    expect((await write(await visitor(), review(code))).status).toBe(401);
  });

  it("refuses bad input with 400 naming the fields, never a 500", async () => {
    const { code, vcode } = await freshProduct();
    const me = await account();
    const cases: [unknown, string][] = [
      [review(code, { rate: 0 }), "rate"],
      [review(code, { rate: 6 }), "rate"],
      [review(code, { rate: 4.5 }), "rate"],
      [review(code, { title: "ab" }), "title"],
      [review(code, { title: "x".repeat(101) }), "title"],
      [review(code, { message: "Prekratko." }), "message"],
      [review(code, { message: "y".repeat(2001) }), "message"],
      [review(code, { message: "Nevidljivi znak \u0007 u tekstu koji je inače dovoljno dug." }), "message"],
      [{ ...review(code), extra: 1 }, "extra"],
    ];
    for (const [body, field] of cases) {
      const res = await write(me.token, body);
      expect(res.status, field).toBe(400);
      expect(JSON.stringify(res.body.errors), field).toContain(field);
    }
    // A package of another product is not this product's (a second account: the first used up its tries).
    const me2 = await account();
    const other = await freshProduct();
    const wrong = await write(me2.token, review(code, { variation_code: other.vcode }));
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body.errors)).toContain("variation_code");
    // An unknown product: 404.
    expect((await write(me2.token, review("ZR-99999"))).status).toBe(404);
    // Its own package is fine.
    expect((await write(me2.token, review(code, { variation_code: vcode }))).status).toBe(200);
  });

  it("per-account limit: past ten tries in an hour the account gets 429 with Retry-After", async () => {
    const me = await account();
    let last: Response | null = null;
    for (let i = 0; i < 11; i++) last = await api("/catalog/reviews/", { method: "POST", token: me.token, body: review("ZR-99999") });
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("moderation and what others see", () => {
  it("an unapproved review is invisible to others; approving shows it and updates the summary and the cards' stars", async () => {
    const { code, vcode } = await freshProduct();
    const before = await list(code);
    const me = await account();
    const created = v.parse(ReviewCreatedResponse, (await write(me.token, review(code, { rate: 2, variation_code: vcode }))).body).data.review;

    // Pending: not in the list, not in the summary, not on the product answer.
    const pending = await list(code);
    expect(pending.items.map((r) => r.id)).not.toContain(created.id);
    expect(pending.summary).toEqual(before.summary);
    // Its author sees it as pending.
    const mine = v.parse(MyReviewStateResponse, await json(await api(`/catalog/reviews/mine/?product=${code}`, { token: me.token }))).data;
    expect(mine.own).toMatchObject({ id: created.id, status: "pending" });

    // Staff see it waiting; a shopper may not.
    const boss = await staff();
    expect((await api("/catalog/reviews/pending/", { token: me.token })).status).toBe(403);
    expect((await moderate(me.token, created.id, "approve")).status).toBe(403);
    const waiting = v.parse(PendingReviewsResponse, await json(await api(`/catalog/reviews/pending/?product=${code}`, { token: boss }))).data.items;
    expect(waiting.map((r) => r.id)).toEqual([created.id]);
    expect(waiting[0]).toMatchObject({ product_code: code, rate: 2, display_name: "Iva K.", verified: false });

    const approved = await moderate(boss, created.id, "approve");
    expect(approved.status).toBe(200);
    expect((await json(approved)).data).toEqual({ review_id: created.id, status: "approved", product_id: await idOf(code) });

    const after = await list(code);
    const shown = after.items.find((r) => r.id === created.id);
    expect(shown).toMatchObject({ rate: 2, title: "Dobar izbor", lang: "hr", verified: false, helpful: 0 });
    expect(shown!.variation_title).toMatch(/^\d/);
    expect(after.summary.count).toBe(before.summary.count + 1);
    expect(after.summary.reviews).toBe(before.summary.reviews + 1);
    expect(after.summary.histogram.find((h) => h.stars === 2)!.count).toBe(before.summary.histogram.find((h) => h.stars === 2)!.count + 1);
    // The histogram adds up to the count, and the product answer's stars say the same.
    expect(after.summary.histogram.reduce((s, h) => s + h.count, 0)).toBe(after.summary.count);
    const detail = v.parse(ProductDetailResponse, await json(await api("/catalog/product/", { method: "POST", token: await visitor(), body: { item_id: await idOf(code) } }))).data;
    expect(detail.feedback_rate_widget.rates_votes).toBe(after.summary.count);
    expect(detail.feedback_rate_widget.rates).toBe(after.summary.average);
    expect(detail.review_summary).toEqual(after.summary);
    expect(detail.reviews.map((r) => r.id)).toContain(created.id);
    expect(pending.items.length).toBeLessThan(after.items.length);
    expect(v.parse(MyReviewStateResponse, await json(await api(`/catalog/reviews/mine/?product=${code}`, { token: me.token }))).data.own?.status).toBe("approved");
  });

  it("a rejected review stays invisible and its author sees it rejected", async () => {
    const { code } = await freshProduct();
    const me = await account();
    const created = v.parse(ReviewCreatedResponse, (await write(me.token, review(code))).body).data.review;
    const boss = await staff();
    expect((await moderate(boss, created.id, "reject")).status).toBe(200);
    expect((await list(code)).items.map((r) => r.id)).not.toContain(created.id);
    const mine = v.parse(MyReviewStateResponse, await json(await api(`/catalog/reviews/mine/?product=${code}`, { token: me.token }))).data;
    expect(mine.own?.status).toBe("rejected");
    const waiting = v.parse(PendingReviewsResponse, await json(await api(`/catalog/reviews/pending/?product=${code}`, { token: boss }))).data.items;
    expect(waiting).toEqual([]);
    expect((await moderate(boss, "r999999", "approve")).status).toBe(404);
    expect((await moderate(boss, "s1", "approve")).status).toBe(400);
  });
});

async function idOf(code: string): Promise<number> {
  return (await db.prepare("SELECT id FROM products WHERE code = ?1").bind(code).first<{ id: number }>())!.id;
}

/** Three approved reviews on one product: rates 5, 1, 3, written in that order (1 s apart in created_at). */
async function threeApproved(code: string, langs: [string, string, string] = ["hr", "hr", "hr"]) {
  const boss = await staff();
  const ids: string[] = [];
  const rates = [5, 1, 3];
  for (let i = 0; i < 3; i++) {
    const me = await account();
    const site = langs[i] === "de" ? "de" : langs[i] === "en" ? "en" : "hr";
    const created = v.parse(ReviewCreatedResponse, (await write(me.token, review(code, { rate: rates[i], title: `Naslov ${i}` }), site)).body).data.review;
    await db.prepare("UPDATE product_reviews SET created_at = datetime('2026-01-01', ?2) WHERE id = ?1").bind(Number(created.id.slice(1)), `+${i} days`).run();
    expect((await moderate(boss, created.id, "approve")).status).toBe(200);
    ids.push(created.id);
  }
  return { ids, boss };
}

describe("the list", () => {
  it("sorts newest, highest, lowest and most helpful", async () => {
    const { code } = await freshProduct();
    const { ids } = await threeApproved(code);
    const [five, one, three] = ids as [string, string, string];
    const mine = (l: ReviewList) => l.items.map((r) => r.id).filter((id) => ids.includes(id));
    expect(mine(await list(code, "&sort=newest"))).toEqual([three, one, five]);
    expect(mine(await list(code, "&sort=highest"))).toEqual([five, three, one]);
    expect(mine(await list(code, "&sort=lowest"))).toEqual([one, three, five]);
    // Two shoppers find the 1-star review helpful, one the 3-star one.
    for (const target of [one, one, three]) {
      const voter = await account();
      expect((await api("/catalog/reviews/helpful/", { method: "POST", token: voter.token, body: { review_id: target } })).status).toBe(200);
    }
    const helpful = await list(code, "&sort=helpful");
    expect(helpful.items.slice(0, 2).map((r) => r.id)).toEqual([one, three]);
    expect(helpful.items[0]!.helpful).toBe(2);
  }, 30_000);

  it("narrows to one language; every review carries the language it was written in", async () => {
    const { code } = await freshProduct();
    const { ids } = await threeApproved(code, ["hr", "de", "hr"]);
    const all = await list(code);
    expect(Object.fromEntries(all.items.filter((r) => ids.includes(r.id)).map((r) => [r.id, r.lang]))).toEqual({ [ids[0]!]: "hr", [ids[1]!]: "de", [ids[2]!]: "hr" });
    const de = await list(code, "&lang=de");
    expect(de.items.map((r) => r.lang)).toEqual(de.items.map(() => "de"));
    expect(de.items.map((r) => r.id)).toContain(ids[1]);
    expect(de.total).toBe(de.items.length);
    expect(de.lang).toBe("de");
    // The summary is the product's, whatever the filter.
    expect(de.summary).toEqual(all.summary);
  }, 30_000);

  it("bad queries get 400, an unknown product 404", async () => {
    const token = await visitor();
    for (const q of ["", "?product=", "?product=ZR-00001&sort=random", "?product=ZR-00001&lang=Hrvatski", "?product=ZR-00001&page=0", "?product=ZR-00001&page=x"]) {
      expect((await api(`/catalog/reviews/${q}`, { token })).status, q).toBe(400);
    }
    expect((await api("/catalog/reviews/?product=ZR-99999", { token })).status).toBe(404);
  });

  it("keeps text as typed: markup and links come back as plain characters", async () => {
    const { code } = await freshProduct();
    const me = await account();
    const message = 'Odlično <script>alert("x")</script> i <a href="https://evil.example">link</a> https://evil.example/ &amp;\r\nDrugi red.';
    const created = v.parse(ReviewCreatedResponse, (await write(me.token, review(code, { title: "<b>Naslov</b>", message }))).body).data.review;
    expect((await moderate(await staff(), created.id, "approve")).status).toBe(200);
    const shown = (await list(code)).items.find((r) => r.id === created.id)!;
    expect(shown.title).toBe("<b>Naslov</b>");
    expect(shown.message).toBe(message.replace("\r\n", "\n"));
  });
});

describe("was this helpful", () => {
  it("counts once per shopper, never the author's own, and works on seeded reviews too", async () => {
    const { code } = await freshProduct();
    const author = await account();
    const created = v.parse(ReviewCreatedResponse, (await write(author.token, review(code))).body).data.review;
    const voter = await account();
    // Not yet approved: nobody can vote on it.
    expect((await api("/catalog/reviews/helpful/", { method: "POST", token: voter.token, body: { review_id: created.id } })).status).toBe(404);
    expect((await moderate(await staff(), created.id, "approve")).status).toBe(200);
    const vote = () => api("/catalog/reviews/helpful/", { method: "POST", token: voter.token, body: { review_id: created.id } });
    const first = v.parse(ReviewHelpfulResponse, await json(await vote())).data;
    expect(first).toEqual({ review_id: created.id, helpful: 1, counted: true });
    const second = v.parse(ReviewHelpfulResponse, await json(await vote())).data;
    expect(second).toEqual({ review_id: created.id, helpful: 1, counted: false });
    expect((await list(code)).items.find((r) => r.id === created.id)!.helpful).toBe(1);
    const own = await api("/catalog/reviews/helpful/", { method: "POST", token: author.token, body: { review_id: created.id } });
    expect(own.status).toBe(403);
    expect((await json(own)).label_name).toBe("review_helpful_own");
    expect(v.parse(MyReviewStateResponse, await json(await api(`/catalog/reviews/mine/?product=${code}`, { token: voter.token }))).data.voted).toEqual([created.id]);
    // A visitor without an account cannot vote.
    expect((await api("/catalog/reviews/helpful/", { method: "POST", token: await visitor(), body: { review_id: created.id } })).status).toBe(401);

    const seeded = await db.prepare("SELECT 's' || id AS id FROM product_ratings WHERE message <> '' ORDER BY id LIMIT 1").first<{ id: string }>();
    const onSeed = v.parse(ReviewHelpfulResponse, await json(await api("/catalog/reviews/helpful/", { method: "POST", token: voter.token, body: { review_id: seeded!.id } }))).data;
    expect(onSeed.counted).toBe(true);
  });
});
