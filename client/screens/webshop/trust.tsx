import { useLabel } from "../../state/hooks";

/** The card brands the shop takes, shown as its payment logos (and detected as a card number is typed). */
export const CARD_BRANDS = ["Visa", "Mastercard", "Maestro", "Diners"] as const;

/** Why a shopper can pay here without worry (issue 18): secure payment, returns, the cards taken. */
export function TrustSignals() {
  const t = useLabel();
  return (
    <ul className="trust-signals">
      <li className="trust-secure">{t("cart_trust_secure")}</li>
      <li className="trust-returns">{t("cart_trust_returns")}</li>
      <li className="trust-payments">
        {t("cart_trust_payments")}{" "}
        {CARD_BRANDS.map((b) => (
          <span key={b} className="pay-logo">
            {b}
          </span>
        ))}
      </li>
    </ul>
  );
}
