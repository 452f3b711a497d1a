import { defineTenant } from "./schema";

export default defineTenant({
  code: "ba",
  name: "Zrno Bosna i Hercegovina",
  htmlLang: "bs",
  lang: "bs",
  // Intl locale for numbers and dates: workerd ships no Bosnian number data (it would print
  // "€ 1,234.50"), and Serbian Latin for Bosnia formats exactly as Bosnian does (1.234,50 KM).
  locale: "sr-Latn-BA",
  currency: { code: "BAM" },
  country: "BA",
  // The one card option's integration (schema.ts `sales.card`).
  sales: { card: "card_autosubmit" },
  routing: { prefix: "ba", hosts: [], isDefault: false },
  baseUrls: { production: "https://www.zrno.eu/", beta: "https://beta.zrno.eu/", test: "https://test.zrno.eu/" },
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
    location: "poslovnice",
    sweepstake: "nagradne-igre",
    auth: "korisnik",
    webshop: "webshop",
  },
  checkoutSteps: ["customer","shipping","payment","reviewOrder"],
  webshopRequiresAuth: true,
  features: { quickOrder: false, compare: true, wishlist: true },
  authRedirects: { loggedIn: "/korisnik/", loggedOut: "/korisnik/login/" },
  layouts: { homepage: "default", about: "about", view_order: "blank", print_payment_transfer: "blank" },
  environment: "production",
  // The site's Google Tag Manager container: loads, with the e-commerce events, only after analytics consent (docs/decisions/0023).
  tagContainer: "GTM-W2ZR5BA",
});
