import type { ConsentAnswer, ConsentCategory, TenantScript } from "../../shared/contract/consent";
import { CONSENT_CATEGORIES } from "../../shared/contract/constants";
import { shaped } from "../state/answer";
import { ANALYTICS_READY_MAX_MS, ANALYTICS_READY_POLL_MS } from "../../shared/timings";
import { firstInteraction } from "./first-interaction";
import type { RuntimeHost } from "./host";
import { domScriptHost, pageNonce } from "./script-host";
import { createScriptManager, type ScriptManager } from "./scripts";
import { reloadGuard } from "./reload-guard";
import { reportStatus } from "./signals";
import { waitFor } from "./wait-for";
import { afterFirstCall } from "../state/first-call";

/**
 * The browser side of consent (docs/behaviour/04-states.md): loads the scripts the choice allows, saves a new
 * choice and applies it at once. Loaded only on pages with consented scripts, or when the
 * visitor saves a choice.
 */

declare global {
  interface Window {
    /** The shop's analytics tag (public/scripts/analytics.js), present only with analytics consent. */
    zrnoAnalytics?: { ready?: boolean; pageview?: (path: string) => void };
  }
}

let manager: ScriptManager | null = null;

function scriptsOf(host: RuntimeHost): ScriptManager {
  if (!manager) {
    manager = createScriptManager(domScriptHost(document, pageNonce(document)), firstInteraction(window));
    host.onNavigate(() => trackPageview(host));
  }
  return manager;
}

export function startScripts(host: RuntimeHost, scripts: readonly TenantScript[]): void {
  scriptsOf(host).apply(scripts);
}

/**
 * Saves a choice: scripts of newly granted categories load, those of revoked ones are removed,
 * and a change to a script that asks for it reloads the page (guarded, 2 s).
 */
export async function saveConsent(host: RuntimeHost, granted: ConsentCategory[]): Promise<void> {
  const res = await afterFirstCall(() =>
    fetch(`${host.basePath()}/api/nuxtapi/consent/`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      credentials: "same-origin",
      body: JSON.stringify({ granted }),
    }),
  );
  reportStatus(res.status);
  if (!res.ok) throw new Error(`consent was not saved (${res.status})`);
  const answer = shaped<ConsentAnswer>(((await res.json()) as { data?: unknown }).data, "consent", ["consent"], ["scripts"]);
  host.setConsent(answer.consent);
  if (scriptsOf(host).apply(answer.scripts).some((s) => s.reloadOnChange)) reloadGuard.reload("consent");
}

/**
 * The banner's form sent with JavaScript (./consent-banner.tsx, which loads this chunk with the
 * press): the pressed button's choice grants all categories, none, or those ticked (`ticked`, the
 * form as it was sent); once saved, the settings fold closes.
 */
export async function submitConsent(host: RuntimeHost, form: HTMLFormElement, choice: string | null | undefined, ticked: FormData): Promise<void> {
  await saveConsent(
    host,
    CONSENT_CATEGORIES.filter((c) => choice === "all" || (choice === "save" && ticked.get(c) === "1")),
  );
  form.querySelector("details")?.removeAttribute("open");
}

/** A client-side navigation is a page view for analytics, once its tag is ready (polled 1 s, up to 20 s). */
function trackPageview(host: RuntimeHost): void {
  if (!host.consent().granted.includes("analytics")) return;
  const ready = () => typeof window.zrnoAnalytics?.pageview === "function";
  void waitFor(ready, ANALYTICS_READY_POLL_MS, ANALYTICS_READY_MAX_MS / ANALYTICS_READY_POLL_MS).then((ok) => {
    if (ok) window.zrnoAnalytics?.pageview?.(location.pathname);
  });
}
