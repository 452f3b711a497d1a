import type { Context } from "hono";
import type { AppEnv } from "../env";
import type { ConsentState, RuntimeState } from "../../shared/contract/consent";
import { allowedScripts } from "../../shared/consent";
import { siteScripts } from "../../shared/tag-manager";
import { IDLE_RELOAD_DEFAULT_MINUTES } from "../../shared/timings";
import { readConsent } from "../session/consent-cookie";

/**
 * The page state's `runtime` part: the visitor's consent, the scripts it allows and the
 * tenant's runtime settings. Scripts of a category not granted are left out, so without
 * consent no analytics script is in the HTML at all (not even as data).
 */
export function runtimeState(c: Context<AppEnv>, consent: ConsentState = readConsent(c)): RuntimeState {
  const tenant = c.get("site").tenant;
  return {
    consent,
    scripts: allowedScripts(siteScripts(tenant), consent.granted),
    idleMinutes: tenant.idleReloadMinutes ?? IDLE_RELOAD_DEFAULT_MINUTES,
    ipCountryUrl: tenant.ipCountryUrl ?? null,
    ...(tenant.tagContainer ? { tagManager: true } : {}),
  };
}
