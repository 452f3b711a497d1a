import { label } from "../../../../shared/labels";
import { loadLabels } from "../../../data/app-data";
import { loadProductTags } from "../../../data/catalog";
import type { LoaderResult, PageContext } from "../../types";
import { listing } from "./listing";
import { entityCode, home } from "./shared";

// Product tags: the list of tags, and a tag's listing.

export async function tagsPage(ctx: PageContext): Promise<LoaderResult> {
  const [tags, labels] = await Promise.all([loadProductTags(ctx.dc), loadLabels(ctx.dc)]);
  const title = label(labels, "tags_title");
  return { kind: "page", screen: { kind: "catalog-tags", tags }, title, description: title, breadcrumbs: [await home(ctx), { title, path: ctx.route.path }] };
}

export async function tagPage(ctx: PageContext): Promise<LoaderResult> {
  const code = entityCode(ctx);
  const tag = (await loadProductTags(ctx.dc)).find((t) => t.code === code);
  if (!tag) return null;
  const l = await listing(ctx, { tag: tag.code });
  if (!l) return null;
  return {
    kind: "page",
    screen: { kind: "catalog-tag", tag, listing: l.listing },
    title: tag.title,
    description: tag.title,
    breadcrumbs: [await home(ctx), { title: tag.title, path: ctx.route.path }],
    noindex: l.noindex,
    canonicalSearch: l.canonicalSearch,
  };
}
