import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../env";
import type { Labels, SiteInfo } from "../../shared/contract/app";
import { label } from "../../shared/labels";
import { TENANTS } from "../../tenants";
import { dataContext } from "../data/context";
import { loadInfo, loadLabels } from "../data/app-data";
import { BuildMetadataMissing } from "../errors";
import { defaultSite } from "../site";
import { siteOf } from "../edge/tenant";
import { errorScreenState, notFoundState } from "../pages/resolve";
import { buildMetaProblem, builtId } from "./build-meta";
import { causeOf, decideError, statusMessage, type ErrorAnswer } from "./error-decision";
import { bareNotFoundPage, errorPage, maintenancePage, pageTexts } from "./static-pages";
import { renderPage } from "./render";
import { refuse } from "../bff/respond";

type C = Context<AppEnv>;

/** Labels and info for an error screen, or none: an error page must render without the upstream. */
async function bestEffort(c: C): Promise<{ labels: Labels | null; info: SiteInfo | null }> {
  const dc = dataContext(c);
  const [labels, info] = await Promise.allSettled([loadLabels(dc), loadInfo(dc)]);
  return { labels: labels.status === "fulfilled" ? labels.value : null, info: info.status === "fulfilled" ? info.value : null };
}

/**
 * Errors can be thrown before the site step ran (the request guard): the request's own site, as
 * Hono's routing already worked it out; one that was on its way to another address (the default
 * site's own prefix) is answered by the default site.
 */
function ensureSite(c: C) {
  if (!c.get("site")) {
    const r = siteOf(c.req.raw);
    c.set("site", r.kind === "site" ? r.site : defaultSite(TENANTS));
  }
  if (c.get("isBot") === undefined) c.set("isBot", false);
  if (c.get("token") === undefined) c.set("token", null);
}

/** The same Content-Type spelling as rendered pages (Hono's c.html writes UTF-8 in capitals). */
const htmlOf = (c: C, html: string, status: number) => c.body(html, status as 500, { "content-type": "text/html; charset=utf-8" });
const homeOf = (c: C) => `${c.get("site").basePath}/`;
export const cssHref = () => {
  const id = builtId();
  return id ? `/assets/client.css?v=${id}` : "/assets/client.css";
};

/**
 * The app's one error handler (docs/behaviour/08-errors.md). `decideError` picks the answer; this renders it. Every
 * answer is `no-store`: an error must never be kept by a cache. No stack, upstream message or
 * token reaches a page: the pages carry labels and fixed strings only.
 */
export async function renderError(c: C, err: unknown, reason = ""): Promise<Response> {
  ensureSite(c);
  const cause = err === 404 ? { kind: "not-found" as const, reason } : causeOf(err);
  // A request Hono refused itself (malformed JSON in a body) is the caller's mistake, not ours.
  const callersMistake = err instanceof HTTPException && err.status < 500;
  if ((cause.kind === "failure" && !callersMistake) || cause.kind === "build-metadata") console.error("storefront: unhandled", err);
  const answer = decideError(cause, {
    production: c.env.ENVIRONMENT === "production",
    api: c.get("site").path.startsWith("/api/nuxtapi/"),
    sitePath: c.get("site").path,
  });
  const res = await answerWith(c, answer);
  res.headers.set("cache-control", "no-store");
  return res;
}

async function answerWith(c: C, answer: ErrorAnswer): Promise<Response> {
  switch (answer.kind) {
    case "not-found":
      return screenPage(c, 404, (labels, info) => notFoundState(c, labels, info, answer.reason));
    case "unauthorized":
      return screenPage(c, 404, (labels, info) => errorScreenState(c, labels, info, { kind: "unauthorized", target: answer.target }, label(labels, "unauthorized_redirecting")));
    case "maintenance": {
      const url = new URL(c.req.url);
      c.header("retry-after", String(answer.refreshSeconds));
      const html = maintenancePage({
        htmlLang: c.get("site").tenant.htmlLang,
        // The API that serves labels is what failed: the build-time copy, no upstream call.
        t: pageTexts(null, c.get("site").tenant.lang),
        cssHref: cssHref(),
        refreshSeconds: answer.refreshSeconds,
        selfHref: url.pathname + url.search,
        statusLine: answer.statusLine,
      });
      return htmlOf(c, html, 503);
    }
    case "redirect-404":
      return c.redirect(`${homeOf(c)}404/`, 302);
    case "error-page": {
      const { labels } = await bestEffort(c);
      const html = errorPage({
        htmlLang: c.get("site").tenant.htmlLang,
        t: pageTexts(labels, c.get("site").tenant.lang),
        cssHref: cssHref(),
        status: answer.status,
        statusMessage: statusMessage(answer.status),
        homeHref: homeOf(c),
      });
      return htmlOf(c, html, answer.status);
    }
    case "json":
      if (answer.status === 503) c.header("retry-after", "60");
      return refuse(c, answer.status as 500, answer.labelName);
  }
}

/**
 * A React error screen (404, unauthorized) with the labels that can be had. Without build
 * metadata React cannot name its scripts, so the bare 404 page stands in.
 */
async function screenPage(c: C, status: 404, state: (labels: Labels, info: SiteInfo | null) => Parameters<typeof renderPage>[1]["state"]): Promise<Response> {
  const { labels, info } = await bestEffort(c);
  if (buildMetaProblem() === null) {
    try {
      return await renderPage(c, { state: state(labels ?? {}, info), status });
    } catch (err) {
      if (!(err instanceof BuildMetadataMissing)) console.error("storefront: error screen failed to render", err);
    }
  }
  const html = bareNotFoundPage({ htmlLang: c.get("site").tenant.htmlLang, t: pageTexts(labels, c.get("site").tenant.lang), cssHref: cssHref(), homeHref: homeOf(c) });
  return htmlOf(c, html, status);
}
