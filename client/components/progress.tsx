import { useAtomValue } from "jotai";
import { fetchStateAtom } from "../navigation/state";
import { useLabel } from "../state/hooks";

/** A visible progress bar while the next page's data loads (and a live region for screen readers). */
export function NavigationProgress() {
  const state = useAtomValue(fetchStateAtom);
  const t = useLabel();
  return (
    <div className={`nav-progress nav-progress-${state}`} role="status" aria-live="polite" data-fetch-state={state}>
      {state === "pending" && <span className="visually-hidden">{t("page_loading")}</span>}
    </div>
  );
}
