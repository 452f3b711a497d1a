import * as v from "valibot";
import type { FaqEntry } from "../../../shared/contract/content";
import type { PostCard } from "../../../shared/contract/publish";
import type { CategoryListItem } from "../../../shared/contract/catalog";
import { HomePost, slimHomeProduct, type HomeBelow, type HomeProduct } from "../../../shared/screens/cms";
import { loadCategories, loadList, loadProducts } from "../../data/catalog";
import { loadFaq } from "../../data/content";
import type { DataContext } from "../../data/context";
import { loadPosts } from "../../data/publish";
import { faqPageLd } from "../content-ld";
import { belowKeyOf } from "../below-key";

/** Newest articles, and newest recipes, the home page links to. */
export const HOME_POSTS = 3;
/** The catalogue list the home page features (the shop's offers), and how many of its products. */
const HOME_FEATURED_LIST = "on-sale";
/** One row of cards at 1280 px; a phone swipes through them. */
export const HOME_FEATURED_PRODUCTS = 6;
/** The other lists the home page shows as rails, in this order. */
export const HOME_RAILS = ["bestsellers", "new"] as const;

interface Link {
  code: string;
  title: string;
  url_without_domain: string;
}

type Rail = { list: Link; products: HomeProduct[] };

interface CmsExtras {
  faq?: FaqEntry[];
  categories?: (Link & { image?: string })[];
  offers?: Link;
  below?: HomeBelow;
  belowKey?: string;
  structuredData: object[];
}

/**
 * What a CMS template shows besides the page itself: the faq template its entries (and a
 * FAQPage); the homepage the top categories with their tile pictures and, below the fold
 * (`homeBelow`), the featured list (the offers), the other rails and the newest recipes and
 * articles. The home page's are teasers: when one cannot be loaded the page still renders
 * without it; the FAQ is the faq page's content, so it must load. Products and posts are cut to
 * what their cards show (`HomeProduct`, `HomePost`): the state is part of the page's HTML.
 */
export async function cmsExtras(dc: DataContext, template: string): Promise<CmsExtras> {
  if (template === "faq") {
    const faq = await loadFaq(dc);
    return { faq, structuredData: faq.length ? [faqPageLd(faq)] : [] };
  }
  if (template === "homepage") {
    const [categories, below] = await Promise.all([teaser("home: categories", async () => categoryTiles(await loadCategories(dc))), homeBelow(dc)]);
    return {
      ...(categories && { categories }),
      ...(below.featured && { offers: below.featured.list }),
      below,
      belowKey: below.key,
      structuredData: [],
    };
  }
  return { structuredData: [] };
}

/**
 * The home page's sections below the fold (`HomeBelow`), for its render and for the BFF's
 * `home/below/` (worker/bff/home.ts): the same loads, so both answer the same cards. Each is a
 * teaser that may be missing; `key` is the digest of what was loaded.
 */
export async function homeBelow(dc: DataContext): Promise<HomeBelow> {
  const [recipes, posts, featured, ...rails] = await Promise.all([
    teaser("home: newest recipes", async () => (await loadPosts(dc, { kind: "recipe", limit: HOME_POSTS })).items.map(homePost)),
    teaser("home: newest posts", async () => (await loadPosts(dc, { kind: "post", limit: HOME_POSTS })).items.map(homePost)),
    teaser("home: featured products", () => featuredList(dc, HOME_FEATURED_LIST)),
    ...HOME_RAILS.map((code) => teaser(`home: ${code} rail`, () => featuredList(dc, code))),
  ]);
  const shown = rails.filter((r): r is Rail => !!r);
  const parts = {
    ...(featured && { featured }),
    ...(shown.length && { rails: shown }),
    ...(recipes?.length && { recipes }),
    ...(posts?.length && { posts }),
  };
  return { key: await belowKeyOf(parts), ...parts };
}

/** A list with its first products, or nothing when the list is hidden, gone or empty. */
export async function featuredList(dc: DataContext, code: string): Promise<Rail | undefined> {
  const [list, products] = await Promise.all([loadList(dc, code), loadProducts(dc, { list: code, limit: HOME_FEATURED_PRODUCTS })]);
  if (!list || !list.visible || list.redirect_url_without_domain || products.items.length === 0) return undefined;
  return { list: link(list), products: products.items.map(slimHomeProduct) };
}

const link = (c: Link): Link => ({ code: c.code, title: c.title, url_without_domain: c.url_without_domain });
const tile = (c: CategoryListItem): Link & { image?: string } => ({ ...link(c), ...(c.image_thumbs && { image: c.image_thumbs.medium }) });

/** The shop's top categories as picture tiles: the home page's "shop by category" and the 404 screen's popular categories. */
export const categoryTiles = (categories: readonly CategoryListItem[]) => categories.filter((c) => c.visible && c.parents.length === 0 && !c.redirect_url_without_domain).map(tile);
const homePost = (p: PostCard): HomePost => v.parse(HomePost, p);

/** Teasers (the home page's, an empty list's offers) are extras: when one cannot be loaded the page renders without it. */
export async function teaser<T>(what: string, load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch (err) {
    console.error(`${what} could not be loaded`, err);
    return undefined;
  }
}
