import { TENANTS, type Tenant } from "../../tenants";
import { currencyOf } from "../../tenants/currencies";
import type { CardKind } from "../../shared/contract/checkout";

/**
 * Every site of the registry as the integration tests reach it (issue 15: tests read the
 * registry, so a new tenant file is covered without touching them): its base URL on the test
 * host (the default site unprefixed), the host and language the commerce API knows it by, and
 * its currency from the currency registry and the country it sells from (whose VAT rates are
 * rows of the commerce database, tests/integration/vat-helpers.ts).
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
  /** The integration its one card option uses (the tenant's `sales.card`). */
  card: CardKind;
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
    card: t.sales?.card ?? "card_redirect",
  };
});

export function registrySite(code: string): RegistrySite {
  const site = REGISTRY_SITES.find((s) => s.code === code);
  if (!site) throw new Error(`no tenant ${code} in the registry`);
  return site;
}

/** The sites whose card option is paid by `kind`: the ones a test of that integration runs on. */
export function sitesPaying(kind: CardKind): string[] {
  return REGISTRY_SITES.filter((s) => s.card === kind).map((s) => s.code);
}
