import type { LabelLang } from "./labels";
import type { NetQuantity } from "../../shared/unit-price";
import type { Allergen } from "../../shared/food";

/** A text in every content language (hr, en, sl, de, it, es, sr, bs, cnr). */
export type L<T = string> = Record<LabelLang, T>;

export type { CurrencyCode } from "../../tenants/currencies";
import type { CurrencyCode } from "../../tenants/currencies";

export interface SeedPrice {
  /** Current selling price, 2 decimals. */
  price: number;
  /** The seed's regular price (equal to price when no reduction); the database keeps only the history. */
  basic: number;
  /** The seed's rule: 0 when there is no reduction. What a shopper sees is computed from the history. */
  discountPercent: number;
  /** Price for loyalty-card holders, or null. */
  loyalty: number | null;
  /**
   * The price history, oldest first, each row in force until the next; the last row is today's
   * price (migration 0021: the earlier price of a reduction is read from it).
   */
  history: SeedPriceChange[];
}

/** A price that came into force `daysAgo` days before the seed ran. */
export interface SeedPriceChange {
  daysAgo: number;
  price: number;
}

export interface SeedVariation {
  code: string;
  size: number;
  unit: "g" | "kg" | "ml" | "l" | "kom";
  /** What the package holds (Directive 98/6/EC): the unit price is worked out from it. */
  net: NetQuantity;
  stock: number;
  /** Most a shopper may buy at once, or null. */
  limitedQty: number | null;
  prices: Record<CurrencyCode, SeedPrice>;
}

export interface SeedCategory {
  code: string;
  parent: string | null;
  position: number;
  visible: boolean;
  template: "default" | "grid" | "landing";
  title: L;
  slug: L;
  description: L;
  /** An old category that now points elsewhere: the site path (per language) and code. */
  redirect: { to: L; code: 301 | 302 } | null;
}

export interface SeedManufacturer {
  code: string;
  visible: boolean;
  title: string;
  slug: string;
  country: string;
  /** Brand colour for its generated logo, #rrggbb. */
  color: string;
  description: L;
}

export interface SeedAttribute {
  code: "organic" | "vegan" | "gluten_free" | "sugar_free" | "raw" | "lactose_free";
  title: L;
}

export interface SeedProductTag {
  code: string;
  title: L;
  slug: L;
}

export interface SeedComment {
  lang: keyof L;
  name: string;
  message: string;
  rate: number;
}

export interface SeedProduct {
  code: string;
  category: string;
  manufacturer: string;
  visible: boolean;
  ignoreBrandVisibility: boolean;
  attributes: SeedAttribute["code"][];
  tags: string[];
  title: L;
  slug: L;
  shortDescription: L;
  /** HTML: <p>, <ul><li>, <strong> only. */
  description: L;
  variations: SeedVariation[];
  /** Ratings without text count in the average; comments carry text. */
  ratings: number[];
  comments: SeedComment[];
  /** Hue 0–359 for the generated product image. */
  hue: number;
  /** The product's kind (commerce/seed/catalog/vocab/kinds.ts): which pack its picture shows. */
  kind?: string;
  /** Food information (Reg. (EU) No 1169/2011): commerce/seed/catalog/food.ts. */
  food?: SeedFood;
}

export interface SeedList {
  code: string;
  visible: boolean;
  title: L;
  slug: L;
  products: string[];
  redirect: { to: L; code: 301 | 302 } | null;
}

export interface SeedPublishCategory {
  code: string;
  template: "blog" | "news" | "guide" | "recipes" | "magazine";
  visible: boolean;
  position: number;
  title: L;
  slug: L;
  description: L;
  redirect: { to: L; code: 301 | 302 } | null;
}

export interface SeedAuthor {
  code: string;
  name: string;
  slug: string;
  role: L;
  bio: L;
  hue: number;
}

export interface SeedTag {
  code: string;
  title: L;
  slug: L;
}

export interface SeedPost {
  code: string;
  category: string;
  author: string;
  /** 1 draft, 2 in review, 3 published, 4 featured: only ≥ 3 is public. */
  status: 1 | 2 | 3 | 4;
  publishedAt: string;
  updatedAt: string;
  tags: string[];
  title: L;
  slug: L;
  headline: L;
  shortDescription: L;
  /** HTML: <p>, <h2>, <ul><li>, <strong>, <em>, <a href="/..."> only. */
  content: L;
  redirect: { to: L; code: 301 | 302 } | null;
  hue: number;
}

export interface SeedRecipe extends Omit<SeedPost, "category" | "redirect"> {
  prepMinutes: number;
  cookMinutes: number;
  servings: number;
  ingredients: L<string[]>;
  steps: L<string[]>;
  /** Product codes used in the recipe. */
  products: string[];
}

export interface SeedFaq {
  code: string;
  position: number;
  question: L;
  /** Plain text or simple HTML (<p>, <a>). */
  answer: L;
}

export interface SeedLocation {
  code: string;
  /** Site codes (hr, en, si, de, at, it, es, rs, ba, me) whose store list shows it. */
  sites: string[];
  city: string;
  address: string;
  postcode: string;
  country: string;
  lat: number;
  lng: number;
  phone: string;
  email: string;
  /** Per weekday, "08:00-20:00" or null when closed. */
  hours: { mon: string | null; tue: string | null; wed: string | null; thu: string | null; fri: string | null; sat: string | null; sun: string | null };
  title: L;
  slug: L;
  description: L;
}

export interface SeedSweepstake {
  code: string;
  startsAt: string;
  endsAt: string;
  title: L;
  slug: L;
  content: L;
  prize: L;
  terms: L;
}

export interface SeedNewsletter {
  code: string;
  sentAt: string;
  title: L;
  content: L;
}

export interface SeedStaticContent {
  code: string;
  content: L;
}

export interface SeedInstashopItem {
  code: string;
  caption: L;
  products: string[];
  hue: number;
}

// Food information of a product (commerce/seed/catalog/food.ts derives it; docs/decisions/0015-food-shop-rules.md).
export type FoodType = "food" | "supplement" | "cosmetic";

/** Per 100 g (or 100 ml for drinks): grams, salt included; energy is worked out (Annex XIV). */
export interface SeedNutrition {
  basis: "100g" | "100ml";
  energyKj: number;
  energyKcal: number;
  fat: number;
  saturates: number;
  carbohydrate: number;
  sugars: number;
  fibre: number | null;
  protein: number;
  salt: number;
}

export interface SeedFood {
  type: FoodType;
  /** HTML: the list with allergens in <strong> (Art. 21), or the INCI list of a cosmetic. */
  ingredients: L;
  organic: boolean;
  allergens: Allergen[];
  /** "May contain" (precautionary, not part of the recipe). */
  traces: Allergen[];
  /** null: not required (Annex V: teas and infusions; food supplements; cosmetics are no food). */
  nutrition: SeedNutrition | null;
  storage: L;
  origin: L;
  originCode: string;
  operator: string;
}
