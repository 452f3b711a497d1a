import type { Labels } from "./contract/app";

/** Fallbacks used only when the labels could not be loaded (docs/behaviour/01-product.md: English for back-to-home). */
const FALLBACK: Record<string, string> = {
  back_to_homepage: "Back to homepage",
  error_404_title: "Page not found",
  error_404_text: "The page you are looking for does not exist or has moved.",
};

/** Looks a label up and fills `{placeholders}`; a missing key shows the key, never a blank. */
export function label(labels: Labels, key: string, vars?: Record<string, string | number>): string {
  // Own keys only: a key or placeholder named `constructor` must not reach Object.prototype.
  const own = <T>(o: Record<string, T>, k: string) => (Object.hasOwn(o, k) ? o[k] : undefined);
  const text = own(labels, key) ?? own(FALLBACK, key) ?? key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => {
    const value = own(vars, name);
    return value === undefined ? m : String(value);
  });
}
