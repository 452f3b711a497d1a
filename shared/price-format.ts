// How prices are printed. The server takes each currency's shape from Intl in the tenant's locale
// (priceShape) and hands it to the browser in the page state, so server and browser print the same
// text with one printer (shared/price-print.ts) and the browser never sets up ICU's number data.
// Only the symbols come from the currency registry (tenants/currencies.ts), through a file the
// build generates, so no bundle carries the registry's shelf rules, shipping and coupons.
import { CURRENCY_SYMBOL } from "./currency-symbols.generated";
import { printPrice, type PriceShape } from "./price-print";

export { CURRENCY_SYMBOL };

const shapes = new Map<string, PriceShape>();
const NUMBER_PARTS = new Set(["integer", "group", "decimal", "fraction"]);

/**
 * The shape Intl prints `currency` in for `locale`, with the registry's symbol: ICU builds differ
 * (workerd's prints a code where a browser prints a local symbol), so the symbol never comes from Intl.
 */
export function priceShape(locale: string, currency: string): PriceShape {
  const key = `${locale}|${currency}`;
  let shape = shapes.get(key);
  if (!shape) {
    const f = new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const symbol = CURRENCY_SYMBOL[currency];
    const around = (n: number) => {
      let out = "";
      let placed = false;
      for (const p of f.formatToParts(n)) {
        if (!NUMBER_PARTS.has(p.type)) out += p.type === "currency" && symbol ? symbol : p.value;
        else if (!placed) (out += "#"), (placed = true);
      }
      return out;
    };
    const parts = f.formatToParts(1234567.5);
    const sep = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
    const groupFrom = [1234, 12345, 123456].map((n) => f.formatToParts(n).some((p) => p.type === "group")).indexOf(true) + 4;
    // Shared by every request in the isolate: frozen, so no render can change another's.
    shape = Object.freeze({ currency, pos: around(1), neg: around(-1), group: sep("group"), decimal: sep("decimal"), groupFrom });
    shapes.set(key, shape);
  }
  return shape;
}

const shapeLists = new Map<string, PriceShape[]>();

/** Every registry currency's shape in `locale`: what a page's state carries for the browser (one list per locale, as every render asks). */
export function priceShapes(locale: string): PriceShape[] {
  let list = shapeLists.get(locale);
  if (!list) shapeLists.set(locale, (list = Object.freeze(Object.keys(CURRENCY_SYMBOL).map((code) => priceShape(locale, code))) as PriceShape[]));
  return list;
}

/** `amount` in the locale and currency, as the page's browser code prints it. */
export function formatPrice(amount: number, locale: string, currency: string): string {
  return printPrice(amount, priceShape(locale, currency));
}
