import type { ScreenOf } from "../../../shared/screens";
import { AUTOSUBMIT_FORM_ID } from "../../../shared/contract/constants";
import { useLabel, useUrls } from "../../state/hooks";
import { AuthForm } from "../auth/form-parts";
import { useHere } from "../auth/here";
import { CardFields } from "./card-fields";
import { checkoutBff } from "./checkout-api";
import { OrderFacts, payable } from "./order-parts";
import { useMoney } from "./totals";
import { useCheckoutForm } from "./use-checkout-form";

/**
 * The payment pages (docs/behaviour/02-screens-and-routes.md, docs/behaviour/04-states.md): the card form of payment create, whose signed fields and card
 * inputs are posted straight to the gateway (the card never passes through the shop); the
 * autosubmit page, a hidden form an inline script submits at once, with a visible button for a
 * browser without JavaScript; and payment new, another try at paying the order.
 */

function Hidden({ fields }: { fields: Record<string, string> }) {
  return (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

export function PaymentCreateScreen({ screen }: { screen: ScreenOf<"webshop-payment-create"> }) {
  const t = useLabel();
  const urls = useUrls();
  const { order, form } = screen;
  const money = useMoney(order.currency);
  const ident = order.order_identificator;
  return (
    <section className="checkout checkout-payment-create">
      <h1>{t("payment_create_title")}</h1>
      <OrderFacts order={order} />
      <form className="auth-form checkout-form card-form" method={form.method} action={form.action}>
        <Hidden fields={form.fields} />
        {/* Posted to the gateway itself, not the BFF: month and year as it takes them. */}
        <CardFields splitExpiry />
        <p className="payment-secure">{t("payment_secure")}</p>
        <button type="submit" className="button card-pay">
          {t("payment_pay_amount", { amount: money(order.total.total) })}
        </button>
      </form>
      <p>
        <a href={urls.named(screen.quick ? "webshop_payment_canceled_quick" : "webshop_canceled", { order: ident })}>{t("payment_cancel")}</a>
      </p>
    </section>
  );
}

export function PaymentAutosubmitScreen({ screen }: { screen: ScreenOf<"webshop-payment-autosubmit"> }) {
  const t = useLabel();
  return (
    <section className="checkout checkout-autosubmit">
      <h1>{t("payment_autosubmit_title")}</h1>
      <p>{t("payment_redirect")}</p>
      {/* An inline script with this response's nonce submits it (worker/render/document.tsx). */}
      <form id={AUTOSUBMIT_FORM_ID} method={screen.form.method} action={screen.form.action}>
        <Hidden fields={screen.form.fields} />
        <button type="submit" className="button">
          {t("payment_autosubmit_button")}
        </button>
      </form>
    </section>
  );
}

export function PaymentNewScreen({ screen }: { screen: ScreenOf<"webshop-payment-new"> }) {
  const t = useLabel();
  const { here, basePath } = useHere();
  const form = useCheckoutForm(screen.form, checkoutBff(basePath, "order-payment"));
  const { order } = screen;
  const money = useMoney(order.currency);
  return (
    <section className="checkout checkout-payment-new">
      <h1>{t("payment_new_title")}</h1>
      {screen.error && (
        <p className="save-error payment-new-error" role="alert">
          {t(screen.error)}
        </p>
      )}
      <OrderFacts order={order} />
      {payable(order) ? (
        <AuthForm id="order-payment" action={checkoutBff(basePath, "order-payment")} back={here} state={form} submit={t("payment_pay_amount", { amount: money(order.total.total) })} requiredHint={order.payment.kind === "card_direct"} className="checkout-form">
          <input type="hidden" name="order" value={order.order_identificator} />
          {screen.quick && <input type="hidden" name="quick" value="1" />}
          <p>{t("payment_new_text")}</p>
          {order.payment.kind === "card_direct" && <CardFields />}
        </AuthForm>
      ) : (
        <p className="payment-new-none">{t("error_payment_not_required")}</p>
      )}
    </section>
  );
}
