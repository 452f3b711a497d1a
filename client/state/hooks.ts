import { useAtomValue } from "jotai";
import { label } from "../../shared/labels";
import type { PublicTenant } from "../../shared/page-envelope";
import { printPrice } from "../../shared/price-print";
import { appUrl, sitePath, type SiteMount } from "../../shared/urls";
import { labelsAtom, tenantAtom } from "./atoms";

/** `t("key", {vars})` in the tenant's language. */
export function useLabel() {
  const labels = useAtomValue(labelsAtom);
  const tenant = useAtomValue(tenantAtom);
  return (key: string, vars?: Record<string, string | number>) => label(labels, key, vars, tenant?.locale);
}

/**
 * Prints an amount in the tenant's locale and `currency` (the tenant's by default; a cart's or an
 * order's otherwise) with the shape the server sent (shared/price-print.ts): no Intl in the browser.
 */
export function moneyIn(tenant: PublicTenant | null, currency?: string) {
  const code = currency ?? tenant?.currency ?? "";
  const shape = tenant?.prices.find((p) => p.currency === code);
  return (n: number) => (shape ? printPrice(n, shape) : `${n.toFixed(2)} ${code}`);
}

export function useMoney(currency?: string) {
  return moneyIn(useAtomValue(tenantAtom), currency);
}

export function useMount(): SiteMount {
  const tenant = useAtomValue(tenantAtom);
  if (!tenant) throw new Error("tenant atom not hydrated");
  return { basePath: tenant.basePath, routeWords: tenant.routeWords };
}

/** Named app URLs and site paths for the current tenant. */
export function useUrls() {
  const mount = useMount();
  return { named: (name: string, query?: Record<string, string>) => appUrl(mount, name, query), path: (p: string | null | undefined) => sitePath(mount, p) };
}
