import { defineTenant } from "./schema";

export default defineTenant({
  code: "hr",
  name: "Zrno Hrvatska",
  htmlLang: "hr",
  lang: "hr",
  locale: "hr-HR",
  currency: { code: "EUR" },
  country: "HR",
  // The one card option's integration (schema.ts `sales.card`).
  sales: { card: "card_direct" },
  routing: { prefix: "hr", hosts: ["zrno.hr","www.zrno.hr"], isDefault: true },
  baseUrls: { production: "https://www.zrno.hr/", beta: "https://beta.zrno.hr/", test: "https://test.zrno.hr/" },
  routeWords: {
    catalog: "proizvodi",
    product: "proizvod",
    tags: "tagovi",
    productTags: "tagovi-proizvoda",
    authors: "autori",
    orders: "narudzbe",
    manufacturer: "brendovi",
    wishlist: "lista-zelja",
    compare: "usporedba",
    search: "pretraga",
    location: "poslovnice",
    sweepstake: "nagradne-igre",
    auth: "korisnik",
    webshop: "webshop",
  },
  checkoutSteps: ["customer","shipping","payment","reviewOrder"],
  webshopRequiresAuth: true,
  features: { quickOrder: true, compare: true, wishlist: true },
  authRedirects: { loggedIn: "/korisnik/", loggedOut: "/korisnik/login/" },
  layouts: { homepage: "default", about: "about", view_order: "blank", print_payment_transfer: "blank" },
  // Klub Zrno (template "members") is for logged-in shoppers only on the Croatian site.
  accessHook: { templates: ["members"], override: (shopper) => (shopper.loggedIn ? null : "login_required") },
  environment: "production",
  // First-party analytics at once (after the 500 ms insert delay); the marketing pixel's loader
  // waits for the first interaction, and since a pixel cannot be unloaded, changing its consent reloads.
  scripts: [
    { id: "analytics", category: "analytics", src: "/scripts/analytics.js" },
    {
      id: "marketing-pixel",
      category: "marketing",
      code: '(function(){var p=window.zrnoPixel=window.zrnoPixel||{queue:[]};p.queue.push(["init","zrno-hr"]);var s=document.createElement("script");s.async=true;s.src="/scripts/marketing.js";document.head.appendChild(s);})();',
      deferred: true,
      reloadOnChange: true,
    },
  ],
});
