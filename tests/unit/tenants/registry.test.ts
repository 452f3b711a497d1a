import { describe, expect, it } from "vitest";
import { tenantModules } from "../../../tenants/index.generated";
import { loadTenants, TenantConfigError } from "../../../tenants/registry";
import { defineTenant, type TenantInput } from "../../../tenants/schema";
import { resolveSite, siteBaseUrl } from "../../../worker/site";
import { appUrl } from "../../../shared/urls";

const hr = tenantModules["hr.ts"] as TenantInput;
const de = tenantModules["de.ts"] as TenantInput;

/** The ten real tenant modules with one file replaced or added. */
function withFile(file: string, tenant: unknown): Record<string, unknown> {
  return { ...tenantModules, [file]: tenant };
}

function loadError(modules: Record<string, unknown>): TenantConfigError {
  try {
    loadTenants(modules);
  } catch (err) {
    expect(err).toBeInstanceOf(TenantConfigError);
    return err as TenantConfigError;
  }
  throw new Error("loadTenants accepted a broken tenant set");
}

/**
 * An eleventh site as an operator would add it: one new file, nothing else. (The commerce API
 * serves no Slovak or Luxembourgish content, so its content language is German.)
 */
const lu = defineTenant({
  code: "lu",
  name: "Zrno Lëtzebuerg",
  htmlLang: "de-LU",
  lang: "de",
  locale: "de-LU",
  currency: { code: "EUR" },
  // Sold from the German company: its VAT, bank and slip (tenants/countries.ts).
  country: "DE",
  sales: { shipTo: ["LU"] },
  routing: { prefix: "lu", hosts: ["zrno.lu", "www.zrno.lu"], isDefault: false },
  baseUrls: { production: "https://www.zrno.lu/", beta: "https://beta.zrno.lu/", test: "https://test.zrno.lu/" },
  routeWords: {
    catalog: "produiten",
    product: "produit",
    tags: "etiketten",
    productTags: "produit-etiketten",
    authors: "auteuren",
    orders: "bestellungen",
    manufacturer: "marken",
    wishlist: "wonschlescht",
    compare: "vergleich",
    search: "sichen",
    location: "geschaefter",
    sweepstake: "concoursen",
    auth: "kont",
    webshop: "buttek",
  },
  checkoutSteps: ["customer", "payment", "reviewOrder"],
  webshopRequiresAuth: false,
  features: { quickOrder: false, compare: true, wishlist: true },
  authRedirects: { loggedIn: "/kont/", loggedOut: "/kont/login/" },
  layouts: { homepage: "default" },
  environment: "production",
});

describe("loadTenants", () => {
  it("accepts the ten real tenant files, sorted by code, with exactly one default", () => {
    const tenants = loadTenants(tenantModules);
    expect(tenants.map((t) => t.code)).toEqual(["at", "ba", "de", "en", "es", "hr", "it", "me", "rs", "si"]);
    expect(tenants.filter((t) => t.routing.isDefault).map((t) => t.code)).toEqual(["hr"]);
    expect(Object.isFrozen(tenants)).toBe(true);
  });

  const { name: _name, ...withoutName } = hr;
  // [what is broken, file, module, field path the message must name]
  const broken: Array<[string, string, unknown, string]> = [
    ["missing field", "hr.ts", withoutName, "name"],
    ["wrong currency", "hr.ts", { ...hr, currency: { code: "USD" } }, "currency.code"],
    ["currency not an object", "de.ts", { ...de, currency: "EUR" }, "currency"],
    ["malformed locale tag", "hr.ts", { ...hr, locale: "xx-QQ-qqqqqqqqq" }, "locale"],
    ["locale Intl does not know", "hr.ts", { ...hr, locale: "zz-ZZ" }, "locale"],
    ["locale that is not a tag at all", "hr.ts", { ...hr, locale: "not a locale!" }, "locale"],
    ["bad slug in routeWords", "de.ts", { ...de, routeWords: { ...de.routeWords, catalog: "Produkte!" } }, "routeWords.catalog"],
    ["slug with a slash in routeWords", "hr.ts", { ...hr, routeWords: { ...hr.routeWords, auth: "korisnik/../x" } }, "routeWords.auth"],
    ["missing route word", "hr.ts", { ...hr, routeWords: { ...hr.routeWords, search: undefined } }, "routeWords.search"],
    ["unknown extra field", "hr.ts", { ...hr, colour: "green" }, "colour"],
    ["prefix that is not a slug", "de.ts", { ...de, routing: { ...de.routing, prefix: "/de" } }, "routing.prefix"],
    ["host with a path", "de.ts", { ...de, routing: { ...de.routing, hosts: ["www.zrno.de/x"] } }, "routing.hosts.0"],
    ["base URL with a path", "de.ts", { ...de, baseUrls: { ...de.baseUrls, beta: "https://beta.zrno.de/de/" } }, "baseUrls.beta"],
    ["content language the API does not serve", "hr.ts", { ...hr, lang: "sk" }, "lang"],
    ["no checkout steps", "hr.ts", { ...hr, checkoutSteps: [] }, "checkoutSteps"],
    ["unknown layout", "hr.ts", { ...hr, layouts: { homepage: "fancy" } }, "layouts.homepage"],
  ];
  it.each(broken)("%s: throws naming tenants/%s and the field", (_what, file, mod, field) => {
    const err = loadError(withFile(file, mod));
    expect(err.message).toContain(`tenants/${file}`);
    expect(err.message).toMatch(new RegExp(`(^|[ :;])${field.replace(/\./g, "\\.")}: `));
  });

  it("a module that is not an object names the file", () => {
    expect(loadError(withFile("hr.ts", undefined)).message).toContain("tenants/hr.ts");
  });

  it("code must equal the file name", () => {
    const err = loadError(withFile("hr.ts", { ...hr, code: "hrv" }));
    expect(err.message).toContain("tenants/hr.ts");
    expect(err.message).toContain("code");
    expect(loadError({ ...tenantModules, "xx.ts": { ...lu } }).message).toMatch(/tenants\/xx\.ts: code: must equal the file name "xx"/);
  });

  it("two tenants with one prefix", () => {
    const err = loadError(withFile("lu.ts", { ...lu, routing: { ...lu.routing, prefix: "de" } }));
    expect(err.message).toContain("routing.prefix");
    expect(err.message).toContain('"de"');
    expect(err.message).toMatch(/tenants\/(de|lu)\.ts/);
  });

  it("two tenants owning one host", () => {
    const err = loadError(withFile("lu.ts", { ...lu, routing: { ...lu.routing, hosts: ["zrno.lu", "www.zrno.de"] } }));
    expect(err.message).toContain("routing.hosts");
    expect(err.message).toContain("www.zrno.de");
  });

  it("two tenants the commerce API could not tell apart (same production host and content language)", () => {
    // The API picks the site by base host + language: a second `de` site on www.zrno.de would get de's data.
    const err = loadError(withFile("lu.ts", { ...lu, baseUrls: { ...lu.baseUrls, production: "https://www.zrno.de/" } }));
    expect(err.message).toMatch(/tenants\/(de|lu)\.ts: baseUrls\.production \+ lang: "www\.zrno\.de de" is already used by tenants\/(de|lu)\.ts/);
    // The same host with another language is fine: the .eu hub serves six sites.
    expect(() => loadTenants(withFile("lu.ts", { ...lu, lang: "it", baseUrls: { ...lu.baseUrls, production: "https://www.zrno.eu/" } }))).toThrow(/"www\.zrno\.eu it"/);
    expect(loadTenants(withFile("lu.ts", { ...lu, lang: "hr", baseUrls: { ...lu.baseUrls, production: "https://www.zrno.eu/" } }))).toHaveLength(11);
  });

  it("no default tenant", () => {
    const err = loadError(withFile("hr.ts", { ...hr, routing: { ...hr.routing, isDefault: false } }));
    expect(err.message).toContain("routing.isDefault");
    expect(err.message).toContain("found 0");
  });

  it("two default tenants", () => {
    const err = loadError(withFile("de.ts", { ...de, routing: { ...de.routing, isDefault: true } }));
    expect(err.message).toContain("routing.isDefault");
    expect(err.message).toContain("found 2");
    expect(err.message).toContain("de, hr");
  });
});

