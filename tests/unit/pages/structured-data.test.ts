import { describe, expect, it } from "vitest";
import type { ProductDetail } from "../../../shared/contract/catalog";
import { describe as describeText, jsonLd, priceValidUntil, stripHtml, truncateWords } from "../../../shared/structured-data";
import { productJsonLd } from "../../../worker/pages/controllers/catalog/jsonld";

/**
 * docs/behaviour/05-validation.md "Structured data" as a table: strings escaped, descriptions stripped of HTML and cut
 * at 50 words, offers valid for 7 days, a rating only with votes, reviews only with text. One
 * product shaped like the API's answer, varied per case.
 */
const BASE = "https://www.zrno.hr/";
const NOW = new Date("2026-03-10T12:00:00Z");
const thumbs = { small: "/media/products/zr-00001-small.svg", medium: "/media/products/zr-00001-medium.svg", large: "/media/products/zr-00001-large.svg" };
const variation = (code: string, size: number, price: number, available_qty: number) => ({
  code,
  title: `${size} g`,
  size,
  unit: "g",
  available_qty,
  limited_qty: null,
  price_custom: price,
  basic_price_custom: price,
  discount_percent_custom: 0,
  loyalty_price: null,
  anchor_price: null,
  net_quantity: null,
  price_per_unit: null,
});
const product: ProductDetail = {
  id: 1,
  code: "ZR-00001",
  title: "Zobene pahuljice",
  url_without_domain: "/proizvodi/zobene-pahuljice-proizvod-1/",
  is_available: true,
  category_code: "grains",
  category_title: "Žitarice",
  category_url_without_domain: "/proizvodi/zitarice/",
  manufacturer_code: "avena-verde",
  manufacturer_title: "Avena Verde",
  manufacturer_url_without_domain: "/brendovi/avena-verde/",
  main_image_thumbs: thumbs,
  main_image_title: "Zobene pahuljice",
  currency: "EUR",
  price_custom: 2.5,
  basic_price_custom: 2.5,
  discount_percent_custom: 0,
  loyalty_price: null,
  anchor_price: null,
  anchor_price_visible: false,
  available_qty: 12,
  limited_qty: null,
  shopping_cart_code: "ZR-00001-500",
  unitd_qty: 1,
  unitd_unit: "kg",
  net_quantity: null,
  price_per_unit: null,
  attributes: [{ code: "organic", title: "Ekološki" }],
  feedback_rate_widget: { rates: 0, rates_votes: 0 },
  visible: true,
  category_visible: true,
  manufacturer_visible: true,
  ignore_brand_visibility: false,
  category_template: "default",
  category_parents: [],
  short_description: "Cjelovite zobene pahuljice.",
  description: "<p>Cjelovite <strong>zobene</strong> pahuljice.</p>",
  images: [thumbs],
  variations: [variation("ZR-00001-500", 500, 2.5, 0), variation("ZR-00001-1000", 1000, 4.4, 7)],
  reviews: [],
  review_summary: null,
  tags: [],
  related: [],
  goes_well_with: [],
  recipes: [],
  food: null,
};

type Ld = Record<string, unknown> & { offers: Array<Record<string, unknown>>; review?: Array<{ reviewBody: string }>; aggregateRating?: { ratingCount: number } };
const ld = (p: ProductDetail) => productJsonLd(p, BASE, NOW) as Ld;

