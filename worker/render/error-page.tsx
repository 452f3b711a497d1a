import type { Context } from "hono";
import type { AppEnv } from "../env";
import type { Labels, SiteInfo } from "../../shared/contract/app";
import { label } from "../../shared/labels";
import { TENANTS } from "../../tenants";
import { dataContext } from "../data/context";
import { loadInfo, loadLabels } from "../data/app-data";
import { PageNotFound } from "../errors";
import { resolveSite } from "../site";
import { notFoundState } from "../pages/resolve";
import { UpstreamError } from "../upstream/client";
import { renderPage } from "./render";

/** Labels and info for an error screen, or none: an error page must render without the upstream. */
async function bestEffort(c: Context<AppEnv>): Promise<{ labels: Labels; info: SiteInfo | null }> {
  const dc = dataContext(c);
  const [labels, info] = await Promise.allSettled([loadLabels(dc), loadInfo(dc)]);
  return { labels: labels.status === "fulfilled" ? labels.value : {}, info: info.status === "fulfilled" ? info.value : null };
}

function ensureSite(c: Context<AppEnv>) {
  if (c.var.site) return;
  const url = new URL(c.req.url);
  const r = resolveSite(TENANTS, c.req.header("host") ?? url.host, "/", "");
  if (r.kind === "site") c.set("site", r.site);
  if (c.var.isBot === undefined) c.set("isBot", false);
  if (c.var.token === undefined) c.set("token", null);
}

/**
 * The 404 screen (localized, back-to-homepage button) for PageNotFound and unknown routes;
 * for anything else a short page with the status and no detail: no stack, upstream message or
 * token ever reaches it.
 */
export async function renderError(c: Context<AppEnv>, err: unknown, reason = ""): Promise<Response> {
  ensureSite(c);
  if (err === 404 || err instanceof PageNotFound) {
    const { labels, info } = await bestEffort(c);
    return renderPage(c, { state: notFoundState(c, labels, info, err instanceof PageNotFound ? err.reason : reason), status: 404 });
  }
  console.error("storefront: unhandled", err);
  const status = err instanceof UpstreamError ? 503 : 500;
  const { labels } = await bestEffort(c);
  const home = c.var.site?.basePath ? `${c.var.site.basePath}/` : "/";
  const html = `<!doctype html><html lang="${c.var.site?.tenant.htmlLang ?? "hr"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Error ${status}</title><link rel="stylesheet" href="/assets/client.css"></head><body><main class="error-screen"><p class="error-code">${status}</p><h1>${escapeHtml(label(labels, "error_generic_title"))}</h1><p>${escapeHtml(label(labels, "error_generic_text"))}</p><a class="button" href="${home}">${escapeHtml(label(labels, "back_to_homepage"))}</a></main></body></html>`;
  c.header("cache-control", "no-store");
  if (status === 503) c.header("retry-after", "60");
  return c.html(html, status);
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
