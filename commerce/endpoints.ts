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
};
