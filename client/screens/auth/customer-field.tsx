import type { CustomerField } from "../../../shared/contract/account";
import { useLabel } from "../../state/hooks";
import type { SummaryField } from "./field-ids";
import { CheckboxField, Field, SelectField } from "./form-parts";

/**
 * One field of the customer form as the API's customer-fields answer describes it (caption label,
 * type, autocomplete token, length, the countries in the shop's language), for every form built
 * from it: the profile here, the customer step of the checkout. `required` may be narrowed by
 * the form (a profile needs only the names).
 */
export function CustomerFieldInput({ field, value, required = field.required }: { field: CustomerField; value: string | boolean | undefined; required?: boolean }) {
  const t = useLabel();
  if (field.type === "checkbox") return <CheckboxField name={field.name} label={t(field.label_name)} checked={value === true} />;
  const text = typeof value === "string" ? value : "";
  if (field.type === "select") {
    return <SelectField name={field.name} label={t(field.label_name)} autoComplete={field.autocomplete} required={required} value={text} options={field.options ?? []} placeholder={t("auth_select_country")} />;
  }
  return (
    <Field
      name={field.name}
      type={field.type === "email" || field.type === "tel" ? field.type : "text"}
      label={t(field.label_name)}
      autoComplete={field.autocomplete}
      required={required}
      maxLength={field.max_length}
      value={text}
    />
  );
}

/** The customer fields as a form's error summary names them (their captions in the site's language). */
export function summaryOf(fields: readonly CustomerField[], t: ReturnType<typeof useLabel>): SummaryField[] {
  return fields.map((f) => ({ name: f.name, label: t(f.label_name), max: f.max_length }));
}
