import { Hono } from "hono";
import type { CommerceEnv } from "../env";
import { fail, ok } from "../lib/respond";
import { requireSite } from "../lib/site";
import { requireToken } from "../lib/token";

/** CMS pages by slug for the calling site. */
export const cms = new Hono<CommerceEnv>();

cms.use("/cms/*", requireToken());

cms.get("/cms/page/", requireSite(), async (c) => {
  const site = c.get("site");
  const slug = c.req.query("slug") ?? "";
  if (!/^[a-z0-9-]*$/.test(slug)) return fail(c, 404, "error_empty_data");
  const row = await c.env.DB.prepare("SELECT * FROM cms_pages WHERE site = ?1 AND slug = ?2").bind(site.code, slug).first<Record<string, unknown>>();
  if (!row) return fail(c, 404, "error_empty_data");
  // The first crumb is "Home" in the site's language, as on every other page (not the home page's SEO title).
  const home = await c.env.DB.prepare("SELECT value FROM labels WHERE lang = ?1 AND key = 'breadcrumbs_home'").bind(site.lang).first<{ value: string }>();
  const breadcrumbs = row.template === "homepage" ? [] : [{ url: "/", title: home?.value ?? "" }, { url: `/${slug}/`, title: String(row.title) }];
  return ok(c, { ...row, visible: row.visible === 1, breadcrumbs });
});
