import { describe, expect, it } from "vitest";
import { authRedirect, logoutTarget, type AuthRedirectInput, type AuthScreen } from "../../../shared/auth/auth-redirects";

const CONFIGURED = { loggedIn: "/korisnik/", loggedOut: "/korisnik/login/" };
const NONE = { loggedIn: null, loggedOut: null };

describe("auth redirects (spec §4)", () => {
  it.each<[AuthScreen, boolean, AuthRedirectInput["redirects"], string, ReturnType<typeof authRedirect>]>([
    ["login", true, CONFIGURED, "/korisnik/login/", { to: "/korisnik/" }],
    ["signup", true, CONFIGURED, "/korisnik/signup/", { to: "/korisnik/" }],
    ["forgotten_password", true, CONFIGURED, "/korisnik/forgotten-password/", { to: "/korisnik/" }],
    ["confirm_signup", true, CONFIGURED, "/korisnik/confirm-signup/1/x/", { to: "/korisnik/" }],
    ["login", true, NONE, "/korisnik/login/", { name: "auth" }],
    ["dashboard", true, CONFIGURED, "/korisnik/", null],
    ["dashboard", true, { loggedIn: "/proizvodi/", loggedOut: null }, "/korisnik/", { to: "/proizvodi/" }],
    ["dashboard", true, NONE, "/korisnik/", null],
    ["edit", true, CONFIGURED, "/korisnik/edit/", null],
    ["orders", true, CONFIGURED, "/korisnik/narudzbe/", null],
    ["login", false, CONFIGURED, "/korisnik/login/", null],
    ["signup", false, CONFIGURED, "/korisnik/signup/", null],
    ["dashboard", false, CONFIGURED, "/korisnik/", null],
    ["edit", false, CONFIGURED, "/korisnik/edit/", { to: "/korisnik/login/" }],
    ["coupons", false, CONFIGURED, "/korisnik/coupons/", { to: "/korisnik/login/" }],
    ["wishlist", false, NONE, "/korisnik/wishlist/", { name: "auth_login" }],
    ["logout", false, CONFIGURED, "/korisnik/logout/", null],
    ["logout", true, CONFIGURED, "/korisnik/logout/", null],
  ])("%s, logged in %s, redirects %j on %s", (screen, loggedIn, redirects, currentPath, expected) => {
    expect(authRedirect({ screen, loggedIn, redirects, currentPath })).toEqual(expected);
  });

  it.each<[string | null, string | null]>([
    [null, null],
    ["/proizvodi/", "/proizvodi/"],
    ["/proizvodi/?page=2", "/proizvodi/?page=2"],
    ["//evil.example/", null],
    ["https://evil.example/", null],
    ["/\\evil.example/", null],
    ["javascript:alert(1)", null],
    ["/a\r\nSet-Cookie: x=1", null],
    ["proizvodi/", null],
  ])("logout goes to the redirect query %j only when it is a same-site path", (redirect, expected) => {
    expect(logoutTarget(redirect)).toBe(expected);
  });
});
