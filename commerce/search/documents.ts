import { fold, words } from "../../shared/search/fold";
import { stem } from "../../shared/search/stem";
import type { VocabWord } from "./typo";

/**
 * What the index holds for one language, built from the catalogue and content tables: one
 * product row (title, brand, category path, tags, attributes, description, stems), one content
 * row per post, recipe, FAQ entry, CMS page and store, and the vocabulary. Stems hold every
 * title-ish word's stem and, in German, the parts of compounds ("Zartbitterschokolade" →
 * "schokolad"), so a query's stem finds both. Built by the API, not by hand: see rebuild().
 */
export interface ProductSource {
  id: number;
  title: string;
  brand: string;
  category: string;
  parent_category: string | null;
  tags: string | null;
  attributes: string | null;
  short_description: string;
  description: string;
}

export interface ContentSource {
  kind: "post" | "recipe" | "faq" | "page" | "store";
  entity_key: string;
  site: string;
  path: string;
  title: string;
  summary: string;
  body: string;
}

interface ProductDoc {
  product_id: number;
  title: string;
  brand: string;
  category: string;
  tags: string;
  attributes: string;
  description: string;
  stems: string;
}

interface ContentDoc {
  kind: string;
  entity_key: string;
  site: string;
  path: string;
  display: string;
  summary: string;
  title: string;
  body: string;
  stems: string;
}

export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&[a-z]+;|&#\d+;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** German compounds: every ending of a long word that is itself a word of the language. */
function compoundParts(word: string, known: ReadonlySet<string>): string[] {
  const parts: string[] = [];
  if (word.length < 8) return parts;
  for (let i = 3; i <= word.length - 4; i++) {
    const tail = word.slice(i);
    if (known.has(tail)) parts.push(tail);
  }
  return parts;
}

function stemsOf(lang: string, texts: readonly string[], known: ReadonlySet<string> | null): string {
  const out = new Set<string>();
  for (const text of texts) {
    for (const w of words(text)) {
      out.add(stem(lang, w));
      if (known) for (const part of compoundParts(w, known)) out.add(stem(lang, part));
    }
  }
  return [...out].join(" ");
}

/** Folded words with the spelling shoppers see (lower case, diacritics kept), counted per document. */
function addVocab(vocab: Map<string, VocabWord>, texts: readonly string[], known: ReadonlySet<string> | null) {
  const seen = new Set<string>();
  const add = (w: string, display: string) => {
    if (w.length < 3 || w.includes(" ") || /^\d+$/.test(w) || seen.has(w)) return;
    seen.add(w);
    const entry = vocab.get(w);
    if (entry) entry.df++;
    else vocab.set(w, { word: w, display, df: 1 });
  };
  for (const text of texts) {
    for (const token of text.split(/[^\p{L}\p{N}]+/u)) {
      const w = fold(token);
      add(w, token.toLowerCase());
      // A compound counts for its parts too, so "schokolade" is as common as its compounds.
      if (known) for (const part of compoundParts(w, known)) add(part, part);
    }
  }
}

interface LanguageIndex {
  products: ProductDoc[];
  content: ContentDoc[];
  vocab: VocabWord[];
}

export function buildLanguageIndex(lang: string, products: readonly ProductSource[], content: readonly ContentSource[]): LanguageIndex {
  // German compounds split only into parts the shop's own German texts use as words.
  const known =
    lang === "de"
      ? new Set([
          ...products.flatMap((p) => words(`${p.title} ${p.category} ${p.parent_category ?? ""} ${p.tags ?? ""} ${plainText(p.description)}`)),
          ...content.flatMap((c) => words(`${c.title} ${plainText(c.body)}`)),
        ])
      : null;
  const vocab = new Map<string, VocabWord>();
  const productDocs = products.map((p): ProductDoc => {
    const category = [p.parent_category, p.category].filter(Boolean).join(" ");
    const titled = [p.title, p.brand, category, p.tags ?? "", p.attributes ?? ""];
    addVocab(vocab, titled, known);
    return {
      product_id: p.id,
      title: fold(p.title),
      brand: fold(p.brand),
      category: fold(category),
      tags: fold(p.tags ?? ""),
      attributes: fold(p.attributes ?? ""),
      description: fold(`${p.short_description} ${plainText(p.description)}`),
      stems: stemsOf(lang, titled, known),
    };
  });
  const contentDocs = content.map((c): ContentDoc => {
    addVocab(vocab, [c.title], known);
    return {
      kind: c.kind,
      entity_key: c.entity_key,
      site: c.site,
      path: c.path,
      display: c.title,
      summary: c.summary.slice(0, 240),
      title: fold(c.title),
      body: fold(`${c.summary} ${plainText(c.body)}`),
      stems: stemsOf(lang, [c.title], known),
    };
  });
  return { products: productDocs, content: contentDocs, vocab: [...vocab.values()] };
}
