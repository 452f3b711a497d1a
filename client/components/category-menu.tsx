import { useEffect, useRef } from "react";
import type { NavCategory } from "../../shared/site-nav";
import { useLabel, useUrls } from "../state/hooks";
import { attachMenu } from "./category-menu-keys";
import { Icon } from "./icon";

/**
 * The category menu (docs/decisions/0012-shop-navigation.md): a disclosure over the category
 * tree, a mega-menu of columns on a wide screen and a list inside the drawer on a phone (CSS
 * decides). The links are in the server's HTML (hidden until opened), so crawlers and a page
 * before hydration have them. The toggle is a `<details>`, so it opens and closes natively, before
 * this code has loaded too (the header loads it on the first interaction:
 * ./islands.tsx). Keyboard: Enter, Space or ↓ open it and move to the first link; ↑ ↓
 * Home End move; Escape closes it and returns to the toggle; tabbing out closes it
 * (./category-menu-keys.ts).
 */
export function CategoryMenu({ categories, interactive }: { categories: NavCategory[]; interactive: boolean }) {
  const t = useLabel();
  const urls = useUrls();
  const root = useRef<HTMLDetailsElement>(null);
  const detach = useRef<(() => void) | undefined>(undefined);
  const panel = () => root.current?.querySelector<HTMLElement>(".mega-menu");

  // Open: its keys go live; shut: they go.
  const sync = () => {
    const r = root.current;
    detach.current?.();
    detach.current = undefined;
    const p = panel();
    if (r?.open && p) detach.current = attachMenu(r, r.querySelector("summary")!, p, () => (r.open = false));
  };
  // Opened natively before this code arrived: its keys go live now.
  useEffect(() => {
    sync();
    return () => detach.current?.();
  }, []);

  if (categories.length === 0) return null;
  const openAndFocus = () => {
    root.current!.open = true;
    // Focus the first link once the panel shows (its keys go live with the toggle event).
    requestAnimationFrame(() => panel()?.querySelector("a")?.focus());
  };

  const tree = (
    <ul className="mega-menu-columns">
      {categories.map((c) => (
        <li key={c.code}>
          <a className="mega-menu-heading" href={urls.path(c.url)}>
            {c.title}
          </a>
          {c.children.length > 0 && (
            <ul>
              {c.children.map((ch) => (
                <li key={ch.code}>
                  <a href={urls.path(ch.url)}>{ch.title}</a>
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
    <details
      ref={root}
      className="category-menu"
      onToggle={sync}
      // A followed link closes the menu: the next page starts with it shut.
      onClick={(e) => {
        if ((e.target as Element).closest("a")) root.current!.open = false;
      }}
    >
      <summary
        className="category-menu-toggle"
        onClick={(e) => {
          // A keyboard's click (Enter, Space: no pointer, detail 0) goes on into the menu.
          if (!root.current!.open && e.detail === 0) {
            e.preventDefault();
            openAndFocus();
          }
        }}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown" && !root.current!.open) {
            e.preventDefault();
            openAndFocus();
          }
        }}
      >
        <Icon name="menu" className="category-menu-icon" />
        {t("nav_categories")}
        <Icon name="down" className="category-menu-chevron" />
      </summary>
      <div id="category-menu" className="mega-menu">
        {tree}
      </div>
    </details>
  );
}
