import { Hono } from "hono";
import * as v from "valibot";
import type { CommerceEnv } from "../../env";
import { json } from "../../lib/validate";
import { pickFields } from "../../lib/fields";
import { ResponseFields } from "../../../shared/contract/envelope";
import { thumbs } from "../../lib/media";
import { fail, ok } from "../../lib/respond";
import { requireSite, type SiteRow } from "../../lib/site";
import { requireToken } from "../../lib/token";

/**
 * Categories, lists, brands and product tags (docs/behaviour/07-api.md "Catalogue"). Hidden ones are answered
 * with `visible: false` when asked for by code, and left out of listings.
 */
export const taxonomy = new Hono<CommerceEnv>();
taxonomy.use("/catalog/categories/*", requireToken());
taxonomy.use("/catalog/lists/*", requireToken());
taxonomy.use("/catalog/manufacturers/*", requireToken());
taxonomy.use("/catalog/tags/*", requireToken());
taxonomy.use("/catalog/sellers/*", requireToken());

const PUBLIC_COUNT = `(SELECT COUNT(*) FROM products p JOIN catalog_categories pc ON pc.id = p.category_id JOIN manufacturers pm ON pm.id = p.manufacturer_id
  WHERE p.visible = 1 AND pc.visible = 1 AND (pm.visible = 1 OR p.ignore_brand_visibility = 1) AND %COND%)`;
const count = (cond: string) => PUBLIC_COUNT.replace("%COND%", cond);

const CategoriesBody = v.strictObject({
  slug: v.optional(v.pipe(v.string(), v.maxLength(64))),
  mode: v.optional(v.picklist(["tree", "single"])),
  single: v.optional(v.boolean()),
  lang: v.optional(v.string()),
  response_fields: v.optional(ResponseFields),
});

interface CategoryRow {
  id: number;
  code: string;
  parent_id: number | null;
  template: string;
  visible: number;
  title: string;
  description: string;
  redirect_url: string | null;
  redirect_code: number | null;
  url: string;
  product_count: number;
}

async function categoryRows(db: D1Database, site: SiteRow, where: string, ...args: unknown[]): Promise<CategoryRow[]> {
  const { results } = await db
    .prepare(
      `SELECT c.id, c.code, c.parent_id, c.template, c.visible, ci.title, ci.description, ci.redirect_url, ci.redirect_code, COALESCE(r.path, '') AS url,
              ${count("(pc.id = c.id OR pc.parent_id = c.id)")} AS product_count
         FROM catalog_categories c JOIN catalog_category_i18n ci ON ci.category_id = c.id AND ci.lang = ?1
         LEFT JOIN routes r ON r.site = ?2 AND r.entity_key = 'catalog_category:' || c.code
        WHERE ${where} ORDER BY c.position, c.id`,
    )
    .bind(site.lang, site.code, ...args)
    .all<CategoryRow>();
  return results;
}

/** POST /catalog/categories/: one category by code (`slug`, with `single`), or the visible tree. */
taxonomy.post("/catalog/categories/", requireSite(), json(CategoriesBody), async (c) => {
  const site = c.get("site");
  const body = c.req.valid("json");
  const all = await categoryRows(c.env.DB, site, "1 = 1");
  const byId = new Map(all.map((r) => [r.id, r]));
  const shape = (r: CategoryRow) => {
    const parents: { title: string; url_without_domain: string }[] = [];
    for (let p = r.parent_id ? byId.get(r.parent_id) : undefined; p; p = p.parent_id ? byId.get(p.parent_id) : undefined) parents.unshift({ title: p.title, url_without_domain: p.url });
    return {
      id: r.id,
      code: r.code,
      template: r.template,
      visible: r.visible === 1,
      title: r.title,
      description: r.description,
      url_without_domain: r.url,
      redirect_url_without_domain: r.redirect_url,
      redirect_code: r.redirect_code,
      image_thumbs: thumbs("categories", r.code),
      parents,
      children: all.filter((ch) => ch.parent_id === r.id && ch.visible === 1).map((ch) => ({ code: ch.code, title: ch.title, url_without_domain: ch.url, count: ch.product_count })),
    };
  };
  if (body.slug) {
    const one = all.find((r) => r.code === body.slug);
    if (!one) return fail(c, 404, "error_empty_data");
    return ok(c, shape(one));
  }
  return ok(c, all.filter((r) => r.visible === 1).map((r) => pickFields(shape(r), body.response_fields)));
});

const ListsBody = v.strictObject({
  slug: v.optional(v.pipe(v.string(), v.maxLength(64))),
  single: v.optional(v.boolean()),
  limit: v.optional(v.number()),
  mode: v.optional(v.string()),
  lang: v.optional(v.string()),
  response_fields: v.optional(ResponseFields),
});

