import { describe, expect, it } from "vitest";
import { ANSWER_LABEL_KEYS } from "../../../worker/label-keys.generated";
import { pageLabels } from "../../../worker/render/page-labels";

/**
 * A refused form's answer names its labels (`validation_required` per field, `error_*` for the
 * form) only at run time, after the page was rendered: the form screens carry all of them, or a
 * shopper who submits an empty checkout step reads raw keys (docs/decisions/0016-lean-pages.md).
 */
const ALL = {
  validation_required: "Pflichtfeld",
  validation_form_errors: "Bitte korrigieren Sie die markierten Felder.",
  validation_email: "Ungültige E-Mail-Adresse",
  error_unknown: "Ein unerwarteter Fehler ist aufgetreten",
  checkout_payment_title: "Zahlung",
  auth_signup_not_confirmed: "Ihr Konto ist noch nicht bestätigt.",
};

describe("page labels of form screens", () => {
  it.each(["webshop-customer", "webshop-shipping", "auth-login", "webshop-cart"])("%s carries every validation and error label an API answer may name", (kind) => {
    const labels = pageLabels(ALL, kind, {});
    for (const key of ["validation_required", "validation_form_errors", "validation_email", "error_unknown"]) expect(labels[key]).toBe(ALL[key as keyof typeof ALL]);
  });

  it("the log-in screen carries the API's own refusal labels (an unconfirmed account), which only its answer names", () => {
    expect(ANSWER_LABEL_KEYS).toContain("auth_signup_not_confirmed");
    expect(pageLabels(ALL, "auth-login", {}).auth_signup_not_confirmed).toBe(ALL.auth_signup_not_confirmed);
  });

  it("a screen without forms does not carry them", () => {
    const labels = pageLabels(ALL, "home", {});
    expect(labels.validation_required).toBeUndefined();
    expect(labels.validation_email).toBeUndefined();
    expect(labels.auth_signup_not_confirmed).toBeUndefined();
  });
});
