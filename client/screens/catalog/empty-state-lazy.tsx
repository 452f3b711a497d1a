import { lazy, Suspense, type ComponentProps, type ComponentType } from "react";
import type { EmptyState as Shown } from "./empty-state";

type Props = ComponentProps<typeof Shown>;

/**
 * The empty states (./empty-state.tsx) as a chunk of their own: a full cart, wishlist or search
 * page never loads their tiles and cards, which kept the cart over the 90 KB budget with the
 * consent chunk (docs/decisions/0018-javascript-budget.md). The server renders them in full (the
 * Worker awaits `preloadEmptyState` before its first page), so they show without JavaScript; in
 * the browser the boundary keeps the server's HTML until the chunk has loaded, then hydrates.
 * The same wrapper as ../webshop/card-fields-lazy.tsx: one helper for both costs their pages bytes or a request
 * (docs/decisions/0018-javascript-budget.md, "One lazy-part wrapper").
 */
const load = () => import("./empty-state").then((m) => ({ default: m.EmptyState }));
const Lazy = lazy(load);
/** Set on the server only, before any render: the browser always takes the lazy path, so a render never switches component types. */
let rendered: ComponentType<Props> | null = null;

export function preloadEmptyState(): Promise<void> {
  return load().then((m) => {
    rendered = m.default;
  });
}

export function EmptyState(props: Props) {
  const Shown = rendered ?? Lazy;
  return (
    <Suspense fallback={null}>
      <Shown {...props} />
    </Suspense>
  );
}
