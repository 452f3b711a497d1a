// The one slug rule of the shop: catalogue, brand, tag, list, post, recipe and store addresses
// are all made by it when the seed is built, so their URLs follow the same letters.

// Letters NFD cannot split into base + mark, and the German spellings: đ follows the "dj" of the
// tenants' route words, umlauts become ae/oe/ue as German addresses write them.
const SPELLED: Record<string, string> = { đ: "dj", ß: "ss", ä: "ae", ö: "oe", ü: "ue", æ: "ae", ø: "o", ł: "l" };

/**
 * URL slug of a title in any of the shop's languages: lower-case ASCII [a-z0-9-]. Letters of
 * SPELLED are spelt out, other accents dropped (č → c, é → e, ñ → n), every run of anything else
 * (spaces, &, punctuation, letters without a Latin base) becomes one "-", none at either end.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[đßäöüæøł]/g, (ch) => SPELLED[ch] ?? ch)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** What slugify gives: words of [a-z0-9] joined by single "-". */
export const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
