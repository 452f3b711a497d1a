import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { checkPath } from "../edge/request-guard";
import { resolvePage } from "../pages/resolve";
import { resolveSite } from "../site";
import { TENANTS } from "../../tenants";

/**
 * GET /api/nuxtapi/pages/?slug=<path>[&<page query>]: the page data client-side navigation
 * needs (spec §7), resolved by the same loaders as SSR. The answer is the page state and the
 * status the server would have sent; visitor-specific pages say `no-store`.
 */
export const pagesBff = new Hono<AppEnv>();

const Slug = v.pipe(v.string(), v.startsWith("/"), v.endsWith("/"), v.maxLength(1024));

pagesBff.get("/pages/", async (c) => {
  const url = new URL(c.req.url);
  const slug = v.safeParse(Slug, url.searchParams.get("slug") ?? "");
  if (!slug.success) return c.json({ success: false, data: null, message: "slug must be a slashed path such as /o-nama/." }, 400);
  const verdict = checkPath(slug.output);
  if (!verdict.ok) return c.json({ success: false, data: null, message: verdict.reason }, verdict.status === 414 ? 414 : 400);
  // slug is the full path as the browser shows it; a link into another site is a full page load.
  const target = resolveSite(TENANTS, c.req.header("host") ?? url.host, slug.output, "");
  if (target.kind === "redirect") return c.json({ success: false, status: 301, data: null, location: target.location });
  if (target.site.tenant.code !== c.var.site.tenant.code) return c.json({ success: false, status: 200, data: null, otherSite: true });
  const query = new URLSearchParams(url.searchParams);
  query.delete("slug");
  const page = await resolvePage(c, decodeURI(target.site.path), query);
  c.header("cache-control", page.private ? "no-store" : "private, no-cache");
  if (page.kind === "redirect") return c.json({ success: false, status: page.status, data: null, location: page.location });
  return c.json({ success: page.status === 200, status: page.status, data: page.state });
});
