import type { RouteWords } from "./route-words";

/** Where a site is mounted for this request: "" on its own host, "/de" on a shared host. */
export interface SiteMount {
  basePath: string;
  routeWords: RouteWords;
}

/** Query values to set: undefined and null leave the key out, "" is kept as an empty value. */
type QueryValues = Record<string, string | number | null | undefined>;

/** A path that names a file (`/robots.txt`, `/sitemap-products.xml`): never slashed. */
export function isFilePath(path: string): boolean {
  const last = path.slice(path.lastIndexOf("/") + 1);
  return /\.[A-Za-z0-9]{1,8}$/.test(last);
}

/**
 * Normalizes an internal link to the slashed form (docs/behaviour/09-constants.md "Trailing slash required"),
 * keeping query and hash. Paths that name a file (`/robots.txt`) are left alone.
 */
export function slashed(href: string): string {
  const match = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(href);
  const path = match?.[1] || "/";
  const rest = (match?.[2] ?? "") + (match?.[3] ?? "");
  if (path.endsWith("/") || isFilePath(path)) return path + rest;
  return `${path}/${rest}`;
}

/**
 * Prefixes a site path (as the route table writes it, from `/`) with the mount. An item without
 * a url (an API answer missing the field) logs "Missing url property" and links home, as the spec
 * asks (docs/behaviour/08-errors.md), rather than to `/undefined/`.
 */
export function sitePath(mount: SiteMount, path: string | null | undefined): string {
  if (!path) {
    console.error("Missing url property");
    return slashed(mount.basePath + "/");
  }
  const p = path.startsWith("/") ? path : `/${path}`;
  return slashed(mount.basePath + p);
}

/**
 * `path` with `query` set in its query string: the path's own query and hash are kept (a key of
 * both takes query's value), keys whose value is undefined or null are left out.
 */
export function withQuery(path: string, query: QueryValues | undefined): string {
  const set = Object.entries(query ?? {}).filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== null);
  if (set.length === 0) return path;
  const match = /^([^?#]*)(?:\?([^#]*))?(#.*)?$/.exec(path);
  const q = new URLSearchParams(match?.[2] ?? "");
  for (const [k, val] of set) q.set(k, String(val));
  return `${match?.[1] ?? path}?${q}${match?.[3] ?? ""}`;
}

/**
 * The named app URLs of docs/behaviour/02-screens-and-routes.md, in one place. `auth_<subpath>` and `webshop_<action>` are open
 * families; an unknown name logs an error and falls back to home, as the spec asks.
 */
export function appUrl(mount: SiteMount, name: string, query?: QueryValues): string {
  const w = mount.routeWords;
  const fixed: Record<string, string> = {
    home: "/",
    catalog: `/${w.catalog}/`,
    catalog_quickorder: `/${w.catalog}/?special_view=order_form`,
    manufacturer: `/${w.manufacturer}/`,
    compare: `/${w.catalog}/?special_view=compare`,
    wishlist: `/${w.wishlist}/`,
    sweepstake: `/${w.sweepstake}/`,
    location: `/${w.location}/`,
    search: `/${w.search}/`,
    auth: `/${w.auth}/`,
    auth_logout: `/${w.auth}/logout/`,
    auth_my_webshop_orders: `/${w.auth}/${w.orders}/`,
    // The cart is the webshop's root page (its route row), not a page below it.
    webshop_cart: `/${w.webshop}/`,
  };
  // Own keys only: `constructor` or `__proto__` must be unknown names, not Object.prototype.
  let path = Object.hasOwn(fixed, name) ? fixed[name] : undefined;
  if (path === undefined) {
    const auth = /^auth_([a-z0-9_]+)$/.exec(name);
    const webshop = /^webshop_([a-z0-9_]+)$/.exec(name);
    if (auth?.[1]) path = `/${w.auth}/${auth[1].replace(/_/g, "-")}/`;
    else if (webshop?.[1]) path = `/${w.webshop}/${webshop[1].replace(/_/g, "-")}/`;
  }
  if (path === undefined) {
    console.error(`appUrl: unknown route name "${name}", falling back to home`);
    path = "/";
  }
  const [p, q] = path.split("?");
  const merged = withQuery(sitePath(mount, p ?? "/"), query);
  if (!q) return merged;
  return merged.includes("?") ? `${merged}&${q}` : `${merged}?${q}`;
}
