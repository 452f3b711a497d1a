// The products each seeded article mentions (issue 10, "Article: shoppable products mentioned in
// it"; docs/decisions/0034-shoppable-articles.md). Chosen at seed build from what the article is
// about, the same on every build: the words of its English title, lead and body against the
// English titles of the public products, the rarer a word among the titles the more it counts,
// a word in the title more than one in the lead, one in the lead more than one in the body. The
// article's tags break ties (a kids' article prefers the kids' muesli). Editors change the choice
// later through the API (PUT /publish/post/products/); recipes keep theirs (SeedRecipe.products).
import { CATEGORIES, MANUFACTURERS, PRODUCTS } from "../catalog";
import { isKind, KINDS } from "../catalog/vocab/kinds";
import { POSTS } from "./posts";
import type { SeedPost, SeedProduct } from "../types";
import { productRefCodes } from "../../../shared/product-refs";

/** At most this many products per article: one row of the widest grid. */
export const POST_PRODUCTS_MAX = 4;
/** At most this many from one top-level catalogue category, so an article about nuts is not four bags of almonds. */
const PER_CATEGORY = 2;
/**
 * The least score a product needs: about one rare title word (a handful of products share it,
 * `ln(269 / 6)` ≈ 3.8) named in the article's body, or a common one in its title. Words nearly
 * every product shares ("organic") weigh under 1 and never qualify a product alone.
 */
const MIN_SCORE = 3.5;
/** Where in the article a word stands, and what it weighs there. */
const ZONE = { title: 3, lead: 2, body: 1 } as const;
/** What a tag adds once a product has qualified on its words: enough to break ties, never to qualify. */
const TAG_BONUS = 0.5;

/** Post tags and the product tags or attributes that share their subject. */
const TAG_MATCH: Record<string, { tags?: string[]; attributes?: string[] }> = {
  breakfast: { tags: ["breakfast"] },
  kids: { tags: ["kids"] },
  sport: { tags: ["sport", "high-protein"] },
  baking: { tags: ["baking"] },
  immunity: { tags: ["immunity"] },
  zero_waste: { tags: ["zero-waste"] },
  local_producers: { tags: ["local"] },
  gluten_free: { attributes: ["gluten_free"] },
  vegan: { attributes: ["vegan"] },
};

/**
 * Words that are glue, or a title's modifier an article uses in its everyday sense ("free
 * delivery", "a whole week", "measure and mix"): never matched. "Gluten-free" still matches on "gluten".
 */
const STOP = new Set(["and", "with", "of", "in", "the", "a", "an", "for", "to", "no", "on", "or", "from", "our", "your", "g", "kg", "ml", "free", "whole", "mix"]);

/** English words, lower case, a plural's "s" dropped ("oats" names "oat flakes" too). */
function words(text: string): string[] {
  return text
    .replace(/<[^>]+>/g, " ")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !STOP.has(w))
    .map((w) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w));
}

/** Visible, in a visible category, of a visible brand (or one that ignores it): what the API lists. */
function isPublic(p: SeedProduct): boolean {
  const category = CATEGORIES.find((c) => c.code === p.category);
  const brand = MANUFACTURERS.find((m) => m.code === p.manufacturer);
  return p.visible && !!category?.visible && (!!brand?.visible || p.ignoreBrandVisibility);
}

/** The top-level category a category belongs to (gluten-free flours are flours). */
function topCategory(code: string): string {
  const parent = CATEGORIES.find((c) => c.code === code)?.parent;
  return parent ? topCategory(parent) : code;
}

/** What the magazine writes about is food: no soap for an olive oil story, no pills for a school snack. */
function isFood(p: SeedProduct): boolean {
  if (!p.kind || !isKind(p.kind)) return true;
  return KINDS[p.kind].group !== "cosmetic" && p.kind !== "supplement";
}

const CANDIDATES = PRODUCTS.filter((p) => isPublic(p) && isFood(p)).map((p) => ({ product: p, words: [...new Set(words(p.title.en))] }));

/** In how many candidates' titles each word stands. */
const TITLE_FREQUENCY = new Map<string, number>();
for (const c of CANDIDATES) for (const w of c.words) TITLE_FREQUENCY.set(w, (TITLE_FREQUENCY.get(w) ?? 0) + 1);

