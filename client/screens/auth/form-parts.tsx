import { createContext, lazy, memo, Suspense, useContext, useMemo, type ComponentProps, type ComponentType, type FormEvent, type ReactNode } from "react";
import { isSuccessNotice } from "../../../shared/auth/notices";
import { useLabel } from "../../state/hooks";
import type { ErrorSummary as Summary } from "./error-summary";
import { errorText, fieldId, type SummaryField } from "./field-ids";

/**
 * The pieces every account form is made of. A form is a plain POST to the BFF (it works without
 * JavaScript: the answer is a 303 back here, with what was typed and an error per field); with
 * JavaScript the same fields go as JSON and the answer's errors appear next to the fields without
 * a reload. Either way every field has its label, a required marker, an `autocomplete` token,
 * and its error tied to it with aria-describedby / aria-invalid; a refused form also lists its
 * errors at the top, each a link to its field, and focus moves there (ErrorSummary). Passwords
 * are never filled in. The account forms' state and submit (./use-auth-form.ts) are a module apart:
 * the checkout's forms have their own (../webshop/use-checkout-form.ts) and do not load them.
 */

interface FormCtx {
  id: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}
const Ctx = createContext<FormCtx>({ id: "form", errors: {}, values: {} });

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

/** No values typed before: one object, so the fields' context stays the same from render to render. */
const NO_VALUES: Record<string, string> = {};

export function AuthForm({ id, action, back, state, values = NO_VALUES, submit, requiredHint = true, fields = [], className, children }: AuthFormProps) {
  const t = useLabel();
  const refused = Object.keys(state.errors).length > 0;
  // The same while the refusal is: a form re-rendered as it is sent does not touch its fields, so a
  // lazily loaded part that is still waiting for its chunk (../webshop/card-fields-lazy.tsx) keeps the server's HTML.
  const ctx = useMemo(() => ({ id, errors: state.errors, values }), [id, state.errors, values]);
  // Reaching for the form loads what its submit needs and what a refusal shows.
  const reach = () => {
    state.intent?.onFocus();
    void loadSummary();
  };
  return (
    <form id={id} className={className ? `auth-form ${className}` : "auth-form"} method="post" action={action} noValidate onSubmit={state.onSubmit} onFocus={reach} onPointerEnter={reach} aria-busy={state.busy}>
      {refused && <ErrorSummary formId={id} notice={state.notice} errors={state.errors} fields={fields} />}
      <FormNotice notice={refused ? null : state.notice} />
      {requiredHint && <p className="field-required-hint">{t("field_required_hint")}</p>}
      <input type="hidden" name="_back" value={back} />
      <Ctx.Provider value={ctx}>{children}</Ctx.Provider>
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

/**
 * The error summary (./error-summary.tsx) as a chunk of its own: only a refused form shows it. The
 * server renders it in full (the Worker awaits `preloadErrorSummary` before its first page), so a
 * refused plain post shows it without JavaScript; in the browser a form starts loading it when the
 * shopper reaches for the form, and a summary the server rendered keeps its HTML until the chunk
 * has loaded, then hydrates (docs/decisions/0018-javascript-budget.md). A chunk that fails to load
 * leaves the refusal as the form's notice (the fields name their own errors).
 */
type SummaryProps = ComponentProps<typeof Summary>;
const loadSummary = () =>
  import("./error-summary").then(
    (m) => ({ default: m.ErrorSummary }),
    () => ({ default: ({ notice }: SummaryProps) => <FormNotice notice={notice && !isSuccessNotice(notice) ? notice : "validation_form_errors"} /> }),
  );
const LazySummary = lazy(loadSummary);
/** Set on the server only, before any render: the browser always takes the lazy path, so a render never switches component types. */
let serverSummary: ComponentType<SummaryProps> | null = null;

export function preloadErrorSummary(): Promise<void> {
  return loadSummary().then((m) => {
    serverSummary = m.default;
  });
}

/**
 * Kept from re-rendering while its refusal is the same (a form re-renders as it is sent): a
 * boundary the server rendered that gets new props before its chunk has loaded would be thrown
 * away and rendered anew in the browser.
 */
const ErrorSummary = memo(
  function ErrorSummary(props: SummaryProps) {
    const Shown = serverSummary ?? LazySummary;
    return (
      <Suspense fallback={null}>
        <Shown {...props} />
      </Suspense>
    );
  },
  (a, b) => a.formId === b.formId && a.notice === b.notice && a.errors === b.errors && a.fields.length === b.fields.length && a.fields.every((f, i) => f.name === b.fields[i]!.name && f.label === b.fields[i]!.label && f.max === b.fields[i]!.max),
)

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
