import type { LabelLang } from "./labels";

/** Labels of the client runtime: consent, maintenance, reload and error pages (merged into labels.ts). */
export const runtimeLabels: Record<string, Record<LabelLang, string>> = {
};
