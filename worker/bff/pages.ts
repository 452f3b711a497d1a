import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { checkPath } from "../edge/request-guard";
import { resolvePage } from "../pages/resolve";
import { resolveSite } from "../site";
import { envelope, refuse } from "./respond";
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
  if (!slug.success) return refuse(c, 400, undefined, { message: "slug must be a slashed path such as /o-nama/." });
  const verdict = checkPath(slug.output);
  if (!verdict.ok) return refuse(c, verdict.status === 414 ? 414 : 400, undefined, { message: verdict.reason });
  // slug is the full path as the browser shows it; a link into another site is a full page load.
  const target = resolveSite(TENANTS, c.req.header("host") ?? url.host, slug.output, "");
  if (target.kind === "redirect") return envelope(c, false, null, { status: 301, location: target.location });
  if (target.site.tenant.code !== c.var.site.tenant.code) return envelope(c, false, null, { status: 200, otherSite: true });
  const query = new URLSearchParams(url.searchParams);
  query.delete("slug");
  const page = await resolvePage(c, decodeURI(target.site.path), query);
  c.header("cache-control", page.private ? "no-store" : "private, no-cache");
  if (page.kind === "redirect") return envelope(c, false, null, { status: page.status, location: page.location });
  return envelope(c, page.status === 200, page.state, { status: page.status });
});
