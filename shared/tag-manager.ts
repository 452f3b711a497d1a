import type { TenantScript } from "./contract/consent";

/**
 * A site's tag container (docs/decisions/0023-consented-ecommerce-events.md): the tenant file's
 * `tagContainer` id becomes one analytics script, so it loads only once analytics is granted
 * (docs/behaviour/04-states.md) and the CSP names the tag hosts only for sites that have one.
 */

/** A Google Tag Manager container id, as the tenant file writes it. */
export const TAG_CONTAINER_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

/** The script's id in the page state and in the DOM (`data-zrno-script`). */
export const TAG_MANAGER_SCRIPT_ID = "tag-manager";

/** Where the container loads from: the host a test blocks, and what the CSP adds. */
const TAG_HOST = "https://www.googletagmanager.com";

/**
 * The hosts the container and its GA4 tag use, per CSP directive (Google's guide "Use Google Tag
 * Manager with a Content Security Policy", GA4 section). script-src keeps the nonce and
 * 'strict-dynamic' (which modern browsers follow, ignoring hosts); the host is there for browsers
 * without 'strict-dynamic'.
 */
export const TAG_CSP_SOURCES = {
  "script-src": ["https://*.googletagmanager.com"],
  "img-src": ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  "connect-src": ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
} as const;

/**
 * The container's loader: GTM's nonce-aware snippet, reading the nonce of the page's own script
 * (the runtime inserts it nonce-carrying, client/runtime/script-host.ts). The container cannot be
 * unloaded, so a change of the analytics choice reloads the page. The id is checked against
 * TAG_CONTAINER_PATTERN before it is written into code.
 */
export function tagManagerScript(containerId: string): TenantScript {
  if (!TAG_CONTAINER_PATTERN.test(containerId)) throw new Error(`not a tag container id: ${JSON.stringify(containerId)}`);
  const code =
    '(function(w,d,i){w.dataLayer=w.dataLayer||[];w.dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});' +
    'var s=d.createElement("script"),n=d.querySelector("script[nonce]");s.async=true;' +
    `s.src="${TAG_HOST}/gtm.js?id="+i;if(n)s.nonce=n.nonce||n.getAttribute("nonce")||"";d.head.appendChild(s);})(window,document,"${containerId}");`;
  return { id: TAG_MANAGER_SCRIPT_ID, category: "analytics", code, reloadOnChange: true };
}

/** Every script of a site: those its file lists, and its tag container's loader when it has one. */
export function siteScripts(tenant: { scripts?: readonly TenantScript[]; tagContainer?: string }): TenantScript[] {
  return [...(tenant.scripts ?? []), ...(tenant.tagContainer ? [tagManagerScript(tenant.tagContainer)] : [])];
}