const rarity = (w: string) => Math.log(CANDIDATES.length / (TITLE_FREQUENCY.get(w) ?? CANDIDATES.length));

/**
 * "Date" as a day, not the fruit: after a determiner ("check the date", "food past its date", "a
 * date") or in a label's words ("use-by date"). The fruit comes as "dates" or before what is made
 * of it ("date balls", "date syrup"). Left out of the words, so a report on food past its date
 * gets no dates.
 */
const CALENDAR_DATE = /\b(the|its|their|a|this|that|any|expiry|expiration|best[- ]before|use[- ]by|sell[- ]by)\s+date\b(?!\s+(?:ball|syrup|sugar|paste|bar)s?\b)/gi;

/** Each word of the article and the heaviest zone it stands in. */
function articleWords(post: SeedPost): Map<string, number> {
  const out = new Map<string, number>();
  const add = (text: string, weight: number) => {
    for (const w of words(text.replace(CALENDAR_DATE, "$1"))) out.set(w, Math.max(out.get(w) ?? 0, weight));
  };
  add(post.content.en, ZONE.body);
  add(`${post.headline.en} ${post.shortDescription.en}`, ZONE.lead);
  add(post.title.en, ZONE.title);
  return out;
}

/**
 * What the product's title shares with the article, weighed; 0 when it shares too little. Besides
 * the score, the article must name what the product is (the title's last word: "dates", "flour",
 * "oil"), or two of its words, or one in its title or lead: a passing "throat" in an olive
 * harvest's body does not make it about a throat spray.
 */
function scoreOf(product: SeedProduct, titleWords: string[], article: Map<string, number>, postTags: string[]): number {
  let score = 0;
  let named = 0;
  let prominent = false;
  for (const w of titleWords) {
    const weight = article.get(w) ?? 0;
    score += rarity(w) * weight;
    if (weight > 0) named += 1;
    if (weight >= ZONE.lead) prominent = true;
  }
  const head = titleWords.at(-1);
  if (score < MIN_SCORE || !(named >= 2 || prominent || (head !== undefined && article.has(head)))) return 0;
  for (const tag of postTags) {
    const match = TAG_MATCH[tag];
    if (match?.tags?.some((t) => product.tags.includes(t)) || match?.attributes?.some((a) => product.attributes.includes(a as SeedProduct["attributes"][number]))) score += TAG_BONUS;
  }
  return score;
}

/**
 * The codes of the products `post` mentions: first those its body references (`<a
 * href="product:CODE">`, shared/product-refs.ts) in the order it names them, since a product the
 * text links is one it is about; then the best matches of its words (none for an article about
 * no product).
 */
export function postProductsOf(post: SeedPost): string[] {
  const referenced = productRefCodes(post.content.en).filter((code) => CANDIDATES.some((c) => c.product.code === code)).slice(0, POST_PRODUCTS_MAX);
  const article = articleWords(post);
  const ranked = CANDIDATES.map((c) => ({ code: c.product.code, category: topCategory(c.product.category), score: scoreOf(c.product, c.words, article, post.tags) }))
    .filter((r) => r.score > 0 && !referenced.includes(r.code))
    .sort((a, b) => b.score - a.score || a.code.localeCompare(b.code));
  const out: string[] = [...referenced];
  const perCategory = new Map<string, number>();
  for (const code of referenced) {
    const category = topCategory(PRODUCTS.find((p) => p.code === code)!.category);
    perCategory.set(category, (perCategory.get(category) ?? 0) + 1);
  }
  for (const r of ranked) {
    if (out.length === POST_PRODUCTS_MAX) break;
    const n = perCategory.get(r.category) ?? 0;
    if (n === PER_CATEGORY) continue;
    perCategory.set(r.category, n + 1);
    out.push(r.code);
  }
  return out;
}

/** Every seeded article's products by its code (an article that mentions none is absent). */
export const POST_PRODUCTS: ReadonlyMap<string, string[]> = new Map(POSTS.map((p) => [p.code, postProductsOf(p)] as const).filter(([, codes]) => codes.length > 0));
