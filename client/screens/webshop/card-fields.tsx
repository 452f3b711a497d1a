import { useLabel } from "../../state/hooks";
import { Field } from "../auth/form-parts";

/**
 * The card inputs (shared/contract/checkout.ts CARD_FIELDS) with the browser's card autofill
 * tokens. They are never filled in from anything the server sends: a refused post comes back
 * without them.
 */
export function CardFields() {
  const t = useLabel();
  return (
    <fieldset className="card-fields">
      <legend>{t("payment_card_details")}</legend>
      <Field name="card_holder" label={t("payment_card_holder")} autoComplete="cc-name" required maxLength={60} />
      <Field name="card_number" label={t("payment_card_number")} autoComplete="cc-number" required maxLength={23} value="" />
      <div className="card-expiry">
        <Field name="card_exp_month" label={t("payment_card_exp_month")} autoComplete="cc-exp-month" required maxLength={2} value="" />
        <Field name="card_exp_year" label={t("payment_card_exp_year")} autoComplete="cc-exp-year" required maxLength={4} value="" />
      </div>
      <Field name="card_cvc" label={t("payment_card_cvc")} autoComplete="cc-csc" required maxLength={4} value="" />
    </fieldset>
  );
}
