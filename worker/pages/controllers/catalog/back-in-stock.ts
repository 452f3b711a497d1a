import type { Labels } from "../../../../shared/contract/app";
import { BACK_IN_STOCK_FORM } from "../../../../shared/contract/back-in-stock";
import type { ProductDetail, ProductListItem } from "../../../../shared/contract/catalog";
import { sitePath } from "../../../../shared/urls";
import { loadAlternatives } from "../../../data/back-in-stock";
import { backInStockHtml } from "../../../render/back-in-stock";
import type { PageContext } from "../../types";
import { formState } from "../auth/page";

/**
 * The product page's parts for a public product none of whose packages is in stock (issue 10;
 * docs/decisions/0032-back-in-stock-requests.md): the "notify me" form, server-rendered HTML, and
 * in-stock alternatives of its category at a similar price, cards the screen renders. Nothing for
 * a product in stock or one only staff see. Alternatives that cannot be loaded are left out (the
 * page is whole without them); the form never depends on them.
 */
export async function outOfStockParts(ctx: PageContext, product: ProductDetail, isPublic: boolean, labels: Labels): Promise<{ backInStockHtml: string | null; alternatives: ProductListItem[] }> {
  if (!isPublic || product.variations.length === 0 || product.variations.some((v) => v.available_qty > 0)) return { backInStockHtml: null, alternatives: [] };
  const alternatives = await loadAlternatives(ctx.dc, product.id).catch((err: unknown) => {
    console.error("product: alternatives failed", err instanceof Error ? err.message : err);
    return [];
  });
  const html = backInStockHtml(
    {
      productId: product.id,
      action: sitePath(ctx.site, "/api/nuxtapi/catalog/back-in-stock/"),
      back: sitePath(ctx.site, product.url_without_domain),
      profile: sitePath(ctx.site, "/api/nuxtapi/auth/profile/"),
      form: formState(ctx.flash(), BACK_IN_STOCK_FORM),
    },
    labels,
    ctx.site.tenant.locale,
  );
  return { backInStockHtml: html, alternatives };
}
