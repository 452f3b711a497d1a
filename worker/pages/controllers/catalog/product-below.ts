import type { ProductDetail } from "../../../../shared/contract/catalog";
import type { ProductBelow } from "../../../../shared/screens/catalog";
import { belowKeyOf } from "../../below-key";

/**
 * A product page's sections below the fold (`ProductBelow`), for its render and for the BFF's
 * `catalog/product/below/` (worker/bff/product-below.ts): both take them from the same product
 * detail, so both answer the same cards under the same key.
 */
export async function productBelow(product: ProductDetail): Promise<ProductBelow> {
  const parts = { goes_well_with: product.goes_well_with, related: product.related, recipes: product.recipes };
  return { key: await belowKeyOf(parts), ...parts };
}
