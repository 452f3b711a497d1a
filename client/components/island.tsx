import { lazy, memo, Suspense, useEffect, type ComponentProps, type ComponentType } from "react";

/**
 * Parts of a page that hydrate on the shopper's first reach for them (docs/decisions/0018-javascript-budget.md,
 * "The header's islands"): their code is a chunk (`load`) the page would otherwise carry at first
 * view. The server renders them in full; in the browser each sits in a Suspense boundary that keeps
 * the server's HTML, dehydrated, until the shopper reaches for it (a pointer over it, a press, the
 * focus in it: an element matching `reach`) or a client-side navigation is about to swap a page in
 * (client/navigation/navigate.ts awaits `wakeAllIslands`). Until then they work natively (`<details>`,
 * popovers, plain forms): React DOM does not replay a press on a dehydrated boundary, and a
 * dehydrated boundary given new props switches to client rendering, hence `memo` and the
 * navigation's wait.
 */
// `any`: each part has props of its own.
type Parts = { [name: string]: ComponentType<any> };

/** Every group's wake, as its module registers it: a navigation wakes them all before a swap. */
const wakes = new Set<() => Promise<void>>();

/**
 * Whether a navigation has swapped a page in: from then on an island rendered for the first time
 * has no server HTML to keep. (Before, its first render is the hydration of the server's: React
 * renders a dehydrated boundary's content after the page has committed, so the page's own
 * `data-hydrated` cannot tell the two apart.)
 */
let navigated = false;

/** Loads every island group's code that this page has (a navigation is about to swap a page in); resolves once it is all here. */
export function wakeAllIslands(): Promise<unknown> {
  navigated = true;
  return Promise.all([...wakes].map((wake) => wake()));
}

/**
 * `reach`: what the shopper reaches for to wake the parts (a selector). Without one they are lazy
 * parts, not islands: their code loads as soon as a page renders one (a chunk only the pages that
 * show them load), and a navigation does not wait for it.
 *
 * An island may own forms (`island(name, holds)`, a selector of them): a form sent, or a
 * `data-autosubmit` field of it changed, before the island is live is held, and sent again once it
 * is, so it goes the script's way. React stops those events at its root while the boundary is
 * dehydrated, so neither the island nor the router would see them; and a plain post or GET would
 * load a whole page for what the script does in place. If the code cannot load, the form goes the
 * plain way.
 */
export function islandGroup<M extends Parts>(load: () => Promise<M>, reach?: string) {
  let chunk: Promise<M> | undefined;
  /** Set on the server only, before any render (the Worker awaits `preload`). */
  let rendered: M | null = null;
  /** The code, once a load of it worked (a failed one leaves the native controls; the next reach tries again). */
  let got!: (m: M) => void;
  const parts = new Promise<M>((resolve) => (got = resolve));
  const get = () =>
    (chunk ??= load().catch((e: unknown) => {
      chunk = undefined;
      throw e;
    }));
  const wake = (): Promise<void> => get().then(got);
  if (reach) wakes.add(wake);

  function island<K extends keyof M & string>(name: K, holds?: string) {
    const held = holds && reach && typeof document !== "undefined" ? holdForms(holds, wake) : null;
    // An island rendered anew (a page a navigation swapped in, or on the server without `preload`)
    // has no server HTML to keep: its code loads at once, as a lazy part's does.
    const waits = () => reach && typeof document !== "undefined" && !navigated;
    const Lazy = lazy(() => (waits() ? parts : wake().then(() => parts)).then((m) => ({ default: m[name] as ComponentType<ComponentProps<M[K]>> })));
    return memo(function Island(props: ComponentProps<M[K]>) {
      const Shown = (rendered?.[name] ?? Lazy) as ComponentType<ComponentProps<M[K]>>;
      return (
        <Suspense fallback={null}>
          <Shown {...props} />
          {held && <Live onLive={held.live} />}
        </Suspense>
      );
    });
  }

  if (reach && typeof document !== "undefined") {
    // Capturing on the window: React stops these events at its root while a boundary is dehydrated.
    // Once the code is here a reach costs a settled promise; a failed load leaves the controls
    // working natively, and the next reach tries again.
    for (const type of ["pointerover", "pointerdown", "focusin"])
      window.addEventListener(type, (e) => void (e.target instanceof Element && e.target.closest(reach) && wake().catch(() => undefined)), true);
  }

  return { island, wake, preload: (): Promise<void> => get().then((m) => void (rendered = m)) };
}

/** Renders nothing; its effect runs once the boundary it sits in is live (hydrated, or rendered anew). */
function Live({ onLive }: { onLive: () => void }) {
  useEffect(onLive, [onLive]);
  return null;
}

/**
 * Holds a submit of a form matching `holds`, or a change of one of its `data-autosubmit` fields,
 * until `live` is called (the island owning the forms has hydrated), then sends the form again.
 * Capturing on the window, as React stops the events at its root while the island is dehydrated.
 */
function holdForms(holds: string, wake: () => Promise<void>) {
  let isLive = false;
  let held: { form: HTMLFormElement; by: HTMLElement | null } | null = null;
  const send = () => {
    isLive = true;
    const h = held;
    held = null;
    h?.form.requestSubmit(h.by);
  };
  for (const type of ["change", "submit"])
    window.addEventListener(
      type,
      (e) => {
        const target = e.target as HTMLInputElement;
        const form = type === "submit" ? target : target.dataset?.autosubmit !== undefined ? target.form : null;
        if (isLive || !(form instanceof HTMLFormElement) || !form.closest(holds)) return;
        e.preventDefault();
        held = { form, by: (e as SubmitEvent).submitter ?? null };
        // No code: the plain way, as without JavaScript (React lets a dehydrated boundary's form go).
        wake().catch(send);
      },
      true,
    );
  return { live: send };
}
