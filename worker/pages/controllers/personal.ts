import { noticeOf } from "../../../shared/contract/personal";
import { label } from "../../../shared/labels";
import { loadLabels } from "../../data/app-data";
import { EMPTY_COMPARE, EMPTY_WISHLIST, loadCompare, loadWishlist } from "../../data/wishlist";
import { UpstreamError } from "../../upstream/client";
import type { Labels } from "../../../shared/contract/app";
import type { Screen } from "../../../shared/screens";
import type { Loaded, LoaderResult, PageContext } from "../types";
import { shopOffers } from "./shop-offers";

/**
 * The wishlist page (catalog action `wishlist`) and the compare page (catalogue root with
 * `special_view=compare`): visitor-bound, so `private` (no-store) and noindex. They load the
 * visitor's list and the labels, and (at the same time, cached) what an empty list offers
 * (./shop-offers.ts). A token the API no longer accepts
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

/**
 * A visitor's own page beside the catalogue (wishlist, compare, quick order): titled by a label,
 * never cached, never indexed. A `special_view` of the catalogue root sits under "Products".
 */
export function visitorPage(ctx: PageContext, labels: Labels, screen: Screen, titleKey: string, specialView?: string): Loaded {
  const title = label(labels, titleKey);
  const home = { title: label(labels, "breadcrumbs_home"), path: "/" };
  const path = ctx.route.path;
  return {
    kind: "page",
    screen,
    title,
    description: title,
    breadcrumbs: specialView ? [home, { title: label(labels, "nav_products"), path }, { title, path: `${path}?special_view=${specialView}` }] : [home, { title, path }],
    private: true,
    noindex: true,
  };
}

export async function wishlistPage(ctx: PageContext): Promise<LoaderResult> {
  if (!ctx.dc.tenant.features.wishlist) return null;
  const [wishlist, labels, offers] = await Promise.all([orEmpty(loadWishlist(ctx.dc), EMPTY_WISHLIST), loadLabels(ctx.dc), shopOffers(ctx.dc)]);
  return visitorPage(ctx, labels, { kind: "catalog-wishlist", wishlist, notice: noticeOf(ctx.query.get("notice")), offers }, "wishlist_title");
}

export async function comparePage(ctx: PageContext): Promise<LoaderResult> {
  const [compare, labels, offers] = await Promise.all([orEmpty(loadCompare(ctx.dc), EMPTY_COMPARE), loadLabels(ctx.dc), shopOffers(ctx.dc)]);
  return visitorPage(ctx, labels, { kind: "catalog-compare", compare, notice: noticeOf(ctx.query.get("notice")), offers }, "compare_title", "compare");
}
