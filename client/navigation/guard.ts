/** What a navigation may be allowed beyond this origin's http(s) pages. */
interface NavigateOptions {
  /** Another origin (another site of ours, a payment gateway, an external redirect rule). */
  external?: boolean;
  /** Protocols allowed on top, e.g. `["mailto:"]`; `javascript:` and friends only when named here. */
  protocols?: readonly string[];
}

export class NavigationBlocked extends Error {
  override name = "NavigationBlocked";
}

const DANGEROUS = ["javascript:", "data:", "vbscript:"];

/**
 * The URL a navigation may go to, or a NavigationBlocked error (docs/behaviour/08-errors.md): external URLs and
 * dangerous protocols throw unless explicitly allowed. The WHATWG parser decides, not a
 * prefix check, so ` javascript:`, `java\tscript:` and `JAVASCRIPT:` are all caught.
 */
export function checkedUrl(href: string, here: { href: string; origin: string }, opts: NavigateOptions = {}): URL {
  const url = new URL(href, here.href);
  const named = opts.protocols?.includes(url.protocol) ?? false;
  if (DANGEROUS.includes(url.protocol) && !named) throw new NavigationBlocked(`navigation to a ${url.protocol} URL`);
  if (url.origin !== here.origin && !named && !(opts.external && /^https?:$/.test(url.protocol))) {
    throw new NavigationBlocked(`navigation to another origin: ${url.origin}`);
  }
  return url;
}

/** A full page load, through the guard. */
export function go(href: string, opts?: NavigateOptions): void {
  window.location.assign(checkedUrl(href, window.location, opts).href);
}
