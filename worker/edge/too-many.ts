import type { Context } from "hono";
import type { AppEnv } from "../env";
import { label } from "../../shared/labels";
import { refuse } from "../http/envelope";
import { cssHref } from "../render/error-page";
import { pageTexts, tooManyPage } from "../render/static-pages";
import type { Refusal } from "./throttle";

/**
 * The answer to a throttled try (429), the same for every limit: `Retry-After` and a message in
 * the site's language that says when to try again. JSON for the shop's own client, a plain page
 * with the way back for a browser form (no JavaScript). The texts are the build's copy of the
 * labels (worker/render/offline-labels.generated.ts): a refusal makes no upstream call.
 */
export function tooMany(c: Context<AppEnv>, refusal: Pick<Refusal, "retryAfter">, as: { mode: "json" | "form"; back: string }): Response {
  const lang = c.get("site").tenant.lang;
  const t = pageTexts(null, lang);
  const message = label({ error_too_many_retry: t("error_too_many_retry") }, "error_too_many_retry", { seconds: refusal.retryAfter });
  const headers = { "retry-after": String(refusal.retryAfter), "cache-control": "no-store" };
  if (as.mode === "json") {
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    return refuse(c, 429, "error_too_many_attempts", { message, retry_after: refusal.retryAfter });
  }
  const html = tooManyPage({ htmlLang: c.get("site").tenant.htmlLang, t, cssHref: cssHref(), message, backHref: as.back });
  return c.body(html, 429, { ...headers, "content-type": "text/html; charset=utf-8" });
}
