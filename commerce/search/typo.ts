/**
 * Typo tolerance over the index's vocabulary (docs/decisions/0011-search-engine.md): one edit
 * for words of five letters or more, two from nine, counted on folded words and, as a second
 * chance, on how they sound (c/k/ch, sch/s, w/v…), so "choclate" finds chocolate and "cokol"
 * typed on the English site finds "chocolate". The word being typed is compared with the
 * beginnings of vocabulary words, so a half-typed word with a slip still suggests.
 */
export interface VocabWord {
  word: string;
  display: string;
  df: number;
}

function allowedEdits(length: number): number {
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}

/** Optimal string alignment distance (a swap of neighbours is one edit); > max returns max + 1. */
export function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const prev = rows[i - 1] as number[];
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/** The distance from `a` to the closest beginning of `b` (a word still being typed). */
export function prefixDistance(a: string, b: string, max: number): number {
  let best = max + 1;
  for (let len = Math.max(1, a.length - max); len <= Math.min(b.length, a.length + max); len++) {
    best = Math.min(best, distance(a, b.slice(0, len), max));
    if (best === 0) break;
  }
  return best;
}

/** How a folded word sounds, roughly, across the shop's languages. */
export function soundKey(word: string): string {
  return word
    .replace(/sch/g, "s")
    .replace(/ch|ck|qu|q|c/g, "k")
    .replace(/ph/g, "f")
    .replace(/w/g, "v")
    .replace(/y/g, "i")
    .replace(/h/g, "")
    .replace(/(.)\1+/g, "$1");
}

/**
 * The vocabulary word a mistyped word most likely meant, or null: fewest edits first (spelling
 * before sound), then the word found in more products. `typing` compares with word beginnings.
 */
export function correct(word: string, vocab: readonly VocabWord[], typing: boolean): VocabWord | null {
  const max = allowedEdits(word.length);
  if (max === 0) return null;
  const key = soundKey(word);
  const measure = typing ? prefixDistance : distance;
  let best: { v: VocabWord; score: number } | null = null;
  for (const v of vocab) {
    if (v.word === word) return null;
    let d = measure(word, v.word, max);
    if (d > max) {
      const s = measure(key, soundKey(v.word), max);
      if (s > max) continue;
      // Among words that sound alike, the one also spelt closer wins.
      d = s + 0.5 + measure(word, v.word, 3) / 10;
    }
    const score = d - Math.min(v.df, 50) / 1000;
    if (!best || score < best.score) best = { v, score };
  }
  return best?.v ?? null;
}
