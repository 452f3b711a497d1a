import type * as Parts from "./island-parts";
import { islandGroup } from "./island";

/**
 * The header's search box, category menu and site switch, and the consent banner, as islands
 * (./island.tsx; docs/decisions/0018-javascript-budget.md, "The header's islands"): their code is a
 * chunk (./island-parts.tsx) that every page would otherwise carry in client.js. Until it is here
 * they work natively: the menu and the site switch are `<details>`, the box a plain GET form whose
 * typed words the combobox picks up once its code is there, the consent banner a plain POST form
 * to the BFF.
 */
const header = islandGroup<typeof Parts>(() => import("./island-parts"), ".site-header :is(.search-box, .category-menu, .site-switch), .consent");

/** The Worker awaits it before any render: the server renders the islands in full. */
export const preloadIslandParts = (): Promise<void> => header.preload();

/** Loads the header's islands' code and lets them hydrate; resolves once it is here. */
export const wakeIslands = header.wake;

export const HeaderSearch = header.island("SearchBox");
export const HeaderCategoryMenu = header.island("CategoryMenu");
export const HeaderSiteSwitch = header.island("SiteSwitch");
// A consent choice pressed before the banner hydrated is held and sent once it has, so the
// scripts load or go at once (./island.tsx `holds`).
export const ConsentIsland = header.island("ConsentBanner", ".consent");

if (typeof document !== "undefined") {
  // Escape closes a menu opened natively before its code arrived (then ./category-menu-keys.ts does).
  window.addEventListener(
    "keydown",
    (e) => {
      const menu = e.key === "Escape" && e.target instanceof Element && e.target.closest<HTMLDetailsElement>(".category-menu[open]");
      if (!menu) return;
      menu.open = false;
      menu.querySelector("summary")?.focus();
    },
    true,
  );
}
