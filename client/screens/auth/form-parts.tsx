import { createContext, useContext, useEffect, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from "react";
import { isSuccessNotice } from "../../../shared/auth/notices";
import { PASSWORD_MIN } from "../../../shared/contract/constants";
import type { FormState } from "../../../shared/screens/auth";
import { useLabel } from "../../state/hooks";
import { formIntent, loadFormPost } from "../../state/form-post-load";

/**
 * The pieces every account form is made of. A form is a plain POST to the BFF (it works without
 * JavaScript: the answer is a 303 back here, with what was typed and an error per field); with
 * JavaScript the same fields go as JSON and the answer's errors appear next to the fields without
 * a reload. Either way every field has its label, a required marker, an `autocomplete` token,
 * and its error tied to it with aria-describedby / aria-invalid; a refused form also lists its
 * errors at the top, each a link to its field, and focus moves there (ErrorSummary). Passwords
 * are never filled in.
 */

interface FormCtx {
  id: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}
const Ctx = createContext<FormCtx>({ id: "form", errors: {}, values: {} });

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

interface AuthFormProps {
  id: string;
  action: string;
  /** Where the plain form comes back to (this page, with its query). */
  back: string;
  state: { errors: Record<string, string>; notice: string | null; busy: boolean; onSubmit: (e: FormEvent<HTMLFormElement>) => void; /** Handlers that load the submit's code when the shopper reaches for the form. */ intent?: { onFocus: () => void; onPointerEnter: () => void } };
  /** What was typed before a refused plain post (never passwords). */
  values?: Record<string, string>;
  submit: string;
  /** Shown above the fields, e.g. "* Required fields" is added by default. */
  requiredHint?: boolean;
  /** The fields in their order, as the error summary names them (a field missing here is listed by its message alone). */
  fields?: SummaryField[];
  className?: string;
  children: ReactNode;
}

export function AuthForm({ id, action, back, state, values = {}, submit, requiredHint = true, fields = [], className, children }: AuthFormProps) {
  const t = useLabel();
  const refused = Object.keys(state.errors).length > 0;
  return (
    <form id={id} className={className ? `auth-form ${className}` : "auth-form"} method="post" action={action} noValidate onSubmit={state.onSubmit} {...state.intent} aria-busy={state.busy}>
      {refused && <ErrorSummary formId={id} notice={state.notice} errors={state.errors} fields={fields} />}
      <FormNotice notice={refused ? null : state.notice} />
      {requiredHint && <p className="field-required-hint">{t("field_required_hint")}</p>}
      <input type="hidden" name="_back" value={back} />
      <Ctx.Provider value={{ id, errors: state.errors, values }}>{children}</Ctx.Provider>
      <button type="submit" className="button" disabled={state.busy}>
        {submit}
      </button>
    </form>
  );
}

/** The form's outcome above it: a refusal as an alert, a done form as a status. */
export function FormNotice({ notice }: { notice: string | null }) {
  const t = useLabel();
  if (!notice) return <p className="form-notice" role="status" />;
  const ok = isSuccessNotice(notice);
  // A refusal with no text of its own (a malformed post) reads as the general one.
  const text = t(notice) === notice ? t("error_generic_text") : t(notice);
  return (
    <p className={ok ? "form-notice form-notice-ok" : "form-notice form-notice-error"} role={ok ? "status" : "alert"}>
      {text}
    </p>
  );
}

/** A field as the error summary names it: its caption, and the limit its length error quotes. */
export interface SummaryField {
  name: string;
  label: string;
  max?: number | null;
}

/** The element id of a form's field (its error is `${id}-error`): the form's id and the name, `_` as `-`. */
const fieldId = (formId: string, name: string) => `${formId}-${name.replace(/_/g, "-")}`;

/** An error's words; `min` is the password's, the only minimum a form has. */
const errorText = (t: ReturnType<typeof useLabel>, key: string, max?: number | null) => t(key, { max: max ?? "", min: PASSWORD_MIN });

/**
 * The errors of a refused form at its top, as GOV.UK's and Shopify's checkouts show them: a
 * heading (the form's refusal) and a link per field ("First name: This field is required.") in
 * the form's order. It takes focus when it appears or its errors change, so a keyboard or screen
 * reader user starts there; without JavaScript the page that comes back from the plain post
 * focuses it by `autofocus`. A link jumps to its field: with JavaScript it focuses the input and
 * shows its caption (under a sticky header the plain jump could hide it).
 */
function ErrorSummary({ formId, notice, errors, fields }: { formId: string; notice: string | null; errors: Record<string, string>; fields: SummaryField[] }) {
  const t = useLabel();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [errors]);
  const known = new Map(fields.map((f) => [f.name, f]));
  const names = [...fields.map((f) => f.name).filter((n) => errors[n]), ...Object.keys(errors).filter((n) => !known.has(n))];
  const title = notice && !isSuccessNotice(notice) && t(notice) !== notice ? t(notice) : t("validation_form_errors");
  const jump = (id: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    const field = document.getElementById(id);
    if (!field) return;
    // A choice among radios is named by its fieldset: its chosen (else first) radio takes focus, as GOV.UK's do.
    const input = field instanceof HTMLFieldSetElement ? (field.querySelector<HTMLElement>("input:checked") ?? field.querySelector<HTMLElement>("input, select")) : field;
    if (!input) return;
    e.preventDefault();
    (document.querySelector(`label[for="${id}"]`) ?? field).scrollIntoView({ block: "center" });
    input.focus({ preventScroll: true });
  };
  return (
    <div ref={box} className="error-summary" tabIndex={-1} autoFocus aria-labelledby={`${formId}-error-summary`}>
      <h2 id={`${formId}-error-summary`}>{title}</h2>
      <ul>
        {names.map((name) => {
          const f = known.get(name);
          const id = fieldId(formId, name);
          const text = errorText(t, errors[name]!, f?.max);
          return (
            <li key={name}>
              <a href={`#${id}`} onClick={jump(id)}>
                {f ? `${f.label}: ${text}` : text}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

interface FieldProps {
  name: string;
  label: string;
  type?: "text" | "email" | "password" | "tel";
  autoComplete: string;
  required?: boolean;
  maxLength?: number | null;
  /** The value to show (a refused post's typed value wins). Never given for passwords. */
  value?: string;
  hint?: string;
  /** The phone keyboard to offer (card numbers: digits only). */
  inputMode?: "numeric";
}

function useField(name: string) {
  const ctx = useContext(Ctx);
  const id = fieldId(ctx.id, name);
  return { ctx, id, error: ctx.errors[name], errorId: `${id}-error`, hintId: `${id}-hint` };
}

function FieldError({ id, error, max }: { id: string; error: string | undefined; max?: number | null }) {
  const t = useLabel();
  return error ? (
    <p id={id} className="field-error">
      {errorText(t, error, max)}
    </p>
  ) : null;
}

function Caption({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor}>
      {label}
      {required && (
        <span className="field-required" aria-hidden="true">
          {" "}
          *
        </span>
      )}
    </label>
  );
}

export function Field({ name, label, type = "text", autoComplete, required = false, maxLength, value, hint, inputMode }: FieldProps) {
  const { ctx, id, error, errorId, hintId } = useField(name);
  const shown = type === "password" ? undefined : (ctx.values[name] ?? value);
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={error ? "field field-invalid" : "field"}>
      <Caption htmlFor={id} label={label} required={required} />
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required={required}
        aria-required={required || undefined}
        maxLength={maxLength ?? undefined}
        defaultValue={shown}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} max={maxLength} />
    </div>
  );
}

export function SelectField({ name, label, autoComplete, required = false, value, options, placeholder }: Omit<FieldProps, "type" | "maxLength" | "hint"> & { options: { value: string; title: string }[]; placeholder: string }) {
  const { ctx, id, error, errorId } = useField(name);
  return (
    <div className={error ? "field field-invalid" : "field"}>
      <Caption htmlFor={id} label={label} required={required} />
      <select
        id={id}
        name={name}
        autoComplete={autoComplete}
        required={required}
        aria-required={required || undefined}
        defaultValue={ctx.values[name] ?? value ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.title}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export function CheckboxField({ name, label, required = false, checked }: { name: string; label: string; required?: boolean; checked?: boolean }) {
  const { ctx, id, error, errorId } = useField(name);
  // After a refused plain post the box is as the shopper left it; an unticked one was not sent.
  const ticked = Object.keys(ctx.values).length > 0 ? ctx.values[name] !== undefined : (checked ?? false);
  return (
    <div className={error ? "field field-checkbox field-invalid" : "field field-checkbox"}>
      <input
        id={id}
        name={name}
        type="checkbox"
        value="1"
        required={required}
        aria-required={required || undefined}
        defaultChecked={ticked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <Caption htmlFor={id} label={label} required={required} />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
