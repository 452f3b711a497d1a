import { describe, expect, it } from "vitest";
import type { RouteRecord } from "../../../shared/contract/app";
import { matchRoute } from "../../../worker/pages/resolve";

const row = (path: string, controller: RouteRecord["controller"], action: string): RouteRecord =>
  ({ path, controller, action, template: action, content_type: controller, lang: "hr", urls: {} }) as unknown as RouteRecord;

const index = new Map<string, RouteRecord>(
  [row("/korisnik/", "auth", "index"), row("/webshop/", "webshop", "cart"), row("/proizvodi/", "catalog", "index"), row("/o-nama/", "cms", "about")].map((r) => [r.path, r]),
);

describe("matching a path to its route", () => {
  it("an exact row wins and has no sub-path", () => {
    expect(matchRoute(index, "/proizvodi/")).toEqual({ route: index.get("/proizvodi/"), subpath: [] });
    expect(matchRoute(index, "/korisnik/")?.subpath).toEqual([]);
  });

  it.each([
    ["/korisnik/login/", ["login"]],
    ["/korisnik/change-password/12/ab34/", ["change-password", "12", "ab34"]],
    ["/webshop/customer/", ["customer"]],
    ["/webshop/narudzbe/17-ab12/", ["narudzbe", "17-ab12"]],
  ])("below the account and webshop roots, %s is handed to the root's controller with its segments", (path, subpath) => {
    const m = matchRoute(index, path);
    expect(m?.subpath).toEqual(subpath);
    expect(m?.route.path).toBe(path);
  });

  it.each(["/proizvodi/nepostoji/", "/o-nama/tim/", "/nepostoji/", "/korisnik/a/b/c/d/e/"])("%s matches nothing (other controllers need their own row; at most 4 segments below a root)", (path) => {
    expect(matchRoute(index, path)).toBeNull();
  });
});
