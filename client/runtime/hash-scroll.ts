import { ANCHOR_SCROLL_DELAY_MS, ANCHOR_SCROLL_OFFSET_PX } from "../../shared/timings";

/**
 * Hash links scroll smoothly to their target after 400 ms, leaving 80 px above it for the
 * sticky header (docs/behaviour/02-screens-and-routes.md, docs/behaviour/09-constants.md). Answers whether the target exists.
 */
export function scrollToHash(hash: string, win: Window = window): boolean {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    return false;
  }
  const target = id ? win.document.getElementById(id) : null;
  if (!target) return false;
  setTimeout(() => {
    win.scrollTo({ top: target.getBoundingClientRect().top + win.scrollY - ANCHOR_SCROLL_OFFSET_PX, behavior: "smooth" });
  }, ANCHOR_SCROLL_DELAY_MS);
  return true;
}

/** Same-page `#links` take the smooth scroll instead of the browser's jump. */
export function installHashLinks(win: Window = window): void {
  win.document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.("a[href*='#']") as HTMLAnchorElement | null;
    if (!anchor || (anchor.target && anchor.target !== "_self")) return;
    const here = win.location;
    if (anchor.origin !== here.origin || anchor.pathname !== here.pathname || anchor.search !== here.search) return;
    if (!scrollToHash(anchor.hash, win)) return;
    event.preventDefault();
    if (anchor.hash !== here.hash) win.history.pushState(win.history.state, "", anchor.hash);
  });
}
