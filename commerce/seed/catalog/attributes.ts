// Product attributes (filters and badges): exactly these six codes.
import type { L, SeedAttribute } from "../types";
import { t } from "../texts";

export const ATTRIBUTES: SeedAttribute[] = [
  { code: "organic", title: t("catalog.attributes.organic.title") },
  { code: "vegan", title: t("catalog.attributes.vegan.title") },
  { code: "gluten_free", title: t("catalog.attributes.gluten_free.title") },
  { code: "sugar_free", title: t("catalog.attributes.sugar_free.title") },
  { code: "raw", title: t("catalog.attributes.raw.title") },
  { code: "lactose_free", title: t("catalog.attributes.lactose_free.title") },
];

/** One line per attribute for the bullet list of a product description. */
export const ATTRIBUTE_BULLETS: Record<SeedAttribute["code"], L> = {
  organic: t("catalog.attributes.ATTRIBUTE_BULLETS.organic"),
  vegan: t("catalog.attributes.ATTRIBUTE_BULLETS.vegan"),
  gluten_free: t("catalog.attributes.ATTRIBUTE_BULLETS.gluten_free"),
  sugar_free: t("catalog.attributes.ATTRIBUTE_BULLETS.sugar_free"),
  raw: t("catalog.attributes.ATTRIBUTE_BULLETS.raw"),
  lactose_free: t("catalog.attributes.ATTRIBUTE_BULLETS.lactose_free"),
};
