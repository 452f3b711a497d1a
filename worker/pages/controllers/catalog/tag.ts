import { loadProductTags } from "../../../data/catalog";
import type { LoaderResult, PageContext } from "../../types";
import { listing } from "./listing";
import { entityCode, kindIndexPage, listingPage } from "./shared";

// Product tags: the list of tags, and a tag's listing.

export const tagsPage = (ctx: PageContext) => kindIndexPage(ctx, "tags_title", loadProductTags(ctx.dc).then((tags) => ({ kind: "catalog-tags", tags })));

export async function tagPage(ctx: PageContext): Promise<LoaderResult> {
  const code = entityCode(ctx);
  const tag = (await loadProductTags(ctx.dc)).find((t) => t.code === code);
  if (!tag) return null;
  const l = await listing(ctx, { tag: tag.code });
  return l && listingPage(ctx, l, { screen: { kind: "catalog-tag", tag, listing: l.listing }, title: tag.title, description: tag.title });
}
