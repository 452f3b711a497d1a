// Publish categories: one per template, a hidden press corner and an old category that redirects.
import type { SeedPublishCategory } from "../types";
import { categoryPath } from "./build";
import { t } from "../texts";

const tips: SeedPublishCategory = {
  code: "tips",
  template: "blog",
  visible: true,
  position: 1,
  title: t("content.categories.tips.title"),
  slug: t("content.categories.tips.slug"),
  description: t("content.categories.tips.description"),
  redirect: null,
};

const news: SeedPublishCategory = {
  code: "news",
  template: "news",
  visible: true,
  position: 2,
  title: t("content.categories.news.title"),
  slug: t("content.categories.news.slug"),
  description: t("content.categories.news.description"),
  redirect: null,
};

const guides: SeedPublishCategory = {
  code: "guides",
  template: "guide",
  visible: true,
  position: 3,
  title: t("content.categories.guides.title"),
  slug: t("content.categories.guides.slug"),
  description: t("content.categories.guides.description"),
  redirect: null,
};

const magazine: SeedPublishCategory = {
  code: "magazine",
  template: "magazine",
  visible: true,
  position: 4,
  title: t("content.categories.magazine.title"),
  slug: t("content.categories.magazine.slug"),
  description: t("content.categories.magazine.description"),
  redirect: null,
};

const recipes: SeedPublishCategory = {
  code: "recipes",
  template: "recipes",
  visible: true,
  position: 5,
  title: t("content.categories.recipes.title"),
  slug: t("content.categories.recipes.slug"),
  description: t("content.categories.recipes.description"),
  redirect: null,
};

/** Press releases: kept for journalists who get the link, not listed in the navigation. */
const press: SeedPublishCategory = {
  code: "press",
  template: "news",
  visible: false,
  position: 6,
  title: t("content.categories.press.title"),
  slug: t("content.categories.press.slug"),
  description: t("content.categories.press.description"),
  redirect: null,
};

/** The old "Health" section was merged into Tips in 2025; its address still gets traffic. */
const health: SeedPublishCategory = {
  code: "health",
  template: "blog",
  visible: true,
  position: 7,
  title: t("content.categories.health.title"),
  slug: t("content.categories.health.slug"),
  description: t("content.categories.health.description"),
  redirect: { to: categoryPath(tips.slug), code: 301 },
};

export const PUBLISH_CATEGORIES: SeedPublishCategory[] = [tips, news, guides, magazine, recipes, press, health];

export function categoryByCode(code: string): SeedPublishCategory {
  const c = PUBLISH_CATEGORIES.find((x) => x.code === code);
  if (!c) throw new Error(`unknown publish category ${code}`);
  return c;
}
