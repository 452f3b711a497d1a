import { afterEach, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { PublishPostResponse, type PublishPost } from "../../shared/contract/publish";
import type { ScreenOf } from "../../shared/screens";
import { productRefCodes } from "../../shared/product-refs";
import { POSTS } from "../../commerce/seed/content/index";
import { api, db, visitor } from "./checkout-helpers";
import { clearKv, page, routeOf, routesOf, SITES, type Site } from "./content-pages";
import { upstreamCallsDuring } from "./helpers";

/**
 * Product references in an article's body (issue 10; shared/product-refs.ts, docs/behaviour/07-api.md
 * "Product references in editor HTML"): editors write `<a href="product:CODE">`; the post read
 * answers the referenced products the site shows, in the same call that brings the post; the
 * storefront writes each as a link to the product's page on that site, and a reference to an
 * unknown or hidden product as its text.
 */

/** The seeded article whose body references oats, dates and buckwheat flour in every language. */
const ARTICLE = "mag-cooking-with-kids";
const seeded = POSTS.find((p) => p.code === ARTICLE)!;

const idOfPost = async (code: string) => (await db.prepare("SELECT id FROM posts WHERE code = ?1").bind(code).first<{ id: number }>())!.id;

async function readPost(item_id: number, site: string): Promise<PublishPost> {
  const res = await api("/publish/post/", { method: "POST", token: await visitor(), site, body: { item_id } });
  expect(res.status, await res.clone().text()).toBe(200);
  return v.parse(PublishPostResponse, await res.json()).data;
}

/** The product's path on the site, from the site's own route table. */
const productPath = async (s: Site, code: string) => routeOf(await routesOf(s), { entity: `catalog_product:${code}` }).path;

/** Every `<a …>` of the article body in the page's HTML: its attributes as written. */
function bodyLinks(html: string): string[] {
  const body = /<div class="post-content[^"]*"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? "";
  return [...body.matchAll(/<a\b[^>]*>[\s\S]*?<\/a>/g)].map((m) => m[0]);
}

let articleId: number;
let original: { lang: string; content: string }[];
let hidden: { id: number; code: string };

beforeAll(async () => {
  articleId = await idOfPost(ARTICLE);
  original = (await db.prepare("SELECT lang, content FROM post_i18n WHERE post_id = ?1").bind(articleId).all<{ lang: string; content: string }>()).results;
  hidden = (await db.prepare("SELECT id, code FROM products WHERE visible = 0 ORDER BY id LIMIT 1").first<{ id: number; code: string }>())!;
});

afterEach(async () => {
  await db.batch(original.map((r) => db.prepare("UPDATE post_i18n SET content = ?3 WHERE post_id = ?1 AND lang = ?2").bind(articleId, r.lang, r.content)));
  await clearKv();
});

describe("the post read answers the products its body references", () => {
  it("each referenced product the site shows, titled in the site's language, with its path there", async () => {
    const codes = productRefCodes(seeded.content.en);
    expect(codes).toEqual(["ZR-00001", "ZR-00097", "ZR-00049"]);
    for (const s of SITES) {
      const post = await readPost(articleId, s.code);
      expect(post.product_refs.map((r) => r.code).sort()).toEqual([...codes].sort());
      for (const ref of post.product_refs) {
        expect(ref.url_without_domain).toBe(await productPath(s, ref.code));
        const title = await db.prepare("SELECT pi.title FROM product_i18n pi JOIN products p ON p.id = pi.product_id WHERE p.code = ?1 AND pi.lang = ?2").bind(ref.code, s.tenant.lang).first<{ title: string }>();
        expect(ref.title).toBe(title!.title);
      }
    }
  });

  it("leaves out what the site does not show: an unknown code, a hidden product", async () => {
    await db.prepare("UPDATE post_i18n SET content = ?2 WHERE post_id = ?1").bind(articleId, `<p><a href="product:ZR-00097">d</a> <a href="product:ZR-99999">u</a> <a href='product:${hidden.code}'>h</a></p>`).run();
    const post = await readPost(articleId, "hr");
    expect(post.product_refs.map((r) => r.code)).toEqual(["ZR-00097"]);
  });

  it("a post whose body references nothing answers none", async () => {
    const other = POSTS.find((p) => p.status >= 3 && !p.redirect && productRefCodes(p.content.en).length === 0)!;
    expect((await readPost(await idOfPost(other.code), "hr")).product_refs).toEqual([]);
  });
});

