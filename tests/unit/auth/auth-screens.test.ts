import { describe, expect, it } from "vitest";
import { authTargetOf } from "../../../shared/auth/auth-screens";

const WORDS = { orders: "narudzbe" };
const ID = "AbCdEfGhIjKlMnOp";
const CODE = "A".repeat(43);

describe("which auth screen a path below the account root shows (spec §2)", () => {
  it.each<[string[], ReturnType<typeof authTargetOf>]>([
    [[], { screen: "dashboard" }],
    [["login"], { screen: "login" }],
    [["signup"], { screen: "signup" }],
    [["forgotten-password"], { screen: "forgotten_password" }],
    [["forgotten_password"], { screen: "forgotten_password" }],
    [["change-password", ID, CODE], { screen: "new_password", id: ID, code: CODE }],
    [["change_password", ID, CODE], { screen: "new_password", id: ID, code: CODE }],
    [["confirm-signup", ID, CODE], { screen: "confirm_signup", id: ID, code: CODE }],
    [["confirm_signup", ID, CODE], { screen: "confirm_signup", id: ID, code: CODE }],
    [["signup-confirm", ID, CODE], { screen: "confirm_signup", id: ID, code: CODE }],
    [["signup_confirm", ID, CODE], { screen: "confirm_signup", id: ID, code: CODE }],
    [["edit"], { screen: "edit" }],
    [["narudzbe"], { screen: "orders" }],
    [["my-webshop-orders"], { screen: "orders" }],
    [["coupons"], { screen: "coupons" }],
    [["my-webshop-coupons"], { screen: "coupons" }],
    [["wishlist"], { screen: "wishlist" }],
    [["logout"], { screen: "logout" }],
    [["social-login", "google"], { screen: "social_login", provider: "google" }],
  ])("%j → %j", (subpath, expected) => {
    expect(authTargetOf(subpath, WORDS)).toEqual(expected);
  });

  it.each<[string, string[]]>([
    ["an unknown word", ["nepostojece"]],
    ["another site's orders word", ["bestellen"]],
    ["change-password with 2 segments in all", ["change-password"]],
    ["change-password with 3 segments in all", ["change-password", ID]],
    ["change-password with 5 segments in all", ["change-password", ID, CODE, "x"]],
    ["a confirmation link with a dot segment", ["confirm-signup", "..", CODE]],
    ["a link segment with a space", ["change-password", "a b", CODE]],
    ["a one-segment screen with more", ["login", "x"]],
    ["the edit screen with more", ["edit", "1"]],
    ["social login without a provider", ["social-login"]],
    ["a prototype key", ["__proto__"]],
    ["an inherited name", ["constructor"]],
    ["toString", ["toString"]],
    ["an inherited name before a link", ["hasOwnProperty", ID, CODE]],
  ])("%s is the 404 screen", (_name, subpath) => {
    expect(authTargetOf(subpath, WORDS)).toBeNull();
  });
});
