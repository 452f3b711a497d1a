import type { PaymentSlip } from "../../../shared/contract/order";
import { hub3Payload, hub3Svg } from "../../lib/hub3";
import { referenceFor } from "../../lib/payment-reference";
import type { CheckoutSettings } from "./checkout-data";

/** ISO 20022 purpose code of the slip: "other" (a shop purchase has no narrower code banks agree on). */
const PURPOSE = "OTHR";

/**
 * A bank-transfer order's slip: the seller's account, the amount, and the reference built from
 * the order id with the scheme of the site's banks (lib/payment-reference.ts). Croatian orders
 * (HR01) also carry the HUB-3 barcode banking apps scan.
 */
export function paymentSlip(
  order: { id: number; order_identificator: string; total: number; currency: string },
  customer: { first_name: string; last_name: string; street: string; zip: string; city: string },
  settings: CheckoutSettings,
  description: string,
): PaymentSlip {
  const { model, reference } = referenceFor(settings.reference_scheme, order.id);
  const slip: PaymentSlip = {
    payer: `${customer.first_name} ${customer.last_name}`.trim(),
    payer_street: customer.street,
    payer_city: `${customer.zip} ${customer.city}`.trim(),
    payee: settings.payee,
    payee_street: settings.payee_street,
    payee_city: settings.payee_city,
    iban: settings.iban,
    bic: settings.bic,
    amount: order.total,
    currency: order.currency,
    model,
    reference,
    purpose_code: PURPOSE,
    description,
    barcode_payload: null,
    barcode_svg: null,
  };
  if (settings.reference_scheme === "HR01" && model) {
    const payload = hub3Payload({
      currency: slip.currency,
      amount: slip.amount,
      payer: slip.payer,
      payerStreet: slip.payer_street,
      payerCity: slip.payer_city,
      payee: slip.payee,
      payeeStreet: slip.payee_street,
      payeeCity: slip.payee_city,
      iban: slip.iban,
      model,
      reference,
      purposeCode: PURPOSE,
      description,
    });
    slip.barcode_payload = payload;
    slip.barcode_svg = hub3Svg(payload);
  }
  return slip;
}
