import { describe } from "../../../../shared/structured-data";
import { productIsPublic } from "../../../../shared/visibility";
import { loadProduct } from "../../../data/catalog";
import { sanitizeHtml } from "../../sanitize";
import type { Loaded, LoaderResult, PageContext } from "../../types";
import { productJsonLd } from "./jsonld";
import { home } from "./shared";
import { loadLabels } from "../../../data/app-data";
import { foodInfoHtml } from "../../../render/food-info";

// The product detail page; its id is the number at the end of its path.

export async function productPage(ctx: PageContext): Promise<LoaderResult> {
  const id = Number(/-(\d+)\/$/.exec(ctx.route.path)?.[1]);
  if (!Number.isInteger(id)) return null;
  const product = await loadProduct(ctx.dc, id);
  if (!product) return null;
  const isPublic = productIsPublic(product);
  if (!isPublic && !(await ctx.shopper()).isStaff) return null;
  const food = product.food ? { ...product.food, ingredients: sanitizeHtml(product.food.ingredients) } : null;
  const clean = { ...product, description: sanitizeHtml(product.description), food };
  // The food information goes to the page as server-rendered HTML only (worker/render/food-info.tsx).
  const foodHtml = food ? foodInfoHtml(food, product.variations.map((v) => v.title), await loadLabels(ctx.dc), ctx.site.tenant.locale) : null;
  const loaded: Loaded = {
    kind: "page",
    screen: { kind: "catalog-product", product: { ...clean, food: null }, foodHtml },
    title: product.title,
    description: describe(product.short_description),
    breadcrumbs: [await home(ctx), ...product.category_parents.map((p) => ({ title: p.title, path: p.url_without_domain })), { title: product.title, path: ctx.route.path }],
    structuredData: [productJsonLd(clean, ctx.baseUrl)],
    noindex: !isPublic,
  };
  return loaded;
}
