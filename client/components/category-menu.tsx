import { useEffect, useRef, useState } from "react";
import type { NavCategory } from "../../shared/site-nav";
import { useLabel, useUrls } from "../state/hooks";
import { Icon } from "./icon";

/**
 * The category menu (docs/decisions/0012-shop-navigation.md): a disclosure button over the
 * category tree, a mega-menu of columns on a wide screen and a list inside the drawer on a phone
 * (CSS decides). The links are in the server's HTML (hidden until opened), so crawlers and a
 * page before hydration have them. Keyboard: Enter, Space or ↓ open it and move to the first
 * link; ↑ ↓ Home End move; Escape closes it and returns to the button; tabbing out closes it.
 */
export function CategoryMenu({ categories, interactive }: { categories: NavCategory[]; interactive: boolean }) {
  const t = useLabel();
  const urls = useUrls();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open || !root.current || !button.current || !panel.current) return;
    let detach: (() => void) | undefined;
    let live = true;
    const [r, b, p] = [root.current, button.current, panel.current];
    void import("./category-menu-keys").then(({ attachMenu }) => {
      if (live) detach = attachMenu(r, b, p, () => setOpen(false));
    });
    return () => {
      live = false;
      detach?.();
    };
  }, [open]);

  if (categories.length === 0) return null;
  const openAndFocus = () => {
    setOpen(true);
    // The panel is shown by this render; focus its first link once it is and once its keys are
    // live (the effect above attaches them when the same chunk arrives, before this frame), so an
    // arrow pressed on that link always moves.
    void import("./category-menu-keys").then(() => requestAnimationFrame(() => panel.current?.querySelector("a")?.focus()));
  };

  const tree = (
    <ul className="mega-menu-columns">
      {categories.map((c) => (
        <li key={c.code}>
          <a className="mega-menu-heading" href={urls.path(c.url)} onClick={() => setOpen(false)}>
            {c.title}
          </a>
          {c.children.length > 0 && (
            <ul>
              {c.children.map((ch) => (
                <li key={ch.code}>
                  <a href={urls.path(ch.url)} onClick={() => setOpen(false)}>
                    {ch.title}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
  if (!interactive) return <div className="mega-menu mega-menu-static">{tree}</div>;

  return (
    <div ref={root} className="category-menu">
      <button
        ref={button}
        type="button"
        className="category-menu-toggle"
        aria-expanded={open}
        aria-controls="category-menu"
        onClick={(e) => {
          // A keyboard's click (Enter, Space: no pointer, detail 0) goes on into the menu.
          if (!open && e.detail === 0) openAndFocus();
          else setOpen(!open);
        }}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown" && !open) {
            e.preventDefault();
            openAndFocus();
          }
        }}
      >
        <Icon name="menu" className="category-menu-icon" />
        {t("nav_categories")}
        <Icon name="down" className="category-menu-chevron" />
      </button>
      <div ref={panel} id="category-menu" className="mega-menu" hidden={!open}>
        {tree}
      </div>
    </div>
  );
}
