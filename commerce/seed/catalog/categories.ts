// Catalogue categories. A category's site path is /<catalog word>/<slug>/, a child's
// /<catalog word>/<parent slug>/<child slug>/ (CATALOG_WORD in i18n.ts).
import type { L, SeedCategory } from "../types";
import { perLang, CATALOG_WORD } from "./i18n";
import { slugify } from "../../../shared/slug";
import { t } from "../texts";

interface Def {
  code: string;
  parent?: string;
  template?: SeedCategory["template"];
  visible?: boolean;
  /** "|"-separated titles, then descriptions, in language order. */
  title: string;
  description: string;
  /** Code of the category an old category now points to. */
  redirectTo?: string;
  redirectCode?: 301 | 302;
}

const DEFS: Def[] = [
  {
    code: "grains",
    template: "grid",
    title: "catalog.categories.grains.title",
    description:
      "catalog.categories.grains.description",
  },
  {
    code: "muesli",
    parent: "grains",
    title: "catalog.categories.muesli.title",
    description:
      "catalog.categories.muesli.description",
  },
  {
    code: "flours",
    template: "grid",
    title: "catalog.categories.flours.title",
    description:
      "catalog.categories.flours.description",
  },
  {
    code: "flours-gf",
    parent: "flours",
    title: "catalog.categories.flours-gf.title",
    description:
      "catalog.categories.flours-gf.description",
  },
  {
    code: "nuts",
    template: "grid",
    title: "catalog.categories.nuts.title",
    description:
      "catalog.categories.nuts.description",
  },
  {
    code: "seeds",
    parent: "nuts",
    title: "catalog.categories.seeds.title",
    description:
      "catalog.categories.seeds.description",
  },
  {
    code: "nut-butters",
    parent: "nuts",
    title: "catalog.categories.nut-butters.title",
    description:
      "catalog.categories.nut-butters.description",
  },
  {
    code: "sprouting",
    parent: "nuts",
    title: "catalog.categories.sprouting.title",
    description:
      "catalog.categories.sprouting.description",
    redirectTo: "seeds",
    redirectCode: 302,
  },
  {
    code: "dried-fruit",
    template: "grid",
    title: "catalog.categories.dried-fruit.title",
    description:
      "catalog.categories.dried-fruit.description",
  },
  {
    code: "superfoods",
    template: "landing",
    title: "catalog.categories.superfoods.title",
    description:
      "catalog.categories.superfoods.description",
  },
  {
    code: "teas",
    template: "grid",
    title: "catalog.categories.teas.title",
    description:
      "catalog.categories.teas.description",
  },
  {
    code: "herbal-teas",
    parent: "teas",
    title: "catalog.categories.herbal-teas.title",
    description:
      "catalog.categories.herbal-teas.description",
  },
  {
    code: "oils",
    template: "grid",
    title: "catalog.categories.oils.title",
    description:
      "catalog.categories.oils.description",
  },
  {
    code: "sweeteners",
    template: "grid",
    title: "catalog.categories.sweeteners.title",
    description:
      "catalog.categories.sweeteners.description",
  },
  {
    code: "snacks",
    template: "grid",
    title: "catalog.categories.snacks.title",
    description:
      "catalog.categories.snacks.description",
  },
  {
    code: "bars",
    parent: "snacks",
    title: "catalog.categories.bars.title",
    description:
      "catalog.categories.bars.description",
  },
  {
    code: "drinks",
    template: "grid",
    title: "catalog.categories.drinks.title",
    description:
      "catalog.categories.drinks.description",
  },
  {
    code: "supplements",
    template: "grid",
    title: "catalog.categories.supplements.title",
    description:
      "catalog.categories.supplements.description",
  },
  {
    code: "cosmetics",
    template: "grid",
    title: "catalog.categories.cosmetics.title",
    description:
      "catalog.categories.cosmetics.description",
  },
  {
    code: "christmas",
    template: "landing",
    visible: false,
    title: "catalog.categories.christmas.title",
    description:
      "catalog.categories.christmas.description",
  },
  {
    code: "organic-corner",
    title: "catalog.categories.organic-corner.title",
    description:
      "catalog.categories.organic-corner.description",
    redirectTo: "superfoods",
    redirectCode: 301,
  },
];

const slugs = new Map<string, L>(DEFS.map((d) => [d.code, perLang((lang) => slugify(t(d.title)[lang]))]));

/** Site path of a category per language: /<catalog word>/[<parent slug>/]<slug>/. */
export function categoryPath(code: string): L {
  const def = DEFS.find((d) => d.code === code);
  const own = slugs.get(code);
  if (!def || !own) throw new Error(`unknown category ${code}`);
  const parent = def.parent ? slugs.get(def.parent) : undefined;
  return perLang((lang) => `/${CATALOG_WORD[lang]}/${parent ? `${parent[lang]}/` : ""}${own[lang]}/`);
}

const positions = new Map<string | null, number>();

export const CATEGORIES: SeedCategory[] = DEFS.map((d) => {
  const parent = d.parent ?? null;
  const position = (positions.get(parent) ?? 0) + 1;
  positions.set(parent, position);
  return {
    code: d.code,
    parent,
    position,
    visible: d.visible ?? true,
    template: d.template ?? "default",
    title: t(d.title),
    slug: slugs.get(d.code) as L,
    description: t(d.description),
    redirect: d.redirectTo ? { to: categoryPath(d.redirectTo), code: d.redirectCode ?? 301 } : null,
  };
});
