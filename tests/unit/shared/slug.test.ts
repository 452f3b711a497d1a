import { describe, expect, it } from "vitest";
import { SLUG_RE, slugify } from "../../../shared/slug";
import { CATEGORIES, MANUFACTURERS } from "../../../commerce/seed/catalog/index";

describe("slugify: the one slug rule of catalogue and content", () => {
  it.each([
    ["Žitarice i pahuljice", "zitarice-i-pahuljice"],
    ["Zaslađivači", "zasladjivaci"],
    ["Süßungsmittel", "suessungsmittel"],
    ["Müsli & Granola", "muesli-granola"],
    ["Öle", "oele"],
    ["Crème brûlée, à la carte!", "creme-brulee-a-la-carte"],
    ["Jalapeño", "jalapeno"],
    ["Smørrebrød", "smorrebrod"],
    ["Łódź", "lodz"],
    ["Æble", "aeble"],
    ["  --Ovsene  pahuljice 500 g--  ", "ovsene-pahuljice-500-g"],
    ["Чај", ""],
  ])("%s → %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
    if (slug) expect(slug).toMatch(SLUG_RE);
  });

  // The seed's own addresses: built by this rule, they must not change when it is touched.
  it("keeps the seed's category and brand URLs", () => {
    const cat = (code: string) => CATEGORIES.find((c) => c.code === code)?.slug;
    expect(cat("sweeteners")).toMatchObject({ hr: "zasladjivaci", de: "suessungsmittel" });
    expect(cat("nuts")).toMatchObject({ de: "nuesse-saaten", sl: "orescki-in-semena" });
    expect(cat("muesli")).toMatchObject({ hr: "muesli-i-granola", de: "muesli-granola" });
    expect(cat("christmas")).toMatchObject({ hr: "bozicno-pecenje", de: "weihnachtsbaeckerei" });
    expect(MANUFACTURERS.find((m) => m.code === "mlincek")?.slug).toBe("mlincek-rozanc");
    expect(MANUFACTURERS.find((m) => m.code === "tomicic")?.slug).toBe("maslinik-tomicic");
  });
});
