import { describe, expect, it } from "vitest";
import { Screen } from "../../../shared/screens";
import { familyOf } from "../../../client/screens/registry";
import { SCREENS as CORE } from "../../../client/screens/core/index";
import { SCREENS as CMS } from "../../../client/screens/cms/index";
import { SCREENS as CATALOG } from "../../../client/screens/catalog/index";
import { SCREENS as PRODUCT } from "../../../client/screens/product/index";
import { SCREENS as SEARCH } from "../../../client/screens/search/index";
import { SCREENS as SAVED } from "../../../client/screens/saved/index";
import { SCREENS as PUBLISH } from "../../../client/screens/publish/index";
import { SCREENS as RECIPE } from "../../../client/screens/recipe/index";
import { SCREENS as CONTENT } from "../../../client/screens/content/index";
import { SCREENS as CART } from "../../../client/screens/cart/index";
import { SCREENS as WEBSHOP } from "../../../client/screens/webshop/index";
import { SCREENS as LOGIN } from "../../../client/screens/login/index";
import { SCREENS as REVIEW } from "../../../client/screens/review/index";
import { SCREENS as ORDER } from "../../../client/screens/order/index";
import { SCREENS as PAYMENT } from "../../../client/screens/payment/index";
import { SCREENS as GATEWAY } from "../../../client/screens/gateway/index";
import { SCREENS as QUICK } from "../../../client/screens/quick/index";
import { SCREENS as CUSTOMER } from "../../../client/screens/customer/index";
import { SCREENS as ACCOUNT } from "../../../client/screens/account/index";
import { SCREENS as AUTH } from "../../../client/screens/auth/index";
import type { ScreenMap } from "../../../client/screens/types";

// The browser loads a screen from the chunk familyOf names (client/screens/registry.tsx) and the
// server preloads that chunk: a screen kept in another family's map would render nothing after
// hydration.
const FAMILIES: Record<ReturnType<typeof familyOf>, ScreenMap> = {
  core: CORE,
  cms: CMS,
  catalog: CATALOG,
  product: PRODUCT,
  search: SEARCH,
  saved: SAVED,
  publish: PUBLISH,
  recipe: RECIPE,
  content: CONTENT,
  cart: CART,
  login: LOGIN,
  webshop: WEBSHOP,
  review: REVIEW,
  order: ORDER,
  payment: PAYMENT,
  gateway: GATEWAY,
  quick: QUICK,
  customer: CUSTOMER,
  account: ACCOUNT,
  auth: AUTH,
};
const KINDS = Screen.options.map((o) => o.entries.kind.literal as string);

describe("screen families", () => {
  it.each(KINDS)("%s lives in exactly one family's map, the one familyOf names", (kind) => {
    const holders = Object.entries(FAMILIES).filter(([, map]) => kind in map).map(([family]) => family);
    expect(holders).toEqual([familyOf(kind)]);
  });

  it("no family map holds a kind the Screen union does not know", () => {
    const known = new Set(KINDS);
    for (const map of Object.values(FAMILIES)) for (const kind of Object.keys(map)) expect(known.has(kind), kind).toBe(true);
  });

  // Issue 12: an article's page loads no product card code; recipes and the instashop show products.
  it("articles, recipes and the content pages (stores, sweepstakes, ...) are chunks apart", () => {
    const families = ["publish-post", "publish-category", "publish-recipe", "publish-instashop", "content-locations", "content-static"].map(familyOf);
    expect(families).toEqual(["publish", "publish", "recipe", "recipe", "content", "content"]);
  });

  it("the product page and the search results are chunks apart from the catalogue's listings", () => {
    expect(familyOf("catalog-category")).toBe("catalog");
    expect(familyOf("catalog-product")).toBe("product");
    expect(familyOf("catalog-search")).toBe("search");
  });

  // Issue 12: a page loads its own group's screens, not the other's (docs/decisions/0018-javascript-budget.md).
  it("the log-in, sign-up, password and log-out pages and a logged-in shopper's account pages are chunks apart", () => {
    expect(["auth-login", "auth-signup", "auth-signup-confirm", "auth-forgotten-password", "auth-new-password", "auth-logout"].map(familyOf)).toEqual(Array(6).fill("auth"));
    expect(["auth-dashboard", "auth-edit", "auth-orders", "auth-coupons"].map(familyOf)).toEqual(Array(4).fill("account"));
  });

  it("the cart, the checkout's log-in, customer, shipping-and-payment and review steps, placed orders, payment new, the gateway's forms and the quick order are chunks apart", () => {
    expect(familyOf("webshop-cart")).toBe("cart");
    expect(familyOf("catalog-wishlist")).toBe("saved");
    expect(familyOf("webshop-login")).toBe("login");
    expect(familyOf("webshop-customer")).toBe("customer");
    expect(familyOf("webshop-shipping")).toBe("webshop");
    expect(familyOf("webshop-payment")).toBe("webshop");
    expect(familyOf("webshop-review-order")).toBe("review");
    expect(familyOf("webshop-view-order")).toBe("order");
    expect(familyOf("webshop-thank-you")).toBe("order");
    expect(familyOf("webshop-payment-new")).toBe("payment");
    expect(familyOf("webshop-payment-create")).toBe("gateway");
    expect(familyOf("webshop-payment-autosubmit")).toBe("gateway");
    expect(familyOf("webshop-quick-order")).toBe("quick");
  });
});
