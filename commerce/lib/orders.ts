/**
 * Statuses of an order that count as a purchase: cash on delivery placed, or paid. A verified
 * review (routes/catalog/reviews.ts) and "goes well with" (routes/catalog/goes-well-with.ts) read
 * only such orders; an order awaiting or refused payment, or canceled, bought nothing.
 */
export const BOUGHT = "('new', 'paid')";
