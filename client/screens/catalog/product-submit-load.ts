/**
 * What the product page's add to cart and save buttons do when sent (./product-submit.ts), loaded
 * when the shopper reaches for one of their forms or, at the latest, with its submit.
 */
export const loadSubmit = () => import("./product-submit");
