import type { ScreenOf } from "../../../shared/screens";
import { AUTOSUBMIT_FORM_ID } from "../../../shared/contract/constants";
import { useLabel, useMoney, useUrls } from "../../state/hooks";
import { CardFields } from "./card-fields";
import { OrderFacts } from "./order-parts";

/**
 * The payment pages whose form posts straight to the gateway (docs/behaviour/02-screens-and-routes.md,
 * docs/behaviour/04-states.md): the card form of payment create, whose signed fields and card
 * inputs go to the gateway (the card never passes through the shop; always a card, so its inputs
 * are in its first view, not a chunk of their own as where a card is one way to pay:
 * ./card-fields-lazy.tsx); and the autosubmit page, a hidden form an inline script submits at
 * once, with a visible button for a browser without JavaScript.
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
