import { noticeOf } from "../../../shared/contract/personal";
import { label } from "../../../shared/labels";
import { loadLabels } from "../../data/app-data";
import { EMPTY_COMPARE, EMPTY_WISHLIST, loadCompare, loadWishlist } from "../../data/wishlist";
import { UpstreamError } from "../../upstream/client";
import type { LoaderResult, PageContext } from "../types";

/**
 * The wishlist page (catalog action `wishlist`) and the compare page (catalogue root with
 * `special_view=compare`): visitor-bound, so `private` (no-store) and noindex. They load the
 * visitor's list and the labels, nothing public beyond that. A token the API no longer accepts
 * shows empty lists rather than an error: the visitor simply has nothing saved under it.
 */

async function orEmpty<T>(p: Promise<T>, empty: T): Promise<T> {
  try {
    return await p;
  } catch (err) {
    if (err instanceof UpstreamError && err.status === 401) return empty;
    throw err;
  }
}

export async function wishlistPage(ctx: PageContext): Promise<LoaderResult> {
  if (!ctx.dc.tenant.features.wishlist) return null;
  const [wishlist, labels] = await Promise.all([orEmpty(loadWishlist(ctx.dc), EMPTY_WISHLIST), loadLabels(ctx.dc)]);
  const title = label(labels, "wishlist_title");
  return {
    kind: "page",
    screen: { kind: "catalog-wishlist", wishlist, notice: noticeOf(ctx.query.get("notice")) },
    title,
    description: title,
    breadcrumbs: [{ title: label(labels, "breadcrumbs_home"), path: "/" }, { title, path: ctx.route.path }],
    private: true,
    noindex: true,
  };
}

export async function comparePage(ctx: PageContext): Promise<LoaderResult> {
  const [compare, labels] = await Promise.all([orEmpty(loadCompare(ctx.dc), EMPTY_COMPARE), loadLabels(ctx.dc)]);
  const title = label(labels, "compare_title");
  return {
    kind: "page",
    screen: { kind: "catalog-compare", compare, notice: noticeOf(ctx.query.get("notice")) },
    title,
    description: title,
    breadcrumbs: [
      { title: label(labels, "breadcrumbs_home"), path: "/" },
      { title: label(labels, "nav_products"), path: ctx.route.path },
      { title, path: `${ctx.route.path}?special_view=compare` },
    ],
    private: true,
    noindex: true,
  };
}
