import type { LabelLang } from "./labels";

/** Labels of checkout, coupons, shipping, payment, orders, payment slip (merged into labels.ts). */
export const checkoutLabels: Record<string, Record<LabelLang, string>> = {
};