describe("the article page links each reference to the product's page on the site", () => {
  it("server-rendered links to the site's product paths, the editor's words kept, in every site's language", async () => {
    for (const s of SITES) {
      const path = routeOf(await routesOf(s), { entity: `publish_post:${ARTICLE}` }).path;
      const { res, html, state } = await page(`${s.base}${path}`);
      expect(res.status).toBe(200);
      const links = bodyLinks(html);
      const refs = await Promise.all(["ZR-00001", "ZR-00097", "ZR-00049"].map(async (code) => ({ code, path: await productPath(s, code) })));
      for (const { code, path: productAt } of refs) {
        const link = links.find((a) => a.includes(`data-product="${code}"`));
        expect(link, `${s.code} ${code}`).toBeDefined();
        // Where the site is mounted (`/de` on the shared host) in front of the product's path on the site.
        expect(link).toContain(`href="${new URL(s.base).pathname.replace(/\/$/, "")}${productAt}"`);
      }
      expect(html).not.toContain("product:");
      // The state carries the rewritten body, not the references themselves.
      const post = (state!.screen as ScreenOf<"publish-post">).post;
      expect(post).not.toHaveProperty("product_refs");
      expect(post.content).toContain('data-product="ZR-00097"');
    }
  });

  it("a site on its own host and on the shared one: each page links where it is mounted, though the post is cached for both", async () => {
    const de = SITES.find((s) => s.code === "de")!;
    const path = routeOf(await routesOf(de), { entity: `publish_post:${ARTICLE}` }).path;
    const productAt = await productPath(de, "ZR-00097");
    await clearKv();
    for (const [url, href] of [[`https://${de.host}${path}`, productAt], [`${de.base}${path}`, `/de${productAt}`], [`https://${de.host}${path}`, productAt]] as const) {
      const { res, html } = await page(url);
      expect(res.status, url).toBe(200);
      expect(bodyLinks(html).find((a) => a.includes('data-product="ZR-00097"')), url).toContain(`href="${href}"`);
    }
  });

  it("in the same one call to the API that brings the post: no call per product", async () => {
    const hr = SITES[0]!;
    const path = routeOf(await routesOf(hr), { entity: `publish_post:${ARTICLE}` }).path;
    await clearKv();
    const calls = await upstreamCallsDuring(() => page(`${hr.base}${path}`));
    expect(calls.filter((p) => p === "/publish/post/")).toHaveLength(1);
    expect(calls.filter((p) => /product/.test(p))).toEqual([]);
  });

  it("an unknown or hidden product is the text alone; a javascript: link is still stripped; never a 500", async () => {
    const body = `<p>Mix <a href="product:ZR-00097">dates</a>, <a href="product:ZR-99999">unknown nuts</a>, <a href="product:${hidden.code}">a hidden thing</a>, <a href="product:">nothing</a> and <a href="javascript:alert(1)">a trap</a>.</p>`;
    await db.prepare("UPDATE post_i18n SET content = ?2 WHERE post_id = ?1").bind(articleId, body).run();
    await clearKv();
    const hr = SITES[0]!;
    const path = routeOf(await routesOf(hr), { entity: `publish_post:${ARTICLE}` }).path;
    const { res, html } = await page(`${hr.base}${path}`);
    expect(res.status).toBe(200);
    const links = bodyLinks(html);
    expect(links).toHaveLength(2);
    expect(links[0]).toBe(`<a href="${await productPath(hr, "ZR-00097")}" title="${(await readPost(articleId, "hr")).product_refs[0]!.title}" data-product="ZR-00097">dates</a>`);
    expect(links[1]).toBe("<a href>a trap</a>");
    expect(html).toContain(", unknown nuts, a hidden thing, nothing and ");
    expect(html).not.toMatch(/javascript:|product:/);
  });
});
