/**
 * The notices a done account form shows (saved, sent, changed); every other notice a form shows
 * is a refusal. One list for the flash a plain post leaves and the JSON answer, kept apart from
 * the form schemas so the browser gets it without them.
 */
const SUCCESS_NOTICES: ReadonlySet<string> = new Set([
  "auth_signup_success",
  "auth_reset_password_sent",
  "auth_password_reset_done",
  "auth_profile_saved",
  "auth_password_changed",
  "auth_signup_confirmed",
  "auth_logged_out",
  "coupon_saved",
  "auth_coupon_removed",
  // Reviews (worker/bff/reviews.ts): written, voted, moderated.
  "review_sent",
  "review_helpful_thanks",
  "review_approved_done",
  "review_rejected_done",
  "checkout_account_offer_sent",
]);

export function isSuccessNotice(labelName: string | null): boolean {
  return labelName !== null && SUCCESS_NOTICES.has(labelName);
}
