import { islandGroup } from "../../components/island";

/**
 * The empty states (./empty-state.tsx) as a chunk of their own: a full cart, wishlist or search
 * page never loads their tiles and cards, which kept the cart over the 90 KB budget with the
 * consent chunk (docs/decisions/0018-javascript-budget.md). The server renders them in full (the
 * Worker awaits `preloadEmptyState` before its first page), so they show without JavaScript; in
 * the browser the boundary keeps the server's HTML until the chunk has loaded, then hydrates
 * (a lazy part: ../../components/island.tsx).
 */
const part = islandGroup(() => import("./empty-state"));
export const EmptyState = part.island("EmptyState");
export const preloadEmptyState = (): Promise<void> => part.preload();
