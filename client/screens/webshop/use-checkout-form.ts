import { useRef, useState, type FormEvent } from "react";
import type { FormState } from "../../../shared/screens/auth";
import { go } from "../../navigation/guard";
import { useCartCount } from "../../state/cart-count";
import type { FormReply } from "../../state/form-post";
import { formIntent, loadFormPost } from "../../state/form-post-load";

/**
 * A checkout form with JavaScript: the same fields the plain form posts, sent as JSON; errors and
 * the notice appear beside the fields without a reload. Where the answer says to go (the next
 * step, a payment page, the failed-order page), the whole page goes there, as the plain form's
 * 303 would. A form is sent once at a time: a second click while one is pending does nothing
 * (and the submit button is disabled meanwhile), so a double-clicked "place order" posts once.
 * `intent` goes on the form: reaching for it loads the posts' chunk before the submit needs it.
 */
export function useCheckoutForm(initial: FormState, url: string, opts: { onDone?: (reply: FormReply) => boolean | void; beforeLeave?: (fields: Record<string, string>) => Promise<unknown> } = {}) {
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
      const { fieldsOf, postForm } = await loadFormPost();
      const fields = fieldsOf(form);
      const reply = await postForm(url, fields);
      if (reply.effects.includes("refetch_cart")) await cartCount.refresh();
      if (reply.ok && opts.onDone?.(reply) === true) return;
      if (reply.redirect) {
        leaving = true;
        // What the step reports once it went through (an e-commerce event) is on its way before the page goes.
        if (reply.ok) await opts.beforeLeave?.(fields).catch(() => undefined);
        go(reply.redirect, { external: true });
        return;
      }
      setErrors(reply.errors);
      setNotice(reply.ok ? null : reply.label);
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
  return { errors, notice, busy, onSubmit, setNotice, intent: formIntent };
}
