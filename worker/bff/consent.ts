import { Hono, type Context } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { ConsentChoice, GdprTemplateRequest, type ConsentAnswer, type ConsentCategory } from "../../shared/contract/consent";
import { cookieTemplate } from "../../shared/consent";
import { sitePath } from "../../shared/urls";
import { dataContext } from "../data/context";
import { loadLabels } from "../data/app-data";
import { recordConsent } from "../data/consent";
import { runtimeState } from "../pages/runtime-state";
import { readConsent, writeConsent } from "../session/consent-cookie";
import { answer, ok, seeOther } from "./respond";
import { safeReturnPath } from "./return-path";
import { formBody, jsonBesideForm, jsonBody } from "./validate";

/**
 * Consent through the BFF (docs/behaviour/04-states.md "Consent and scripts", docs/behaviour/07-api.md):
 * - GET `/consent/`: the visitor's choice and the scripts it allows.
 * - POST `/consent/`: a new choice, JSON `{ granted: [...] }` from the banner's script, or the
 *   banner's plain form without JavaScript (`choice=all|none|save` plus the ticked categories),
 *   which answers 303 back to the page it came from.
 * - POST `/gdpr/template/` `{ template: "cookie" }`: the banner's texts in the site's language.
 *
 * The choice lives in the consent cookie, and each change is also recorded at the API
 * (`gdpr.consent` in its endpoint table, ../data/consent.ts); answers are `no-store` (they depend on it), and
 * a change needs a same-origin request (no other site may grant consent for a visitor): both
 * are ./guards.ts's, like the body's type and size (2 KB).
 */
export const consentBff = new Hono<AppEnv>();

type C = Context<AppEnv>;

consentBff.get("/consent/", (c) => ok(c, answerOf(c, readConsent(c))));

/** The banner's form fields: which button was pressed, and the categories ticked in the settings. */
const ConsentForm = v.strictObject({
  choice: v.picklist(["all", "none", "save"]),
  analytics: v.optional(v.literal("1")),
  marketing: v.optional(v.literal("1")),
  return: v.optional(v.string()),
});

consentBff.post("/consent/", formBody(ConsentForm), jsonBesideForm(ConsentChoice), async (c) => {
  const f = c.req.valid("form");
  if (f) {
    const granted: ConsentCategory[] = f.choice === "all" ? ["analytics", "marketing"] : f.choice === "none" ? [] : (["analytics", "marketing"] as const).filter((k) => f[k] === "1");
    await record(c, writeConsent(c, granted).granted, "form");
    return seeOther(c, backTo(c, f.return));
  }
  const consent = writeConsent(c, c.req.valid("json")!.granted);
  await record(c, consent.granted, "banner");
  return ok(c, answerOf(c, consent));
});

/**
 * The choice also goes to the API's consent record (GDPR art. 7(1)); the cookie stays what the
 * shop acts on, so a failed record is logged and the visitor's choice still holds.
 */
async function record(c: C, granted: readonly ConsentCategory[], source: "banner" | "form") {
  try {
    await recordConsent(dataContext(c), granted, source);
  } catch (err) {
    console.error("consent: the API did not record the choice", err);
  }
}

consentBff.post("/gdpr/template/", jsonBody(GdprTemplateRequest), (c) =>
  answer(c, "gdpr template", async () => cookieTemplate(await loadLabels(dataContext(c)))),
);

function answerOf(c: C, consent: ConsentAnswer["consent"]): ConsentAnswer {
  const runtime = runtimeState(c, consent);
  return { consent: runtime.consent, scripts: runtime.scripts };
}

/** After a form post: the `return` path, else the page that sent it (Referer), else the site's home; never another origin. */
function backTo(c: C, returnTo: string | undefined): string {
  return safeReturnPath(returnTo, c) ?? safeReturnPath(c.req.header("referer"), c) ?? sitePath(c.get("site"), "/");
}
