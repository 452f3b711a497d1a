import { useAtomValue } from "jotai";
import { label } from "../../shared/labels";
import { appUrl, sitePath, type SiteMount } from "../../shared/urls";
import { labelsAtom, tenantAtom } from "./atoms";

/** `t("key", {vars})` in the tenant's language. */
export function useLabel() {
  const labels = useAtomValue(labelsAtom);
  const tenant = useAtomValue(tenantAtom);
  return (key: string, vars?: Record<string, string | number>) => label(labels, key, vars, tenant?.locale);
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
