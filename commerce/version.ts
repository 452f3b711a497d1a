/**
 * This API's release, answered at GET /misc/version/. The storefront requires at least its base
 * compatibility (worker/data/api-version.ts) and says so in its /api/nuxtapi/info/.
 */
export const API_VERSION = "1.32.0";
