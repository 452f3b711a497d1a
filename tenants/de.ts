import { defineTenant } from "./schema";

export default defineTenant({
  code: "de",
  name: "Zrno Deutschland",
  htmlLang: "de",
  lang: "de",
  locale: "de-DE",
  currency: { code: "EUR" },
  country: "DE",
  // The one card option's integration (schema.ts `sales.card`).
  sales: { card: "card_redirect" },
  routing: { prefix: "de", hosts: ["zrno.de","www.zrno.de"], isDefault: false },
  baseUrls: { production: "https://www.zrno.de/", beta: "https://beta.zrno.de/", test: "https://test.zrno.de/" },
  routeWords: {
    catalog: "produkte",
    product: "product",
    tags: "tags",
    productTags: "produkt-tags",
    authors: "authors",
    orders: "bestellen",
    manufacturer: "marken",
    wishlist: "merkliste",
    compare: "vergleich",
    search: "suche",
    location: "filialen",
    sweepstake: "gewinnspiele",
    auth: "konto",
    webshop: "webshop",
  },
  checkoutSteps: ["customer","shipping","payment","reviewOrder"],
  webshopRequiresAuth: true,
  features: { quickOrder: true, compare: true, wishlist: true },
  authRedirects: { loggedIn: "/konto/", loggedOut: "/konto/login/" },
  layouts: { homepage: "default", about: "about", view_order: "blank", print_payment_transfer: "blank" },
  environment: "production",
  // Analytics waits for the first interaction here; the pixel loader runs 1500 ms after start-up.
  scripts: [
    { id: "analytics", category: "analytics", src: "/scripts/analytics.js", deferred: true },
    {
      id: "marketing-pixel",
      category: "marketing",
      code: '(function(){var p=window.zrnoPixel=window.zrnoPixel||{queue:[]};p.queue.push(["init","zrno-de"]);var s=document.createElement("script");s.async=true;s.src="/scripts/marketing.js";document.head.appendChild(s);})();',
      reloadOnChange: true,
    },
  ],
});
