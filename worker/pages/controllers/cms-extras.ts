import type { FaqEntry } from "../../../shared/contract/content";
import type { PostListItem } from "../../../shared/contract/publish";
import type { ProductListItem } from "../../../shared/contract/catalog";
import { loadCategories, loadList, loadProducts } from "../../data/catalog";
import { loadFaq } from "../../data/content";
import type { DataContext } from "../../data/context";
import { loadPosts } from "../../data/publish";
import { faqPageLd } from "../content-ld";

/** Newest posts the home page links to. */
export const HOME_POSTS = 3;
/** The catalogue list the home page features (the shop's offers), and how many of its products. */
export const HOME_FEATURED_LIST = "on-sale";
export const HOME_FEATURED_PRODUCTS = 8;

interface Link {
  code: string;
  title: string;
  url_without_domain: string;
}

export interface CmsExtras {
  faq?: FaqEntry[];
  posts?: PostListItem[];
  categories?: Link[];
  featured?: { list: Link; products: ProductListItem[] };
  structuredData: object[];
}

/**
 * What a CMS template shows besides the page itself: the faq template its entries (and a
 * FAQPage); the homepage the newest posts, the top categories and the featured list's first
 * products. The home page's are teasers: when one cannot be loaded the page still renders
 * without it; the FAQ is the faq page's content, so it must load.
 */
export async function cmsExtras(dc: DataContext, template: string): Promise<CmsExtras> {
  if (template === "faq") {
    const faq = await loadFaq(dc);
    return { faq, structuredData: faq.length ? [faqPageLd(faq)] : [] };
  }
  if (template === "homepage") {
    const [posts, categories, featured] = await Promise.all([
      teaser("newest posts", async () => (await loadPosts(dc, { limit: HOME_POSTS })).items),
      teaser("categories", async () => (await loadCategories(dc)).filter((c) => c.visible && c.parents.length === 0).map(link)),
      teaser("featured products", () => featuredList(dc)),
    ]);
    return { ...(posts && { posts }), ...(categories && { categories }), ...(featured && { featured }), structuredData: [] };
  }
  return { structuredData: [] };
}

/** The featured list with its first products, or nothing when the list is hidden, gone or empty. */
async function featuredList(dc: DataContext): Promise<CmsExtras["featured"]> {
  const [list, products] = await Promise.all([loadList(dc, HOME_FEATURED_LIST), loadProducts(dc, { list: HOME_FEATURED_LIST, limit: HOME_FEATURED_PRODUCTS })]);
  if (!list || !list.visible || list.redirect_url_without_domain || products.items.length === 0) return undefined;
  return { list: link(list), products: products.items };
}

const link = (c: Link): Link => ({ code: c.code, title: c.title, url_without_domain: c.url_without_domain });

/** The home page's teasers are extras: when one cannot be loaded the page renders without it. */
async function teaser<T>(what: string, load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch (err) {
    console.error(`home: ${what} could not be loaded`, err);
    return undefined;
  }
}
