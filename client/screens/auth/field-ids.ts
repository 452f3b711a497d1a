import { PASSWORD_MIN } from "../../../shared/contract/constants";
import type { useLabel } from "../../state/hooks";

/** A field as the error summary names it: its caption, and the limit its length error quotes. */
export interface SummaryField {
  name: string;
  label: string;
  max?: number | null;
}

/** The element id of a form's field (its error is `${id}-error`): the form's id and the name, `_` as `-`. */
export const fieldId = (formId: string, name: string) => `${formId}-${name.replace(/_/g, "-")}`;

/** An error's words; `min` is the password's, the only minimum a form has. */
export const errorText = (t: ReturnType<typeof useLabel>, key: string, max?: number | null) => t(key, { max: max ?? "", min: PASSWORD_MIN });
