import { useEffect, useRef, type MouseEvent } from "react";
import { isSuccessNotice } from "../../../shared/auth/notices";
import { useLabel } from "../../state/hooks";
import { errorText, fieldId, type SummaryField } from "./field-ids";

/**
 * The errors of a refused form at its top, as GOV.UK's and Shopify's checkouts show them: a
 * heading (the form's refusal) and a link per field ("First name: This field is required.") in
 * the form's order. It takes focus when it appears or its errors change, so a keyboard or screen
 * reader user starts there; without JavaScript the page that comes back from the plain post
 * focuses it by `autofocus`. A link jumps to its field: with JavaScript it focuses the input and
 * shows its caption (under a sticky header the plain jump could hide it).
 */
export function ErrorSummary({ formId, notice, errors, fields }: { formId: string; notice: string | null; errors: Record<string, string>; fields: SummaryField[] }) {
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
