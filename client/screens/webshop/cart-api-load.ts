/**
 * The cart's calls (./cart-api.ts) as a chunk of their own, loaded when a shopper first means to
 * change the cart (a pointer over or focus in an add-to-cart form, a quantity step) or, at the
 * latest, with the change: no page carries them at first view (docs/decisions/0018-javascript-budget.md).
 * Every form they serve posts to the BFF without JavaScript too.
 */
export const loadCartApi = () => import("./cart-api");

/** What a shopper reads for a failed change, also when the calls' chunk itself could not load. */
export function failureOf(err: unknown): Promise<{ key: string; qty?: number }> {
  return loadCartApi().then(
    (m) => m.cartFailure(err),
    () => ({ key: "error_network" }),
  );
}
