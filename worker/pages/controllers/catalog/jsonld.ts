import type { Nutrition, ProductDetail } from "../../../../shared/contract/catalog";
import { describe, priceValidUntil } from "../../../../shared/structured-data";

/** UN/CEFACT common codes schema.org takes for a unit: kilogram, litre, piece. */
const UN_CEFACT = { kg: "KGM", l: "LTR", piece: "H87" } as const;

function nutritionLd(n: Nutrition): object {
  const g = (x: number) => `${x} g`;
  return {
    "@type": "NutritionInformation",
    servingSize: n.basis === "100ml" ? "100 ml" : "100 g",
    calories: `${n.energy_kcal} kcal`,
    fatContent: g(n.fat),
    saturatedFatContent: g(n.saturates),
    carbohydrateContent: g(n.carbohydrate),
    sugarContent: g(n.sugars),
    ...(n.fibre !== null ? { fiberContent: g(n.fibre) } : {}),
    proteinContent: g(n.protein),
    // Salt is sodium × 2.5 (Annex I, point 11).
    sodiumContent: `${Math.round((n.salt / 2.5) * 1000)} mg`,
  };
}

/**
 * schema.org Product for a product page (docs/behaviour/05-validation.md): offers per package size with price,
 * currency, availability and a validity of 7 days; aggregateRating of approved ratings only when
 * there are any; reviews only with text.
 */
export function productJsonLd(p: ProductDetail, baseUrl: string, now = new Date()): object {
  const url = new URL(p.url_without_domain.replace(/^\//, ""), baseUrl).href;
  const validUntil = priceValidUntil(now);
  const rating = p.review_summary ?? { average: p.feedback_rate_widget.rates, count: p.feedback_rate_widget.rates_votes, reviews: 0 };
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: p.title,
    sku: p.code,
    url,
    image: p.images.map((i) => new URL(i.large, baseUrl).href),
    description: describe(p.description || p.short_description),
    brand: { "@type": "Brand", name: p.manufacturer_title },
    category: p.category_title,
    offers: p.variations.map((v) => ({
      "@type": "Offer",
      sku: v.code,
      name: `${p.title} ${v.title}`,
      price: v.price_custom.toFixed(2),
      priceCurrency: p.currency,
      priceValidUntil: validUntil,
      availability: v.available_qty > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      url,
      // The unit price (Directive 98/6/EC) as schema.org reads one: the price of a reference quantity of 1 kg, l or piece.
      ...(v.price_per_unit
        ? {
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price: v.price_per_unit.price.toFixed(2),
              priceCurrency: p.currency,
              referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: UN_CEFACT[v.price_per_unit.per] },
            },
          }
        : {}),
    })),
    // The nutrition declaration per 100 g / 100 ml (Reg. (EU) No 1169/2011), as schema.org's NutritionInformation.
    ...(p.food?.nutrition ? { nutrition: nutritionLd(p.food.nutrition) } : {}),
    // Approved ratings only: the summary the page shows (review_feed, migration 0022), else the
    // stars of the answer, which come from the same feed.
    ...(rating.count > 0
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: rating.average, ratingCount: rating.count, ...(rating.reviews > 0 ? { reviewCount: rating.reviews } : {}), bestRating: 5, worstRating: 1 } }
      : {}),
    ...(p.reviews.some((r) => r.message.trim())
      ? {
          review: p.reviews
            .filter((r) => r.message.trim())
            .map((r) => ({
              "@type": "Review",
              author: { "@type": "Person", name: r.display_name || "—" },
              datePublished: r.date,
              ...(r.title ? { name: r.title } : {}),
              ...(r.lang ? { inLanguage: r.lang } : {}),
              reviewBody: r.message,
              reviewRating: { "@type": "Rating", ratingValue: r.rate, bestRating: 5, worstRating: 1 },
            })),
        }
      : {}),
  };
}
