import { env } from "cloudflare:workers";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteRecord } from "../../shared/contract/app";
import { PostsPage, PublishCategory, PublishPost } from "../../shared/contract/publish";
import { formatPrice } from "../../shared/price";
import { stripHtml } from "../../shared/structured-data";
import type { ScreenOf } from "../../shared/screens";
import { labels, type LabelLang } from "../../commerce/seed/labels";
import { PAGES } from "../../commerce/seed/pages";
import { AUTHORS, POSTS, PUBLISH_CATEGORIES, RECIPES, STATIC_CONTENT, TAGS } from "../../commerce/seed/content/index";
import { homeBelowOf, trackKvWrites, upstreamCallsDuring } from "./helpers";
import { clearKv, h1Of, jsonLdOf, ldOfType, page, postJson, routeOf, routesOf, SITES, staffCookie, type Site } from "./content-pages";

/**
 * The content half of the shop (docs/behaviour/02-screens-and-routes.md publish, location, sweepstake, newsletter,
 * staticcontent; docs/behaviour/03-entities.md post fields; docs/behaviour/04-states.md visibility; docs/behaviour/05-validation.md structured data; docs/behaviour/07-api.md publishing BFF) on the
 * seeded data of three sites, through the storefront Worker's own fetch.
 */
const lang = (s: Site) => s.tenant.lang as LabelLang;
const t = (s: Site, key: string) => labels[key]![lang(s)];
const category = (code: string) => PUBLISH_CATEGORIES.find((c) => c.code === code)!;
const publicPost = POSTS.find((p) => p.category === "tips" && p.status >= 3 && !p.redirect)!;
const guidePost = POSTS.find((p) => p.category === "guides" && p.status >= 3 && !p.redirect)!;
const draft = POSTS.find((p) => p.status < 3 && category(p.category).visible)!;
const hiddenCategoryPost = POSTS.find((p) => !category(p.category).visible && p.status >= 3)!;
const movedPost = POSTS.find((p) => p.redirect)!;
const movedCategory = PUBLISH_CATEGORIES.find((c) => c.redirect)!;
const hiddenCategory = PUBLISH_CATEGORIES.find((c) => !c.visible)!;
/** Posts and recipes a list shows: published, in a visible category, not moved. */
const listed = [...POSTS.filter((p) => category(p.category).visible && !p.redirect), ...RECIPES].filter((p) => p.status >= 3);

interface Case {
  name: string;
  route: (routes: RouteRecord[], s: Site) => RouteRecord;
  check: (p: Awaited<ReturnType<typeof page>>, s: Site) => void;
}

const byEntity = (entity: string) => (routes: RouteRecord[]) => routeOf(routes, { entity });
const localDate = (s: Site, iso: string) => new Intl.DateTimeFormat(s.tenant.locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));

