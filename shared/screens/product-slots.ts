/**
 * The product page's parts the server renders as HTML (worker/render/food-info.tsx,
 * worker/render/reviews.tsx), each in a slot of its own, by the slot's class. A page's embedded
 * state leaves them out: the page already has them, and the browser takes each from its slot as it
 * hydrates (client/screens/catalog/server-html.ts); a client-side navigation's page answer carries
 * them. docs/decisions/0016-lean-pages.md "Server HTML is in the page once".
 */
export const PRODUCT_SLOTS = { foodHtml: "food-info-slot", reviewsHtml: "reviews-slot" } as const;
