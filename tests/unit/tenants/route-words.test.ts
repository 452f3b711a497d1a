import { describe, expect, it } from "vitest";
import { TENANTS } from "../../../tenants";

/**
 * The localized route words of docs/behaviour/02-screens-and-routes.md "Route patterns", site by site. The spec lists the words
 * a site may use for each kind; this table says which one each of the ten sites uses, so a typo
 * in a tenant file (every link, route and redirect would follow it) fails here.
 */
const SPEC_WORDS = {
  catalog: ["proizvodi", "products", "izdelki", "produkte", "prodotti", "productos"],
  product: ["proizvod", "izdelek", "product", "prodotto", "producto"],
  tags: ["tagovi", "tags"],
  productTags: ["tagovi-proizvoda", "product-tags", "produkt-tags"],
  authors: ["autori", "authors"],
  orders: ["orders", "narocila", "narudzbe", "bestellen"],
} as const;
type Kind = keyof typeof SPEC_WORDS;

// [site, catalog, product, tags, productTags, authors, orders]
const SITES: Array<[string, string, string, string, string, string, string]> = [
  ["hr", "proizvodi", "proizvod", "tagovi", "tagovi-proizvoda", "autori", "narudzbe"],
  ["en", "products", "product", "tags", "product-tags", "authors", "orders"],
  ["si", "izdelki", "izdelek", "tags", "product-tags", "authors", "narocila"],
  ["de", "produkte", "product", "tags", "produkt-tags", "authors", "bestellen"],
  ["at", "produkte", "product", "tags", "produkt-tags", "authors", "bestellen"],
  ["it", "prodotti", "prodotto", "tags", "product-tags", "authors", "orders"],
  ["es", "productos", "producto", "tags", "product-tags", "authors", "orders"],
  ["rs", "proizvodi", "proizvod", "tagovi", "tagovi-proizvoda", "autori", "narudzbe"],
  ["ba", "proizvodi", "proizvod", "tagovi", "tagovi-proizvoda", "autori", "narudzbe"],
  ["me", "proizvodi", "proizvod", "tagovi", "tagovi-proizvoda", "autori", "narudzbe"],
];

describe("route words of spec §2", () => {
  it("the table covers every site", () => {
    expect(SITES.map(([code]) => code).sort()).toEqual(TENANTS.map((t) => t.code).sort());
  });

  it.each(SITES)("%s: catalog %s, product %s, tags %s, product tags %s, authors %s, orders %s", (code, catalog, product, tags, productTags, authors, orders) => {
    const words = TENANTS.find((t) => t.code === code)?.routeWords;
    const expected: Record<Kind, string> = { catalog, product, tags, productTags, authors, orders };
    for (const [kind, word] of Object.entries(expected) as Array<[Kind, string]>) {
      expect(SPEC_WORDS[kind] as readonly string[], `${code} ${kind}`).toContain(word);
      expect(words?.[kind], `${code} ${kind}`).toBe(word);
    }
  });

  it("within a site no two kinds share a word (a path must say which page it is)", () => {
    for (const t of TENANTS) {
      const { catalog, tags, productTags, authors, manufacturer, wishlist, search, location, sweepstake, auth, webshop } = t.routeWords;
      const roots = [catalog, tags, productTags, authors, manufacturer, wishlist, search, location, sweepstake, auth, webshop];
      expect(new Set(roots).size, t.code).toBe(roots.length);
    }
  });
});
