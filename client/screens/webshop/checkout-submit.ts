import { go } from "../../navigation/guard";
import { fieldsOf, postForm, type FormReply } from "../../state/form-post";

/** What the form asks of a sent form, besides its state (./use-checkout-form.ts). */
export interface CheckoutFormOptions {
  /** A done answer the form takes over itself: true, and nothing else happens. */
  onDone?: (reply: FormReply) => boolean | void;
  /** Before the page goes where a done answer says: what the step reports (an e-commerce event). */
  beforeLeave?: (fields: Record<string, string>) => Promise<unknown>;
}

/**
 * A checkout form's post with JavaScript (./use-checkout-form.ts): a chunk of its own, loaded when
 * the shopper reaches for the form or, at the latest, with its submit; no checkout page carries it
 * at first view (docs/decisions/0018-javascript-budget.md). Posts the form's fields and answers
 * "done" (taken over by `onDone`), "leaving" (the whole page goes where the answer says, as the
 * plain form's 303 would) or the errors and notice to show beside the fields.
 */
export async function sendCheckoutForm(
  form: HTMLFormElement,
  url: string,
  opts: CheckoutFormOptions,
  refreshCart: () => Promise<unknown>,
): Promise<"done" | "leaving" | { errors: Record<string, string>; notice: string | null }> {
  const fields = fieldsOf(form);
  const reply = await postForm(url, fields);
  if (reply.effects.includes("refetch_cart")) await refreshCart();
  if (reply.ok && opts.onDone?.(reply) === true) return "done";
  if (reply.redirect) {
    // What the step reports once it went through (an e-commerce event) is on its way before the page goes.
    if (reply.ok) await opts.beforeLeave?.(fields).catch(() => undefined);
    go(reply.redirect, { external: true });
    return "leaving";
  }
  return { errors: reply.errors, notice: reply.ok ? null : reply.label };
}
