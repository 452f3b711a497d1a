import { lazy, memo, Suspense, type ComponentProps } from "react";
import { consentHydrated, holdConsent } from "../runtime/consent-held";
import type * as Parts from "./island-parts";

/**
 * The header's search box, category menu and site switch, and the consent banner, as islands
 * (docs/decisions/0018-javascript-budget.md, "The header's islands"): their code is a chunk
 * (./island-parts.tsx) that every page would otherwise carry in client.js. The server renders
 * them in full; in the browser each sits in a Suspense boundary that keeps the server's HTML,
 * dehydrated, until the shopper reaches for one (a pointer over it, a press, the focus in it)
 * or a navigation is about to swap a page in (client/navigation/navigate.ts awaits
 * `wakeIslands`). Until then they work natively: the menu and the site switch are `<details>`,
 * the box a plain GET form whose typed words the combobox picks up once its code is there, the
 * consent banner a plain POST form to the BFF. React DOM does not replay a press on a dehydrated
 * boundary, hence the native controls, and a dehydrated boundary given new props switches to
 * client rendering, hence `memo` and the navigation's wait.
 */
type Mod = typeof Parts;
let chunk: Promise<Mod> | undefined;
/** Set on the server only, before any render (the Worker awaits `preloadIslandParts`). */
let rendered: Mod | null = null;
/** The islands' code, once a load of it worked (a failed one leaves the native controls; the next reach tries again). */
let got!: (m: Mod) => void;
const parts = new Promise<Mod>((resolve) => (got = resolve));
const load = () =>
  (chunk ??= import("./island-parts").catch((e: unknown) => {
    chunk = undefined;
    throw e;
  }));

export function preloadIslandParts(): Promise<void> {
  return load().then((m) => void (rendered = m));
}

/** Loads the islands' code and lets them hydrate; resolves once it is here. */
export function wakeIslands(): Promise<void> {
  return load().then(got);
}

function island<K extends keyof Mod>(name: K) {
  const Lazy = lazy(() => parts.then((m) => ({ default: m[name] })));
  return memo(function Island(props: ComponentProps<Mod[K]>) {
    const Shown = (rendered?.[name] ?? Lazy) as Mod[K];
    return (
      <Suspense fallback={null}>
        {/* @ts-expect-error one of the parts, with its own props */}
        <Shown {...props} />
      </Suspense>
    );
  });
}
export const HeaderSearch = island("SearchBox");
export const HeaderCategoryMenu = island("CategoryMenu");
export const HeaderSiteSwitch = island("SiteSwitch");
export const ConsentIsland = island("ConsentBanner");

if (typeof document !== "undefined") {
  // A consent choice pressed before the banner hydrated waits for it (../runtime/consent-held.ts).
  window.addEventListener(
    "submit",
    (e) => {
      if (!holdConsent(e as SubmitEvent)) return;
      wakeIslands().catch(() => {
        // No code: the plain post, as without JavaScript.
        const choice = consentHydrated();
        choice?.form.requestSubmit(choice.by);
      });
    },
    true,
  );
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
  const reach = (e: Event) => {
    if (!(e.target instanceof Element) || !e.target.closest(".site-header :is(.search-box, .category-menu, .site-switch), .consent")) return;
    wakeIslands().then(() => {
      for (const type of REACH) window.removeEventListener(type, reach, true);
    }, () => undefined); // a failed load: the controls keep working natively
  };
  // Capturing on the window: React stops these events at its root while a boundary is dehydrated.
  const REACH = ["pointerover", "pointerdown", "focusin"];
  for (const type of REACH) window.addEventListener(type, reach, true);
}
