import { tenantModules } from "./index.generated";
import { contentChain, loadTenants } from "./registry";

/** Every site, validated once when the module loads (a broken file fails start-up loudly). */
export const TENANTS = loadTenants(tenantModules);
export type { Tenant } from "./schema";

/** The fallback chain of a language: its sites' `fallback`, else i18n/languages.ts (tenants/registry.ts). */
export function chainFor(lang: string): string[] {
  return contentChain(lang, TENANTS);
}
