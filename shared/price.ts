// Prices: parsing what a shopper types or pastes, and (re-exported) formatting. The registry
// facts they need (tenants/currencies.ts) come through a file the build generates.
import { round2 } from "./money";
import { CURRENCY_MARK_WORDS } from "./currency-symbols.generated";

// Formatting lives apart so the browser prints prices without loading the registry.
export { CURRENCY_SYMBOL, formatPrice } from "./price-format";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Every currency mark a pasted price may carry: each registry currency's code, symbol and
 * aliases, longest first (so "din." goes before "din"), plus the dollar and pound signs. Built on
 * first use, so a bundle that never parses a price drops it with the registry's words.
 */
let currencyMarks: RegExp | undefined;
function currencyMarksOf(): RegExp {
  return (currencyMarks ??= new RegExp(
    [...CURRENCY_MARK_WORDS]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .concat(["\\$", "£"])
      .join("|"),
    "gi",
  ));
}

/**
 * Prices (docs/behaviour/05-validation.md): parsing strips currency marks (symbols, codes and aliases of
 * tenants/currencies.ts, $ and £) and spaces; the decimal separator is whichever of comma and
 * dot comes last; the result has 2 decimals. Formatting uses Intl in the tenant's locale and
 * currency with the registry's symbol.
 */
export function parsePrice(input: string | number | null | undefined): number | null {
  if (typeof input === "number") return Number.isFinite(input) ? round2(input) : null;
  if (!input) return null;
  let s = input.replace(currencyMarksOf(), "").replace(/[\s\u00a0\u202f']/g, "");
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
