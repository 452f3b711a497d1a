import { TENANTS, type Tenant } from "../../tenants";
import { COUNTRIES } from "../../tenants/countries";
import { currencyOf } from "../../tenants/currencies";

/**
 * Every site of the registry as the integration tests reach it (issue 15: tests read the
 * registry, so a new tenant file is covered without touching them): its base URL on the test
 * host (the default site unprefixed), the host and language the commerce API knows it by, and
 * its currency and VAT from the currency and country registries.
 */
export interface RegistrySite {
  code: string;
  tenant: Tenant;
  base: string;
  prefix: string;
  host: string;
  lang: string;
  currency: string;
  symbol: string;
  country: string;
  /** The food rate of the country the site sells from (the carts' tax class). */
  vat: number;
}

export const REGISTRY_SITES: readonly RegistrySite[] = TENANTS.map((t) => {
  const prefix = t.routing.isDefault ? "" : `/${t.routing.prefix}`;
  return {
    code: t.code,
    tenant: t,
    base: `http://localhost${prefix}`,
    prefix,
    host: new URL(t.baseUrls.production).hostname,
    lang: t.lang,
    currency: t.currency.code,
    symbol: currencyOf(t.currency.code).symbol,
    country: t.country,
    vat: COUNTRIES[t.country].vat.food,
  };
});

export function registrySite(code: string): RegistrySite {
  const site = REGISTRY_SITES.find((s) => s.code === code);
  if (!site) throw new Error(`no tenant ${code} in the registry`);
  return site;
}
