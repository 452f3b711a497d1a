import { describe, expect, it } from "vitest";
import { fold } from "../../../shared/search/fold";
import { stem } from "../../../shared/search/stem";
import { correct, distance, prefixDistance, soundKey } from "../../../commerce/search/typo";
import { matchExpression, parseQuery, synonymMap } from "../../../commerce/search/query";

/** One folding for index and query (docs/decisions/0011-search-engine.md): both sides of each row must meet. */
const SAME: [string, string][] = [
  ["čokolada", "cokolada"],
  ["ČOKOLADA", "cokolada"],
  ["Ćevapi", "cevapi"],
  ["šljive", "sljive"],
  ["žitarice", "zitarice"],
  ["Međimurje", "medimurje"],
  ["Medjimurje", "medimurje"],
  ["Medimurje", "medimurje"],
  ["Straße", "Strasse"],
  ["STRASSE", "strasse"],
  ["Müsli", "musli"],
  ["Muesli", "musli"],
  ["Musli", "musli"],
  ["Haselnüsse", "haselnusse"],
  ["Haselnuesse", "haselnusse"],
  ["Bäcker", "backer"],
  ["Baecker", "backer"],
  ["Öl", "ol"],
  ["Oel", "ol"],
  ["Açaí", "acai"],
  ["azúcar", "azucar"],
  ["crème brûlée", "creme brulee"],
  ["чоколада", "cokolada"],
  ["љешњак", "ljesnjak"],
  ["Ђумбир", "dumbir"],
  ["ђумбир", "đumbir"],
  ["Џем", "dzem"],
];

describe("fold", () => {
  it.each(SAME)("%s folds like %s", (a, b) => {
    expect(fold(a)).toBe(fold(b));
  });

  it("keeps letters and digits only, so no FTS5 operator survives", () => {
    expect(fold('"oats" * NEAR(a b) -x ^y OR AND:(1)')).toBe("oats near a b x y or and 1");
    expect(fold("'; DROP TABLE products; --")).toBe("drop table products");
    expect(fold("\ud800abc\udfff")).toBe("abc");
    expect(fold("85% dark")).toBe("85 dark");
  });
});

describe("stem", () => {
  it.each([
    ["en", "oats", "oat"],
    ["en", "oat", "oat"],
    ["en", "berries", "berry"],
    ["hr", "ljesnjacima", "ljesnjak"],
    ["hr", "ljesnjaci", "ljesnjak"],
    ["hr", "ljesnjak", "ljesnjak"],
    ["hr", "cokoladom", "cokolad"],
    ["hr", "cokolada", "cokolad"],
    ["de", "haselnussen", "haselnuss"],
    ["de", "haselnusse", "haselnuss"],
    ["de", "haselnuss", "haselnuss"],
    ["it", "nocciole", "nocciol"],
    ["it", "nocciola", "nocciol"],
    ["es", "avellanas", "avellan"],
    ["es", "nueces", stem("es", fold("nuez"))],
  ])("%s %s → %s", (lang, word, expected) => {
    expect(stem(lang, fold(word))).toBe(expected);
  });
});

describe("typo tolerance", () => {
  const vocab = ["chocolate", "cokolada", "schokolade", "oats", "hazelnuts", "almonds"].map((word) => ({ word, display: word, df: 1 }));

  it("allows one edit from five letters, two from nine", () => {
    expect(correct("choclate", vocab, false)?.word).toBe("chocolate");
    expect(correct("cokolda", vocab, false)?.word).toBe("cokolada");
    expect(correct("hazlenuts", vocab, false)?.word).toBe("hazelnuts");
    expect(correct("hazlenutts", vocab, false)?.word).toBe("hazelnuts");
    expect(correct("oast", vocab, false)).toBeNull();
    expect(correct("almods", vocab, false)?.word).toBe("almonds");
  });

  it("matches a half-typed word against word beginnings, also by sound", () => {
    expect(prefixDistance("cokol", "cokolada", 1)).toBe(0);
    expect(soundKey("chocolate").startsWith(soundKey("cokol"))).toBe(true);
    expect(correct("cokol", vocab.filter((v) => v.word !== "cokolada"), true)?.word).toMatch(/chocolate|schokolade/);
    expect(distance("abc", "abc", 1)).toBe(0);
    expect(distance("abcdef", "xyz", 1)).toBe(2);
  });
});

describe("match expression", () => {
  it("quotes every folded word and ANDs them", () => {
    const q = parseQuery('Čoko* "NEAR( -x');
    expect(q.words).toEqual(["coko", "near", "x"]);
    expect(matchExpression("hr", q.words, new Map())).toBe('("coko"* OR stems : "cok"*) AND ("near"* OR stems : "near"*)');
  });

  it("expands synonyms, also two-word ones", () => {
    const syn = synonymMap([["zob", "ovsene pahuljice"]]);
    expect(matchExpression("hr", ["zob"], syn)).toBe('(("zob"* OR stems : "zob"*) OR "ovsene pahuljice")');
    expect(matchExpression("hr", ["ovsene", "pahuljice"], syn)).toBe('("ovsene pahuljice" OR ("zob"* OR stems : "zob"*))');
  });

  it("bounds huge input", () => {
    const q = parseQuery("a".repeat(10_000) + " b".repeat(5000));
    expect(q.words.length).toBeLessThanOrEqual(8);
    expect(q.words.every((w) => w.length <= 40)).toBe(true);
  });
});
