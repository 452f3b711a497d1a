import type { ProductQuery } from "../../../shared/contract/catalog";
import { isDefaultListing, listingSearch, parseListingQuery, PRODUCTS_PER_PAGE, type ListingQuery } from "../../../shared/catalog-query";
import type { Listing } from "../../../shared/screens/catalog";
import { describe } from "../../../shared/structured-data";
import { productIsPublic } from "../../../shared/visibility";
import { label } from "../../../shared/labels";
import { loadLabels } from "../../data/app-data";
import { loadCategories, loadCategory, loadList, loadManufacturer, loadManufacturers, loadProduct, loadProductTags, loadProducts } from "../../data/catalog";
import { invalidPage } from "../../errors";
import { firstPageRedirect, readPage } from "../paging";
import { sanitizeHtml } from "../sanitize";
import type { Loaded, LoaderResult, PageContext } from "../types";
import { productJsonLd } from "./catalog-jsonld";
import { entityRedirect } from "./entity-redirect";
import { comparePage, wishlistPage } from "./personal";
import { quickOrderPage } from "./webshop";
import { loadSearch } from "./search";

type Filter = Pick<ProductQuery, "category" | "list" | "tag" | "search_q">;

/** The route's entity code (`catalog_category:flours` → `flours`). */
function entityCode(ctx: PageContext): string | null {
  const e = ctx.route.entity;
  return e && e.includes(":") ? e.slice(e.indexOf(":") + 1) : null;
}

/**
 * A product listing for the page's filter and the shopper's sort/filter/page choices. A page
 * past the last one is a 404 (crawl-safe paging: no endless empty pages).
 */
export async function listing(ctx: PageContext, filter: Filter, opts: { fresh?: boolean } = {}): Promise<{ listing: Listing; noindex: boolean; canonicalSearch: string } | null> {
  const q = parseListingQuery(ctx.query);
  const products = await loadProducts(ctx.dc, {
    ...filter,
    sort: q.sort,
    page: q.page,
    limit: PRODUCTS_PER_PAGE,
    ...(q.brands.length ? { manufacturer: q.brands } : {}),
    ...choices(q),
  }, opts);
  if (q.page > products.pages) return null;
  return {
    listing: { products, sort: q.sort, page: q.page, brands: q.brands, attrs: q.attrs, priceFrom: q.priceFrom, priceTo: q.priceTo, path: ctx.route.path },
    noindex: !isDefaultListing(q),
    canonicalSearch: isDefaultListing(q) ? listingSearch({ ...q, page: q.page }) : "",
  };
}

/** The shopper's attribute and price choices as the API's product query takes them. */
function choices(q: ListingQuery): Pick<ProductQuery, "attributes" | "price_from" | "price_to"> {
  return {
    ...(q.attrs.length ? { attributes: q.attrs } : {}),
    ...(q.priceFrom !== null ? { price_from: q.priceFrom } : {}),
    ...(q.priceTo !== null ? { price_to: q.priceTo } : {}),
  };
}

const home = async (ctx: PageContext) => ({ title: label(await loadLabels(ctx.dc), "breadcrumbs_home"), path: "/" });

/** Actions whose screen is a paged product listing. */
const LISTINGS: ReadonlySet<string> = new Set(["index", "category", "list", "manufacturer", "tag", "search"]);

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
  switch (ctx.route.action) {
    case "index":
      return catalogIndex(ctx);
    case "category":
      return categoryPage(ctx);
    case "list":
      return listPage(ctx);
    case "manufacturers":
      return manufacturersPage(ctx);
    case "manufacturer":
      return manufacturerPage(ctx);
    case "tags":
      return tagsPage(ctx);
    case "tag":
      return tagPage(ctx);
    case "product":
      return productPage(ctx);
    case "search":
      return loadSearch(ctx);
    case "wishlist":
      return wishlistPage(ctx);
    default:
      return null;
  }
}

async function catalogIndex(ctx: PageContext): Promise<LoaderResult> {
  const [categories, l, labels] = await Promise.all([loadCategories(ctx.dc), listing(ctx, {}), loadLabels(ctx.dc)]);
  if (!l) return null;
  const top = categories.filter((c) => c.parents.length === 0);
  return {
    kind: "page",
    screen: { kind: "catalog-index", categories: top.map((c) => ({ code: c.code, title: c.title, url_without_domain: c.url_without_domain, count: c.children.reduce((n, ch) => n + ch.count, 0) })), listing: l.listing },
    title: label(labels, "nav_products"),
    description: label(labels, "site_tagline"),
    breadcrumbs: [await home(ctx), { title: label(labels, "nav_products"), path: ctx.route.path }],
    noindex: l.noindex,
    canonicalSearch: l.canonicalSearch,
  };
}

