/**
 * The attributes a product card shows as badges over its picture, in this order. Its own module:
 * the card (browser) and the home page's product cut (worker, shared/screens/cms.ts) read it, and
 * the card must not import the screens' schemas.
 */
export const CARD_BADGES: readonly string[] = ["organic", "vegan", "gluten_free"];
