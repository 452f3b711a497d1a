import { invalidPage } from "../../../errors";
import { firstPageRedirect, readPage } from "../../paging";
import type { LoaderResult, PageContext } from "../../types";
import { comparePage, wishlistPage } from "../personal";
import { loadSearch } from "../search";
import { quickOrderPage } from "../webshop";
import { manufacturerPage, manufacturersPage } from "./brand";
import { catalogIndex, categoryPage, listPage } from "./listing";
import { productPage } from "./product";
import { tagPage, tagsPage } from "./tag";

/** Actions whose screen is a paged product listing. */
const LISTINGS: ReadonlySet<string> = new Set(["index", "category", "list", "manufacturer", "tag", "search"]);

/** Each action's screen; an action not here has none (404). */
const ACTIONS: ReadonlyMap<string, (ctx: PageContext) => Promise<LoaderResult>> = new Map([
  ["index", catalogIndex],
  ["category", categoryPage],
  ["list", listPage],
  ["manufacturers", manufacturersPage],
  ["manufacturer", manufacturerPage],
  ["tags", tagsPage],
  ["tag", tagPage],
  ["product", productPage],
  ["search", loadSearch],
  ["wishlist", wishlistPage],
]);

/**
 * catalog controller (docs/behaviour/02-screens-and-routes.md): catalogue root, category, list, brands and brand, product tags
 * and tag, product detail, search. Wishlist, compare and quick order are visitor-bound screens
 * handled by their own loaders.
 */
export async function loadCatalog(ctx: PageContext): Promise<LoaderResult> {
  // Compare and quick order only where the tenant enables them; elsewhere the view does not exist (404).
  if (ctx.route.action === "index" && ctx.query.get("special_view") === "compare") return ctx.dc.tenant.features.compare ? comparePage(ctx) : null;
  if (ctx.route.action === "index" && ctx.query.get("special_view") === "order_form") return ctx.dc.tenant.features.quickOrder ? quickOrderPage(ctx) : null;
  // Crawl-safe paging, as on the publish lists: one address for page 1, 404 for a bad page.
  if (LISTINGS.has(ctx.route.action)) {
    const page = readPage(ctx.query);
    if (page.kind === "invalid") throw invalidPage(ctx.route.path);
    if (page.kind === "first") return firstPageRedirect(ctx);
  }
  // docs/behaviour/02-screens-and-routes.md: on the catalogue, search_q (or a search_content query) shows the search screen.
  if (ctx.route.action === "index" && (ctx.query.has("search_q") || ctx.query.get("search_content") === "1")) return loadSearch(ctx);
  return ACTIONS.get(ctx.route.action)?.(ctx) ?? null;
}
