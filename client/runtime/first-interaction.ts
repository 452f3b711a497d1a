import { INTERACTION_FALLBACK_MS, INTERACTION_SCROLL_PX } from "../../shared/timings";

const EVENTS = ["pointermove", "keydown", "click", "touchstart"] as const;

/**
 * Resolves at the visitor's first interaction (movement, key, click, touch, or scrolling past
 * 50 px), or after 8 s without one (docs/behaviour/04-states.md), whichever comes first. Deferred scripts wait on it.
 */
export function firstInteraction(target: EventTarget & { scrollY: number }, fallbackMs = INTERACTION_FALLBACK_MS): Promise<"interaction" | "timeout"> {
  return new Promise((resolve) => {
    const opts = { passive: true, capture: true };
    const onEvent = () => done("interaction");
    const onScroll = () => {
      if (target.scrollY > INTERACTION_SCROLL_PX) done("interaction");
    };
    const timer = setTimeout(() => done("timeout"), fallbackMs);
    for (const e of EVENTS) target.addEventListener(e, onEvent, opts);
    target.addEventListener("scroll", onScroll, opts);
    function done(why: "interaction" | "timeout") {
      clearTimeout(timer);
      for (const e of EVENTS) target.removeEventListener(e, onEvent, opts);
      target.removeEventListener("scroll", onScroll, opts);
      resolve(why);
    }
  });
}
