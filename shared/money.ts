// Rounding of money, the one rule for the seed's price lists, the currencies' shelf endings and
// the commerce API's cart and order totals, so a cent never differs between them.

/**
 * Money values keep 2 decimals (docs/behaviour/09-constants.md). EPSILON first: 1.005 is stored
 * as 1.00499999…, and without it rounds to 1.00 where a shopper's arithmetic says 1.01.
 */
export function round2(n: number): number {
  return Math.round((n + Number.EPSILON) * 100) / 100;
}
