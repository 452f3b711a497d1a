import type { CheckoutSteps } from "../../../shared/screens/checkout";
import { useAtomValue } from "jotai";
import { tenantAtom } from "../../state/atoms";
import { useLabel } from "../../state/hooks";
import { useAbandonmentBeacon } from "./checkout-api";

const TITLE: Record<CheckoutSteps["steps"][number]["step"], string> = {
  customer: "checkout_customer",
  shipping: "checkout_shipping",
  payment: "checkout_payment",
  reviewOrder: "checkout_review",
};

/** The tenant's checkout steps in order; the current one marked (aria-current, which the CSS styles too), the ones before it linked back to. */
export function StepIndicator({ steps }: { steps: CheckoutSteps }) {
  const t = useLabel();
  // Every step screen shows the indicator: leaving one is leaving checkout for the moment.
  useAbandonmentBeacon(useAtomValue(tenantAtom)?.basePath ?? "");
  const at = steps.steps.findIndex((s) => s.step === steps.current);
  return (
    <nav className="checkout-steps" aria-label={t("checkout_steps")}>
      <ol>
        {steps.steps.map((s, i) => (
          <li key={s.step} aria-current={i === at ? "step" : undefined}>
            {i < at ? <a href={s.path}>{t(TITLE[s.step])}</a> : <span>{t(TITLE[s.step])}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
