import { useEffect } from "react";
import type { ScreenOf } from "../../../shared/screens";
import { NOTE_MAX } from "../../../shared/contract/constants";
import { useLabel, useUrls } from "../../state/hooks";
import { CustomerFieldInput, summaryOf } from "../auth/customer-field";
import { AuthForm } from "../auth/form-parts";
import { useHere } from "../auth/here";
import { checkoutBff } from "./checkout-api";
import { StepIndicator } from "./steps";
import { CheckoutFrame } from "./checkout-frame";
import { useCheckoutForm } from "./use-checkout-form";
import { track } from "../../runtime/track";

/**
 * The customer step: the delivery details, as a customer (logged in: the account's data to start
 * from) or as a guest. The fields are the account's (their rules and captions), in the site's
 * language, and only the countries the site ships to.
 */
export function CustomerScreen({ screen }: { screen: ScreenOf<"webshop-customer"> }) {
  const t = useLabel();
  const urls = useUrls();
  const { here, basePath } = useHere();
  const form = useCheckoutForm(screen.form, checkoutBff(basePath, "customer"));
  const start: Record<string, string | undefined> = { ...screen.customer.prefill, ...screen.customer.customer };
  const noteError = form.errors.note;
  // The checkout begins at its first step (with analytics consent, docs/decisions/0023).
  useEffect(() => void track({ name: "begin_checkout", cart: screen.cart }), []);
  return (
    <section className="checkout checkout-customer">
      <StepIndicator steps={screen.steps} />
      <CheckoutFrame cart={screen.cart}>
      <h1>{t("checkout_customer")}</h1>
      {/* A guest may still log in or sign up here, on every site (issue 18), also where the webshop login is not a step. */}
      {screen.customer.type === "webshop.guest" && (
        <p className="auth-links">
          {t("checkout_have_account")} <a href={urls.named("webshop_login")}>{t("auth_login_submit")}</a> <a href={urls.named("auth_signup")}>{t("checkout_create_account")}</a>
        </p>
      )}
      <AuthForm id="customer" action={checkoutBff(basePath, "customer")} back={here} state={form} values={screen.form.values} submit={t("checkout_continue")} fields={[...summaryOf(screen.fields, t), { name: "note", label: t("checkout_note"), max: NOTE_MAX }]} className="checkout-form">
        <input type="hidden" name="type" value={screen.customer.type} />
        {screen.fields.map((f) => (
          <CustomerFieldInput key={f.name} field={f} value={start[f.name]} />
        ))}
        <div className={noteError ? "field field-invalid" : "field"}>
          <label htmlFor="customer-note">{t("checkout_note")}</label>
          <textarea
            id="customer-note"
            name="note"
            maxLength={NOTE_MAX}
            rows={3}
            defaultValue={screen.form.values.note ?? start.note ?? ""}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? "customer-note-error" : undefined}
          />
          {noteError && (
            <p id="customer-note-error" className="field-error">
              {t(noteError, { max: NOTE_MAX })}
            </p>
          )}
        </div>
      </AuthForm>
      </CheckoutFrame>
    </section>
  );
}
