import * as v from "valibot";
import { Email } from "./account";
import { envelope } from "./envelope";

/**
 * The newsletter sign-up with double opt-in (issue 10): the storefront's footer form posts an
 * e-mail and the ticked consent; the commerce API keeps the subscription pending and mails a
 * confirmation link; the link's page confirms it, and the shop's first-order coupon is shown.
 */

/** The mailed link's halves: a random 96-bit id and a random 256-bit code (base64url). */
export const NewsletterLinkId = v.pipe(v.string("newsletter_link_invalid"), v.regex(/^[A-Za-z0-9_-]{16}$/, "newsletter_link_invalid"));
export const NewsletterLinkCode = v.pipe(v.string("newsletter_link_invalid"), v.regex(/^[A-Za-z0-9_-]{43}$/, "newsletter_link_invalid"));

/** POST /newsletter/subscribe/: the consent is given, not assumed (GDPR art. 7): `true` only. */
export const NewsletterSubscribeBody = v.strictObject({
  email: Email,
  consent: v.literal(true, "newsletter_consent_required"),
  lang: v.optional(v.string()),
});
export type NewsletterSubscribeBody = v.InferOutput<typeof NewsletterSubscribeBody>;
/** The same answer whether the address is new, pending or already confirmed (nobody learns who subscribes). */
export const NewsletterSubscribeResponse = envelope(v.object({ status: v.literal("pending") }));

/** POST /newsletter/confirm/ */
export const NewsletterConfirmBody = v.strictObject({ id: NewsletterLinkId, code: NewsletterLinkCode, lang: v.optional(v.string()) });
const NewsletterCoupon = v.object({ code: v.string(), percent: v.number() });
export const NewsletterConfirmResponse = envelope(v.object({ status: v.literal("confirmed"), coupon: v.nullable(NewsletterCoupon) }));

/** The footer form as a browser posts it: every field a string, the consent a ticked checkbox. */
export const NewsletterForm = v.strictObject(
  {
    email: Email,
    // Unticked, the browser sends nothing: the default makes the missing key a refusal of its own.
    consent: v.pipe(v.optional(v.string(), ""), v.picklist(["1", "on"], "newsletter_consent_required")),
  },
  "validation_required",
);

/** The confirmation page's form: the link's halves. */
export const NewsletterConfirmForm = v.strictObject({ id: NewsletterLinkId, code: NewsletterLinkCode }, "newsletter_link_invalid");
