import type { Labels } from "./contract/app";

/**
 * Fallbacks used only when a label is missing (the labels could not be loaded, or an editor
 * deleted one): English, and for the back-to-home link the spec's own two texts, Croatian on
 * Croatian sites (docs/behaviour/08-errors.md). A loaded label always wins: every site says it
 * in its own language.
 */
const FALLBACK: Record<string, string> = {
  back_to_homepage: "Back to homepage",
  error_404_title: "Page not found",
  error_404_text: "The page you are looking for does not exist or has moved.",
};
const FALLBACK_HR: Record<string, string> = { back_to_homepage: "Povratak na naslovnicu" };

/**
 * Looks a label up and fills `{placeholders}`; a missing key shows the key, never a blank.
 * A label may choose its words by a number the ICU way, `{count, plural, one {# item} other {# items}}`
 * (`#` is the number; `=0 {…}` matches exactly), with the language's own plural rules
 * (Intl.PluralRules for `locale`): Croatian needs one/few/other where English needs one/other.
 */
export function label(labels: Labels, key: string, vars?: Record<string, string | number>, locale?: string): string {
  const text = own(labels, key) ?? (locale?.startsWith("hr") ? own(FALLBACK_HR, key) : undefined) ?? own(FALLBACK, key) ?? key;
  if (!vars) return text;
  return fill(text, vars, locale);
}

// Own keys only: a key or placeholder named `constructor` must not reach Object.prototype.
function own<T>(o: Record<string, T>, k: string): T | undefined {
  return Object.hasOwn(o, k) ? o[k] : undefined;
}

function fill(text: string, vars: Record<string, string | number>, locale: string | undefined): string {
  let out = "";
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf("{", i);
    if (open < 0) break;
    out += text.slice(i, open);
    const close = matching(text, open);
    if (close < 0) {
      i = open;
      break;
    }
    out += placeholder(text.slice(open + 1, close), text.slice(open, close + 1), vars, locale);
    i = close + 1;
  }
  return out + text.slice(i);
}

/** The index of the brace closing the one at `open`, or -1. */
function matching(text: string, open: number): number {
  let depth = 0;
  for (let j = open; j < text.length; j++) {
    if (text[j] === "{") depth++;
    else if (text[j] === "}" && --depth === 0) return j;
  }
  return -1;
}

function placeholder(inner: string, whole: string, vars: Record<string, string | number>, locale: string | undefined): string {
  const simple = /^(\w+)$/.exec(inner);
  if (simple) {
    const value = own(vars, simple[1]!);
    return value === undefined ? whole : String(value);
  }
  const plural = /^\s*(\w+)\s*,\s*plural\s*,/.exec(inner);
  if (!plural) return whole;
  const raw = own(vars, plural[1]!);
  const n = typeof raw === "number" ? raw : Number(raw);
  if (raw === undefined || !Number.isFinite(n)) return whole;
  const choices = new Map<string, string>();
  const body = inner.slice(plural[0].length);
  const re = /\s*(=\d+|zero|one|two|few|many|other)\s*\{/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(body))) {
    const start = m.index + m[0].length - 1;
    const end = matching(body, start);
    if (end < 0) break;
    choices.set(m[1]!, body.slice(start + 1, end));
    re.lastIndex = end + 1;
  }
  let category: string;
  try {
    category = new Intl.PluralRules(locale).select(n);
  } catch {
    category = new Intl.PluralRules("en").select(n);
  }
  const chosen = choices.get(`=${n}`) ?? choices.get(category) ?? choices.get("other");
  if (chosen === undefined) return whole;
  return fill(chosen.replace(/#/g, String(n)), vars, locale);
}
