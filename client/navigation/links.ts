/**
 * Which clicks client-side navigation may take over: a plain left click on a same-origin link
 * to a page (slashed path, not a file, not the API), without target, download or modifiers.
 */
export function navigableUrl(anchor: HTMLAnchorElement, event: MouseEvent | null, here: Location): URL | null {
  if (event && (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) return null;
  if (anchor.hasAttribute("download") || (anchor.target && anchor.target !== "_self") || anchor.dataset.fullReload !== undefined) return null;
  const href = anchor.getAttribute("href");
  if (!href || href.startsWith("#")) return null;
  let url: URL;
  try {
    url = new URL(href, here.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin) return null;
  if (!url.pathname.endsWith("/") || /\/api\//.test(url.pathname)) return null;
  if (url.pathname === here.pathname && url.search === here.search && url.hash) return null; // same-page anchor
  return url;
}
