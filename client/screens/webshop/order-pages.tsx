import { lazy, Suspense, useEffect } from "react";
import type { Order, PaymentSlip } from "../../../shared/contract/order";
import { track } from "../../runtime/track";
import type { ScreenOf } from "../../../shared/screens";
import { useLabel, useUrls } from "../../state/hooks";
import { linesOfOrder, OrderFacts, OrderLines, payable, useOrderUrl } from "./order-parts";
import { Party } from "./party";
import { Hub3Barcode, SlipData } from "./order-view";
import { DeliveryExpected } from "./shipping-estimate";
import { Totals } from "./totals";

// Only a guest's thank-you page shows the offer: its form code loads with it, not with every order page (docs/decisions/0018-javascript-budget.md).
const AccountOffer = lazy(() => import("./order-account-offer"));

/**
 * Where an order leads (docs/behaviour/02-screens-and-routes.md webshop): thank-you, and the pages of an order that did not go
 * through (canceled, failed order, failed payment). The order's state is the API's; a card
 * order that may still be paid offers payment new.
 */
export function ThankYouScreen({ screen }: { screen: ScreenOf<"webshop-thank-you"> }) {
  const t = useLabel();
  const urls = useUrls();
  const { order } = screen;
  // The purchase, with the readable order number (with analytics consent; once per order, docs/decisions/0023).
  useEffect(() => {
    if (order) void track({ name: "purchase", order });
  }, [order?.order_number]);
  return (
    <section className="checkout checkout-thank-you">
      <h1>{t("checkout_thank_you")}</h1>
      {order ? (
        <>
          <p className="checkout-order-number">{t("checkout_order_number", { code: order.order_number })}</p>
          <p>{t("checkout_email_sent")}</p>
          {order.payment_slip && order.status === "awaiting_payment" && <BankTransfer slip={order.payment_slip} />}
          <OrderFacts order={order} number={false} />
          <DeliveryExpected text={order.shipping.delivery_text} />
          {/* Collected in a store: where (not the shopper's own address, which it would seem to be shipped to). */}
          <section className="checkout-thank-you-address">
            {order.shipping.location ? (
              <>
                <h2>{t("shipping_pickup")}</h2>
                <address className="party checkout-pickup-store">
                  {order.shipping.location.title}
                  <br />
                  {order.shipping.location.address}
                  <br />
                  {order.shipping.location.postcode} {order.shipping.location.city}
                </address>
              </>
            ) : (
              <>
                <h2>{t("checkout_shipping_address")}</h2>
                <Party customer={order.customer} />
              </>
            )}
          </section>
          {/* Offered while the order has no account; its notice stays once the plain form made one. */}
          {(!order.has_account || screen.form.notice) && (
            <Suspense fallback={null}>
              <AccountOffer ident={order.order_identificator} initial={screen.form} />
            </Suspense>
          )}
          <OrderNext order={order} quick={false} />
          <OrderLines items={linesOfOrder(order)} currency={order.currency} />
          <Totals total={order.total} currency={order.currency} />
        </>
      ) : (
        <p>{t("checkout_thank_you_text")}</p>
      )}
      <p className="checkout-keep-shopping">
        <a className="button" href={urls.named("catalog")}>
          {t("cart_continue_shopping")}
        </a>
      </p>
    </section>
  );
}

/** A bank-transfer order's payment details right where the shopper looks first (issue 18), not only on the printable slip. */
function BankTransfer({ slip }: { slip: PaymentSlip }) {
  const t = useLabel();
  return (
    <section className="checkout-bank-transfer" aria-labelledby="bank-transfer-title">
      <h2 id="bank-transfer-title">{t("checkout_bank_transfer_title")}</h2>
      <p>{t("checkout_bank_transfer_text")}</p>
      <div className="checkout-bank-transfer-body">
        <SlipData slip={slip} payer={false} />
        <Hub3Barcode slip={slip} />
      </div>
    </section>
  );
}

const TEXT = { canceled: "checkout_canceled", failed_order: "checkout_failed_order", failed_payment: "checkout_failed_payment", unconfirmed: "checkout_unconfirmed" } as const;
const TITLE = { canceled: "checkout_canceled_title", failed_order: "checkout_failed_order_title", failed_payment: "checkout_failed_payment_title", unconfirmed: "checkout_unconfirmed_title" } as const;

/** `links`: where to go from here, as the server chose them (the cart or the quick order; My orders and another try after a timed-out order). */
export function OrderProblemScreen({ screen }: { screen: ScreenOf<"webshop-order-problem"> }) {
  const t = useLabel();
  const { order, problem } = screen;
  return (
    <section className={`checkout checkout-problem checkout-${problem.replace("_", "-")}`}>
      <h1>{t(TITLE[problem])}</h1>
      <p className="checkout-problem-text" role="alert">
        {t(TEXT[problem])}
      </p>
      {screen.reason && <p className="checkout-problem-reason">{t(screen.reason, { qty: "", amount: "" })}</p>}
      {order && (
        <>
          <OrderFacts order={order} />
          <OrderNext order={order} quick={screen.quick} />
        </>
      )}
      <p className="checkout-problem-links">
        {screen.links.map((l) => (
          <a key={l.href} href={l.href}>
            {t(l.label)}
          </a>
        ))}
      </p>
    </section>
  );
}

/** What the shopper can do next with the order: pay (again), print the slip, see the order. */
function OrderNext({ order, quick }: { order: Order; quick: boolean }) {
  const t = useLabel();
  const urls = useUrls();
  const ident = order.order_identificator;
  const orderUrl = useOrderUrl();
  return (
    <p className="order-next">
      {payable(order) && (
        <a className="button checkout-pay-again" href={urls.named("webshop_payment_new", quick ? { order: ident, quick: "1" } : { order: ident })} data-full-reload="">
          {t("payment_try_again")}
        </a>
      )}{" "}
      {order.payment_slip && (
        <a className="button button-secondary checkout-print-slip" href={urls.named("webshop_print_payment_transfer", { order: ident })} data-full-reload="">
          {t("payment_slip_print")}
        </a>
      )}{" "}
      <a className="checkout-view-order" href={orderUrl(ident)} data-full-reload="">
        {t("order_details")}
      </a>
    </p>
  );
}
