import { defineTenant } from "./schema";

export default defineTenant({
  code: "en",
  name: "Zrno International",
  htmlLang: "en",
  lang: "en",
  locale: "en-IE",
  currency: { code: "EUR" },
  country: "HR",
  // The group's international shop sells from Croatia to the EU neighbours, with a SEPA (RF)
  // reference foreign banks read and one delivery price for all of them.
  sales: {
    referenceScheme: "RF",
    shipTo: ["HR", "SI", "AT", "DE", "IT", "ES"],
    shipping: [
      { code: "delivery", kind: "delivery", price: 9.9, freeOver: 99 },
      { code: "pickup", kind: "pickup", price: 0, freeOver: null },
    ],
    payeeCity: "10000 Zagreb, Croatia",
    card: "card_form",
  },
  routing: { prefix: "en", hosts: [], isDefault: false },
  baseUrls: { production: "https://www.zrno.eu/", beta: "https://beta.zrno.eu/", test: "https://test.zrno.eu/" },
  routeWords: {
    catalog: "products",
    product: "product",
    tags: "tags",
    productTags: "product-tags",
    authors: "authors",
    orders: "orders",
    manufacturer: "brands",
    wishlist: "wishlist",
    compare: "compare",
    search: "search",
    location: "stores",
    sweepstake: "sweepstakes",
    auth: "account",
    webshop: "webshop",
  },
  checkoutSteps: ["customer","shipping","payment","reviewOrder"],
  webshopRequiresAuth: false,
  features: { quickOrder: true, compare: true, wishlist: true },
  authRedirects: { loggedIn: "/account/", loggedOut: "/account/login/" },
  layouts: { homepage: "default", about: "about", view_order: "blank", print_payment_transfer: "blank" },
  environment: "production",
});
