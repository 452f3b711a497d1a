// The product catalogue: item rows (items/*) turned into full seed products. Texts come from
// each product's kind; prices, stock, ratings and comments are drawn from a seeded generator,
// so every build yields the same catalogue.
import type { L, SeedComment, SeedProduct, SeedVariation } from "../types";
import type { LabelLang } from "../labels";
import { LANGS, perLang, rng } from "./i18n";
import { slugify } from "../../../shared/slug";
import { ATTRIBUTE_BULLETS } from "./attributes";
import { MANUFACTURERS } from "./manufacturers";
import { priceList, shelf } from "./pricing";
import { BASE_CURRENCY } from "../../../tenants/currencies";
import { KINDS, type KindCode } from "./vocab/kinds";
import type { NetQuantity } from "../../../shared/unit-price";
import { COUNTRIES } from "./vocab/countries";
import { STORAGE } from "./vocab/storage";
import { COMMENT_LINES, FIRST_NAMES } from "./vocab/comments";
import type { ItemDef, Pack } from "./items/define";
import { GRAIN_ITEMS } from "./items/grains";
import { FLOUR_ITEMS } from "./items/flours";
import { NUT_ITEMS } from "./items/nuts";
import { FRUIT_SUPER_ITEMS } from "./items/fruit-super";
import { TEA_ITEMS } from "./items/teas";
import { OIL_SWEET_ITEMS } from "./items/oils-sweet";
import { SNACK_ITEMS } from "./items/snacks";
import { DRINK_CARE_ITEMS } from "./items/drinks-care";
import { t } from "../texts";
import { foodOf } from "./food";

export const ITEMS: ItemDef[] = [
  ...GRAIN_ITEMS, ...FLOUR_ITEMS, ...NUT_ITEMS, ...FRUIT_SUPER_ITEMS,
  ...TEA_ITEMS, ...OIL_SWEET_ITEMS, ...SNACK_ITEMS, ...DRINK_CARE_ITEMS,
];

const LABEL = {
  origin: t("catalog.products.LABEL.origin"),
  brand: t("catalog.products.LABEL.brand"),
  pack: t("catalog.products.LABEL.pack"),
  packs: t("catalog.products.LABEL.packs"),
  pieces: t("catalog.products.LABEL.pieces"),
};

function formatPack(p: Pack, lang: LabelLang): string {
  const n = lang === "en" ? String(p.size) : String(p.size).replace(".", ",");
  return `${n} ${p.unit === "kom" ? LABEL.pieces[lang] : p.unit}`;
}

const BASE_QTY: Record<Pack["unit"], number> = { g: 1, kg: 1000, ml: 1, l: 1000, kom: 1 };

/**
 * Grams of one piece where a kind's package counts pieces of a weighed food: a tea bag holds
 * about 1.75 g, so a box of 20 is sold (and unit-priced) as 35 g.
 */
const PIECE_GRAMS: Partial<Record<KindCode, number>> = { "tea-blend": 1.75 };

/**
 * The net quantity of a package (Directive 98/6/EC, docs/decisions/0015-food-shop-rules.md):
 * weights in grams, volumes in millilitres; a box of pieces of a product whose first package is
 * weighed (12 bars of 45 g) holds that many times its weight; other pieces (capsules, vanilla
 * pods) stay pieces, priced per piece.
 */
export function netOf(item: ItemDef, pack: Pack): NetQuantity {
  if (pack.unit !== "kom") return { amount: pack.size * BASE_QTY[pack.unit], unit: pack.unit === "g" || pack.unit === "kg" ? "g" : "ml" };
  const first = item.packs[0];
  if (first && first !== pack && first.unit !== "kom") {
    const one = netOf(item, first);
    return { amount: pack.size * one.amount, unit: one.unit };
  }
  const grams = PIECE_GRAMS[item.kind];
  return grams ? { amount: Math.round(pack.size * grams * 100) / 100, unit: "g" } : { amount: pack.size, unit: "piece" };
}

/** Regular price of pack i in the base currency: the row's price for the first, bigger packs a little cheaper per unit. */
function packEur(item: ItemDef, i: number): number {
  const first = item.packs[0];
  const pack = item.packs[i];
  if (!first || !pack || i === 0) return item.eur;
  const factor = pack.factor ?? Math.pow((pack.size * BASE_QTY[pack.unit]) / (first.size * BASE_QTY[first.unit]), 0.9);
  return shelf[BASE_CURRENCY](item.eur * factor);
}