/** One row per screen: where it lives and what must be on it in the site's language. */
const SCREENS: Case[] = [
  {
    name: "blog category (card grid)",
    route: byEntity("publish_category:tips"),
    check: ({ html, state }, s) => {
      expect(h1Of(html)).toBe(category("tips").title[lang(s)]);
      const posts = (state!.screen as ScreenOf<"publish-category">).posts;
      expect(posts.total).toBe(listed.filter((p) => "category" in p && p.category === "tips").length);
      expect(html).toContain('class="post-grid"');
    },
  },
  {
    name: "news category (dated list, a different layout)",
    route: byEntity("publish_category:news"),
    check: ({ html }, s) => {
      expect(h1Of(html)).toBe(category("news").title[lang(s)]);
      expect(html).toContain("post-list post-list-list");
      expect(html).not.toContain('class="post-grid"');
    },
  },
  {
    name: "guides category (numbered list, its own layout)",
    route: byEntity("publish_category:guides"),
    check: ({ html }, s) => {
      expect(h1Of(html)).toBe(category("guides").title[lang(s)]);
      expect(html).toContain('<ol class="post-list post-list-guide">');
      expect(html).toContain("publish-template-guide");
    },
  },
  {
    name: "magazine category (a lead story over a grid)",
    route: byEntity("publish_category:magazine"),
    check: ({ html }, s) => {
      expect(h1Of(html)).toBe(category("magazine").title[lang(s)]);
      expect(html).toContain('class="post-magazine"');
      expect(html).toContain("publish-template-magazine");
    },
  },
  {
    name: "post detail: author, date in the tenant locale, tags, BlogPosting with author",
    route: byEntity(`publish_post:${publicPost.code}`),
    check: ({ html }, s) => {
      expect(h1Of(html)).toBe(publicPost.title[lang(s)]);
      const author = AUTHORS.find((a) => a.code === publicPost.author)!;
      const ld = ldOfType(html, "BlogPosting");
      expect(ld).toMatchObject({ headline: publicPost.title[lang(s)], datePublished: publicPost.publishedAt, author: { "@type": "Person", name: author.name } });
      expect(html).toContain(localDate(s, publicPost.publishedAt));
      expect(html).toContain('class="author-box"');
      const tag = TAGS.find((x) => x.code === publicPost.tags[0])!;
      expect(html).toContain(`rel="tag">${tag.title[lang(s)]}</a>`);
    },
  },
  {
    name: "guide post: Article with author and dates",
    route: byEntity(`publish_post:${guidePost.code}`),
    check: ({ html }, s) => {
      const ld = ldOfType(html, "Article");
      expect(ld).toMatchObject({ headline: guidePost.title[lang(s)], dateModified: guidePost.updatedAt });
      expect((ld.author as { name: string }).name).toBe(AUTHORS.find((a) => a.code === guidePost.author)!.name);
    },
  },
  {
    name: "recipe detail: times, ingredients, steps, linked products priced in the site currency",
    route: (routes) => routeOf(routes, (r) => r.template === "recipe"),
    check: ({ html, state }, s) => {
      const post = (state!.screen as ScreenOf<"publish-recipe">).post;
      const recipe = post.recipe!;
      const ld = ldOfType(html, "Recipe");
      expect(ld.recipeIngredient).toEqual(recipe.ingredients);
      expect(recipe.ingredients.length).toBeGreaterThan(0);
      expect(ld.recipeInstructions).toHaveLength(recipe.steps.length);
      expect((ld.recipeInstructions as Array<{ "@type": string }>)[0]!["@type"]).toBe("HowToStep");
      expect(ld.prepTime).toMatch(/^PT(\d+H)?(\d+M)?$/);
      expect(ld).toHaveProperty("author.name", post.author.name);
      expect(html).toContain(t(s, "recipe_ingredients"));
      const product = recipe.products[0]!;
      expect(product.currency).toBe(s.tenant.currency.code);
      expect(html).toContain(formatPrice(product.price_custom, s.tenant.locale, s.tenant.currency.code));
      expect(html).toContain(`href="${s.base.replace("http://localhost", "")}${product.url_without_domain}"`);
    },
  },
  { name: "recipes category", route: byEntity("publish_category:recipes"), check: ({ html }, s) => expect(h1Of(html)).toBe(category("recipes").title[lang(s)]) },
  { name: "tags list", route: (r) => routeOf(r, { controller: "publish", action: "tags" }), check: ({ html }, s) => expect(h1Of(html)).toBe(t(s, "tags_title")) },
  {
    name: "tag index: posts with the tag",
    route: byEntity(`publish_tag:${publicPost.tags[0]}`),
    check: ({ html, state }, s) => {
      expect(h1Of(html)).toBe(TAGS.find((x) => x.code === publicPost.tags[0])!.title[lang(s)]);
      const posts = (state!.screen as ScreenOf<"publish-tag">).posts;
      expect(posts.total).toBe(listed.filter((p) => p.tags.includes(publicPost.tags[0]!)).length);
      expect(posts.items.every((p) => p.tags.some((x) => x.code === publicPost.tags[0]))).toBe(true);
    },
  },
  { name: "authors list", route: (r) => routeOf(r, { controller: "publish", action: "authors" }), check: ({ html }, s) => expect(h1Of(html)).toBe(t(s, "authors_title")) },
  {
    name: "author detail: bio and their posts",
    route: byEntity(`publish_author:${publicPost.author}`),
    check: ({ html, state }, s) => {
      const author = AUTHORS.find((a) => a.code === publicPost.author)!;
      expect(h1Of(html)).toBe(author.name);
      expect(html).toContain(author.bio[lang(s)].slice(0, 40));
      const posts = (state!.screen as ScreenOf<"publish-author">).posts;
      expect(posts.total).toBe(listed.filter((p) => p.author === author.code).length);
      expect(posts.items.every((p) => p.author.code === author.code)).toBe(true);
      expect(ldOfType(html, "ProfilePage")).toHaveProperty("mainEntity.name", author.name);
    },
  },
  { name: "instashop", route: (r) => routeOf(r, { action: "instashop" }), check: ({ html }, s) => expect(h1Of(html)).toBe(t(s, "instashop_title")) },
  {
    name: "locations index: the map with a marker a city linking to its first store's card; cards with picture, phone, directions and hours; no open-now in the HTML",
    route: (r) => routeOf(r, { controller: "location", action: "index" }),
    check: ({ html, state }, s) => {
      expect(h1Of(html)).toBe(t(s, "nav_locations"));
      const locations = (state!.screen as ScreenOf<"content-locations">).locations;
      expect(locations.length).toBeGreaterThan(0);
      const map = /<svg viewBox="[\d. ]+" role="group" aria-label="([^"]+)">.*?<\/svg>/.exec(html);
      expect(map?.[1]).toBe(t(s, "locations_map"));
      expect(map![0]).toContain('<image href="/media/map/region.svg"');
      const cities = [...new Set(locations.map((l) => l.city))];
      expect(map![0].match(/class="map-marker"/g)).toHaveLength(cities.length);
      for (const city of cities) expect(map![0]).toContain(`<a href="#store-${locations.find((l) => l.city === city)!.code}" class="map-marker"`);
      for (const l of locations) {
        const card = new RegExp(`<li id="store-${l.code}" tabindex="-1" class="location-card">.*?</li>`).exec(html)?.[0] ?? "";
        expect(card).toContain(`<img class="location-photo" src="/media/locations/${l.code}-medium.svg"`);
        expect(card).toMatch(/loading="lazy"/);
        expect(card).toContain(`href="tel:${l.phone.replace(/\s+/g, "")}"`);
        expect(card).toContain(`href="https://www.openstreetmap.org/directions?route=%3B${l.lat}%2C${l.lng}"`);
        expect(card).toContain('<table class="hours">');
        // Open now depends on the minute: filled in the browser, never in the cached HTML.
        expect(card).toContain('<p class="open-now"></p>');
        expect(l.time_zone).toMatch(/^Europe\//);
      }
    },
  },
  {
    name: "location detail: GroceryStore with address, geo, hours, telephone; OpenStreetMap link",
    route: (r) => routeOf(r, { controller: "location", action: "detail" }),
    check: ({ html, state }) => {
      const l = (state!.screen as ScreenOf<"content-location">).location;
      const ld = ldOfType(html, "GroceryStore");
      expect(ld).toMatchObject({ name: l.title, telephone: l.phone, geo: { latitude: l.lat, longitude: l.lng }, address: { streetAddress: l.address, addressLocality: l.city } });
      expect((ld.openingHoursSpecification as unknown[]).length).toBeGreaterThan(0);
      expect(html).toContain(`https://www.openstreetmap.org/?mlat=${l.lat}&amp;mlon=${l.lng}`);
    },
  },
  { name: "sweepstakes index", route: (r) => routeOf(r, { controller: "sweepstake", action: "index" }), check: ({ html }, s) => expect(h1Of(html)).toBe(t(s, "sweepstakes_title")) },
  {
    name: "sweepstake detail",
    route: (r) => routeOf(r, { controller: "sweepstake", action: "detail" }),
    check: ({ html, state }) => expect(h1Of(html)).toBe((state!.screen as ScreenOf<"content-sweepstake">).sweepstake.title),
  },
  { name: "newsletter archive", route: (r) => routeOf(r, { controller: "newsletter", action: "index" }), check: ({ html }, s) => expect(h1Of(html)).toBe(t(s, "newsletters_title")) },
  {
    name: "newsletter issue",
    route: (r) => routeOf(r, { controller: "newsletter", action: "detail" }),
    check: ({ html, state }) => expect(h1Of(html)).toBe((state!.screen as ScreenOf<"content-newsletter">).newsletter.title),
  },
  {
    name: "static content page, titled by its first sentence in the site's language",
    route: byEntity(`staticcontent:${STATIC_CONTENT[0]!.code}`),
    check: ({ html }, s) => {
      const text = stripHtml(STATIC_CONTENT[0]!.content[lang(s)]);
      expect(h1Of(html).length).toBeGreaterThan(10);
      expect(text.startsWith(h1Of(html).replace(/…$/, ""))).toBe(true);
    },
  },
  {
    name: "FAQ page: disclosure list and FAQPage",
    route: (r) => routeOf(r, { controller: "cms", template: "faq" }),
    check: ({ html, state }, s) => {
      expect(h1Of(html)).toBe(PAGES.faq[lang(s)].title);
      const faq = (state!.screen as ScreenOf<"cms">).faq ?? [];
      expect(faq.length).toBeGreaterThan(0);
      expect(html.match(/<details class="faq-item"/g)).toHaveLength(faq.length);
      const ld = ldOfType(html, "FAQPage");
      expect((ld.mainEntity as Array<{ name: string; acceptedAnswer: { "@type": string } }>)[0]).toMatchObject({ name: faq[0]!.question, acceptedAnswer: { "@type": "Answer" } });
    },
  },
];

