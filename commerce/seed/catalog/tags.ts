// Product tags: the shop's own badges and theme pages (/<productTags word>/<slug>-<id>/).
import type { SeedProductTag } from "../types";
import { perLang } from "./i18n";
import { slugify } from "../../../shared/slug";
import { t } from "../texts";

function tag(code: string, titles: string): SeedProductTag {
  const title = t(titles);
  return { code, title, slug: perLang((lang) => slugify(title[lang])) };
}

export const PRODUCT_TAGS: SeedProductTag[] = [
  tag("bestseller", "catalog.tags.bestseller.titles"),
  tag("new", "catalog.tags.new.titles"),
  tag("high-protein", "catalog.tags.high-protein.titles"),
  tag("keto", "catalog.tags.keto.titles"),
  tag("kids", "catalog.tags.kids.titles"),
  tag("breakfast", "catalog.tags.breakfast.titles"),
  tag("baking", "catalog.tags.baking.titles"),
  tag("on-sale", "catalog.tags.on-sale.titles"),
  tag("local", "catalog.tags.local.titles"),
  tag("zero-waste", "catalog.tags.zero-waste.titles"),
  tag("immunity", "catalog.tags.immunity.titles"),
  tag("sport", "catalog.tags.sport.titles"),
  tag("gift", "catalog.tags.gift.titles"),
];
