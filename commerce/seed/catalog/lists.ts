// Product lists (curated collections). A list's site path is assumed to be
// /<catalog word>/<slug>/, like a top-level category, so list slugs never reuse one.
import { BASE_CURRENCY } from "../../../tenants/currencies";
import type { L, SeedList, SeedProduct } from "../types";
import { CATALOG_WORD, perLang } from "./i18n";
import { slugify } from "../../../shared/slug";
import { CATEGORIES } from "./categories";
import { MANUFACTURERS } from "./manufacturers";
import { PRODUCTS } from "./products";
import { t } from "../texts";

/** A product a shopper can see: visible, in a visible category chain, from a visible brand (or exempt). */
export function isShopVisible(p: SeedProduct): boolean {
  const cat = CATEGORIES.find((c) => c.code === p.category);
  const parent = cat?.parent ? CATEGORIES.find((c) => c.code === cat.parent) : undefined;
  const brand = MANUFACTURERS.find((m) => m.code === p.manufacturer);
  return p.visible && !!cat?.visible && (!parent || parent.visible) && (!!brand?.visible || p.ignoreBrandVisibility);
}

const shown = PRODUCTS.filter(isShopVisible);
const codes = (pred: (p: SeedProduct) => boolean, max: number) => shown.filter(pred).slice(0, max).map((p) => p.code);
const discounted = (p: SeedProduct) => (p.variations[0]?.prices[BASE_CURRENCY].discountPercent ?? 0) > 0;

function list(code: string, titles: string, products: string[], visible = true, redirect: SeedList["redirect"] = null): SeedList {
  const title = t(titles);
  return { code, visible, title, slug: perLang((lang) => slugify(title[lang])), products, redirect };
}

const onSale = list("on-sale", "catalog.lists.on-sale.titles", codes(discounted, 16));
const onSalePath: L = perLang((lang) => `/${CATALOG_WORD[lang]}/${onSale.slug[lang]}/`);

export const LISTS: SeedList[] = [
  onSale,
  list("new", "catalog.lists.new.titles", codes((p) => p.tags.includes("new"), 16)),
  list("bestsellers", "catalog.lists.bestsellers.titles", codes((p) => p.tags.includes("bestseller"), 20)),
  list("christmas-gifts", "catalog.lists.christmas-gifts.titles", codes((p) => p.tags.includes("gift"), 12), false),
  list("summer-sale", "catalog.lists.summer-sale.titles", codes(discounted, 10), true, { to: onSalePath, code: 301 }),
];