describe.each(SITES)("content screens of $code", (s) => {
  it.each(SCREENS)("$name answers 200 with parseable JSON-LD and a BreadcrumbList", async ({ route, check }) => {
    const r = route(await routesOf(s), s);
    const p = await page(s.base + r.path);
    expect(p.res.status).toBe(200);
    expect(p.state!.tenant.code).toBe(s.code);
    expect(() => jsonLdOf(p.html)).not.toThrow();
    expect(ldOfType(p.html, "BreadcrumbList")).toHaveProperty("itemListElement.0.name", t(s, "breadcrumbs_home"));
    check(p, s);
  });

  it("the home page links to the newest posts", async () => {
    const p = await page(`${s.base}/`);
    const posts = (await homeBelowOf(s.base, p.state!)).posts ?? [];
    expect(posts.length).toBeGreaterThan(0);
    expect(p.html).toContain(`href="${s.base.replace("http://localhost", "")}${posts[0]!.url_without_domain}"`);
  });
});

describe("visibility (spec §4): drafts and posts of hidden categories are for staff only", () => {
  let staff: Record<string, string>;
  beforeAll(async () => {
    staff = await staffCookie();
  });

  it.each([
    { name: "a draft or in-review post (status < 3)", entity: `publish_post:${draft.code}` },
    { name: "a published post in a hidden category", entity: `publish_post:${hiddenCategoryPost.code}` },
    { name: "a hidden category", entity: `publish_category:${hiddenCategory.code}` },
  ])("$name is the 404 screen for a shopper and renders, noindex, for staff", async ({ entity }) => {
    for (const s of SITES.slice(0, 2)) {
      const r = routeOf(await routesOf(s), { entity });
      const shopper = await page(s.base + r.path);
      expect(shopper.res.status).toBe(404);
      expect(shopper.state!.screen.kind).toBe("not-found");
      const seen = await page(s.base + r.path, staff);
      expect(seen.res.status).toBe(200);
      expect(seen.html).toContain('name="robots" content="noindex');
    }
  });

  it("the BFF answers a hidden post 404 to a shopper (no hint it exists) and 200 to staff", async () => {
    const [categorySlug, itemSlug] = (await routesOf(SITES[0]!)).find((r) => r.entity === `publish_post:${draft.code}`)!.path.split("/").filter(Boolean);
    const body = JSON.stringify({ category_slug: categorySlug, item_slug: itemSlug });
    const shopper = await postJson("http://localhost/api/nuxtapi/publish/post/", body);
    expect(shopper.status).toBe(404);
    expect(await shopper.json()).toEqual({ success: false, data: null, label_name: "error_empty_data" });
    const seen = await postJson("http://localhost/api/nuxtapi/publish/post/", body, "application/json", staff);
    expect(seen.status).toBe(200);
    expect(seen.headers.get("cache-control")).toBe("no-store");
    expect(v.parse(PublishPost, ((await seen.json()) as { data: unknown }).data)).toMatchObject({ code: draft.code, label_name: "error_unauthorized" });
  });
});

