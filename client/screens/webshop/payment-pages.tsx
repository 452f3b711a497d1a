import type { ScreenOf } from "../../../shared/screens";
import { useLabel, useMoney } from "../../state/hooks";
import { AuthForm } from "../auth/form-parts";
import { useHere } from "../auth/here";
import { CardFields } from "./card-fields-lazy";
import { checkoutBff } from "./checkout-api";
import { OrderFacts, payable } from "./order-parts";
import { useCheckoutForm } from "./use-checkout-form";

/**
 * Payment new (docs/behaviour/02-screens-and-routes.md, docs/behaviour/04-states.md): another try
 * at paying a placed order, with the card inputs when it is paid by card directly (the forms
 * posted straight to the gateway: ./gateway-pages.tsx).
 */

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
