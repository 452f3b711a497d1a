import type { ReactNode } from "react";
import type { Cart } from "../../../shared/contract/cart";
import type { ScreenOf } from "../../../shared/screens";
import { useLabel, useMoney } from "../../state/hooks";
import { AuthForm, CheckboxField } from "../auth/form-parts";
import { useHere } from "../auth/here";
import { CardFields } from "./card-fields-lazy";
import { checkoutBff } from "./checkout-api";
import { CheckoutFrame } from "./checkout-frame";
import { Party } from "./party";
import { StepIndicator } from "./steps";
import { useCheckoutForm } from "./use-checkout-form";

/**
 * The review step: everything the order will hold (lines, customer, shipping, payment, totals),
 * each with a way back to change it, the terms (and privacy) that open in a dialog (the server's
 * markup, shared/screens/checkout.ts `legal`), and "place order" — with the card inputs when the
 * payment is a direct card charge. Placing the order is one post; the button is disabled while it
 * is pending, and the API makes one order of one cart whatever reaches it twice.
 */
export function ReviewScreen({ screen }: { screen: ScreenOf<"webshop-review-order"> }) {
  const t = useLabel();
  const { here, basePath } = useHere();
  const form = useCheckoutForm(screen.form, checkoutBff(basePath, "order"));
  const { cart } = screen;
  const money = useMoney(cart.currency);
  const pathOf = (step: string) => screen.steps.steps.find((s) => s.step === step)?.path;
  const missing = missingParts(cart, screen.steps.steps.map((s) => s.step));
  return (
    <section className="checkout checkout-review">
      <StepIndicator steps={screen.steps} />
      <CheckoutFrame cart={cart}>
      <h1>{t("checkout_review")}</h1>
      {missing.length > 0 && (
        <ul className="checkout-missing" role="alert">
          {missing.map((m) => (
            <li key={m.label}>
              {t(m.label)} <a href={pathOf(m.step)}>{t("checkout_edit")}</a>
            </li>
          ))}
        </ul>
      )}
      <div className="checkout-review-parts">
        {cart.customer && (
          // Collected in a store, the shopper's address is not where it goes: it is their details.
          <Part title={cart.shipping?.kind === "pickup" ? t("checkout_customer") : t("checkout_shipping_address")} edit={pathOf("customer")}>
            <Party customer={cart.customer} />
          </Part>
        )}
        {cart.shipping && (
          <Part title={t("checkout_shipping")} edit={pathOf("shipping")}>
            <p>{cart.shipping.title}</p>
            {cart.shipping.location && (
              <p>
                {cart.shipping.location.title}, {cart.shipping.location.address}, {cart.shipping.location.postcode} {cart.shipping.location.city}
              </p>
            )}
          </Part>
        )}
        {cart.payment && (
          <Part title={t("checkout_payment")} edit={pathOf("payment")}>
            <p className="checkout-review-payment">{cart.payment.title}</p>
          </Part>
        )}
      </div>
      <AuthForm id="order" action={checkoutBff(basePath, "order")} back={here} state={form} values={screen.form.values} submit={t("checkout_order_and_pay", { amount: money(cart.total.total) })} className="checkout-form checkout-place-order">
        {screen.quick && <input type="hidden" name="quick" value="1" />}
        {cart.payment?.kind === "card_direct" && <CardFields />}
        <CheckboxField name="accept_terms" label={t("checkout_accept_terms")} required />
        <div className="checkout-legal" dangerouslySetInnerHTML={{ __html: screen.legal }} />
      </AuthForm>
      </CheckoutFrame>
    </section>
  );
}

function Part({ title, edit, children }: { title: string; edit?: string; children: ReactNode }) {
  const t = useLabel();
  return (
    <section className="checkout-review-part">
      <h3>
        {title} {edit && <a href={edit}>{t("checkout_edit")}</a>}
      </h3>
      {children}
    </section>
  );
}

/** What the order still needs, in step order (the API refuses the order without it). */
function missingParts(cart: Cart, steps: string[]): { label: string; step: string }[] {
  const out: { label: string; step: string }[] = [];
  if (!cart.customer) out.push({ label: "error_checkout_customer_missing", step: "customer" });
  if (!cart.shipping) out.push({ label: "error_checkout_shipping_missing", step: steps.includes("shipping") ? "shipping" : "customer" });
  if (!cart.payment) out.push({ label: "error_checkout_payment_missing", step: "payment" });
  return out;
}
