import type { Tenant } from "../tenants";
import type { SiteMount } from "../shared/urls";

/** The site a request is for, and the path within it. */
export interface Site extends SiteMount {
  tenant: Tenant;
  /** Path without the tenant prefix, still percent-encoded as it arrived. */
  path: string;
  /** True on a host the tenant owns (no prefix there). */
  ownHost: boolean;
}

export type SiteResolution = { kind: "site"; site: Site } | { kind: "redirect"; location: string };

/**
 * Picks the tenant (docs/architecture.md step 1): an exact host match, else a path prefix, else the
 * default tenant. The default tenant's own prefix redirects to the unprefixed path, so one
 * page never has two addresses.
 */
export function resolveSite(tenants: readonly Tenant[], host: string, pathname: string, search: string): SiteResolution {
  const hostname = host.toLowerCase().replace(/:\d+$/, "");
  const owner = tenants.find((t) => t.routing.hosts.includes(hostname));
  if (owner) return { kind: "site", site: mount(owner, "", pathname, true) };

  const first = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const prefixed = first ? tenants.find((t) => t.routing.prefix === first[1]) : undefined;
  if (prefixed && first) {
    const rest = first[2] ?? "/";
    if (prefixed.routing.isDefault) return { kind: "redirect", location: rest + search };
    // `/de` is the site's home without its trailing slash (docs/behaviour/09-constants.md: every page ends in one).
    if (first[2] === undefined) return { kind: "redirect", location: `/${prefixed.routing.prefix}/${search}` };
    return { kind: "site", site: mount(prefixed, `/${prefixed.routing.prefix}`, rest, false) };
  }
  return { kind: "site", site: mount(defaultTenant(tenants), "", pathname, false) };
}

/** The default tenant's home, unprefixed: the site of a request that was refused before it had one. */
export function defaultSite(tenants: readonly Tenant[]): Site {
  return mount(defaultTenant(tenants), "", "/", false);
}

function defaultTenant(tenants: readonly Tenant[]): Tenant {
  const fallback = tenants.find((t) => t.routing.isDefault);
  if (!fallback) throw new Error("no default tenant"); // loadTenants guarantees one
  return fallback;
}

function mount(tenant: Tenant, basePath: string, path: string, ownHost: boolean): Site {
  return { tenant, basePath, path, ownHost, routeWords: tenant.routeWords };
}

/**
 * Absolute origin + mount of a tenant for canonical and hreflang links. Deployed, it comes from
 * tenant config only, never from the request's Host header. In local development the origin is
 * PUBLIC_ORIGIN when set, else the request's own origin, so any dev port links to itself.
 */
export function siteBaseUrl(tenant: Tenant, env: { ENVIRONMENT: string; PUBLIC_ORIGIN?: string }, requestOrigin?: string): string {
  if (env.ENVIRONMENT === "development" && (env.PUBLIC_ORIGIN || requestOrigin)) {
    const origin = (env.PUBLIC_ORIGIN || requestOrigin || "").replace(/\/$/, "");
    return tenant.routing.isDefault ? `${origin}/` : `${origin}/${tenant.routing.prefix}/`;
  }
  const envName = env.ENVIRONMENT === "beta" || env.ENVIRONMENT === "test" ? env.ENVIRONMENT : "production";
  const base = new URL(tenant.baseUrls[envName]);
  // The default tenant is served unprefixed on any host it does not share with an owner
  // (its prefix redirects to `/`), so its base never carries the prefix.
  const owned = tenant.routing.hosts.includes(base.hostname) || tenant.routing.isDefault;
  return owned ? base.href : `${base.origin}/${tenant.routing.prefix}/`;
}
