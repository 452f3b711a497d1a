import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { ConsentChoice, GdprTemplateRequest, type ConsentAnswer, type ConsentCategory } from "../../shared/contract/consent";
import { cookieTemplate } from "../../shared/consent";
import { sitePath } from "../../shared/urls";
import { dataContext } from "../data/context";
import { loadLabels } from "../data/app-data";
import { runtimeState } from "../pages/runtime-state";
import { readConsent, writeConsent } from "../session/consent-cookie";
import { isSameOrigin } from "../edge/same-origin";
import { readForm, readJson } from "./body";
import { answer, ok, refuse, seeOther } from "./respond";
import { safeReturnPath } from "./return-path";

/**
 * Consent through the BFF (spec §4 "Consent and scripts", §7):
 * - GET `/consent/`: the visitor's choice and the scripts it allows.
 * - POST `/consent/`: a new choice, JSON `{ granted: [...] }` from the banner's script, or the
 *   banner's plain form without JavaScript (`choice=all|none|save` plus the ticked categories),
 *   which answers 303 back to the page it came from.
 * - POST `/gdpr/template/` `{ template: "cookie" }`: the banner's texts in the site's language.
 *
 * The choice lives in the consent cookie only; answers are `no-store` (they depend on it).
 * A change needs a same-origin request (no other site may grant consent for a visitor);
 * wrong Content-Type → 415, malformed → 400, over 2 KB → 413.
 */
export const consentBff = new Hono<AppEnv>();

type C = Context<AppEnv>;
const MAX_BODY_BYTES = 2 * 1024;

consentBff.use("/consent/", async (c, next) => {
  c.header("cache-control", "no-store");
  if (c.req.method !== "GET" && c.req.method !== "HEAD" && !isSameOrigin(c.req.raw)) {
    return refuse(c, 403, "error_forbidden", { message: "Cross-site requests cannot change consent." });
  }
  await next();
});
const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => refuse(c, 413, "error_invalid_request", { message: "Body too large." }) });
consentBff.use("/consent/", limit);
consentBff.use("/gdpr/template/", limit);

consentBff.get("/consent/", (c) => ok(c, answerOf(c, readConsent(c))));

/** The banner's form fields: which button was pressed, and the categories ticked in the settings. */
const ConsentForm = v.strictObject({
  choice: v.picklist(["all", "none", "save"]),
  analytics: v.optional(v.literal("1")),
  marketing: v.optional(v.literal("1")),
  return: v.optional(v.string()),
});

consentBff.post("/consent/", async (c) => {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (type.startsWith("application/x-www-form-urlencoded")) {
    const form = await readForm(c, ConsentForm);
    if (!form.ok) return form.response;
    const f = form.value;
    const granted: ConsentCategory[] = f.choice === "all" ? ["analytics", "marketing"] : f.choice === "none" ? [] : (["analytics", "marketing"] as const).filter((k) => f[k] === "1");
    writeConsent(c, granted);
    return seeOther(c, backTo(c, f.return));
  }
  const body = await readJson(c, ConsentChoice);
  if (!body.ok) return body.response;
  return ok(c, answerOf(c, writeConsent(c, body.value.granted)));
});

consentBff.post("/gdpr/template/", async (c) => {
  const body = await readJson(c, GdprTemplateRequest);
  if (!body.ok) return body.response;
  return answer(c, "gdpr template", async () => cookieTemplate(await loadLabels(dataContext(c))));
});

function answerOf(c: C, consent: ConsentAnswer["consent"]): ConsentAnswer {
  const runtime = runtimeState(c, consent);
  return { consent: runtime.consent, scripts: runtime.scripts };
}

/** After a form post: the `return` path, else the page that sent it (Referer), else the site's home; never another origin. */
function backTo(c: C, returnTo: string | undefined): string {
  return safeReturnPath(returnTo, c) ?? safeReturnPath(c.req.header("referer"), c) ?? sitePath(c.var.site, "/");
}
