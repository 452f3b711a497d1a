import { lazy, memo, Suspense, type ComponentProps, type ComponentType } from "react";
import type { CardFields as Shown } from "./card-fields";

type Props = ComponentProps<typeof Shown>;

/**
 * The card inputs (./card-fields.tsx) as a chunk of their own for the pages that ask for a card
 * only when the order is paid by one (the review step, payment new): a page paid otherwise never
 * loads them (docs/decisions/0018-javascript-budget.md). The server renders them in full (the
 * Worker awaits `preloadCardFields` before its first page); in the browser the boundary keeps the
 * server's inputs, and what is typed in them, until the chunk has loaded, then hydrates. The form
 * around them keeps its context while it is only re-rendered (../auth/form-parts.tsx), so a
 * boundary still waiting for its chunk is not thrown away and rendered anew.
 * The same wrapper as ../catalog/empty-state-lazy.tsx: one helper for both costs their pages bytes or a request
 * (docs/decisions/0018-javascript-budget.md, "One lazy-part wrapper").
 */
const load = () => import("./card-fields").then((m) => ({ default: m.CardFields }));
const Lazy = lazy(load);
/** Set on the server only, before any render: the browser always takes the lazy path, so a render never switches component types. */
let rendered: ComponentType<Props> | null = null;

export function preloadCardFields(): Promise<void> {
  return load().then((m) => {
    rendered = m.default;
  });
}

export const CardFields = memo(function CardFields(props: Props) {
  const Shown = rendered ?? Lazy;
  return (
    <Suspense fallback={null}>
      <Shown {...props} />
    </Suspense>
  );
});
