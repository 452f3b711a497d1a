import { useState } from "react";
import { useLabel } from "../../state/hooks";
import { Field } from "../auth/form-parts";
import type { CARD_BRANDS } from "./trust";

/** The brand a card number's first digits name (IIN ranges), as the shopper types it. */
export function cardBrand(number: string): (typeof CARD_BRANDS)[number] | null {
  const d = number.replace(/\D/g, "");
  if (/^4/.test(d)) return "Visa";
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(d)) return "Mastercard";
  if (/^(5018|5020|5038|56|57|58|6304|6759|676[1-3])/.test(d)) return "Maestro";
  if (/^3(0[0-5]|[689])/.test(d)) return "Diners";
  return null;
}

/**
 * The card inputs (shared/contract/checkout.ts CARD_FIELDS) with the browser's card autofill
 * tokens and a phone's number keyboard; the brand is named as the number is typed (issue 18).
 * They are never filled in from anything the server sends: a refused post comes back without them.
 * The shop's own forms ask for the expiry as one MM/YY input (the BFF splits it); a form that
 * posts straight to the payment gateway (payment create) sends the month and year the gateway
 * takes, so it asks for them apart (`splitExpiry`).
 */
export function CardFields({ splitExpiry = false }: { splitExpiry?: boolean }) {
  const t = useLabel();
  const [brand, setBrand] = useState<string | null>(null);
  return (
    <fieldset className="card-fields" onInput={(e) => (e.target as HTMLInputElement).name === "card_number" && setBrand(cardBrand((e.target as HTMLInputElement).value))}>
      <legend>{t("payment_card_details")}</legend>
      <Field name="card_holder" label={t("payment_card_holder")} autoComplete="cc-name" required maxLength={60} />
      <Field name="card_number" label={t("payment_card_number")} autoComplete="cc-number" inputMode="numeric" required maxLength={23} value="" />
      <p className="card-brand" aria-live="polite">
        {brand && <span className="pay-logo">{brand}</span>}
      </p>
      <div className="card-expiry">
        {splitExpiry ? (
          <>
            <Field name="card_exp_month" label={t("payment_card_exp_month")} autoComplete="cc-exp-month" inputMode="numeric" required maxLength={2} value="" />
            <Field name="card_exp_year" label={t("payment_card_exp_year")} autoComplete="cc-exp-year" inputMode="numeric" required maxLength={4} value="" />
          </>
        ) : (
          <Field name="card_exp" label={t("payment_card_exp")} autoComplete="cc-exp" inputMode="numeric" required maxLength={7} value="" />
        )}
      </div>
      <Field name="card_cvc" label={t("payment_card_cvc")} autoComplete="cc-csc" inputMode="numeric" required maxLength={4} value="" />
    </fieldset>
  );
}
