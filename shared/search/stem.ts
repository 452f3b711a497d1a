/**
 * A light stemmer per language over folded words (shared/search/fold.ts): it strips the common
 * plural and case endings so "oats" meets "oat", "lješnjacima" meets "lješnjak" and "Haselnüssen"
 * meets "Haselnuss". Index and query stem alike and match the stem as a prefix, so a stem that
 * is a little short costs precision, never recall. Words under four letters are left alone.
 */
type Rule = (w: string) => string;

/** Longest matching ending first; never leaves fewer than `min` letters. */
function strip(w: string, endings: readonly string[], min = 3): { stem: string; ending: string } {
  for (const e of endings) if (w.length - e.length >= min && w.endsWith(e)) return { stem: w.slice(0, -e.length), ending: e };
  return { stem: w, ending: "" };
}

// South Slavic (hr, sr, bs, cnr, sl): case endings; k/g/h turn into c/z/s before -i/-e
// (lješnjak → lješnjaci), so a stem left ending in c before those endings gets its k back.
const SLAVIC = ["ovima", "evima", "ama", "ima", "ovi", "evi", "oga", "ome", "emu", "om", "em", "og", "oj", "ih", "im", "ov", "a", "e", "i", "o", "u"];
const slavic: Rule = (w) => {
  const { stem, ending } = strip(w, SLAVIC);
  if (/^[ie]/.test(ending) && stem.endsWith("c")) return `${stem.slice(0, -1)}k`;
  return stem;
};

const EN = ["ies", "es", "s"];
const english: Rule = (w) => {
  if (w.endsWith("ss")) return w;
  if (w.endsWith("ies") && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(s|x|z|ch|sh)es$/.test(w)) return w.slice(0, -2);
  return strip(w, EN.slice(2)).stem;
};

const DE = ["ern", "en", "er", "es", "e", "n", "s"];
const german: Rule = (w) => (w.endsWith("ss") ? w : strip(w, DE, 4).stem);

const italian: Rule = (w) => strip(w, ["a", "e", "i", "o"]).stem.replace(/([cg])h$/, "$1");

const spanish: Rule = (w) => {
  if (w.endsWith("ces")) return `${w.slice(0, -3)}z`;
  const { stem } = strip(w, ["es", "s"]);
  return strip(stem, ["a", "o", "e"]).stem;
};

const RULES: Record<string, Rule> = { hr: slavic, sr: slavic, bs: slavic, cnr: slavic, sl: slavic, en: english, de: german, it: italian, es: spanish };

export function stem(lang: string, word: string): string {
  if (word.length < 4 || /\d/.test(word)) return word;
  return (RULES[lang] ?? english)(word);
}
