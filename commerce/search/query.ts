import { fold, words as foldedWords } from "../../shared/search/fold";
import { stem } from "../../shared/search/stem";

/** Bounds on what a query may cost: longer input is cut, never refused (docs/decisions/0011). */
export const MAX_QUERY_CHARS = 200;
const MAX_WORDS = 8;
const MAX_WORD = 40;

export interface ParsedQuery {
  /** Folded words, at most MAX_WORDS, each at most MAX_WORD letters. */
  words: string[];
  /** The folded words joined, for the exact-phrase boost. */
  phrase: string;
}

/** Folds and bounds a shopper's query; operators, quotes and odd characters are gone here. */
export function parseQuery(raw: string): ParsedQuery {
  const words = foldedWords(raw.slice(0, MAX_QUERY_CHARS))
    .map((w) => w.slice(0, MAX_WORD))
    .slice(0, MAX_WORDS);
  return { words, phrase: words.join(" ") };
}

/** Synonym groups of a language: each folded term (a word or a phrase) → the others. */
export type Synonyms = Map<string, string[]>;

export function synonymMap(groups: readonly string[][]): Synonyms {
  const map: Synonyms = new Map();
  for (const group of groups) {
    const terms = [...new Set(group.map(fold).filter(Boolean))];
    for (const t of terms) map.set(t, [...new Set([...(map.get(t) ?? []), ...terms.filter((o) => o !== t)])]);
  }
  return map;
}

/** A folded word as an FTS5 string: letters and digits only after folding, quoted anyway. */
const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;

/** One word: its form as a prefix in any column, or its stem as a prefix of the indexed stems. */
function wordTerm(lang: string, w: string): string {
  return `(${quote(w)}* OR stems : ${quote(stem(lang, w))}*)`;
}

function termOf(lang: string, term: string): string {
  return term.includes(" ") ? quote(term) : wordTerm(lang, term);
}

/**
 * The FTS5 MATCH expression for folded words: every word (or a synonym of it, or a two-word
 * phrase's synonym) must match. Null when nothing searchable is left.
 */
export function matchExpression(lang: string, words: string[], synonyms: Synonyms): string | null {
  const parts: string[] = [];
  // Lone letters ("kaša s chia", "jabuka i cimet") only narrow by chance; alone, they stay.
  if (words.length > 1) words = words.filter((w) => w.length > 1);
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    const next = words[i + 1];
    const pair = next ? `${w} ${next}` : "";
    if (pair && synonyms.has(pair)) {
      parts.push(`(${[quote(pair), ...(synonyms.get(pair) ?? []).map((t) => termOf(lang, t))].join(" OR ")})`);
      i++;
      continue;
    }
    const alts = synonyms.get(w) ?? [];
    parts.push(alts.length ? `(${[wordTerm(lang, w), ...alts.map((t) => termOf(lang, t))].join(" OR ")})` : wordTerm(lang, w));
  }
  return parts.length ? parts.join(" AND ") : null;
}
