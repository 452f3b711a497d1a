/**
 * The category menu's keyboard and pointer handling while it is open (client/components/category-menu.tsx,
 * in the islands' chunk, ./islands.tsx, so no page's first view carries it): ↑ ↓ Home End move among its links,
 * Escape closes it and returns to the button, a press outside or tabbing out closes it.
 * Returns the function that detaches it.
 */
export function attachMenu(root: HTMLElement, button: HTMLElement, panel: HTMLElement, close: () => void): () => void {
  const links = () => [...panel.querySelectorAll<HTMLAnchorElement>("a")];
  const onKey = (e: KeyboardEvent) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 };
    if (e.key in moves && (at >= 0 || e.target === button)) {
      e.preventDefault();
      all[(moves[e.key]! + all.length) % all.length]?.focus();
    } else if (e.key === "Escape") {
      e.preventDefault();
      // The drawer's own Escape must not fire as well: only this menu closes.
      e.stopImmediatePropagation();
      close();
      button.focus();
    }
  };
  const onDown = (e: PointerEvent) => {
    if (!root.contains(e.target as Node)) close();
  };
  const onFocusOut = (e: FocusEvent) => {
    if (e.relatedTarget && !root.contains(e.relatedTarget as Node)) close();
  };
  root.addEventListener("keydown", onKey);
  root.addEventListener("focusout", onFocusOut);
  document.addEventListener("pointerdown", onDown);
  return () => {
    root.removeEventListener("keydown", onKey);
    root.removeEventListener("focusout", onFocusOut);
    document.removeEventListener("pointerdown", onDown);
  };
}