describe("entity redirects", () => {
  it.each(SITES)("a moved post and a moved category redirect on $code with their code, staying on the mount", async (s) => {
    const routes = await routesOf(s);
    const prefix = s.base.replace("http://localhost", "");
    for (const [entity, target, code] of [
      [`publish_post:${movedPost.code}`, movedPost.redirect!.to[lang(s)], movedPost.redirect!.code],
      [`publish_category:${movedCategory.code}`, movedCategory.redirect!.to[lang(s)], movedCategory.redirect!.code],
    ] as const) {
      const res = await page(s.base + routeOf(routes, { entity }).path);
      expect(res.res.status).toBe(code);
      expect(res.res.headers.get("location")).toBe(prefix + target);
    }
  });
});

describe("pagination of a category: crawl-safe ?page=N", () => {
  const s = SITES[0]!;
  it("page 1 has no query in its canonical and links page 2; page 2 is its own canonical page", async () => {
    const routes = await routesOf(s);
    const paged = [];
    for (const c of PUBLISH_CATEGORIES.filter((x) => x.visible && !x.redirect)) {
      const p = await page(s.base + routeOf(routes, { entity: `publish_category:${c.code}` }).path);
      if ((p.state!.screen as ScreenOf<"publish-category">).posts.pages > 1) paged.push(p);
    }
    expect(paged.length).toBeGreaterThan(0);
    const first = paged[0]!;
    const path = first.state!.route!.path;
    expect(first.state!.canonical).toMatch(new RegExp(`${path}$`));
    expect(first.html).toContain(`href="${path}?page=2"`);
    const second = await page(`${s.base}${path}?page=2`);
    expect(second.res.status).toBe(200);
    expect(second.state!.canonical).toMatch(new RegExp(`${path}\\?page=2$`));
    const ids = (x: typeof first) => (x.state!.screen as ScreenOf<"publish-category">).posts.items.map((p) => p.id);
    expect(ids(second).some((id) => ids(first).includes(id))).toBe(false);
  });

  it.each([
    { query: "?page=1", status: 301 },
    { query: "?page=99", status: 404 },
    { query: "?page=abc", status: 404 },
    { query: "?page=-1", status: 404 },
    { query: "?page=0", status: 404 },
  ])("$query answers $status", async ({ query, status }) => {
    const path = routeOf(await routesOf(s), { entity: "publish_category:tips" }).path;
    const res = await page(`${s.base}${path}${query}`);
    expect(res.res.status).toBe(status);
    if (status === 301) expect(res.res.headers.get("location")).toBe(path);
  });
});