async function categoryPage(ctx: PageContext): Promise<LoaderResult> {
  const code = entityCode(ctx);
  const category = code ? await loadCategory(ctx.dc, code) : null;
  if (!category) return null;
  const movedCategory = entityRedirect(category.redirect_url_without_domain, category.redirect_code);
  if (movedCategory) return movedCategory;
  if (!category.visible && !(await ctx.shopper()).isStaff) return null;
  const l = await listing(ctx, { category: category.code });
  if (!l) return null;
  return {
    kind: "page",
    screen: { kind: "catalog-category", category: { ...category, description: sanitizeHtml(category.description) }, listing: l.listing },
    title: category.title,
    description: describe(category.description),
    breadcrumbs: [await home(ctx), ...category.parents.map((p) => ({ title: p.title, path: p.url_without_domain })), { title: category.title, path: ctx.route.path }],
    noindex: l.noindex || !category.visible,
    canonicalSearch: l.canonicalSearch,
  };
}

async function listPage(ctx: PageContext): Promise<LoaderResult> {
  const code = entityCode(ctx);
  const list = code ? await loadList(ctx.dc, code) : null;
  if (!list) return null;
  const movedList = entityRedirect(list.redirect_url_without_domain, list.redirect_code);
  if (movedList) return movedList;
  if (!list.visible && !(await ctx.shopper()).isStaff) return null;
  const l = await listing(ctx, { list: list.code });
  if (!l) return null;
  return {
    kind: "page",
    screen: { kind: "catalog-list", list, listing: l.listing },
    title: list.title,
    description: list.title,
    breadcrumbs: [await home(ctx), { title: list.title, path: ctx.route.path }],
    noindex: l.noindex || !list.visible,
    canonicalSearch: l.canonicalSearch,
  };
}

async function manufacturersPage(ctx: PageContext): Promise<LoaderResult> {
  const [manufacturers, labels] = await Promise.all([loadManufacturers(ctx.dc), loadLabels(ctx.dc)]);
  const title = label(labels, "product_manufacturer");
  return { kind: "page", screen: { kind: "catalog-manufacturers", manufacturers }, title, description: title, breadcrumbs: [await home(ctx), { title, path: ctx.route.path }] };
}

async function manufacturerPage(ctx: PageContext): Promise<LoaderResult> {
  const code = entityCode(ctx);
  const m = code ? await loadManufacturer(ctx.dc, code) : null;
  if (!m) return null;
  if (!m.visible && !(await ctx.shopper()).isStaff) return null;
  const filtered = await listingForBrand(ctx, m.code);
  if (!filtered) return null;
  return {
    kind: "page",
    screen: { kind: "catalog-manufacturer", manufacturer: { ...m, description: sanitizeHtml(m.description) }, listing: filtered.listing },
    title: m.title,
    description: describe(m.description),
    breadcrumbs: [await home(ctx), { title: m.title, path: ctx.route.path }],
    noindex: filtered.noindex || !m.visible,
    canonicalSearch: filtered.canonicalSearch,
  };
}

/** A brand page is the catalogue filtered to that brand (other brand choices are ignored). */
async function listingForBrand(ctx: PageContext, code: string) {
  const query = new URLSearchParams(ctx.query);
  query.delete("brand");
  const q = parseListingQuery(query);
  const products = await loadProducts(ctx.dc, { manufacturer: [code], sort: q.sort, page: q.page, limit: PRODUCTS_PER_PAGE, ...choices(q) });
  if (q.page > products.pages) return null;
  return {
    listing: { products, sort: q.sort, page: q.page, brands: [], attrs: q.attrs, priceFrom: q.priceFrom, priceTo: q.priceTo, path: ctx.route.path },
    noindex: !isDefaultListing(q),
    canonicalSearch: isDefaultListing(q) ? listingSearch(q) : "",
  };
}

async function tagsPage(ctx: PageContext): Promise<LoaderResult> {
  const [tags, labels] = await Promise.all([loadProductTags(ctx.dc), loadLabels(ctx.dc)]);
  const title = label(labels, "tags_title");
  return { kind: "page", screen: { kind: "catalog-tags", tags }, title, description: title, breadcrumbs: [await home(ctx), { title, path: ctx.route.path }] };
}

async function tagPage(ctx: PageContext): Promise<LoaderResult> {
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

async function productPage(ctx: PageContext): Promise<LoaderResult> {
  const id = Number(/-(\d+)\/$/.exec(ctx.route.path)?.[1]);
  if (!Number.isInteger(id)) return null;
  const product = await loadProduct(ctx.dc, id);
  if (!product) return null;
  const isPublic = productIsPublic(product);
  if (!isPublic && !(await ctx.shopper()).isStaff) return null;
  const clean = { ...product, description: sanitizeHtml(product.description) };
  const loaded: Loaded = {
    kind: "page",
    screen: { kind: "catalog-product", product: clean },
    title: product.title,
    description: describe(product.short_description),
    breadcrumbs: [await home(ctx), ...product.category_parents.map((p) => ({ title: p.title, path: p.url_without_domain })), { title: product.title, path: ctx.route.path }],
    structuredData: [productJsonLd(clean, ctx.baseUrl)],
    noindex: !isPublic,
  };
  return loaded;
}
