import { Fragment } from "react";
import { fold, words as foldedWords } from "../../../shared/search/fold";

/** The folded words of a query, as the search engine read them (shared/search/fold.ts). */
export function highlightWords(query: string): string[] {
  return foldedWords(query).filter((w) => w.length >= 2);
}

/**
 * Marks the words of a text that a search matched: folded alike, a text word matches when it
 * starts with a query word or with all but its last two letters (the engine's stems are about
 * that long), so "lješnjacima" lights up for "lješnjak".
 */
export function Highlighted({ text, words }: { text: string; words: readonly string[] }) {
  if (words.length === 0) return <>{text}</>;
  const parts = text.split(/([\p{L}\p{N}]+)/u);
  return (
    <>
      {parts.map((part, i) => {
        const f = fold(part);
        const hit = f && words.some((w) => f.startsWith(w) || (w.length >= 5 && f.startsWith(w.slice(0, -2))));
        return hit ? <mark key={i}>{part}</mark> : <Fragment key={i}>{part}</Fragment>;
      })}
    </>
  );
}
