import { label } from "../../../../shared/labels";
import { loadLabels } from "../../../data/app-data";
import type { Screen } from "../../../../shared/screens";
import type { Loaded, PageContext } from "../../types";

/** The route's entity code (`catalog_category:flours` → `flours`). */
export function entityCode(ctx: PageContext): string | null {
  const e = ctx.route.entity;
  return e && e.includes(":") ? e.slice(e.indexOf(":") + 1) : null;
}

/** The first breadcrumb of every catalogue page. */
export const home = async (ctx: PageContext) => ({ title: label(await loadLabels(ctx.dc), "breadcrumbs_home"), path: "/" });

type Crumb = { title: string; path: string };

/**
 * A catalogue page around a product listing: home, `crumbs`, then the page itself as breadcrumbs;
 * noindex for a sorted or filtered variant (the listing's) and for a hidden entity staff are
 * looking at; the canonical query (`?page=2`) from the listing.
 */
export async function listingPage(
  ctx: PageContext,
  l: { noindex: boolean; canonicalSearch: string },
  page: { screen: Screen; title: string; description: string; crumbs?: Crumb[]; hidden?: boolean },
): Promise<Loaded> {
  return {
    kind: "page",
    screen: page.screen,
    title: page.title,
    description: page.description,
    breadcrumbs: [await home(ctx), ...(page.crumbs ?? []), { title: page.title, path: ctx.route.path }],
    noindex: l.noindex || page.hidden === true,
    canonicalSearch: l.canonicalSearch,
  };
}

/** A page of all of one kind (brands, product tags): titled by a label, home before it. */
export async function kindIndexPage(ctx: PageContext, titleKey: string, screen: Promise<Screen>): Promise<Loaded> {
  const [s, labels] = await Promise.all([screen, loadLabels(ctx.dc)]);
  const title = label(labels, titleKey);
  return { kind: "page", screen: s, title, description: title, breadcrumbs: [await home(ctx), { title, path: ctx.route.path }] };
}
