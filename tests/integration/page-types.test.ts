import { describe, expect, it } from "vitest";
import type { RouteRecord } from "../../shared/contract/app";
import { jsonLdOf, page, routesOf, SITES } from "./content-pages";

/**
 * "Every page type has its JSON-LD" (issue 3, Done when), the structured-data twin of the HTML
 * validity check in tests/e2e/html-validity.spec.ts: one public page of each controller/action/
 * template of the route table, on a site without and a site with a prefix. Every block parses;
 * a page with breadcrumbs has a BreadcrumbList with the same crumbs and absolute URLs; the
 * page types docs/behaviour/05-validation.md names carry their type.
 */
const REQUIRED: Record<string, string[]> = {
  "cms/index/homepage": ["Organization", "WebSite"],
  "cms/index/faq": ["FAQPage"],
  "catalog/product/product": ["Product"],
  "publish/detail/recipe": ["Recipe"],
  "publish/author/author": ["ProfilePage"],
  "location/detail/location": ["GroceryStore"],
};
/** Posts are BlogPosting in blogs and Article in guides: either is an Article with an author. */
const ARTICLE = new Set(["BlogPosting", "Article", "NewsArticle"]);

function onePerType(routes: RouteRecord[]): Map<string, RouteRecord> {
  const out = new Map<string, RouteRecord>();
  for (const r of routes) {
    const key = `${r.controller}/${r.action}/${r.template}`;
    if (r.visible !== false && !out.has(key)) out.set(key, r);
  }
  return out;
}

describe.each(SITES.slice(0, 2))("page types of $code", (s) => {
  it("every public page type: JSON-LD parses, crumbs have a matching BreadcrumbList, spec §5 types present", async () => {
    const types = onePerType(await routesOf(s));
    expect(types.size).toBeGreaterThan(20);
    const problems: string[] = [];
    let checked = 0;
    for (const [key, route] of types) {
      const p = await page(s.base + route.path);
      if (p.res.status >= 300 && p.res.status < 400) continue; // entity redirects
      if (p.res.status !== 200) {
        // Visitor-bound screens (cart, account) may send a shopper elsewhere; never a 5xx.
        if (p.res.status >= 500) problems.push(`${key} ${route.path}: ${p.res.status}`);
        continue;
      }
      checked++;
      let ld: ReturnType<typeof jsonLdOf>;
      try {
        ld = jsonLdOf(p.html);
      } catch (err) {
        problems.push(`${key}: JSON-LD does not parse (${String(err)})`);
        continue;
      }
      const types = ld.map((d) => d["@type"]);
      for (const want of REQUIRED[key] ?? []) if (!types.includes(want)) problems.push(`${key}: no ${want} (has ${types.join(", ")})`);
      if (key === "publish/detail/post") {
        const article = ld.find((d) => ARTICLE.has(d["@type"]));
        if (!article) problems.push(`${key}: no Article/BlogPosting`);
        else if (!(article.author as { name?: string } | undefined)?.name) problems.push(`${key}: article without an author`);
        else {
          // Spec §5: the publisher is the shop's Organization with its logo, as on the home page.
          const publisher = article.publisher as { "@type"?: string; name?: string; logo?: { url?: string } } | undefined;
          if (publisher?.["@type"] !== "Organization" || !publisher.name) problems.push(`${key}: article without the shop as publisher`);
          else if (!/^https?:\/\/[^/]+\/brand\/zrno-logo\.svg$/.test(publisher.logo?.url ?? "")) problems.push(`${key}: publisher without the shop's logo (${publisher.logo?.url})`);
        }
      }
      if (key === "cms/index/homepage") {
        const org = ld.find((d) => d["@type"] === "Organization") as { logo?: { url?: string } } | undefined;
        if (!org?.logo?.url?.endsWith("/brand/zrno-logo.svg")) problems.push(`${key}: Organization without the shop's logo`);
      }
      const crumbs = p.state?.breadcrumbs ?? [];
      const list = ld.find((d) => d["@type"] === "BreadcrumbList") as { itemListElement: Array<{ name: string; item: string; position: number }> } | undefined;
      if (crumbs.length > 0) {
        if (!list) problems.push(`${key}: ${crumbs.length} crumbs but no BreadcrumbList`);
        else {
          if (list.itemListElement.map((i) => i.name).join(" › ") !== crumbs.map((c) => c.title).join(" › ")) problems.push(`${key}: BreadcrumbList names differ from the crumbs`);
          if (!list.itemListElement.every((i, n) => /^https?:\/\//.test(i.item) && i.position === n + 1)) problems.push(`${key}: BreadcrumbList items are not absolute and in order`);
        }
      }
      for (const d of ld) {
        const text = typeof d.description === "string" ? d.description : "";
        if (/<[a-z/][^>]*>/i.test(text)) problems.push(`${key}: ${d["@type"]} description carries HTML`);
        if (text.replace(/…$/, "").split(/\s+/).filter(Boolean).length > 50) problems.push(`${key}: ${d["@type"]} description over 50 words`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });
});