describe("XSS in editor content never reaches the page", () => {
  const TITLE = 'Probe </script><script>alert("title")</script>';
  beforeAll(async () => {
    const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;
    await db.batch([
      db.prepare(
        "INSERT OR REPLACE INTO posts (id, code, kind, category_id, author_id, status, published_at, updated_at) VALUES (9001, 'xss-probe', 'post', (SELECT id FROM publish_categories WHERE code = 'tips'), 1, 3, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')",
      ),
      db
        .prepare("INSERT OR REPLACE INTO post_i18n (post_id, lang, title, slug, headline, short_description, content) VALUES (9001, 'hr', ?1, 'xss-probe', 'h', 's', ?2)")
        .bind(TITLE, '<p>ok</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><iframe src="https://evil.example/"></iframe>'),
      db.prepare("INSERT OR REPLACE INTO routes (site, path, controller, action, template, content_type, entity_key) VALUES ('hr', '/savjeti/xss-probe/', 'publish', 'detail', 'post', 'publish_post', 'publish_post:xss-probe')"),
    ]);
    await clearKv();
  });
  // The files after this one in its workerd count posts and their translations (docs/testing.md).
  afterAll(async () => {
    const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;
    await db.batch([
      db.prepare("DELETE FROM routes WHERE site = 'hr' AND path = '/savjeti/xss-probe/'"),
      db.prepare("DELETE FROM post_i18n WHERE post_id = 9001"),
      db.prepare("DELETE FROM posts WHERE id = 9001"),
    ]);
  });

  it("script, event handlers, javascript: links and iframes are removed; the title cannot close a script tag", async () => {
    const { res, html } = await page("http://localhost/savjeti/xss-probe/");
    expect(res.status).toBe(200);
    expect(html).toContain("<p>ok</p>");
    for (const bad of ["<script>alert", "onerror", "javascript:", "<iframe"]) expect(html).not.toContain(bad);
    expect(ldOfType(html, "BlogPosting").headline).toBe(TITLE);
  });
});

