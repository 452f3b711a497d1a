import { useEffect, useState } from "react";
import type { FormState } from "../../../shared/screens/auth";
import { useLabel } from "../../state/hooks";
import { AuthForm } from "../auth/form-parts";
import { useHere } from "../auth/here";
import { checkoutBff } from "./checkout-api";
import { useCheckoutForm } from "./use-checkout-form";

/**
 * A guest's account in one click (issue 18): made from this order's details, the order then in My
 * orders; the mail brings the link to choose a password (or, for an e-mail with an account, to
 * log in), so the page says the same either way. Without JavaScript a plain form, back here.
 */
export default function AccountOffer({ ident, initial }: { ident: string; initial: FormState }) {
  const t = useLabel();
  const { here, basePath } = useHere();
  const url = checkoutBff(basePath, "order-account");
  const [sent, setSent] = useState(initial.notice === "checkout_account_offer_sent");
  // Said on the section once this lazy part has hydrated: a press before that is a plain post.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const form = useCheckoutForm(initial, url, {
    onDone: () => {
      setSent(true);
      return true;
    },
  });
  return (
    <section className="checkout-account-offer" aria-labelledby="account-offer-title" data-live={live || undefined}>
      <h2 id="account-offer-title">{t("checkout_account_offer_title")}</h2>
      <p className="form-notice form-notice-ok checkout-account-sent" role="status">
        {sent ? t("checkout_account_offer_sent") : ""}
      </p>
      {!sent && (
        <>
          <p>{t("checkout_account_offer_text")}</p>
          {/* A plain post comes back to this very order's page (its query names the order). */}
          <AuthForm id="order-account" action={url} back={`${here}?order_identificator=${encodeURIComponent(ident)}`} state={form} submit={t("checkout_account_offer_submit")} requiredHint={false}>
            <input type="hidden" name="order_identificator" value={ident} />
          </AuthForm>
        </>
      )}
    </section>
  );
}
