import type { FaqEntry } from "../../../shared/contract/content";
import type { PostListItem } from "../../../shared/contract/publish";
import { loadFaq } from "../../data/content";
import type { DataContext } from "../../data/context";
import { loadPosts } from "../../data/publish";
import { faqPageLd } from "../content-ld";

/** Newest posts the home page links to. */
export const HOME_POSTS = 3;

export interface CmsExtras {
  faq?: FaqEntry[];
  posts?: PostListItem[];
  structuredData: object[];
}

/**
 * What a CMS template shows besides the page itself: the faq template its entries (and a
 * FAQPage), the homepage the newest posts. The posts are a teaser: when they cannot be loaded
 * the home page still renders without them; the FAQ is the faq page's content, so it must load.
 */
export async function cmsExtras(dc: DataContext, template: string): Promise<CmsExtras> {
  if (template === "faq") {
    const faq = await loadFaq(dc);
    return { faq, structuredData: faq.length ? [faqPageLd(faq)] : [] };
  }
  if (template === "homepage") {
    try {
      return { posts: (await loadPosts(dc, { limit: HOME_POSTS })).items, structuredData: [] };
    } catch (err) {
      console.error("home: newest posts could not be loaded", err);
      return { posts: [], structuredData: [] };
    }
  }
  return { structuredData: [] };
}
