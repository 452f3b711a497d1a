import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { account, packs } from "./checkout-helpers";
import { clearKv, ldOfType, staffCookie } from "./content-pages";
import { get, stateOf, TOKEN_COOKIE } from "./helpers";
import { labels } from "../../commerce/seed/labels";

/**
 * Reviews on the storefront (issue 14; docs/decisions/0021-reviews-shoppers-write.md): the product
 * page's server-rendered summary and form (or log-in prompt), the same HTML for every anonymous
 * visitor, the BFF's plain-form and JSON ways of writing, voting and moderating, escaping, the
 * JSON-LD aggregate of approved ratings only, and the per-client limit.
 */
const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;
const SAME_ORIGIN = { origin: "http://localhost", "sec-fetch-site": "same-origin" };
const FORM = { ...SAME_ORIGIN, "content-type": "application/x-www-form-urlencoded" };
const JSON_BODY = { ...SAME_ORIGIN, "content-type": "application/json", accept: "application/json" };
const BFF = "http://localhost/api/nuxtapi/catalog/reviews/";

const cookieOf = (token: string) => ({ cookie: `${TOKEN_COOKIE}=${token}` });
const section = (html: string) => /<section id="reviews"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
const text = (html: string) => html.replaceAll("<!-- -->", "");

let nextPack = 120;
async function product(): Promise<{ code: string; path: string; id: number }> {
  const [p] = await packs(1, nextPack++);
  const row = await db
    .prepare("SELECT p.id, r.path FROM products p JOIN routes r ON r.site = 'hr' AND r.entity_key = 'catalog_product:' || p.code WHERE p.code = ?1")
    .bind(p!.code)
    .first<{ id: number; path: string }>();
  return { code: p!.code, path: row!.path, id: row!.id };
}

const fields = (code: string, over: Record<string, string> = {}) => ({ product_code: code, rate: "5", title: "Odlične pahuljice", message: "Kuhaju se brzo, ostaju kremaste i pakiranje se dobro zatvara.", ...over });

/** Counts the page shows: the summary's (data attributes) and the stars beside the title. */
function figures(html: string) {
  const s = section(html);
  const count = Number(/class="review-counts" data-count="(\d+)" data-reviews="(\d+)"/.exec(s)?.[1] ?? 0);
  const reviews = Number(/class="review-counts" data-count="(\d+)" data-reviews="(\d+)"/.exec(s)?.[2] ?? 0);
  const bars = [...s.matchAll(/<li data-stars="(\d)" data-count="(\d+)"/g)].reduce((n, m) => n + Number(m[2]), 0);
  const listed = (s.match(/<li class="review" /g) ?? []).length;
  return { count, reviews, bars, listed };
}

