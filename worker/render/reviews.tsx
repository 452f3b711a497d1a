import { renderToStaticMarkup } from "react-dom/server";
import type { Labels } from "../../shared/contract/app";
import { REVIEW_LIMITS } from "../../shared/contract/constants";
import type { OwnReview, PendingReview, RatingSummary, ReviewItem } from "../../shared/contract/reviews";
import { REVIEW_SORT_LABELS, REVIEWS_ID } from "../../shared/reviews";
import { REVIEW_SORTS } from "../../shared/contract/constants";
import { label } from "../../shared/labels";
import type { FormState } from "../../shared/screens/auth";
import { LANGUAGES } from "../../i18n/languages";

/**
 * The product page's review parts that change nothing while the shopper reads them, rendered by
 * the server only and inserted by the screen as they are (like worker/render/food-info.tsx), so
 * they cost the page no script (tests/node/js-budget.test.ts; docs/decisions/0021-reviews-shoppers-write.md):
 *
 * - the rating summary and histogram of every approved rating;
 * - the writing part: for a token that names an account the review form (a plain form posting to
 *   the BFF, with a refused post's values and errors from the flash), else the log-in prompt.
 *   The browser loads the form's script (client/screens/catalog/review-submit.ts) only where a
 *   form is on the page.
 */

type T = (key: string, vars?: Record<string, string | number>) => string;
const labeler = (labels: Labels, locale: string): T => (key, vars) => label(labels, key, vars, locale);

export function reviewSummaryHtml(summary: RatingSummary, labels: Labels, locale: string): string {
  return renderToStaticMarkup(<Summary summary={summary} t={labeler(labels, locale)} locale={locale} />);
}

