import { CURRENCIES, type CurrencyFacts } from "../tenants/currencies";
import { round2 } from "./money";

const REGISTRY: readonly CurrencyFacts[] = Object.values(CURRENCIES);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Every currency mark a pasted price may carry: each registry currency's code, symbol and
 * aliases, longest first (so "din." goes before "din"), plus the dollar and pound signs.
 */
const CURRENCY_MARKS = new RegExp(
  [...new Set(REGISTRY.flatMap((c) => [c.code, c.symbol, ...c.aliases]))]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .concat(["\\$", "£"])
    .join("|"),
  "gi",
);

/**
 * Prices (docs/behaviour/05-validation.md): parsing strips currency marks (symbols, codes and aliases of
 * tenants/currencies.ts, $ and £) and spaces; the decimal separator is whichever of comma and
 * dot comes last; the result has 2 decimals. Formatting uses Intl in the tenant's locale and
 * currency with the registry's symbol.
 */
export function parsePrice(input: string | number | null | undefined): number | null {
  if (typeof input === "number") return Number.isFinite(input) ? round2(input) : null;
  if (!input) return null;
  let s = input.replace(CURRENCY_MARKS, "").replace(/[\s\u00a0\u202f']/g, "");
  const negative = s.startsWith("-");
  s = s.replace(/^[-+]/, "");
  if (!/^[\d.,]+$/.test(s)) return null;
  const lastComma = s.lastIndexOf(",");
  const lastDot = s.lastIndexOf(".");
  const decimal = lastComma > lastDot ? "," : lastDot > lastComma ? "." : null;
  let normalized: string;
  if (decimal) {
    const at = s.lastIndexOf(decimal);
    normalized = s.slice(0, at).replace(/[.,]/g, "") + "." + s.slice(at + 1).replace(/[.,]/g, "");
  } else normalized = s;
  const n = Number(normalized);
  if (!Number.isFinite(n)) return null;
  return round2(negative ? -n : n);
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * How each currency is shown, whatever locale data the runtime has: ICU builds differ (workerd's
 * prints a code where a browser prints a local symbol), and server and browser must print the same text.
 */
export const CURRENCY_SYMBOL: Record<string, string> = Object.fromEntries(REGISTRY.map((c) => [c.code, c.symbol]));

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
