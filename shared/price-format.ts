// How prices are printed, by server and browser alike. Only the symbols come from the currency
// registry (tenants/currencies.ts), through a file the build generates, so the browser's bundle
// does not carry the registry's shelf rules, shipping and coupons.
import { CURRENCY_SYMBOL } from "./currency-symbols.generated";

export { CURRENCY_SYMBOL };

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Intl in the tenant's locale and currency with the registry's symbol. ICU builds differ
 * (workerd's prints a code where a browser prints a local symbol), and server and browser must
 * print the same text, so the symbol never comes from Intl.
 */
export function formatPrice(amount: number, locale: string, currency: string): string {
  const key = `${locale}|${currency}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(key, f);
  }
  const symbol = CURRENCY_SYMBOL[currency];
  return f
    .formatToParts(amount)
    .map((p) => (p.type === "currency" && symbol ? symbol : p.value))
    .join("");
}
