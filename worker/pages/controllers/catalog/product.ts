import { describe } from "../../../../shared/structured-data";
import { productIsPublic } from "../../../../shared/visibility";
import { loadProduct, loadProductWarehouses } from "../../../data/catalog";
import { accountHint } from "../../../session/account-hint";
import { sanitizeHtml } from "../../sanitize";
import type { Loaded, LoaderResult, PageContext } from "../../types";
import { productJsonLd } from "./jsonld";
import { home } from "./shared";
import { loadLabels } from "../../../data/app-data";
import { foodInfoHtml } from "../../../render/food-info";
import { REVIEW_FORM } from "../../../../shared/reviews";
import { formState } from "../auth/page";
import { reviewsSectionHtml } from "../../../render/reviews";
import { REVIEWS_PER_PAGE } from "../../../../shared/contract/constants";
import { appUrl, sitePath } from "../../../../shared/urls";
import { outOfStockParts } from "./back-in-stock";
import { productBelow } from "./product-below";
import { warehouseStockHtml } from "../../../render/warehouse-stock";
import { STOCK_FORM } from "../../../../shared/contract/back-in-stock";

// The product detail page; its id is the number at the end of its path.

export async function productPage(ctx: PageContext): Promise<LoaderResult> {
  const id = Number(/-(\d+)\/$/.exec(ctx.route.path)?.[1]);
  if (!Number.isInteger(id)) return null;
  const product = await loadProduct(ctx.dc, id);
  if (!product) return null;
  const isPublic = productIsPublic(product);
  // Only a token that names an account can be staff: anonymous visitors cost no is-login call.
  const shopper = accountHint(ctx.dc.visitorToken) === false ? null : await ctx.shopper();
  if (!isPublic && !shopper?.isStaff) return null;
  // Staff with the warehouse view see stock per warehouse; that page is theirs alone (private).
  const warehouses = shopper?.mayViewWarehouses ? await loadProductWarehouses(ctx.dc, id) : null;
  const food = product.food ? { ...product.food, ingredients: sanitizeHtml(product.food.ingredients) } : null;
  const clean = { ...product, description: sanitizeHtml(product.description), food };
  // The food information goes to the page as server-rendered HTML only (worker/render/food-info.tsx).
  const labels = await loadLabels(ctx.dc);
  const locale = ctx.site.tenant.locale;
  const foodHtml = food ? foodInfoHtml(food, product.variations.map((v) => v.title), labels, locale) : null;
  // Reviews (docs/decisions/0021-reviews-shoppers-write.md), server-rendered HTML like the food
  // information: the form for a token that names an account (such a page is never shared:
  // worker/cache/page-rules.ts), else the log-in prompt, the same for every anonymous visitor.
  const back = sitePath(ctx.site, product.url_without_domain);
  const api = sitePath(ctx.site, "/api/nuxtapi/catalog/reviews/");
  const summary = product.review_summary ?? { average: product.feedback_rate_widget.rates, count: product.feedback_rate_widget.rates_votes, reviews: product.reviews.length, histogram: [] };
  const reviewsHtml = reviewsSectionHtml(
    {
      siteLang: ctx.site.tenant.lang,
      api,
      back,
      productCode: product.code,
      summary,
      items: product.reviews,
      pages: Math.max(1, Math.ceil(summary.reviews / REVIEWS_PER_PAGE)),
      write: {
        loggedIn: accountHint(ctx.dc.visitorToken) === true,
        productCode: product.code,
        variations: product.variations.map((v) => ({ code: v.code, title: v.title })),
        form: formState(ctx.flash(), REVIEW_FORM),
        action: api,
        back,
        loginHref: appUrl(ctx.site, "auth", { redirect: back }),
      },
    },
    labels,
    locale,
  );
  // Stock per warehouse, for staff with the warehouse view; a form for those who may set it
  // (docs/decisions/0036-warehouse-stock-form.md). Server HTML: no shopper's script carries it.
  const warehouseHtml = warehouses
    ? warehouseStockHtml(
        {
          warehouses,
          packages: product.variations.map((v) => ({ code: v.code, title: v.title })),
          edit: shopper?.mayEditWarehouses ? { action: sitePath(ctx.site, "/api/nuxtapi/catalog/stock/row/"), back, form: formState(ctx.flash(), STOCK_FORM) } : null,
        },
        labels,
        locale,
      )
    : null;
  // Out of stock: "notify me when it is back" and in-stock alternatives (./back-in-stock.ts).
  const outOfStock = await outOfStockParts(ctx, product, isPublic, labels);
  // The sections below the fold are `below`'s, not the product's (one home for them). A public
  // page embeds only their key and the browser reads them (worker/bff/product-below.ts); a page
  // only staff may see embeds them whole, since that read answers the public only.
  const below = await productBelow(clean);
  const loaded: Loaded = {
    kind: "page",
    screen: {
      kind: "catalog-product",
      product: { ...clean, food: null, goes_well_with: [], related: [], recipes: [] },
      below,
      ...(isPublic && { belowKey: below.key }),
      foodHtml,
      warehouseHtml,
      reviewsHtml,
      ...outOfStock,
    },
    title: product.title,
    description: describe(product.short_description),
    breadcrumbs: [await home(ctx), ...product.category_parents.map((p) => ({ title: p.title, path: p.url_without_domain })), { title: product.title, path: ctx.route.path }],
    structuredData: [productJsonLd(clean, ctx.baseUrl)],
    noindex: !isPublic || warehouses !== null,
    ...(warehouses ? { private: true } : {}),
  };
  return loaded;
}