describe("text helpers", () => {
  it("stripHtml drops tags, decodes the common entities and folds whitespace", () => {
    expect(stripHtml("<p>Zob &amp; raž</p>\n<ul><li>bez&nbsp;glutena</li></ul>")).toBe("Zob & raž bez glutena");
  });

  it.each([
    [10, 10, false],
    [50, 50, false],
    [51, 50, true],
    [200, 50, true],
  ])("%i words → %i kept, ellipsis %s", (n, kept, cut) => {
    const out = truncateWords(Array.from({ length: n }, (_, i) => `w${i}`).join(" "));
    expect(out.replace(/…$/, "").split(" ")).toHaveLength(kept);
    expect(out.endsWith("…")).toBe(cut);
  });

  it("describe = stripped, then truncated", () => {
    const html = `<p>${"<strong>riječ</strong> ".repeat(80)}</p>`;
    const out = describeText(html);
    expect(out).not.toMatch(/[<>]/);
    expect(out.split(" ")).toHaveLength(50);
  });

  it("a price is valid 7 days ahead", () => {
    expect(priceValidUntil(NOW)).toBe("2026-03-17");
  });

  it('jsonLd escapes quotes and cannot close its <script> (no "</script>", no raw U+2028)', () => {
    const data = { name: 'Med "Lipa" </script><script>alert(1)</script>', x: "a\u2028b" };
    const text = jsonLd(data);
    expect(text).not.toContain("</script");
    expect(text).not.toContain("<");
    expect(text).not.toContain("\u2028");
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe("Product JSON-LD", () => {
  it("has one offer per package: price with 2 decimals, currency, availability, valid 7 days", () => {
    const p = product;
    const out = ld(p);
    expect(out.offers).toHaveLength(p.variations.length);
    expect(out.offers[0]).toMatchObject({
      "@type": "Offer",
      price: "2.50",
      priceCurrency: p.currency,
      priceValidUntil: "2026-03-17",
      availability: "https://schema.org/OutOfStock",
    });
    expect(out.offers[1]).toMatchObject({ price: "4.40", availability: "https://schema.org/InStock" });
    expect(out.url).toBe("https://www.zrno.hr/proizvodi/zobene-pahuljice-proizvod-1/");
  });

  it("names each package's unit price (Directive 98/6/EC) as a UnitPriceSpecification per 1 kg, l or piece", () => {
    const variations = [
      { ...product.variations[0]!, net_quantity: { amount: 500, unit: "g" as const }, price_per_unit: { price: 5, per: "kg" as const } },
      { ...product.variations[1]!, net_quantity: { amount: 60, unit: "piece" as const }, price_per_unit: { price: 0.07, per: "piece" as const } },
    ];
    const out = ld({ ...product, variations });
    expect(out.offers[0]!.priceSpecification).toEqual({
      "@type": "UnitPriceSpecification",
      price: "5.00",
      priceCurrency: "EUR",
      referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "KGM" },
    });
    expect(out.offers[1]!.priceSpecification).toMatchObject({ price: "0.07", referenceQuantity: { unitCode: "H87" } });
    // No net quantity, no unit price claimed.
    expect(ld(product).offers[0]!.priceSpecification).toBeUndefined();
  });

  it("aggregateRating only when the vote count is non-zero", () => {
    expect(ld({ ...product, feedback_rate_widget: { rates: 0, rates_votes: 0 } }).aggregateRating).toBeUndefined();
    expect(ld({ ...product, feedback_rate_widget: { rates: 4.5, rates_votes: 3 } }).aggregateRating).toMatchObject({ ratingValue: 4.5, ratingCount: 3 });
  });

  it("aggregateRating follows the summary of approved ratings when the answer has one", () => {
    const histogram = [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars === 5 ? 2 : stars === 3 ? 1 : 0 }));
    const summary = { average: 4.3, count: 3, reviews: 1, histogram };
    expect(ld({ ...product, feedback_rate_widget: { rates: 0, rates_votes: 0 }, review_summary: summary }).aggregateRating).toMatchObject({ ratingValue: 4.3, ratingCount: 3, reviewCount: 1 });
    expect(ld({ ...product, review_summary: { ...summary, average: 0, count: 0, reviews: 0 } }).aggregateRating).toBeUndefined();
  });

  it("reviews only with text; none at all when no review has any", () => {
    const review = (message: string) => ({ id: "s1", title: "", lang: "hr", verified: false, variation_title: null, helpful: 0, display_name: "Ana", message, rate: 5, date: "2026-01-02" });
    const mixed = ld({ ...product, reviews: [review("Odlično!"), review(""), review("   ")] });
    expect(mixed.review?.map((r) => r.reviewBody)).toEqual(["Odlično!"]);
    expect("review" in ld({ ...product, reviews: [review(""), review(" ")] })).toBe(false);
  });

  it("the description is the HTML description stripped and cut at 50 words", () => {
    const long = `<p>${"Zobene pahuljice <em>iz</em> kontrolirane ekološke proizvodnje. ".repeat(30)}</p>`;
    const description = String(ld({ ...product, description: long }).description);
    expect(description).not.toMatch(/[<>]/);
    expect(description.replace(/…$/, "").split(" ")).toHaveLength(50);
  });

  it("a title with quotes and a closing script tag survives as data, never as markup", () => {
    const title = 'Čaj "Jutro" </script><script>alert(1)</script>';
    const text = jsonLd(ld({ ...product, title }));
    expect(text).not.toContain("</script");
    expect((JSON.parse(text) as { name: string }).name).toBe(title);
  });
});
