import { useRef, useState, type FormEvent } from "react";
import type { FormState } from "../../../shared/screens/auth";
import { useCartCount } from "../../state/cart-count";
import type { CheckoutFormOptions } from "./checkout-submit";

/** The post (./checkout-submit.ts), loaded when the shopper reaches for the form or with its submit. */
const loadSubmit = () => import("./checkout-submit");
const intent = { onFocus: () => void loadSubmit(), onPointerEnter: () => void loadSubmit() };

/**
 * A checkout form with JavaScript: the same fields the plain form posts, sent as JSON; errors and
 * the notice appear beside the fields without a reload. Where the answer says to go (the next
 * step, a payment page, the failed-order page), the whole page goes there, as the plain form's
 * 303 would. A form is sent once at a time: a second click while one is pending does nothing
 * (and the submit button is disabled meanwhile), so a double-clicked "place order" posts once.
 * `intent` goes on the form: reaching for it loads the post's chunk before the submit needs it.
 */
export function useCheckoutForm(initial: FormState, url: string, opts: CheckoutFormOptions = {}) {
  const [errors, setErrors] = useState(initial.errors);
  const [notice, setNotice] = useState(initial.notice);
  const [busy, setBusy] = useState(false);
  // State updates land after this event; the ref stops a second submit in the same moment.
  const pending = useRef(false);
  const cartCount = useCartCount();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending.current) return;
    pending.current = true;
    setBusy(true);
    let leaving = false;
    try {
      const form = event.currentTarget;
      const outcome = await (await loadSubmit()).sendCheckoutForm(form, url, opts, cartCount.refresh);
      leaving = outcome === "leaving";
      if (typeof outcome === "string") return;
      setErrors(outcome.errors);
      setNotice(outcome.notice);
    } catch {
      setNotice("error_network");
    } finally {
      // Leaving the page: the button stays disabled until the next page has loaded.
      if (!leaving) {
        pending.current = false;
        setBusy(false);
      }
    }
  }
  return { errors, notice, busy, onSubmit, setNotice, intent };
}