function description(item: ItemDef, brand: string): L {
  const kind = KINDS[item.kind];
  const country = COUNTRIES[item.origin] as L;
  return perLang((lang) => {
    const facts = [
      `<li><strong>${LABEL.origin[lang]}:</strong> ${country[lang]}</li>`,
      `<li><strong>${LABEL.brand[lang]}:</strong> ${brand}</li>`,
      ...item.attributes.map((a) => `<li>${ATTRIBUTE_BULLETS[a][lang]}</li>`),
      `<li><strong>${(item.packs.length > 1 ? LABEL.packs : LABEL.pack)[lang]}:</strong> ${item.packs.map((p) => formatPack(p, lang)).join(", ")}</li>`,
    ];
    return (
      `<p><strong>${item.title[lang]}</strong> – ${kind.intro[lang]}</p>` +
      `<ul>${facts.join("")}</ul>` +
      `<p>${kind.use[lang]}</p>` +
      `<p>${STORAGE[kind.storage][lang]}</p>`
    );
  });
}

const RATING_POOL = [5, 5, 5, 5, 4, 4, 4, 4, 3, 5, 4, 2, 5, 4, 1];

function pick<T>(r: () => number, list: readonly T[]): T {
  const v = list[Math.floor(r() * list.length)];
  if (v === undefined) throw new Error("pick from an empty list");
  return v;
}

function comments(r: () => number, item: ItemDef): SeedComment[] {
  const count = 1 + Math.floor(r() * 3);
  const out: SeedComment[] = [];
  for (let i = 0; i < count; i++) {
    const lang = pick(r, LANGS);
    const line = pick(r, COMMENT_LINES[lang][KINDS[item.kind].group]);
    const names = FIRST_NAMES[lang];
    const name = pick(r, line.voice === "f" ? names.f : [...names.f, ...names.m]);
    out.push({ lang, name, message: line.message, rate: line.rate });
  }
  return out;
}

/** Slugs unique per language: a clash gets the brand's slug appended. */
const taken = new Map<LabelLang, Set<string>>(LANGS.map((l) => [l, new Set<string>()]));
function uniqueSlug(lang: LabelLang, title: string, brandSlug: string): string {
  const used = taken.get(lang) as Set<string>;
  let slug = slugify(title);
  if (used.has(slug)) slug = `${slug}-${brandSlug}`;
  used.add(slug);
  return slug;
}

function build(item: ItemDef, index: number): SeedProduct {
  const code = `ZR-${String(index + 1).padStart(5, "0")}`;
  const brand = MANUFACTURERS.find((m) => m.code === item.manufacturer);
  if (!brand) throw new Error(`${code}: unknown manufacturer ${item.manufacturer}`);
  const r = rng(index * 7919 + 101);
  const discountPercent = r() < 0.2 ? pick(r, [10, 15, 20, 25, 30]) : 0;
  // The history's dates come from their own stream, so the catalogue's other draws stay as they were.
  const when = rng(index * 104_729 + 7);
  const rule = { discountPercent, loyalty: r() < 0.15, anchorBelowBasic: r() < 0.3, reducedDaysAgo: 3 + Math.floor(when() * 18), oldPromotion: when() < 0.3 };
  const variations: SeedVariation[] = item.packs.map((pack, i) => {
    const s = r();
    const stock = s < 0.1 ? 0 : s < 0.25 ? 1 + Math.floor(r() * 4) : 8 + Math.floor(r() * 230);
    return {
      code: `${code}-${pack.size}${pack.unit.toUpperCase()}`.replace(".", "-"),
      size: pack.size,
      unit: pack.unit,
      net: netOf(item, pack),
      stock,
      limitedQty: r() < 0.06 ? pick(r, [2, 5]) : null,
      prices: priceList(packEur(item, i), rule),
    };
  });
  const rated = r() < 0.4;
  const ratings = rated ? Array.from({ length: 2 + Math.floor(r() * 24) }, () => pick(r, RATING_POOL)) : [];
  const kind = KINDS[item.kind];
  const country = COUNTRIES[item.origin] as L;
  const tags = discountPercent > 0 ? [...item.tags, "on-sale"] : item.tags;
  return {
    code,
    category: item.category,
    manufacturer: item.manufacturer,
    visible: item.visible,
    ignoreBrandVisibility: item.ignoreBrandVisibility,
    attributes: item.attributes,
    tags,
    title: item.title,
    slug: perLang((lang) => uniqueSlug(lang, item.title[lang], brand.slug)),
    shortDescription: perLang((lang) => `${kind.short[lang]} ${LABEL.origin[lang]}: ${country[lang]}.`),
    description: description(item, brand.title),
    variations,
    ratings,
    comments: rated && r() < 0.375 ? comments(r, item) : [],
    hue: (kind.hue + Math.floor(r() * 25) - 12 + 360) % 360,
    kind: item.kind,
    food: foodOf(item, index),
  };
}

export const PRODUCTS: SeedProduct[] = ITEMS.map(build);
