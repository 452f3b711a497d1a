// How the browser prints a price: from a shape the server took from its own Intl, so that
// hydration makes no Intl.NumberFormat (ICU's first set-up of number data is one 65–110 ms task on
// a mid-range phone; docs/decisions/0029-scripts-after-the-largest-paint.md "Prices printed without Intl").
import type { PriceShape } from "./page-envelope";

export type { PriceShape };

/**
 * `amount` with two decimals in `shape`; a negative amount (−0 too, as Intl prints it) takes the
 * negative form. Rounded half away from zero on the number's shortest decimal form, as ICU rounds
 * (0.995 → 1.00, where `toFixed` rounds the binary value 0.99499… down).
 */
export function printPrice(amount: number, { pos, neg, group, decimal, groupFrom }: PriceShape): string {
  const abs = Math.abs(amount);
  const text = String(abs);
  const cents = Math.round(text.includes("e") ? abs * 100 : Number(text + "e2"));
  const int = String(Math.floor(cents / 100));
  const frac = String(cents % 100).padStart(2, "0");
  const digits = int.length < groupFrom ? int : int.replace(/\B(?=(\d{3})+$)/g, group);
  return (amount < 0 || Object.is(amount, -0) ? neg : pos).replace("#", () => digits + decimal + frac);
}
