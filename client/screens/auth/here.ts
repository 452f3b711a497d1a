import { useAtomValue } from "jotai";
import { pageAtom, tenantAtom } from "../../state/atoms";
import { useUrls } from "../../state/hooks";

/** This page's path as the browser shows it (with the site's mount), and the site's mount. */
export function useHere(): { here: string; basePath: string } {
  const page = useAtomValue(pageAtom);
  const tenant = useAtomValue(tenantAtom);
  const urls = useUrls();
  return { here: page?.route ? urls.path(page.route.path) : urls.named("auth"), basePath: tenant?.basePath ?? "" };
}
