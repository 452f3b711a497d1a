import { useState, type FormEvent } from "react";
import type { FormState } from "../../../shared/screens/auth";
import { formIntent, loadFormPost } from "../../state/form-post-load";

/** A form the BFF took: its data, and where to go when it says. */
export interface Done {
  ok: true;
  data: unknown;
  redirect: string | null;
}

/** Form state: the server's (a refused plain post) until this page sends the form itself. */
export function useAuthForm(initial: FormState, url: string, onDone: (answer: Done, form: HTMLFormElement) => void | Promise<void>) {
  const [errors, setErrors] = useState(initial.errors);
  const [notice, setNotice] = useState(initial.notice);
  const [busy, setBusy] = useState(false);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    setBusy(true);
    try {
      const { fieldsOf, postForm } = await loadFormPost();
      const reply = await postForm(url, fieldsOf(form));
      if (!reply.ok) {
        setErrors(reply.errors);
        setNotice(reply.label);
        return;
      }
      setErrors({});
      setNotice(null);
      await onDone({ ok: true, data: reply.data, redirect: reply.redirect }, form);
    } catch {
      setNotice("error_network");
    } finally {
      setBusy(false);
    }
  }
  return { errors, notice, setNotice, busy, onSubmit, intent: formIntent };
}
