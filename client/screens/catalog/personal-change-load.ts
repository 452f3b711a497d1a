/**
 * A wishlist or compare change and its confirming retry (./personal-change.ts) as a chunk of their
 * own, loaded when the shopper reaches for a save or remove form (a pointer over it, the focus in
 * it) or, at the latest, with the submit: the product page and the saved lists do not carry them
 * at first view (docs/decisions/0018-javascript-budget.md).
 */
export const loadChange = () => import("./personal-change");

/** The label a shopper reads for a failed change, also when the change's chunk could not load. */
export function changeFailure(err: unknown): Promise<string> {
  return loadChange().then(
    (m) => m.failureLabel(err),
    () => "error_network",
  );
}