describe("publishing BFF (spec §7): thin, strict, cached", () => {
  const BFF = "http://localhost/api/nuxtapi/publish";
  it("posts/ answers a page of public posts of a category", async () => {
    const res = await postJson(`${BFF}/posts/`, JSON.stringify({ category: "tips", limit: 2 }));
    expect(res.status).toBe(200);
    const data = v.parse(PostsPage, ((await res.json()) as { data: unknown }).data);
    expect(data.items).toHaveLength(2);
    expect(data.items.every((p) => p.category_code === "tips")).toBe(true);
  });

  it("posts/ is cached in KV under the tenant's publish kind and answered from there the second time", async () => {
    const body = JSON.stringify({ category: "news", limit: 3 });
    const kv = trackKvWrites();
    expect((await postJson(`${BFF}/posts/`, body)).status).toBe(200);
    await kv.settled();
    kv.restore();
    expect(await env.CACHE.get("hr:publish:posts:category=news&limit=3")).not.toBeNull();
    const calls = await upstreamCallsDuring(() => postJson(`${BFF}/posts/`, body));
    expect(calls).not.toContain("/publish/posts/");
  });

  it("categories/ lists the visible categories only; a hidden one by slug is a 404", async () => {
    const list = v.parse(v.array(PublishCategory), ((await (await postJson(`${BFF}/categories/`, "{}")).json()) as { data: unknown }).data);
    expect(list.map((c) => c.code)).not.toContain(hiddenCategory.code);
    expect(list.map((c) => c.code)).toContain("tips");
    expect((await postJson(`${BFF}/categories/`, JSON.stringify({ slug: hiddenCategory.slug.hr }))).status).toBe(404);
  });

  it("post/ answers a public post with sanitized content", async () => {
    const body = JSON.stringify({ category_slug: category("tips").slug.hr, item_slug: publicPost.slug.hr });
    const res = await postJson(`${BFF}/post/`, body);
    expect(res.status).toBe(200);
    expect(v.parse(PublishPost, ((await res.json()) as { data: unknown }).data).title).toBe(publicPost.title.hr);
  });

  it.each([
    { name: "a wrong Content-Type is 415", path: "posts/", body: "{}", type: "text/plain", status: 415 },
    { name: "malformed JSON is 400", path: "posts/", body: "{", type: "application/json", status: 400 },
    { name: "an unknown key is 400 (no mass assignment)", path: "posts/", body: '{"status":1}', type: "application/json", status: 400 },
    { name: "a __proto__ key is 400", path: "categories/", body: '{"__proto__":{"x":1}}', type: "application/json", status: 400 },
    { name: "post/ without a post to name is 400", path: "post/", body: "{}", type: "application/json", status: 400 },
    { name: "a limit over the cap is 400", path: "posts/", body: '{"limit":1000}', type: "application/json", status: 400 },
  ])("$name", async ({ path, body, type, status }) => {
    const res = await postJson(`${BFF}/${path}`, body, type);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ success: false, data: null });
  });
});
