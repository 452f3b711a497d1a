import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TENANTS } from "../../../tenants";
import { appUrl, sitePath, slashed, withQuery, type SiteMount } from "../../../shared/urls";

function mountOf(code: string, basePath: string): SiteMount {
  const tenant = TENANTS.find((t) => t.code === code);
  if (!tenant) throw new Error(`no tenant ${code}`);
  return { basePath, routeWords: tenant.routeWords };
}

const hr = mountOf("hr", "");
const de = mountOf("de", "/de");
const deOwnHost = mountOf("de", "");

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
});

describe("appUrl: every named URL of spec §2", () => {
  // [name, hr (no prefix), de (/de)]
  const cases: Array<[string, string, string]> = [
    ["home", "/", "/de/"],
    ["catalog", "/proizvodi/", "/de/produkte/"],
    ["catalog_quickorder", "/proizvodi/?special_view=order_form", "/de/produkte/?special_view=order_form"],
    ["manufacturer", "/brendovi/", "/de/marken/"],
    ["compare", "/proizvodi/?special_view=compare", "/de/produkte/?special_view=compare"],
    ["wishlist", "/lista-zelja/", "/de/merkliste/"],
    ["sweepstake", "/nagradne-igre/", "/de/gewinnspiele/"],
    ["location", "/poslovnice/", "/de/filialen/"],
    ["search", "/pretraga/", "/de/suche/"],
    ["auth", "/korisnik/", "/de/konto/"],
    ["auth_logout", "/korisnik/logout/", "/de/konto/logout/"],
    ["auth_login", "/korisnik/login/", "/de/konto/login/"],
    ["auth_forgotten_password", "/korisnik/forgotten-password/", "/de/konto/forgotten-password/"],
    ["auth_change_password", "/korisnik/change-password/", "/de/konto/change-password/"],
    ["auth_my_webshop_orders", "/korisnik/narudzbe/", "/de/konto/bestellen/"],
    ["webshop_thank_you", "/webshop/thank-you/", "/de/webshop/thank-you/"],
    ["webshop_failed_order", "/webshop/failed-order/", "/de/webshop/failed-order/"],
    ["webshop_payment_create", "/webshop/payment-create/", "/de/webshop/payment-create/"],
    ["webshop_payment_form_autosubmit", "/webshop/payment-form-autosubmit/", "/de/webshop/payment-form-autosubmit/"],
    ["webshop_payment_new", "/webshop/payment-new/", "/de/webshop/payment-new/"],
  ];
  it.each(cases)("%s → hr %s, de %s", (name, hrUrl, deUrl) => {
    expect(appUrl(hr, name)).toBe(hrUrl);
    expect(appUrl(de, name)).toBe(deUrl);
    expect(appUrl(deOwnHost, name)).toBe(deUrl.slice("/de".length));
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("uses every tenant's own route words", () => {
    for (const tenant of TENANTS) {
      const mount = { basePath: `/${tenant.routing.prefix}`, routeWords: tenant.routeWords };
      expect(appUrl(mount, "catalog")).toBe(`/${tenant.routing.prefix}/${tenant.routeWords.catalog}/`);
      expect(appUrl(mount, "auth_logout")).toBe(`/${tenant.routing.prefix}/${tenant.routeWords.auth}/logout/`);
    }
  });
});

describe("appUrl: unknown names", () => {
  it.each(["nope", "", "Catalog", "auth_", "webshop_", "auth_../x", "webshop_a/b", "__proto__", "constructor", "toString"])(
    "%j logs an error and returns the home URL",
    (name) => {
      expect(appUrl(hr, name)).toBe("/");
      expect(appUrl(de, name)).toBe("/de/");
      expect(consoleError).toHaveBeenCalledTimes(2);
      expect(String(consoleError.mock.calls[0]?.[0])).toContain("appUrl");
    },
  );
});

describe("appUrl: query parameters", () => {
  const cases: Array<[SiteMount, string, Record<string, string | number | undefined>, string]> = [
    [hr, "search", { search_q: "jabuka" }, "/pretraga/?search_q=jabuka"],
    [de, "search", { search_q: "Äpfel & Birnen" }, "/de/suche/?search_q=%C3%84pfel+%26+Birnen"],
    [hr, "catalog", { page: 2, sort: "price" }, "/proizvodi/?page=2&sort=price"],
    [hr, "catalog", { page: undefined }, "/proizvodi/"],
    [hr, "catalog", {}, "/proizvodi/"],
    [hr, "catalog_quickorder", { page: 2 }, "/proizvodi/?page=2&special_view=order_form"],
    [de, "auth_logout", { redirect: "/de/produkte/" }, "/de/konto/logout/?redirect=%2Fde%2Fprodukte%2F"],
    [hr, "webshop_thank_you", { order_identificator: "A-1" }, "/webshop/thank-you/?order_identificator=A-1"],
    [hr, "home", { x: "<script>" }, "/?x=%3Cscript%3E"],
  ];
  it.each(cases)("%#: %s with %j → %s", (mount, name, query, expected) => {
    expect(appUrl(mount, name, query)).toBe(expected);
  });
});

describe("slashed", () => {
  const cases: Array<[string, string]> = [
    ["/a", "/a/"],
    ["/a/", "/a/"],
    ["/a?x=1", "/a/?x=1"],
    ["/a#top", "/a/#top"],
    ["/a?x=1#top", "/a/?x=1#top"],
    ["/a/b?x=/c#h?i", "/a/b/?x=/c#h?i"],
    ["/de/produkte", "/de/produkte/"],
    ["", "/"],
    ["?x=1", "/?x=1"],
    ["/robots.txt", "/robots.txt"],
    ["/sitemap.xml?page=2", "/sitemap.xml?page=2"],
    ["/assets/client.js#x", "/assets/client.js#x"],
    ["/favicon.ico", "/favicon.ico"],
  ];
  it.each(cases)("%j → %j", (href, expected) => {
    expect(slashed(href)).toBe(expected);
  });
});

describe("sitePath", () => {
  it.each([
    [hr, "/o-nama/", "/o-nama/"],
    [hr, "o-nama", "/o-nama/"],
    [de, "/uber-uns", "/de/uber-uns/"],
    [de, "/", "/de/"],
    [de, "/robots.txt", "/de/robots.txt"],
  ] as const)("%#: %s → %s", (mount, path, expected) => {
    expect(sitePath(mount, path)).toBe(expected);
  });

  // Spec §8: "Missing url logs Missing url property."
  it.each([undefined, null, ""])("an item with url %j logs Missing url property and links home", (path) => {
    expect(sitePath(hr, path)).toBe("/");
    expect(sitePath(de, path)).toBe("/de/");
    expect(consoleError).toHaveBeenCalledTimes(2);
    expect(consoleError.mock.calls.map((call: unknown[]) => call[0])).toEqual(["Missing url property", "Missing url property"]);
  });
});

describe("withQuery: the one way a query is set on a path", () => {
  it.each([
    ["/a/", { q: "x y" }, "/a/?q=x+y"],
    ["/a/", { n: 3, skip: undefined, none: null }, "/a/?n=3"],
    ["/a/", { empty: "" }, "/a/?empty="],
    ["/a/", {}, "/a/"],
    ["/a/", undefined, "/a/"],
    ["/a/?special_view=order_form", { qo_added: "P1", qo_errors: "" }, "/a/?special_view=order_form&qo_added=P1&qo_errors="],
    ["/a/?notice=old&x=1", { notice: "new" }, "/a/?notice=new&x=1"],
    ["/a/?x=1#top", { y: "2" }, "/a/?x=1&y=2#top"],
    ["/a/?keep=%C4%8D", { skip: null }, "/a/?keep=%C4%8D"],
  ] as const)("%s + %j → %s", (path, query, expected) => {
    expect(withQuery(path, query)).toBe(expected);
  });
});
