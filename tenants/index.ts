import { tenantModules } from "./index.generated";
import { loadTenants } from "./registry";

/** Every site, validated once when the module loads (a broken file fails start-up loudly). */
export const TENANTS = loadTenants(tenantModules);
export type { Tenant } from "./schema";
