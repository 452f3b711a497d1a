import type { LabelLang } from "./labels";

/** Labels of accounts: sign-up, log-in, password, profile, my orders/coupons/comments (merged into labels.ts). */
export const accountLabels: Record<string, Record<LabelLang, string>> = {
};