function Summary({ summary, t, locale }: { summary: RatingSummary; t: T; locale: string }) {
  if (summary.count === 0) return <p className="review-empty">{t("review_none")}</p>;
  const average = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(summary.average);
  const full = Math.round(summary.average);
  return (
    <div className="review-summary">
      <p className="review-average">
        <span className="review-average-figure" aria-hidden="true">
          {average}
        </span>{" "}
        <span className="stars" aria-hidden="true">
          {"★".repeat(full) + "☆".repeat(5 - full)}
        </span>{" "}
        <span className="review-average-text">{t("review_average", { average })}</span>
      </p>
      <p className="review-counts" data-count={summary.count} data-reviews={summary.reviews}>
        {t("review_ratings_count", { count: summary.count, reviews: summary.reviews })}
      </p>
      <ul className="review-histogram" aria-label={t("review_histogram")}>
        {summary.histogram.map((h) => (
          <li key={h.stars} data-stars={h.stars} data-count={h.count}>
            <span className="review-histogram-stars" aria-hidden="true">
              {h.stars} ★
            </span>
            <meter min={0} max={Math.max(1, summary.count)} value={h.count} aria-label={t("review_stars", { stars: h.stars })} />
            <span className="review-histogram-count">{h.count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface ReviewWriteProps {
  loggedIn: boolean;
  productCode: string;
  variations: { code: string; title: string }[];
  form: FormState;
  /** The BFF's review endpoint and the product page's path (a plain post comes back there). */
  action: string;
  back: string;
  loginHref: string;
}

export function reviewWriteHtml(p: ReviewWriteProps, labels: Labels, locale: string): string {
  const t = labeler(labels, locale);
  if (!p.loggedIn) {
    return renderToStaticMarkup(
      <p className="review-login">
        {t("review_login_prompt")} <a href={p.loginHref}>{t("review_login")}</a>
      </p>,
    );
  }
  return renderToStaticMarkup(<ReviewForm {...p} t={t} />);
}

/** What the form's script (client/screens/catalog/review-submit.ts) may show: the answers to a review. */
const FORM_ANSWERS = [
  "review_rate_required",
  "review_title_length",
  "review_message_length",
  "review_already_written",
  "review_login_prompt",
  "validation_required",
  "validation_invalid",
  "error_product_unavailable",
  "error_too_many_retry",
  "error_too_many_attempts",
  "error_network",
  "error_generic_text",
] as const;

function ReviewForm({ productCode, variations, form, action, back, t }: ReviewWriteProps & { t: T }) {
  const { values, errors } = form;
  const described = (field: string, hint = false) => [errors[field] ? `review-${field}-error` : "", hint ? `review-${field}-hint` : ""].filter(Boolean).join(" ") || undefined;
  const error = (field: string) =>
    errors[field] ? (
      <p id={`review-${field}-error`} className="field-error">
        {t(errors[field]!)}
      </p>
    ) : null;
  return (
    <form id="review-form" className="review-form" method="post" action={action} noValidate data-labels={JSON.stringify(Object.fromEntries(FORM_ANSWERS.map((k) => [k, t(k)])))}>
      <h3>{t("review_write_title")}</h3>
      <input type="hidden" name="_back" value={back} />
      <input type="hidden" name="product_code" value={productCode} />
      <fieldset className="review-rate" aria-describedby={described("rate")}>
        <legend>{t("review_rate")}</legend>
        {[5, 4, 3, 2, 1].map((s) => (
          <label key={s}>
            <input type="radio" name="rate" value={s} defaultChecked={values.rate === String(s)} required />
            <span aria-hidden="true">{"★".repeat(s)}</span>
            <span className="visually-hidden">{t("review_stars", { stars: s })}</span>
          </label>
        ))}
      </fieldset>
      {error("rate")}
      <label htmlFor="review-title">{t("review_title")}</label>
      <input id="review-title" name="title" type="text" required minLength={REVIEW_LIMITS.title.min} maxLength={REVIEW_LIMITS.title.max} defaultValue={values.title ?? ""} aria-invalid={errors.title ? true : undefined} aria-describedby={described("title")} />
      {error("title")}
      <label htmlFor="review-message">{t("review_message")}</label>
      <textarea id="review-message" name="message" rows={5} required minLength={REVIEW_LIMITS.message.min} maxLength={REVIEW_LIMITS.message.max} defaultValue={values.message ?? ""} aria-invalid={errors.message ? true : undefined} aria-describedby={described("message", true)} />
      <p id="review-message-hint" className="field-hint">
        {t("review_message_hint")}
      </p>
      {error("message")}
      {variations.length > 1 && (
        <>
          <label htmlFor="review-variation">{t("review_variation")}</label>
          <select id="review-variation" name="variation_code" defaultValue={values.variation_code ?? ""} aria-describedby={described("variation_code")}>
            <option value="">{t("review_variation_any")}</option>
            {variations.map((v) => (
              <option key={v.code} value={v.code}>
                {v.title}
              </option>
            ))}
          </select>
          {error("variation_code")}
        </>
      )}
      <button type="submit" className="button">
        {t("review_submit")}
      </button>
    </form>
  );
}

/**
 * Each content language's own name ("English", "Deutsch"), for "Written in …": the product page
 * gets them in its state, so the browser does not load the language registry for them.
 */
export function languageNames(): Record<string, string> {
  return Object.fromEntries((LANGUAGES as readonly { code: string; name: string }[]).map((l) => [l.code, l.name]));
}

/** What the section's script (client/screens/catalog/review-live.ts) shows, in the page's language. */
export const LIVE_TEXTS = {
  sent: "review_sent",
  thanks: "review_helpful_thanks",
  login: "review_login_prompt",
  own: "review_helpful_own",
  generic: "error_generic_text",
  network: "error_network",
  tooMany: "error_too_many_retry",
  yes: "review_helpful_yes",
  noneInLang: "review_none_in_lang",
  approved: "review_approved_done",
  rejected: "review_rejected_done",
} as const;

export interface ReviewsView {
  siteLang: string;
  /** The BFF's reviews endpoint and the product page's path (plain posts come back there). */
  api: string;
  back: string;
}

/** A review's first line, wherever it is shown: its stars, read out as words, and its title. */
function Head({ rate, title, lang, t }: { rate: number; title: string; lang?: string | undefined; t: T }) {
  return (
    <p className="review-head">
      <span className="stars" role="img" aria-label={t("review_stars", { stars: rate })}>
        {"★".repeat(rate) + "☆".repeat(5 - rate)}
      </span>{" "}
      {title && (
        <strong className="review-title" lang={lang}>
          {title}
        </strong>
      )}
    </p>
  );
}

/** One review as the list shows it: escaped text (React), its language marked, a plain "helpful" form. */
function Item({ r, t, view }: { r: ReviewItem; t: T; view: ReviewsView }) {
  const other = r.lang !== "" && r.lang !== view.siteLang;
  const lang = other ? r.lang : undefined;
  return (
    <li className="review" data-review={r.id || undefined}>
      <Head rate={r.rate} title={r.title} lang={lang} t={t} />
      <p className="review-text" lang={lang}>
        {r.message}
      </p>
      <p className="review-meta">
        <span>{r.display_name || t("review_anonymous")}</span> · <time dateTime={r.date}>{r.date}</time>
        {r.verified && <span className="review-verified"> · ✓ {t("review_verified")}</span>}
        {r.variation_title && <span> · {t("review_package", { title: r.variation_title })}</span>}
        {other && <span className="review-lang"> · {t("review_written_in", { language: languageNames()[r.lang] ?? r.lang })}</span>}
      </p>
      {r.id && (
        <form className="review-helpful" method="post" action={`${view.api}helpful/`}>
          <input type="hidden" name="review_id" value={r.id} />
          <input type="hidden" name="_back" value={view.back} />
          <span>{t("review_helpful")}</span>{" "}
          <button type="submit" className="button-link" aria-pressed="false">
            {t("review_helpful_yes", { count: r.helpful })}
          </button>
          <span className="review-helpful-status" role="status" />
        </form>
      )}
    </li>
  );
}

/** List items only: the section's first page, and the pages the BFF answers to a sort or a filter. */
export function reviewItemsHtml(items: readonly ReviewItem[], view: ReviewsView, labels: Labels, locale: string): string {
  const t = labeler(labels, locale);
  return items.map((r) => renderToStaticMarkup(<Item r={r} t={t} view={view} />)).join("");
}

export interface ReviewsSectionProps extends ReviewsView {
  productCode: string;
  summary: RatingSummary;
  items: readonly ReviewItem[];
  /** Reviews with text, all languages: how many pages the list has. */
  pages: number;
  write: ReviewWriteProps;
}

/**
 * The whole reviews section of the product page, rendered by the server only: summary, how
 * reviews are checked, sort and language controls, the first page of reviews, and the writing
 * part. The browser's script (client/screens/catalog/review-live.ts) makes it live: sorting,
 * filtering, more, votes, the shopper's own review and the staff's queue.
 */
export function reviewsSectionHtml(p: ReviewsSectionProps, labels: Labels, locale: string): string {
  const t = labeler(labels, locale);
  const texts = Object.fromEntries(Object.entries(LIVE_TEXTS).map(([k, key]) => [k, t(key)]));
  const notice = p.write.form.notice;
  const done = notice === "review_sent" || notice === "review_helpful_thanks" || notice === "review_approved_done" || notice === "review_rejected_done";
  return renderToStaticMarkup(
    <section id={REVIEWS_ID} className="reviews" aria-labelledby="reviews-title" data-api={p.api} data-back={p.back} data-product={p.productCode} data-lang={p.siteLang} data-pages={p.pages} data-texts={JSON.stringify(texts)}>
      <h2 id="reviews-title">{t("product_reviews")}</h2>
      <Summary summary={p.summary} t={t} locale={locale} />
      <p className="review-how-checked">{t("review_how_checked")}</p>
      <p className={notice ? (done ? "form-notice form-notice-ok" : "form-notice form-notice-error") : "form-notice"} role={notice && !done ? "alert" : "status"}>
        {notice ? t(notice) : null}
      </p>
      {p.summary.reviews > 0 && (
        <form className="review-controls" method="get" action={`${p.back}#${REVIEWS_ID}`}>
          <label>
            {t("review_sort")}{" "}
            <select name="review_sort" defaultValue="newest">
              {REVIEW_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(REVIEW_SORT_LABELS[s])}
                </option>
              ))}
            </select>
          </label>
          <label>
            <input type="checkbox" name="review_lang" value={p.siteLang} /> {t("review_only_mine_lang", { language: languageNames()[p.siteLang] ?? p.siteLang })}
          </label>
        </form>
      )}
      <ol className="review-list" dangerouslySetInnerHTML={{ __html: reviewItemsHtml(p.items, p, labels, locale) }} />
      <p className="review-empty review-none-in-lang" hidden>
        {t("review_none_in_lang")}
      </p>
      <button type="button" className="button button-secondary review-more" hidden>
        {t("review_more")}
      </button>
      <div className="review-personal" />
      <div id="review-write" className="review-write" dangerouslySetInnerHTML={{ __html: reviewWriteHtml(p.write, labels, locale) }} />
    </section>,
  );
}

/** The shopper's own review with its status, shown in place of the form (BFF `reviews/mine/`). */
export function ownReviewHtml(own: OwnReview, labels: Labels, locale: string): string {
  const t = labeler(labels, locale);
  const status = own.status === "approved" ? "review_published" : own.status === "rejected" ? "review_rejected" : "review_pending";
  return renderToStaticMarkup(
    <div className={`review-own review-own-${own.status}`}>
      <p className="review-own-status">{t(status)}</p>
      <Head rate={own.rate} title={own.title} t={t} />
      <p className="review-text">{own.message}</p>
    </div>,
  );
}

/** The staff's queue of this product (BFF `reviews/mine/` for staff): plain forms to approve or reject. */
export function pendingReviewsHtml(pending: readonly PendingReview[], view: ReviewsView, labels: Labels, locale: string): string {
  if (pending.length === 0) return "";
  const t = labeler(labels, locale);
  return renderToStaticMarkup(
    <section className="review-queue" aria-labelledby="review-queue-title">
      <h3 id="review-queue-title">
        {t("review_moderation")} ({pending.length})
      </h3>
      <ol className="review-list">
        {pending.map((r) => (
          <li key={r.id} className="review review-pending" data-review={r.id}>
            <Head rate={r.rate} title={r.title} t={t} />
            <p className="review-text" lang={r.lang || undefined}>
              {r.message}
            </p>
            <p className="review-meta">
              {r.display_name || t("review_anonymous")} · <time dateTime={r.date}>{r.date}</time>
              {r.verified && <> · ✓ {t("review_verified")}</>}
              {r.variation_title && <> · {t("review_package", { title: r.variation_title })}</>}
              {r.lang && <> · {t("review_written_in", { language: languageNames()[r.lang] ?? r.lang })}</>}
            </p>
            <form method="post" action={`${view.api}moderate/`} className="review-decide">
              <input type="hidden" name="review_id" value={r.id} />
              <input type="hidden" name="_back" value={view.back} />
              <button type="submit" name="decision" value="approve" className="button">
                {t("review_approve")}
              </button>{" "}
              <button type="submit" name="decision" value="reject" className="button button-secondary">
                {t("review_reject")}
              </button>
            </form>
          </li>
        ))}
      </ol>
    </section>,
  );
}
