import { CURRENCY_CODES, CURRENCIES as REGISTRY } from "../../tenants/currencies";

/** Contact details each site publishes (site info, docs/behaviour/07-api.md), by site code. */
export const SITE_CONTACTS: Record<string, { email: string; phone: string; address: string }> = {
  hr: { email: "info@zrno.hr", phone: "+385 1 4567 890", address: "Ilica 42, 10000 Zagreb, Hrvatska" },
  en: { email: "hello@zrno.eu", phone: "+385 1 4567 891", address: "Ilica 42, 10000 Zagreb, Croatia" },
  si: { email: "info@zrno.si", phone: "+386 1 234 5678", address: "Slovenska cesta 15, 1000 Ljubljana, Slovenija" },
  de: { email: "info@zrno.de", phone: "+49 30 1234 5678", address: "Kastanienallee 12, 10435 Berlin, Deutschland" },
  at: { email: "info@zrno.at", phone: "+43 1 234 5678", address: "Neubaugasse 8, 1070 Wien, Österreich" },
  it: { email: "info@zrno.it", phone: "+39 040 123 4567", address: "Via Roma 10, 34121 Trieste, Italia" },
  es: { email: "hola@zrno.es", phone: "+34 91 123 4567", address: "Calle de Fuencarral 45, 28004 Madrid, España" },
  rs: { email: "info@zrno.rs", phone: "+381 11 123 4567", address: "Knez Mihailova 20, 11000 Beograd, Srbija" },
  ba: { email: "info@zrno.ba", phone: "+387 33 123 456", address: "Ferhadija 14, 71000 Sarajevo, Bosna i Hercegovina" },
  me: { email: "info@zrno.me", phone: "+382 20 123 456", address: "Njegoševa 5, 81000 Podgorica, Crna Gora" },
};

/** Rows of the currencies table, one per registry entry (tenants/currencies.ts). */
export const CURRENCIES = CURRENCY_CODES.map((code) => ({ code, symbol: REGISTRY[code].symbol, decimals: REGISTRY[code].decimals }));
