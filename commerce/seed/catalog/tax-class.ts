// Each product's VAT tax class, from its kind (issue 14; the classes and their rates per country
// are in migration 0019, the rule in docs/decisions/0015-food-shop-rules.md "VAT"). Staples that
// national laws tax lowest (oils and fats, flour, grains, rice, pasta, flakes, nuts, seeds, dried
// fruit) are `food_basic`; plant drinks `drinks`; the kind's group decides supplements and cosmetics.
import type { TaxClass } from "../../../shared/contract/cart";
import { isKind, KINDS, type KindCode } from "./vocab/kinds";

const BASIC: readonly KindCode[] = ["olive", "oil-cold", "oil-cook", "flour", "gf-flour", "grain", "rice", "pasta", "flakes", "nuts", "seeds", "dried-fruit"];

export function taxClassOf(kind: string | undefined): TaxClass {
  if (!kind || !isKind(kind)) return "food";
  if (BASIC.includes(kind)) return "food_basic";
  if (kind === "drink") return "drinks";
  const group = KINDS[kind].group;
  if (group === "supplement") return "supplements";
  if (group === "cosmetic") return "cosmetics";
  return "food";
}
