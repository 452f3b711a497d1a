import { defineTenant } from "./schema";

export default defineTenant({
  code: "rs",
  name: "Zrno Srbija",
  htmlLang: "sr-Latn",
  lang: "sr",
  locale: "sr-Latn-RS",
  currency: { code: "RSD" },
  country: "RS",
  // The one card option's integration (schema.ts `sales.card`).
  sales: { card: "card_autosubmit" },
  routing: { prefix: "rs", hosts: ["zrno.rs","www.zrno.rs"], isDefault: false },
  baseUrls: { production: "https://www.zrno.rs/", beta: "https://beta.zrno.rs/", test: "https://test.zrno.rs/" },
  routeWords: {
    catalog: "proizvodi",
    product: "proizvod",
    tags: "tagovi",
    productTags: "tagovi-proizvoda",
    authors: "autori",
    orders: "narudzbe",
    manufacturer: "brendovi",
    wishlist: "lista-zelja",
    compare: "poredjenje",
    search: "pretraga",
    location: "prodavnice",
    sweepstake: "nagradne-igre",
    auth: "nalog",
    webshop: "webshop",
  },
  checkoutSteps: ["customer","shipping","payment","reviewOrder"],
  webshopRequiresAuth: true,
  features: { quickOrder: true, compare: true, wishlist: true },
  authRedirects: { loggedIn: "/nalog/", loggedOut: "/nalog/login/" },
  layouts: { homepage: "default", about: "about", view_order: "blank", print_payment_transfer: "blank" },
  environment: "production",
  // The site's Google Tag Manager container: loads, with the e-commerce events, only after analytics consent (docs/decisions/0023).
  tagContainer: "GTM-P4ZR9RS",
});
