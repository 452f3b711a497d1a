// The unit price of a package (Directive 98/6/EC, docs/decisions/0015-food-shop-rules.md): the
// price of one kilogram, one litre or one piece, worked out from the package's price and its net
// quantity. The commerce API answers it and the storefront reworks it from a live price with this
// one rule, so the two never differ by a cent.
import { round2 } from "./money";

/** Net quantities are kept in grams, millilitres or pieces. */
export const NET_UNITS = ["g", "ml", "piece"] as const;
export type NetUnit = (typeof NET_UNITS)[number];
/** A unit price is per kilogram, litre or piece (never per 100 g: Germany's PAngV § 5 asks for 1 kg / 1 l since 2022). */
export const MEASURES = ["kg", "l", "piece"] as const;
type Measure = (typeof MEASURES)[number];

export interface NetQuantity {
  amount: number;
  unit: NetUnit;
}
export interface UnitPrice {
  price: number;
  per: Measure;
}

const PER: Record<NetUnit, [Measure, number]> = { g: ["kg", 1000], ml: ["l", 1000], piece: ["piece", 1] };

/** The price of one kg, l or piece of a package priced `price` holding `net`; null without a net quantity. */
export function unitPrice(price: number, net: NetQuantity | null | undefined): UnitPrice | null {
  if (!net || !(net.amount > 0)) return null;
  const [per, base] = PER[net.unit];
  return { price: round2((price * base) / net.amount), per };
}
