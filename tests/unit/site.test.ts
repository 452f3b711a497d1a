import { describe, expect, it } from "vitest";
import { TENANTS, type Tenant } from "../../tenants";
import { resolveSite, siteBaseUrl, type SiteResolution } from "../../worker/site";

const byCode = (code: string): Tenant => {
  const t = TENANTS.find((x) => x.code === code);
  if (!t) throw new Error(`no tenant ${code}`);
  return t;
};
const DEFAULT = TENANTS.find((t) => t.routing.isDefault) as Tenant;
const ENVIRONMENTS = ["production", "beta", "test"] as const;

function site(result: SiteResolution) {
  if (result.kind !== "site") throw new Error(`expected a site, got a redirect to ${result.location}`);
  return { code: result.site.tenant.code, basePath: result.site.basePath, path: result.site.path, ownHost: result.site.ownHost };
}

it("the case tables below cover all ten tenants, hr the default", () => {
  expect(TENANTS.map((t) => t.code)).toEqual(["at", "ba", "de", "en", "es", "hr", "it", "me", "rs", "si"]);
  expect(DEFAULT.code).toBe("hr");
});

describe.each(TENANTS.map((t) => [t.code, t] as const))("resolveSite for %s on a shared host", (_code, tenant) => {
  const prefix = tenant.routing.prefix;

  if (tenant.routing.isDefault) {
    it(`/${prefix}/… redirects to the unprefixed path, keeping the query`, () => {
      expect(resolveSite(TENANTS, "localhost:8787", `/${prefix}/proizvodi/`, "?a=1&b=%C5%BE")).toEqual({
        kind: "redirect",
        location: "/proizvodi/?a=1&b=%C5%BE",
      });
      expect(resolveSite(TENANTS, "localhost", `/${prefix}`, "")).toEqual({ kind: "redirect", location: "/" });
      expect(resolveSite(TENANTS, "localhost", `/${prefix}/`, "?x")).toEqual({ kind: "redirect", location: "/?x" });
    });

    it("serves unprefixed paths", () => {
      expect(site(resolveSite(TENANTS, "localhost:8787", "/proizvodi/", ""))).toEqual({ code: tenant.code, basePath: "", path: "/proizvodi/", ownHost: false });
    });
  } else {
    it(`/${prefix}/… resolves to the tenant with basePath /${prefix} and the stripped path`, () => {
      expect(site(resolveSite(TENANTS, "localhost:8787", `/${prefix}/proizvodi/a-b/`, "?a=1"))).toEqual({
        code: tenant.code,
        basePath: `/${prefix}`,
        path: "/proizvodi/a-b/",
        ownHost: false,
      });
      expect(site(resolveSite(TENANTS, "localhost", `/${prefix}/`, ""))).toMatchObject({ code: tenant.code, path: "/" });
    });

    it(`/${prefix} without its slash redirects to /${prefix}/, keeping the query (trailing slash required)`, () => {
      expect(resolveSite(TENANTS, "localhost", `/${prefix}`, "")).toEqual({ kind: "redirect", location: `/${prefix}/` });
      expect(resolveSite(TENANTS, "localhost:8787", `/${prefix}`, "?a=1&b=%C5%BE")).toEqual({ kind: "redirect", location: `/${prefix}/?a=1&b=%C5%BE` });
    });

    it("is served on the shared .eu hub and unknown hosts by its prefix", () => {
      for (const host of ["www.zrno.eu", "evil.example", "127.0.0.1:8787"]) {
        expect(site(resolveSite(TENANTS, host, `/${prefix}/x/`, ""))).toMatchObject({ code: tenant.code, basePath: `/${prefix}`, path: "/x/" });
      }
    });
  }

  it(`a path that only starts with the letters of the prefix is not the prefix (/${prefix}x/)`, () => {
    expect(site(resolveSite(TENANTS, "localhost", `/${prefix}x/`, ""))).toEqual({ code: DEFAULT.code, basePath: "", path: `/${prefix}x/`, ownHost: false });
  });
});

describe("resolveSite on an owned host", () => {
  const owned = TENANTS.flatMap((t) => t.routing.hosts.map((h) => [h, t.code] as const));

  it("de, at, rs and hr own hosts", () => {
    expect(new Set(owned.map(([, code]) => code))).toEqual(new Set(["de", "at", "rs", "hr"]));
  });

  it.each(owned)("%s serves %s without prefix, even when the path starts with another tenant's prefix", (host, code) => {
    for (const h of [host, `${host}:443`, host.toUpperCase()]) {
      expect(site(resolveSite(TENANTS, h, "/proizvodi/", ""))).toEqual({ code, basePath: "", path: "/proizvodi/", ownHost: true });
      for (const other of TENANTS) {
        const path = `/${other.routing.prefix}/x/`;
        expect(site(resolveSite(TENANTS, h, path, "?q=1"))).toEqual({ code, basePath: "", path, ownHost: true });
      }
    }
  });

  it("zrno.at:443 serves at", () => {
    expect(site(resolveSite(TENANTS, "zrno.at:443", "/de/", ""))).toEqual({ code: "at", basePath: "", path: "/de/", ownHost: true });
  });
});

