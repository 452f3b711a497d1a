import { islandGroup } from "../../components/island";

/**
 * The empty wishlist's and comparison's state (./empty-state.tsx) as a chunk of their own: a list
 * with products never loads its tiles and cards (docs/decisions/0018-javascript-budget.md). The
 * server renders it in full (the Worker awaits `preloadEmptyState` before its first page), so it
 * shows without JavaScript; in the browser the boundary keeps the server's HTML until the chunk
 * has loaded, then hydrates (a lazy part: ../../components/island.tsx). The empty cart and the
 * search without results declare theirs in their own screens (../search/index.tsx says why).
 */
const part = islandGroup(() => import("./empty-state"));
export const EmptyState = part.island("EmptyState");
export const preloadEmptyState = (): Promise<void> => part.preload();
