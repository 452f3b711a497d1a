// Product lists (curated collections). A list's site path is assumed to be
// /<catalog word>/<slug>/, like a top-level category, so list slugs never reuse one.
import { BASE_CURRENCY } from "../../../tenants/currencies";
import type { L, SeedList, SeedProduct } from "../types";
import { CATALOG_WORD, perLang, slugify, tr } from "./i18n";
import { CATEGORIES } from "./categories";
import { MANUFACTURERS } from "./manufacturers";
import { PRODUCTS } from "./products";

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
  const title = tr(titles);
  return { code, visible, title, slug: perLang((lang) => slugify(title[lang])), products, redirect };
}

const onSale = list("on-sale", "Akcija|On sale|Akcija|Angebote|Offerte|Ofertas|Akcija|Akcija|Akcija", codes(discounted, 16));
const onSalePath: L = perLang((lang) => `/${CATALOG_WORD[lang]}/${onSale.slug[lang]}/`);

export const LISTS: SeedList[] = [
  onSale,
  list("new", "Novo u ponudi|New in|Novo v ponudbi|Neuheiten|Novità|Novedades|Novo u ponudi|Novo u ponudi|Novo u ponudi", codes((p) => p.tags.includes("new"), 16)),
  list("bestsellers", "Najprodavanije|Bestsellers|Najbolje prodajano|Bestseller|I più venduti|Los más vendidos|Najprodavanije|Najprodavanije|Najprodavanije", codes((p) => p.tags.includes("bestseller"), 20)),
  list("christmas-gifts", "Božićni pokloni|Christmas gifts|Božična darila|Weihnachtsgeschenke|Regali di Natale|Regalos de Navidad|Praznični pokloni|Praznični pokloni|Praznični pokloni", codes((p) => p.tags.includes("gift"), 12), false),
  list("summer-sale", "Ljetno sniženje|Summer sale|Poletno znižanje|Sommerschlussverkauf|Saldi estivi|Rebajas de verano|Letnje sniženje|Ljetno sniženje|Ljetno sniženje", codes(discounted, 10), true, { to: onSalePath, code: 301 }),
];