describe("the product page's reviews", () => {
  it("an anonymous visitor gets the log-in prompt, no form, and the same HTML as any other anonymous visitor", async () => {
    const { path } = await product();
    const a = await (await get(`http://localhost${path}`)).text();
    const b = await (await get(`http://localhost${path}`)).text();
    const strip = (html: string) => section(html);
    expect(strip(a)).toBe(strip(b));
    expect(section(a)).toContain('class="review-login"');
    expect(section(a)).toContain(`/korisnik/?redirect=${encodeURIComponent(path)}`);
    expect(section(a)).not.toContain('id="review-form"');
    expect(text(section(a))).toContain(labels.review_how_checked!.hr!.slice(0, 30));
  });

  it("a logged-in shopper gets the plain form posting to the BFF, with a field per part and the package choice", async () => {
    const { path, code } = await product();
    const me = await account();
    const html = section(await (await get(`http://localhost${path}`, { headers: cookieOf(me.token) })).text());
    expect(html).toMatch(/<form id="review-form"(?=[^>]*method="post")(?=[^>]*action="\/api\/nuxtapi\/catalog\/reviews\/")/);
    expect(html).toContain(`name="product_code" value="${code}"`);
    for (const s of [1, 2, 3, 4, 5]) expect(html).toMatch(new RegExp(`<input (?=[^>]*type="radio")(?=[^>]*name="rate")(?=[^>]*value="${s}")`));
    expect(html).toMatch(/<input (?=[^>]*id="review-title")(?=[^>]*name="title")/);
    expect(html).toMatch(/<textarea (?=[^>]*id="review-message")(?=[^>]*name="message")/);
    expect(html).not.toContain('class="review-login"');
  });

  it("without JavaScript: a refused post comes back with the typed values and errors; a good one says it waits for moderation", async () => {
    const { path, code } = await product();
    const me = await account();
    const bad = await get(BFF, { method: "POST", headers: { ...FORM, ...cookieOf(me.token) }, body: new URLSearchParams({ ...fields(code, { title: "ab", message: "Kratko." }), _back: path }).toString() });
    expect(bad.status).toBe(303);
    expect(bad.headers.get("location")).toBe(`${path}#reviews`);
    const flash = /zrno_form=[^;]+/.exec(bad.headers.get("set-cookie") ?? "")![0];
    const again = section(await (await get(`http://localhost${path}`, { headers: { cookie: `${cookieOf(me.token).cookie}; ${flash}` } })).text());
    expect(again).toContain('id="review-title-error"');
    expect(again).toContain('id="review-message-error"');
    expect(again).toContain('value="ab"');

    const good = await get(BFF, { method: "POST", headers: { ...FORM, ...cookieOf(me.token) }, body: new URLSearchParams({ ...fields(code), _back: path }).toString() });
    expect(good.status).toBe(303);
    const okFlash = /zrno_form=[^;]+/.exec(good.headers.get("set-cookie") ?? "")![0];
    const after = await (await get(`http://localhost${path}`, { headers: { cookie: `${cookieOf(me.token).cookie}; ${okFlash}` } })).text();
    expect(text(section(after))).toContain(`<p class="form-notice form-notice-ok" role="status">${labels.review_sent!.hr!}</p>`);
    // Pending: not on the page.
    expect(section(after)).not.toContain("Odlične pahuljice");
  });

  it("JSON: written once (409 the second time); the BFF's mine/ says so; a guest's mine/ is empty", async () => {
    const { code } = await product();
    const me = await account();
    const first = await get(BFF, { method: "POST", headers: { ...JSON_BODY, ...cookieOf(me.token) }, body: JSON.stringify(fields(code)) });
    expect(first.status).toBe(200);
    const second = await get(BFF, { method: "POST", headers: { ...JSON_BODY, ...cookieOf(me.token) }, body: JSON.stringify(fields(code)) });
    expect(second.status).toBe(409);
    expect(((await second.json()) as { label_name: string }).label_name).toBe("review_already_written");
    const mine = (await (await get(`${BFF}mine/?product=${code}`, { headers: cookieOf(me.token) })).json()) as { data: { logged_in: boolean; own: { status: string } | null } };
    expect(mine.data).toMatchObject({ logged_in: true, own: { status: "pending" } });
    const guest = (await (await get(`${BFF}mine/?product=${code}`)).json()) as { data: unknown };
    expect(guest.data).toEqual({ logged_in: false, staff: false, own: null, voted: [], pending: [], own_html: "", pending_html: "" });
    // Cross-site posts are refused.
    const cross = await get(BFF, { method: "POST", headers: { "content-type": "application/json", origin: "https://evil.example", "sec-fetch-site": "cross-site", ...cookieOf(me.token) }, body: JSON.stringify(fields(code)) });
    expect(cross.status).toBe(403);
  });

  it("staff approve through the BFF: the review, the summary, the stars at the top and the JSON-LD follow; text stays escaped", async () => {
    const { path, code } = await product();
    const before = await (await get(`http://localhost${path}`)).text();
    const was = figures(before);
    const me = await account();
    const message = 'Vrlo ukusno <script>alert("x")</script> https://evil.example/ i <a href="https://evil.example">link</a>.';
    const res = await get(BFF, { method: "POST", headers: { ...JSON_BODY, ...cookieOf(me.token) }, body: JSON.stringify(fields(code, { rate: "1", title: "<b>Naslov</b>", message })) });
    expect(res.status).toBe(200);
    const id = ((await res.json()) as { data: { review: { id: string } } }).data.review.id;

    const staff = await staffCookie();
    const queue = (await (await get(`${BFF}mine/?product=${code}`, { headers: staff })).json()) as { data: { staff: boolean; pending: { id: string }[] } };
    expect(queue.data.staff).toBe(true);
    expect(queue.data.pending.map((r) => r.id)).toContain(id);
    // A shopper cannot moderate.
    const notStaff = await get(`${BFF}moderate/`, { method: "POST", headers: { ...JSON_BODY, ...cookieOf(me.token) }, body: JSON.stringify({ review_id: id, decision: "approve" }) });
    expect(notStaff.status).toBe(403);
    const approve = await get(`${BFF}moderate/`, { method: "POST", headers: { ...FORM, ...staff }, body: new URLSearchParams({ review_id: id, decision: "approve", _back: path }).toString() });
    expect(approve.status).toBe(303);

    await clearKv(); // the page cache of anonymous pages is off in these tests; the API cache is on
    const html = await (await get(`http://localhost${path}`, { headers: cookieOf(me.token) })).text();
    const now = figures(html);
    expect(now.count).toBe(was.count + 1);
    expect(now.reviews).toBe(was.reviews + 1);
    expect(now.bars).toBe(now.count);
    expect(now.listed).toBe(Math.min(10, now.reviews));
    const product_ = (stateOf(html).screen as { product: { feedback_rate_widget: { rates_votes: number } } }).product;
    expect(product_.feedback_rate_widget.rates_votes).toBe(now.count);
    const ld = ldOfType(html, "Product") as unknown as { aggregateRating: { ratingCount: number; reviewCount: number } };
    expect(ld.aggregateRating).toMatchObject({ ratingCount: now.count, reviewCount: now.reviews });
    // Escaped as text, never markup or a link.
    const s = section(html);
    expect(s).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(s).toContain("&lt;b&gt;Naslov&lt;/b&gt;");
    expect(s).not.toContain("<script>alert");
    expect(s).not.toContain('href="https://evil.example');
  });

  it("a review written on the English site is marked as English on the Croatian one", async () => {
    const { path, code } = await product();
    const me = await account();
    const res = await get("http://localhost/en/api/nuxtapi/catalog/reviews/", { method: "POST", headers: { ...JSON_BODY, ...cookieOf(me.token) }, body: JSON.stringify(fields(code, { title: "Great oats", message: "Creamy porridge in minutes, and the bag closes well." })) });
    expect(res.status).toBe(200);
    const id = ((await res.json()) as { data: { review: { id: string } } }).data.review.id;
    expect((await get(`${BFF}moderate/`, { method: "POST", headers: { ...JSON_BODY, ...(await staffCookie()) }, body: JSON.stringify({ review_id: id, decision: "approve" }) })).status).toBe(200);
    await clearKv();
    const s = text(section(await (await get(`http://localhost${path}`)).text()));
    expect(s).toMatch(/<p class="review-text" lang="en">Creamy porridge/);
    expect(s).toContain(labels.review_written_in!.hr!.replace("{language}", "English"));
    const en = (await (await get(`${BFF}?product=${code}&lang=en`)).json()) as { data: { items: { lang: string }[] } };
    expect(en.data.items.every((r) => r.lang === "en")).toBe(true);
    expect(en.data.items.length).toBeGreaterThan(0);
  });

  it("review limits: a client gets five posts a minute, an account three, then 429 with Retry-After", async () => {
    const { code } = await product();
    const client = { "cf-connecting-ip": "10.77.1.1" };
    // Fixed windows: a run may straddle a window's end once, so the 429 may come a few tries later.
    const statuses: number[] = [];
    for (let i = 0; i < 11 && !statuses.includes(429); i++) {
      const me = await account();
      statuses.push((await get(BFF, { method: "POST", headers: { ...JSON_BODY, ...client, ...cookieOf(me.token) }, body: JSON.stringify(fields(code)) })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses).toContain(429);

    const one = await account();
    const tries: Response[] = [];
    for (let i = 0; i < 7 && !tries.some((r) => r.status === 429); i++) tries.push(await get(BFF, { method: "POST", headers: { ...JSON_BODY, "cf-connecting-ip": `10.77.2.${i + 1}`, ...cookieOf(one.token) }, body: JSON.stringify(fields(code)) }));
    expect(tries.slice(0, 3).map((r) => r.status)).toEqual([200, 409, 409]);
    const refused = tries.find((r) => r.status === 429);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("bad BFF input: 400, never 500", async () => {
    const me = await account();
    expect((await get(`${BFF}?product=`)).status).toBe(400);
    expect((await get(`${BFF}?product=ZR-00001&sort=sideways`)).status).toBe(400);
    expect((await get(`${BFF}mine/`)).status).toBe(400);
    const bad = await get(`${BFF}helpful/`, { method: "POST", headers: { ...JSON_BODY, ...cookieOf(me.token) }, body: JSON.stringify({ review_id: "x1" }) });
    expect(bad.status).toBe(400);
  });
});
