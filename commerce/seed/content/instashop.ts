// Social-shop posts: a photo caption per language and the products shown in it.
import type { L, SeedInstashopItem } from "../types";
import { P } from "./product-refs";
import { t } from "../texts";

function item(code: string, products: string[], hue: number, caption: L): SeedInstashopItem {
  return { code, caption, products, hue };
}

export const INSTASHOP: SeedInstashopItem[] = [
  item("insta-overnight-oats", [P.rolledOats, P.chiaSeeds, P.oatDrink], 300, t("content.instashop.insta-overnight-oats.caption")),
  item("insta-olive-oil-harvest", [P.oliveOil], 70, t("content.instashop.insta-olive-oil-harvest.caption")),
  item("insta-energy-balls", [P.dates, P.cocoa, P.almonds], 15, t("content.instashop.insta-energy-balls.caption")),
  item("insta-pumpkin-soup", [P.pumpkinSeedOil, P.pumpkinSeeds], 28, t("content.instashop.insta-pumpkin-soup.caption")),
  item("insta-refill-station", [P.buckwheat, P.millet, P.walnuts], 165, t("content.instashop.insta-refill-station.caption")),
  item("insta-golden-milk", [P.turmeric, P.cinnamon, P.oatDrink], 45, t("content.instashop.insta-golden-milk.caption")),
  item("insta-gluten-free-bake", [P.glutenFreeFlour, P.almondFlour, P.psyllium], 42, t("content.instashop.insta-gluten-free-bake.caption")),
  item("insta-post-workout", [P.peaProtein, P.peanutButter, P.rolledOats], 55, t("content.instashop.insta-post-workout.caption")),
];
