import { islandGroup } from "../../components/island";

/**
 * The card inputs (./card-fields.tsx) as a chunk of their own for the pages that ask for a card
 * only when the order is paid by one (the review step, payment new): a page paid otherwise never
 * loads them (docs/decisions/0018-javascript-budget.md). The server renders them in full (the
 * Worker awaits `preloadCardFields` before its first page); in the browser the boundary keeps the
 * server's inputs, and what is typed in them, until the chunk has loaded, then hydrates (a lazy
 * part: ../../components/island.tsx). The form around them keeps its context while it is only
 * re-rendered (../auth/form-parts.tsx), and the part is memoised, so a boundary still waiting for
 * its chunk is not thrown away and rendered anew.
 */
const part = islandGroup(() => import("./card-fields"));
export const CardFields = part.island("CardFields");
export const preloadCardFields = (): Promise<void> => part.preload();
