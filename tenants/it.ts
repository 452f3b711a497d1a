import { defineTenant } from "./schema";

export default defineTenant({
  code: "it",
  name: "Zrno Italia",
  htmlLang: "it",
  lang: "it",
  locale: "it-IT",
  currency: { code: "EUR" },
  country: "IT",
  // The one card option's integration (schema.ts `sales.card`).
  sales: { card: "card_redirect" },
  routing: { prefix: "it", hosts: [], isDefault: false },
  baseUrls: { production: "https://www.zrno.eu/", beta: "https://beta.zrno.eu/", test: "https://test.zrno.eu/" },
  routeWords: {
    catalog: "prodotti",
    product: "prodotto",
    tags: "tags",
    productTags: "product-tags",
    authors: "authors",
    orders: "orders",
    manufacturer: "marchi",
    wishlist: "lista-desideri",
    compare: "confronto",
    search: "cerca",
    location: "negozi",
    sweepstake: "concorsi",
    auth: "account",
    webshop: "webshop",
  },
  checkoutSteps: ["customer","shipping","payment","reviewOrder"],
  webshopRequiresAuth: true,
  features: { quickOrder: false, compare: true, wishlist: true },
  authRedirects: { loggedIn: "/account/", loggedOut: "/account/login/" },
  layouts: { homepage: "default", about: "about", view_order: "blank", print_payment_transfer: "blank" },
  environment: "production",
  // The site's Google Tag Manager container: loads, with the e-commerce events, only after analytics consent (docs/decisions/0023).
  tagContainer: "GTM-K7ZR2IT",
});
