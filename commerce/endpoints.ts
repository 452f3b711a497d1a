/**
 * The named endpoints this API publishes at GET /misc/endpoints/ (spec §7): the storefront looks
 * paths up by name, so a backend may move an endpoint without a storefront release.
 */
export const ENDPOINTS: Record<string, string> = {
  "misc.endpoints": "/misc/endpoints/",
  "misc.labels": "/misc/labels/",
  "misc.routes": "/misc/routes/",
  "misc.info": "/misc/info/",
  "misc.currency": "/misc/currency/",
  "misc.redirects": "/misc/redirects/",
  "misc.is_maintenance": "/v1/misc/is-maintenance/",
  "auth.generate_token": "/auth/generate-token/",
  "cms.page": "/cms/page/",
  "auth.is_login": "/auth/is-login/",
  "auth.login": "/auth/login/",
  "auth.logout": "/auth/logout/",
  "catalog.products": "/catalog/products/",
  "catalog.products_price_qty": "/catalog/products/price-qty/",
  "catalog.product": "/catalog/product/",
  "catalog.categories": "/catalog/categories/",
  "catalog.lists": "/catalog/lists/",
  "catalog.manufacturers": "/catalog/manufacturers/",
  "catalog.tags": "/catalog/tags/",
};
