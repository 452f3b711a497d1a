// Food information a product page shows (Regulation (EU) No 1169/2011, docs/decisions/0015-food-shop-rules.md).
// The fourteen allergens of Annex II, in its order: the API answers their codes and the
// storefront names them with its labels (`allergen_<code>`).
export const ALLERGENS = [
  "gluten", "crustaceans", "eggs", "fish", "peanuts", "soy", "milk", "nuts", "celery", "mustard", "sesame", "sulphites", "lupin", "molluscs",
] as const;
export type Allergen = (typeof ALLERGENS)[number];

