import { useEffect, useState } from "react";
import type { PaymentSlip } from "../../../shared/contract/order";
import type { ScreenOf } from "../../../shared/screens";
import { useLabel, useMoney, useUrls } from "../../state/hooks";
import { linesOfOrder, OrderFacts, OrderLines } from "./order-parts";
import { Party } from "./party";
import { Totals } from "./totals";

/**
 * The order on its own (blank layout, printable): `/{webshop}/{orders}/{id}-{code}/`, and the
 * bank-transfer slip (`print-payment-transfer/?order=`): for hr the HUB-3 slip with its PDF417
 * barcode, elsewhere the slip data the shopper's bank asks for. Both print without the site's
 * chrome (print CSS); the print button needs JavaScript, so it appears only once it works.
 */
export function ViewOrderScreen({ screen }: { screen: ScreenOf<"webshop-view-order"> }) {
  const t = useLabel();
  const urls = useUrls();
  const { order } = screen;
  return (
    <article className="order-view">
      <header className="order-view-header">
        <p className="order-view-brand">Zrno</p>
        <h1>{t("checkout_order_number", { code: order.order_number })}</h1>
        <PrintButton label={t("order_print")} />
      </header>
      <OrderFacts order={order} />
      <h2>{t("checkout_shipping_address")}</h2>
      <Party customer={order.customer} />
      <OrderLines items={linesOfOrder(order)} currency={order.currency} />
      <Totals total={order.total} currency={order.currency} />
      {order.payment_slip && (
        <p className="no-print">
          <a href={urls.named("webshop_print_payment_transfer", { order: order.order_identificator })} data-full-reload="">
            {t("payment_slip_print")}
          </a>
        </p>
      )}
    </article>
  );
}

export function PaymentSlipScreen({ screen }: { screen: ScreenOf<"webshop-payment-slip"> }) {
  const t = useLabel();
  const slip = screen.order.payment_slip;
  if (!slip) return null;
  return (
    <article className="payment-slip-page">
      <header className="order-view-header">
        <h1>{t("payment_slip_title")}</h1>
        <PrintButton label={t("payment_slip_print")} />
      </header>
      {slip.barcode_svg ? <Hub3Slip slip={slip} /> : <SlipData slip={slip} />}
      {/* What the amount is made of, with the VAT per rate (docs/decisions/0015-food-shop-rules.md "VAT"). */}
      <Totals total={screen.order.total} currency={screen.order.currency} />
    </article>
  );
}

/** The HUB-3 form's fields where a Croatian slip has them, and the 2D barcode banks scan. */
function Hub3Slip({ slip }: { slip: PaymentSlip }) {
  const t = useLabel();
  const money = useMoney(slip.currency);
  return (
    <div className="hub3" data-standard="HUB-3">
      <section className="hub3-payer">
        <h2>{t("payment_slip_payer")}</h2>
        <p>
          {slip.payer}
          <br />
          {slip.payer_street}
          <br />
          {slip.payer_city}
        </p>
      </section>
      <section className="hub3-payment">
        <dl>
          <dt>{t("payment_slip_amount")}</dt>
          <dd className="hub3-amount">
            {money(slip.amount)}
          </dd>
          <dt>{t("payment_slip_iban")}</dt>
          <dd className="hub3-iban">{slip.iban}</dd>
          <dt>{t("payment_slip_model")}</dt>
          <dd className="hub3-model">{slip.model}</dd>
          <dt>{t("payment_slip_reference")}</dt>
          <dd className="hub3-reference">{slip.reference}</dd>
          <dt>{t("payment_slip_purpose")}</dt>
          <dd>{slip.purpose_code}</dd>
          <dt>{t("payment_slip_description")}</dt>
          <dd>{slip.description}</dd>
        </dl>
      </section>
      <section className="hub3-payee">
        <h2>{t("payment_slip_recipient")}</h2>
        <p>
          {slip.payee}
          <br />
          {slip.payee_street}
          <br />
          {slip.payee_city}
        </p>
      </section>
      <Hub3Barcode slip={slip} />
    </div>
  );
}

/** The HUB-3 PDF417 barcode (hr) a banking app scans; nothing for other sites' slips. */
export function Hub3Barcode({ slip }: { slip: PaymentSlip }) {
  const t = useLabel();
  if (!slip.barcode_svg) return null;
  return (
    <figure className="hub3-barcode">
      {/* The API's PDF417 as an image: its markup is never put into the page. */}
      <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(slip.barcode_svg)}`} alt={t("payment_slip_barcode")} />
      <figcaption>{t("payment_slip_barcode")}</figcaption>
    </figure>
  );
}

/** What a bank asks for to pay the order; `payer` false where the page already shows who orders (thank-you). */
export function SlipData({ slip, payer = true }: { slip: PaymentSlip; payer?: boolean }) {
  const t = useLabel();
  const money = useMoney(slip.currency);
  const rows: [string, string][] = [
    ["payment_slip_recipient", `${slip.payee}, ${slip.payee_street}, ${slip.payee_city}`],
    ["payment_slip_iban", slip.iban],
    ["payment_slip_bic", slip.bic],
    ["payment_slip_amount", money(slip.amount)],
    ...(slip.model ? ([["payment_slip_model", slip.model]] as [string, string][]) : []),
    ["payment_slip_reference", slip.reference],
    ["payment_slip_description", slip.description],
    ...(payer ? ([["payment_slip_payer", `${slip.payer}, ${slip.payer_street}, ${slip.payer_city}`]] as [string, string][]) : []),
  ];
  return (
    <dl className="slip-data">
      {rows.map(([key, value]) => (
        <div key={key} className={`slip-${key.replace("payment_slip_", "")}`}>
          <dt>{t(key)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PrintButton({ label }: { label: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <button type="button" className="button print-button no-print" onClick={() => window.print()}>
      {label}
    </button>
  );
}
