/**
 * The one folding of shop text, shared by the search index and every query (docs/decisions/
 * 0011-search-engine.md): what shoppers type on a phone must meet what editors wrote.
 * Lower case; Serbian Cyrillic read as Latin; diacritics dropped (č→c, é→e); what Unicode does
 * not decompose spelt out (đ→d, ß→ss, ø→o, ł→l, æ→ae); and the German umlaut spellings meet
 * the plain vowels, so ä = ae = a, ö = oe = o, ü = ue = u, and đ = dj = d. Everything but letters
 * and digits becomes a space, so no query character can reach the FTS5 syntax.
 */
const CYRILLIC: Record<string, string> = {
  а: "a", б: "b", в: "v", г: "g", д: "d", ђ: "đ", е: "e", ж: "ž", з: "z", и: "i", ј: "j", к: "k", л: "l", љ: "lj",
  м: "m", н: "n", њ: "nj", о: "o", п: "p", р: "r", с: "s", т: "t", ћ: "ć", у: "u", ф: "f", х: "h", ц: "c", ч: "č",
  џ: "dž", ш: "š",
};
const UNDECOMPOSED: Record<string, string> = { đ: "d", ß: "ss", ẞ: "ss", ø: "o", ł: "l", æ: "ae", œ: "oe", ı: "i", þ: "th" };

export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u0400-\u04ff]/g, (ch) => CYRILLIC[ch] ?? ch)
    .replace(/[đßẞøłæœıþ]/g, (ch) => UNDECOMPOSED[ch] ?? ch)
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .replace(/dj/g, "d")
    .replace(/([aou])e/g, "$1")
    .trim()
    .replace(/ +/g, " ");
}

/** The folded words of a text (letters and digits only, never empty). */
export function words(text: string): string[] {
  const f = fold(text);
  return f ? f.split(" ") : [];
}
