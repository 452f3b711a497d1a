import { IDLE_DEBOUNCE_MS } from "../../shared/timings";

const ACTIVITY = ["pointermove", "pointerdown", "keydown", "wheel", "scroll", "touchstart"] as const;

/**
 * Idle reload (docs/behaviour/04-states.md): `onIdle` runs after `idleMs` without activity. Activity is debounced
 * (500 ms after the last event restarts the wait), so a stream of pointer events costs one
 * timer, not one per event. While a burst is still being debounced the visitor is active, so
 * the idle wait never ends in the middle of it. Answers a function that stops watching.
 */
export function watchIdle(target: EventTarget, idleMs: number, onIdle: () => void): () => void {
  let debounce: ReturnType<typeof setTimeout> | undefined;
  let idle = setTimeout(fire, idleMs);
  function fire() {
    if (debounce === undefined) onIdle();
  }
  function onActivity() {
    clearTimeout(debounce);
    debounce = setTimeout(() => {
      debounce = undefined;
      clearTimeout(idle);
      idle = setTimeout(fire, idleMs);
    }, IDLE_DEBOUNCE_MS);
  }
  const opts = { passive: true, capture: true };
  for (const e of ACTIVITY) target.addEventListener(e, onActivity, opts);
  return () => {
    clearTimeout(debounce);
    clearTimeout(idle);
    for (const e of ACTIVITY) target.removeEventListener(e, onActivity, opts);
  };
}

/**
 * Whether the visitor typed into a form that was not sent since: an idle reload must not wipe
 * a half-filled address or review. Sending any form, or navigating, starts clean again.
 */
export function watchUnsavedInput(target: EventTarget): () => boolean {
  let unsaved = false;
  target.addEventListener("input", (e) => (unsaved ||= (e.target as Element | null)?.closest?.("form") != null), { capture: true });
  target.addEventListener("submit", () => (unsaved = false), { capture: true });
  return () => unsaved;
}
