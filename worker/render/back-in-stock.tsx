import { renderToStaticMarkup } from "react-dom/server";
import type { Labels } from "../../shared/contract/app";
import { BACK_IN_STOCK_FORM, WITHDRAW_PATH } from "../../shared/contract/back-in-stock";
import { FIELD_MAX } from "../../shared/contract/constants";
import { label } from "../../shared/labels";
import type { FormState } from "../../shared/screens/auth";

/**
 * "Notify me when it is back" on the page of a product out of stock (issue 10;
 * docs/decisions/0032-back-in-stock-requests.md), rendered by the server only and inserted by the
 * screen as it is (like worker/render/reviews.tsx), so the product page's own script does not grow:
 * a plain form posting to the BFF that works without JavaScript (303 back here with the notice, or
 * the errors and what was typed, from the flash). The same for every anonymous visitor; a
 * logged-in shopper's address is filled in by the form's script after hydration
 * (client/screens/catalog/back-in-stock-live.ts), never by the server.
 */

export interface BackInStockProps {
  productId: number;
  /** The BFF's endpoint, the product page's path (a plain post comes back there) and the profile the script reads. */
  action: string;
  back: string;
  profile: string;
  form: FormState;
}

/** What the form's script may show: the answers to a request, in the page's language. */
const ANSWERS = ["back_in_stock_subscribed", "back_in_stock_withdraw_link", "back_in_stock_available", "validation_required", "validation_email", "error_product_unavailable", "error_too_many_retry", "error_too_many_attempts", "error_network", "error_generic_text"] as const;

const ID = BACK_IN_STOCK_FORM;

export function backInStockHtml(p: BackInStockProps, labels: Labels, locale: string): string {
  const t = (key: string, vars?: Record<string, string | number>) => label(labels, key, vars, locale);
  const { values, errors, notice } = p.form;
  const done = notice === "back_in_stock_subscribed";
  const emailError = errors.email;
  return renderToStaticMarkup(
    <section id={ID} className="back-in-stock" aria-labelledby={`${ID}-title`}>
      <h2 id={`${ID}-title`}>{t("back_in_stock_title")}</h2>
      {done ? (
        <div className="form-notice form-notice-ok" role="status">
          <p>{t("back_in_stock_subscribed")}</p>
          {/* The request's withdrawal link, for whoever asked only (from the flash; checked, as any input). */}
          {values.withdraw && WITHDRAW_PATH.test(values.withdraw) && (
            <p>
              <a className="back-in-stock-withdraw" href={values.withdraw} rel="nofollow">
                {t("back_in_stock_withdraw_link")}
              </a>
            </p>
          )}
        </div>
      ) : (
        <form className="back-in-stock-form" method="post" action={p.action} noValidate data-profile={p.profile} data-labels={JSON.stringify(Object.fromEntries(ANSWERS.map((k) => [k, t(k)])))}>
          <p className="back-in-stock-text">{t("back_in_stock_text")}</p>
          {notice && (
            <p className="form-notice form-notice-error" role="alert">
              {t(notice)}
            </p>
          )}
          <input type="hidden" name="_back" value={p.back} />
          <input type="hidden" name="product_id" value={p.productId} />
          <label htmlFor={`${ID}-email`}>{t("back_in_stock_email")}</label>
          <div className="back-in-stock-row">
            <input
              id={`${ID}-email`}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              maxLength={FIELD_MAX.email}
              defaultValue={values.email ?? ""}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={[emailError ? `${ID}-email-error` : "", `${ID}-hint`].filter(Boolean).join(" ")}
            />
            <button type="submit" className="button">
              {t("back_in_stock_submit")}
            </button>
          </div>
          {emailError && (
            <p id={`${ID}-email-error`} className="field-error">
              {t(emailError)}
            </p>
          )}
          <p id={`${ID}-hint`} className="field-hint">
            {t("back_in_stock_privacy")}
          </p>
        </form>
      )}
    </section>,
  );
}