/** POST /catalog/lists/: one list by code, in the category shape (docs/behaviour/03-entities.md "Category or list"). */
taxonomy.post("/catalog/lists/", requireSite(), json(ListsBody), async (c) => {
  const site = c.get("site");
  const body = c.req.valid("json");
  const { results } = await c.env.DB.prepare(
    `SELECT l.id, l.code, l.visible, li.title, li.redirect_url, li.redirect_code, COALESCE(r.path, '') AS url
       FROM catalog_lists l JOIN catalog_list_i18n li ON li.list_id = l.id AND li.lang = ?1
       LEFT JOIN routes r ON r.site = ?2 AND r.entity_key = 'catalog_list:' || l.code
      WHERE (?3 IS NULL OR l.code = ?3) ORDER BY l.id`,
  )
    .bind(site.lang, site.code, body.slug ?? null)
    .all<{ id: number; code: string; visible: number; title: string; redirect_url: string | null; redirect_code: number | null; url: string }>();
  const shaped = results.map((l) => ({
    id: l.id,
    code: l.code,
    template: "list",
    visible: l.visible === 1,
    title: l.title,
    description: "",
    url_without_domain: l.url,
    redirect_url_without_domain: l.redirect_url,
    redirect_code: l.redirect_code,
    parents: [],
    children: [],
  }));
  if (body.slug) {
    const one = shaped[0];
    return one ? ok(c, pickFields(one, body.response_fields)) : fail(c, 404, "error_empty_data");
  }
  return ok(c, shaped.filter((l) => l.visible).map((l) => pickFields(l, body.response_fields)));
});

const ManufacturersBody = v.strictObject({ ids: v.optional(v.pipe(v.array(v.string()), v.maxLength(200))), lang: v.optional(v.string()), response_fields: v.optional(ResponseFields) });

/** POST /catalog/manufacturers/: brands (by code list, or all visible ones) with product counts. */
taxonomy.post("/catalog/manufacturers/", requireSite(), json(ManufacturersBody), async (c) => {
  const site = c.get("site");
  const body = c.req.valid("json");
  const ids = body.ids;
  const { results } = await c.env.DB.prepare(
    `SELECT m.id, m.code, m.title, m.visible, m.country, mi.description, COALESCE(r.path, '') AS url, ${count("p.manufacturer_id = m.id")} AS product_count
       FROM manufacturers m JOIN manufacturer_i18n mi ON mi.manufacturer_id = m.id AND mi.lang = ?1
       LEFT JOIN routes r ON r.site = ?2 AND r.entity_key = 'catalog_manufacturer:' || m.code
      WHERE ${ids ? "m.code IN (SELECT value FROM json_each(?3))" : "m.visible = 1"} ORDER BY m.title COLLATE NOCASE`,
  )
    .bind(site.lang, site.code, ...(ids ? [JSON.stringify(ids)] : []))
    .all<{ id: number; code: string; title: string; visible: number; country: string; description: string; url: string; product_count: number }>();
  return ok(
    c,
    results.map((m) =>
      pickFields(
        {
          id: m.id,
          code: m.code,
          title: m.title,
          visible: m.visible === 1,
          country: m.country,
          description: m.description,
          url_without_domain: m.url,
          image_thumbs: thumbs("brands", m.code),
          product_count: m.product_count,
        },
        body.response_fields,
      ),
    ),
  );
});

/** GET /catalog/tags/: product tags with their public product counts. */
taxonomy.get("/catalog/tags/", requireSite(), async (c) => {
  const site = c.get("site");
  const { results } = await c.env.DB.prepare(
    `SELECT t.id, t.code, ti.title, COALESCE(r.path, '') AS url, ${count("p.id IN (SELECT product_id FROM product_tag_links WHERE tag_id = t.id)")} AS product_count
       FROM product_tags t JOIN product_tag_i18n ti ON ti.tag_id = t.id AND ti.lang = ?1
       LEFT JOIN routes r ON r.site = ?2 AND r.entity_key = 'catalog_tag:' || t.code ORDER BY ti.title`,
  )
    .bind(site.lang, site.code)
    .all<{ id: number; code: string; title: string; url: string; product_count: number }>();
  return ok(c, results.map((t) => ({ id: t.id, code: t.code, title: t.title, url_without_domain: t.url, product_count: t.product_count })));
});

/**
 * POST /catalog/sellers/: who sells on this site. Zrno is not a marketplace: each site has one
 * seller of record, the company behind the site (its name and contact details from the site
 * row), so the list has exactly one entry.
 */
taxonomy.post("/catalog/sellers/", requireSite(), json(v.strictObject({ lang: v.optional(v.string()) })), async (c) => {
  const site = c.get("site");
  return ok(c, [{ id: 1, code: site.code, title: site.title, email: site.email, phone: site.phone, address: site.address, base_url: site.base_url }]);
});