describe("an eleventh site is one new file", () => {
  const tenants = loadTenants({ ...tenantModules, "lu.ts": lu });
  const luTenant = tenants.find((t) => t.code === "lu");

  it("validates next to the ten others", () => {
    expect(tenants).toHaveLength(11);
    expect(luTenant).toBeDefined();
  });

  it("is routed by its prefix on shared hosts and by its own hosts without prefix", () => {
    const prefixed = resolveSite(tenants, "localhost:8787", "/lu/produiten/", "");
    expect(prefixed).toMatchObject({ kind: "site", site: { tenant: { code: "lu" }, basePath: "/lu", path: "/produiten/", ownHost: false } });
    const owned = resolveSite(tenants, "www.zrno.lu", "/produiten/", "");
    expect(owned).toMatchObject({ kind: "site", site: { tenant: { code: "lu" }, basePath: "", path: "/produiten/", ownHost: true } });
    // The other sites are untouched.
    expect(resolveSite(tenants, "localhost", "/de/x/", "")).toMatchObject({ kind: "site", site: { tenant: { code: "de" } } });
    expect(resolveSite(tenants, "localhost", "/x/", "")).toMatchObject({ kind: "site", site: { tenant: { code: "hr" } } });
  });

  it("has base URLs in every environment", () => {
    if (!luTenant) throw new Error("lu missing");
    expect(siteBaseUrl(luTenant, { ENVIRONMENT: "development", PUBLIC_ORIGIN: "http://localhost:8787" })).toBe("http://localhost:8787/lu/");
    expect(siteBaseUrl(luTenant, { ENVIRONMENT: "production" })).toBe("https://www.zrno.lu/");
    expect(siteBaseUrl(luTenant, { ENVIRONMENT: "beta" })).toBe("https://beta.zrno.lu/lu/");
  });

  it("builds its named URLs with its own route words", () => {
    const result = resolveSite(tenants, "localhost", "/lu/", "");
    if (result.kind !== "site") throw new Error("expected a site");
    const mount = result.site;
    expect(appUrl(mount, "home")).toBe("/lu/");
    expect(appUrl(mount, "catalog")).toBe("/lu/produiten/");
    expect(appUrl(mount, "catalog_quickorder")).toBe("/lu/produiten/?special_view=order_form");
    expect(appUrl(mount, "wishlist")).toBe("/lu/wonschlescht/");
    expect(appUrl(mount, "compare")).toBe("/lu/produiten/?special_view=compare");
    expect(appUrl(mount, "auth_logout")).toBe("/lu/kont/logout/");
    expect(appUrl(mount, "auth_my_webshop_orders")).toBe("/lu/kont/bestellungen/");
    expect(appUrl(mount, "webshop_thank_you")).toBe("/lu/buttek/thank-you/");
  });
});
