import type { Labels } from "../../shared/contract/app";
import { label } from "../../shared/labels";
import { OFFLINE_LABELS } from "./offline-labels.generated";

/**
 * Pages the Worker answers without React and without the upstream: the maintenance page and the
 * error page of docs/behaviour/08-errors.md. Plain HTML with no script at all, so they work without JavaScript and
 * under the CSP; every text is a label or a fixed string, never an upstream message, a stack or
 * a token; every value is escaped.
 */

export type Texts = (key: string) => string;

/**
 * Labels for these pages: the live ones when they could be read, else the copy of the seed's
 * labels made at build time (the API that serves labels may be what failed), else the shared
 * English fallback.
 */
export function pageTexts(labels: Labels | null, lang: string): Texts {
  const offline = OFFLINE_LABELS[lang] ?? {};
  return (key) => (labels && Object.hasOwn(labels, key) ? label(labels, key) : Object.hasOwn(offline, key) ? offline[key]! : label({}, key));
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

interface Shell {
  htmlLang: string;
  title: string;
  cssHref: string;
  /** Seconds until the browser reloads the page by itself (meta refresh: no script, CSP-proof). */
  refreshSeconds?: number;
  /** A page whose address holds a secret: no Referer from it to another origin (its own form posts keep their Origin). */
  sameOriginReferrer?: boolean;
  main: string;
}

function shell({ htmlLang, title, cssHref, refreshSeconds, sameOriginReferrer, main }: Shell): string {
  const refresh = (refreshSeconds ? `<meta http-equiv="refresh" content="${refreshSeconds}">` : "") + (sameOriginReferrer ? '<meta name="referrer" content="same-origin">' : "");
  return (
    `<!doctype html><html lang="${escapeHtml(htmlLang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `${refresh}<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="${escapeHtml(cssHref)}"><link rel="icon" href="data:,"></head>` +
    `<body><main class="error-screen">${main}</main></body></html>`
  );
}

interface MaintenanceInput {
  htmlLang: string;
  t: Texts;
  cssHref: string;
  refreshSeconds: number;
  /** This very address (path and query): the refresh button is a link to it, so it works without JavaScript. */
  selfHref: string;
  /** `Error 503`: the status the page stands for, shown small under the text. */
  statusLine: string;
}

/** "Nadogradnja": the site is being updated and will be back in minutes; refreshes itself. */
export function maintenancePage(p: MaintenanceInput): string {
  const title = p.t("maintenance_title");
  return shell({
    htmlLang: p.htmlLang,
    title,
    cssHref: p.cssHref,
    refreshSeconds: p.refreshSeconds,
    main:
      `<h1 id="maintenance-title">${escapeHtml(title)}</h1><p>${escapeHtml(p.t("maintenance_text"))}</p>` +
      `<a class="button" id="maintenance-refresh" href="${escapeHtml(p.selfHref)}">${escapeHtml(p.t("maintenance_refresh"))}</a>` +
      `<p class="error-reason">${escapeHtml(p.statusLine)}</p>`,
  });
}

interface ErrorPageInput {
  htmlLang: string;
  t: Texts;
  cssHref: string;
  status: number;
  statusMessage: string;
  homeHref: string;
}

/** Outside production: the code, its status message and the back-to-homepage button. */
export function errorPage(p: ErrorPageInput): string {
  return shell({
    htmlLang: p.htmlLang,
    title: `${p.status} ${p.statusMessage}`,
    cssHref: p.cssHref,
    main:
      `<p class="error-code"><span class="visually-hidden">${escapeHtml(p.t("error_status_label"))} </span>${p.status}</p><h1 id="error-title">${escapeHtml(p.t("error_generic_title"))}</h1>` +
      `<p class="error-status">${escapeHtml(p.statusMessage)}</p><p>${escapeHtml(p.t("error_generic_text"))}</p>` +
      `<a class="button" href="${escapeHtml(p.homeHref)}">${escapeHtml(p.t("back_to_homepage"))}</a>`,
  });
}

/** The last resort for a 404 when the React page cannot be rendered (no build metadata). */
export function bareNotFoundPage(p: { htmlLang: string; t: Texts; cssHref: string; homeHref: string }): string {
  return shell({
    htmlLang: p.htmlLang,
    title: p.t("error_404_title"),
    cssHref: p.cssHref,
    main:
      `<p class="error-code">404</p><h1 id="error-title">${escapeHtml(p.t("error_404_title"))}</h1><p>${escapeHtml(p.t("error_404_text"))}</p>` +
      `<a class="button" href="${escapeHtml(p.homeHref)}">${escapeHtml(p.t("back_to_homepage"))}</a>`,
  });
}

/** A throttled browser form (429): when to try again, and the way back to the form. */
export function tooManyPage(p: { htmlLang: string; t: Texts; cssHref: string; message: string; backHref: string }): string {
  return shell({
    htmlLang: p.htmlLang,
    title: p.message,
    cssHref: p.cssHref,
    main:
      `<p class="error-code">429</p><h1 id="error-title">${escapeHtml(p.message)}</h1>` +
      `<a class="button" href="${escapeHtml(p.backHref)}">${escapeHtml(p.t("error_too_many_back"))}</a>`,
  });
}

/**
 * The newsletter's mailed link (worker/bff/newsletter.ts): one button that confirms the
 * subscription with a POST, since mail scanners open links; a malformed link (`id` null) says
 * so and leads home. No script, so it works anywhere the mail is opened.
 */
export function newsletterConfirmPage(p: { htmlLang: string; t: Texts; cssHref: string; action: string; id: string | null; code: string; homeHref: string }): string {
  const title = p.t("newsletter_confirm_title");
  const body =
    p.id === null
      ? `<p>${escapeHtml(p.t("newsletter_link_invalid"))}</p><a class="button" href="${escapeHtml(p.homeHref)}">${escapeHtml(p.t("back_to_homepage"))}</a>`
      : `<p>${escapeHtml(p.t("newsletter_confirm_text"))}</p><form method="post" action="${escapeHtml(p.action)}">` +
        `<input type="hidden" name="id" value="${escapeHtml(p.id)}"><input type="hidden" name="code" value="${escapeHtml(p.code)}">` +
        `<button class="button" type="submit">${escapeHtml(p.t("newsletter_confirm_button"))}</button></form>`;
  return shell({ htmlLang: p.htmlLang, title, cssHref: p.cssHref, main: `<h1 id="newsletter-confirm-title">${escapeHtml(title)}</h1>${body}` });
}

/** Where a back-in-stock withdrawal link's page stands (worker/bff/back-in-stock.ts). */
export type WithdrawState = "confirm" | "done" | "withdrawn" | "notified" | "invalid";

/**
 * A back-in-stock request's withdrawal link (docs/decisions/0032-back-in-stock-requests.md): a
 * button that withdraws it with a POST (opening the link changes nothing), then what became of it;
 * a link that names no request, or one already withdrawn or mailed, says so and leads home.
 */
export function backInStockWithdrawPage(p: { htmlLang: string; t: Texts; cssHref: string; state: WithdrawState; product: string | null; action: string; id: string; code: string; back: string; homeHref: string }): string {
  const title = p.t("back_in_stock_withdraw_title");
  const product = p.product ? `<p class="withdraw-product"><strong>${escapeHtml(p.product)}</strong></p>` : "";
  const home = `<p><a class="button" href="${escapeHtml(p.homeHref)}">${escapeHtml(p.t("back_to_homepage"))}</a></p>`;
  const say = (key: string, role: "status" | "alert") => `<p class="form-notice ${role === "status" ? "form-notice-ok" : "form-notice-error"}" role="${role}" id="withdraw-result">${escapeHtml(p.t(key))}</p>`;
  const body =
    p.state === "confirm"
      ? `${product}<p>${escapeHtml(p.t("back_in_stock_withdraw_text"))}</p><form method="post" action="${escapeHtml(p.action)}">` +
        `<input type="hidden" name="_back" value="${escapeHtml(p.back)}"><input type="hidden" name="id" value="${escapeHtml(p.id)}"><input type="hidden" name="code" value="${escapeHtml(p.code)}">` +
        `<button class="button" type="submit">${escapeHtml(p.t("back_in_stock_withdraw_button"))}</button></form>`
      : p.state === "done"
        ? `${product}${say("back_in_stock_withdrawn", "status")}${home}`
        : p.state === "withdrawn"
          ? `${product}${say("back_in_stock_already_withdrawn", "status")}${home}`
          : p.state === "notified"
            ? `${product}${say("back_in_stock_already_notified", "status")}${home}`
            : `${say("back_in_stock_link_invalid", "alert")}${home}`;
  return shell({ htmlLang: p.htmlLang, title, cssHref: p.cssHref, sameOriginReferrer: true, main: `<h1 id="withdraw-title">${escapeHtml(title)}</h1>${body}` });
}