describe("resolveSite on an unknown host", () => {
  it.each(["evil.example", "zrno.de.evil.example", "xzrno.de", "localhost", "[::1]:8787"])("%s without a prefix serves the default tenant", (host) => {
    expect(site(resolveSite(TENANTS, host, "/o-nama/", ""))).toEqual({ code: "hr", basePath: "", path: "/o-nama/", ownHost: false });
  });
});

describe("siteBaseUrl", () => {
  const PRODUCTION: Record<string, string> = {
    hr: "https://www.zrno.hr/",
    de: "https://www.zrno.de/",
    at: "https://www.zrno.at/",
    rs: "https://www.zrno.rs/",
    en: "https://www.zrno.eu/en/",
    si: "https://www.zrno.eu/si/",
    it: "https://www.zrno.eu/it/",
    es: "https://www.zrno.eu/es/",
    ba: "https://www.zrno.eu/ba/",
    me: "https://www.zrno.eu/me/",
  };

  it.each(TENANTS.map((t) => [t.code, t] as const))("%s in development: PUBLIC_ORIGIN plus its prefix (none for hr)", (code, tenant) => {
    const expected = code === "hr" ? "http://localhost:8787/" : `http://localhost:8787/${tenant.routing.prefix}/`;
    expect(siteBaseUrl(tenant, { ENVIRONMENT: "development", PUBLIC_ORIGIN: "http://localhost:8787" })).toBe(expected);
    expect(siteBaseUrl(tenant, { ENVIRONMENT: "development", PUBLIC_ORIGIN: "http://localhost:8787/" })).toBe(expected);
  });

  it.each(Object.entries(PRODUCTION))("%s in production → %s (owned host without prefix, the .eu hub with prefix)", (code, expected) => {
    expect(siteBaseUrl(byCode(code), { ENVIRONMENT: "production" })).toBe(expected);
    // An unknown environment name and development without PUBLIC_ORIGIN use production too.
    expect(siteBaseUrl(byCode(code), { ENVIRONMENT: "staging" })).toBe(expected);
    expect(siteBaseUrl(byCode(code), { ENVIRONMENT: "development" })).toBe(expected);
  });

  it.each(["beta", "test"] as const)("%s uses the tenant's configured %s origin", (envName) => {
    for (const tenant of TENANTS) {
      const url = new URL(siteBaseUrl(tenant, { ENVIRONMENT: envName }));
      expect(url.origin + "/").toBe(tenant.baseUrls[envName]);
    }
    expect(siteBaseUrl(byCode("en"), { ENVIRONMENT: envName })).toBe(`https://${envName}.zrno.eu/en/`);
  });

  // The canonical and hreflang links must lead to the tenant's home page itself: not to
  // another tenant, not through a redirect.
  describe.each(ENVIRONMENTS)("in %s every tenant's base URL resolves back to its home page", (envName) => {
    it.each(TENANTS.map((t) => [t.code, t] as const))("%s", (code, tenant) => {
      const url = new URL(siteBaseUrl(tenant, { ENVIRONMENT: envName }));
      expect(site(resolveSite(TENANTS, url.host, url.pathname, ""))).toMatchObject({ code, path: "/" });
    });
  });

  it("in development without PUBLIC_ORIGIN follows the request's own origin, so any dev port links to itself", () => {
    const dev = { ENVIRONMENT: "development" };
    expect(siteBaseUrl(byCode("de"), dev, "http://127.0.0.1:8790")).toBe("http://127.0.0.1:8790/de/");
    expect(siteBaseUrl(byCode("hr"), dev, "http://127.0.0.1:8790/")).toBe("http://127.0.0.1:8790/");
    expect(siteBaseUrl(byCode("de"), { ...dev, PUBLIC_ORIGIN: "http://localhost:8787" }, "http://127.0.0.1:8790")).toBe("http://localhost:8787/de/");
  });

  it.each(ENVIRONMENTS)("deployed (%s), never takes the origin from the request or PUBLIC_ORIGIN", (envName) => {
    for (const tenant of TENANTS) {
      const base = siteBaseUrl(tenant, { ENVIRONMENT: envName, PUBLIC_ORIGIN: "https://evil.example" }, "https://evil.example");
      expect(base).not.toContain("evil.example");
      expect(base).toBe(siteBaseUrl(tenant, { ENVIRONMENT: envName }));
    }
  });
});
