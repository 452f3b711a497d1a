import * as v from "valibot";
import { CONSENT_CATEGORIES } from "./constants";
import { envelope } from "./envelope";

/**
 * Consent and the scripts it gates (docs/behaviour/04-states.md "Consent and scripts"): what tenant files declare,
 * what the BFF consent and GDPR-template endpoints take and answer, and what every page state
 * carries for the client runtime.
 */

/** The categories a visitor chooses; `necessary` is always on and never part of a choice. */
export { CONSENT_CATEGORIES };
export const ConsentCategory = v.picklist(CONSENT_CATEGORIES);
export type ConsentCategory = v.InferOutput<typeof ConsentCategory>;

const ScriptCategory = v.picklist(["necessary", ...CONSENT_CATEGORIES]);
type ScriptCategory = v.InferOutput<typeof ScriptCategory>;

/** A path of this shop (`/scripts/a.js`, never `//host/…`) or an https URL: no `javascript:`, `data:` or plain http. */
const ScriptSrc = v.pipe(v.string(), v.maxLength(2048), v.regex(/^(?:\/(?!\/)|https:\/\/[a-z0-9.-]+(?::\d+)?\/)[^\s"'<>\\]*$/, "must be a site path or an https URL"));

/** One script a tenant runs once its category is granted: a file (`src`) or inline `code`. */
export const TenantScript = v.pipe(
  v.strictObject({
    id: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "must be a short lower-case id")),
    category: ScriptCategory,
    src: v.optional(ScriptSrc),
    code: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(10_000))),
    /** Load at the first interaction (or after 8 s) instead of right after start-up. */
    deferred: v.optional(v.boolean()),
    /** The script cannot be unloaded cleanly: a change of its category reloads the page. */
    reloadOnChange: v.optional(v.boolean()),
  }),
  v.check((s) => (s.src === undefined) !== (s.code === undefined), "needs either src or code, not both"),
);
export type TenantScript = v.InferOutput<typeof TenantScript>;

/** Ids unique within one tenant: the DOM and removal find a script by its id. */
export const TenantScripts = v.pipe(
  v.array(TenantScript),
  v.check((list) => new Set(list.map((s) => s.id)).size === list.length, "script ids must be unique"),
);

/** What the visitor chose; `decided: false` until they chose anything (the banner shows). */
export const ConsentState = v.object({ decided: v.boolean(), granted: v.array(ConsentCategory) });
export type ConsentState = v.InferOutput<typeof ConsentState>;

/** POST /api/nuxtapi/consent/ (JSON): the categories granted; the rest are refused. */
export const ConsentChoice = v.strictObject({
  granted: v.pipe(
    v.array(ConsentCategory),
    v.maxLength(CONSENT_CATEGORIES.length),
    v.check((g) => new Set(g).size === g.length, "categories must not repeat"),
  ),
});
export type ConsentChoice = v.InferOutput<typeof ConsentChoice>;

/** GET and POST /api/nuxtapi/consent/ answer `data`: the choice and the scripts it allows now. */
export const ConsentAnswer = v.object({ consent: ConsentState, scripts: v.array(TenantScript) });
export type ConsentAnswer = v.InferOutput<typeof ConsentAnswer>;

/** POST /api/nuxtapi/gdpr/template/ body; the template defaults to `cookie`. */
export const GdprTemplateRequest = v.strictObject({ template: v.optional(v.picklist(["cookie"]), "cookie") });

/** The cookie template: the banner's and settings' texts in the tenant's language. */
export const CookieTemplate = v.object({
  template: v.literal("cookie"),
  title: v.string(),
  text: v.string(),
  categories: v.array(v.object({ id: ScriptCategory, title: v.string(), text: v.string(), required: v.boolean() })),
  actions: v.object({ acceptAll: v.string(), rejectAll: v.string(), save: v.string(), settings: v.string(), alwaysActive: v.string() }),
});
export type CookieTemplate = v.InferOutput<typeof CookieTemplate>;

/** What every page state carries for the client runtime (never a script of a refused category). */
export const RuntimeState = v.object({
  consent: ConsentState,
  scripts: v.array(TenantScript),
  idleMinutes: v.number(),
  ipCountryUrl: v.nullable(v.string()),
  /** The site has a tag container (tenant `tagContainer`): e-commerce events go to its dataLayer once analytics is granted. */
  tagManager: v.optional(v.boolean()),
});
export type RuntimeState = v.InferOutput<typeof RuntimeState>;

/**
 * The consent record at the commerce API (`gdpr.consent` in the endpoint table,
 * docs/behaviour/07-api.md "Consent"): POST the visitor's new choice; GET the latest one recorded
 * for this token (null: none yet). `source`: the banner's script or its plain form.
 */
export const ConsentRecordBody = v.strictObject({
  granted: v.pipe(v.array(ConsentCategory), v.maxLength(CONSENT_CATEGORIES.length), v.check((l) => new Set(l).size === l.length, "categories must not repeat")),
  source: v.optional(v.picklist(["banner", "form"]), "banner"),
  lang: v.optional(v.string()),
});
export const ConsentRecord = v.object({ granted: v.array(ConsentCategory), source: v.picklist(["banner", "form"]), recorded_at: v.string() });
export type ConsentRecord = v.InferOutput<typeof ConsentRecord>;
export const ConsentRecordResponse = envelope(v.nullable(ConsentRecord));
