// Consistency check of the content seed data: `npx tsx commerce/seed/content/check.ts`.
// Exits non-zero when any rule fails; prints the counts and one line per failed rule.
import { PRODUCTS } from "../catalog";
import { LABEL_LANGS } from "../labels";
import type { SeedPost, SeedRecipe } from "../types";
import {
  AUTHORS,
  FAQ,
  INSTASHOP,
  LOCATIONS,
  NEWSLETTERS,
  POSTS,
  PUBLISH_CATEGORIES,
  RECIPES,
  RECIPE_CATEGORY,
  STATIC_CONTENT,
  SWEEPSTAKES,
  TAGS,
} from "./index";
import { postPath } from "./build";
import { productRefCodes } from "../../../shared/product-refs";

const LANGS: readonly string[] = LABEL_LANGS;
const SITES = ["hr", "en", "si", "de", "at", "it", "es", "rs", "ba", "me"];
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PRODUCT_CODE = /^ZR-\d{5}$/;
// Letters of scripts none of the nine languages use here: they only appear by accident
// (a Cyrillic "е" typed inside a Latin word looks identical and breaks search and slugs).
const FOREIGN_SCRIPT = /[\u0370-\u03FF\u0400-\u04FF\u0590-\u06FF\u3040-\u30FF\u4E00-\u9FFF]/;
const ALLOWED_POST_TAGS = new Set(["p", "h2", "ul", "li", "strong", "em", "a"]);

let passed = 0;
const failures: string[] = [];
function check(rule: string, ok: boolean, detail = ""): void {
  if (ok) passed += 1;
  else failures.push(detail ? `${rule}: ${detail}` : rule);
}
function all<T>(rule: string, items: T[], bad: (item: T) => string | null): void {
  const problems = items.map(bad).filter((x): x is string => x !== null);
  check(rule, problems.length === 0, problems.slice(0, 8).join("; ") + (problems.length > 8 ? ` (+${problems.length - 8} more)` : ""));
}

const isLang = (o: object): boolean => "hr" in o && "en" in o;

/** Every per-language record anywhere in the data, with its path. */
function langRecords(value: unknown, path: string, out: Array<{ path: string; rec: Record<string, unknown> }>): void {
  if (Array.isArray(value)) value.forEach((v, i) => langRecords(v, `${path}[${i}]`, out));
  else if (value && typeof value === "object") {
    if (isLang(value)) out.push({ path, rec: value as Record<string, unknown> });
    else for (const [k, v] of Object.entries(value)) langRecords(v, `${path}.${k}`, out);
  }
}
function strings(value: unknown, out: string[]): void {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (value && typeof value === "object") Object.values(value).forEach((v) => strings(v, out));
}
const nonEmpty = (v: unknown): boolean =>
  typeof v === "string" ? v.trim().length > 0 : Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === "string" && x.trim().length > 0);
const words = (html: string): number => html.replace(/<[^>]+>/g, " ").split(/\s+/).filter(Boolean).length;
const parses = (d: string): boolean => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(d) && !Number.isNaN(Date.parse(d));
const year = (d: string): number => new Date(d).getUTCFullYear();

const DATA = { PUBLISH_CATEGORIES, AUTHORS, TAGS, POSTS, RECIPES, FAQ, LOCATIONS, SWEEPSTAKES, NEWSLETTERS, STATIC_CONTENT, INSTASHOP };

// ---------------------------------------------------------------- every L complete
const records: Array<{ path: string; rec: Record<string, unknown> }> = [];
langRecords(DATA, "", records);
all("every L has exactly the nine languages, all non-empty", records, ({ path, rec }) => {
  const keys = Object.keys(rec);
  if (keys.length !== LANGS.length || !LANGS.every((l) => keys.includes(l))) return `${path} keys ${keys.join(",")}`;
  const empty = LANGS.filter((l) => !nonEmpty(rec[l]));
  return empty.length ? `${path} empty in ${empty.join(",")}` : null;
});
const allText: string[] = [];
strings(DATA, allText);
all("no letters from foreign scripts (homoglyphs)", allText, (s) => (FOREIGN_SCRIPT.test(s) ? JSON.stringify(s.slice(0, 60)) : null));

// ---------------------------------------------------------------- codes and slugs
function uniqueCodes(kind: string, codes: string[]): void {
  const dup = codes.filter((c, i) => codes.indexOf(c) !== i);
  check(`${kind} codes unique`, dup.length === 0, dup.join(","));
}
function slugsPerLang(kind: string, items: Array<{ code: string; slug: Record<string, string> }>): void {
  all(`${kind} slugs are lower-case ASCII`, items, (x) => {
    const bad = LANGS.filter((l) => !SLUG.test(x.slug[l] ?? ""));
    return bad.length ? `${x.code} ${bad.map((l) => `${l}=${x.slug[l]}`).join(" ")}` : null;
  });
  for (const l of LANGS) {
    const s = items.map((x) => x.slug[l]);
    const dup = s.filter((v, i) => s.indexOf(v) !== i);
    check(`${kind} slugs unique in ${l}`, dup.length === 0, dup.join(","));
  }
}
uniqueCodes("publish category", PUBLISH_CATEGORIES.map((c) => c.code));
uniqueCodes("author", AUTHORS.map((a) => a.code));
uniqueCodes("tag", TAGS.map((t) => t.code));
uniqueCodes("post and recipe", [...POSTS, ...RECIPES].map((p) => p.code));
uniqueCodes("faq", FAQ.map((f) => f.code));
uniqueCodes("location", LOCATIONS.map((x) => x.code));
uniqueCodes("sweepstake", SWEEPSTAKES.map((x) => x.code));
uniqueCodes("newsletter", NEWSLETTERS.map((x) => x.code));
uniqueCodes("static content", STATIC_CONTENT.map((x) => x.code));
uniqueCodes("instashop", INSTASHOP.map((x) => x.code));
slugsPerLang("publish category", PUBLISH_CATEGORIES);
slugsPerLang("tag", TAGS);
slugsPerLang("post and recipe", [...POSTS, ...RECIPES]);
slugsPerLang("location", LOCATIONS);
slugsPerLang("sweepstake", SWEEPSTAKES);
all("author slugs valid and unique", AUTHORS, (a) => (!SLUG.test(a.slug) || AUTHORS.filter((b) => b.slug === a.slug).length > 1 ? a.code : null));

// ---------------------------------------------------------------- categories
const catByCode = new Map(PUBLISH_CATEGORIES.map((c) => [c.code, c]));
const templates = new Set(PUBLISH_CATEGORIES.map((c) => c.template));
check("≥ 5 publish categories", PUBLISH_CATEGORIES.length >= 5, `${PUBLISH_CATEGORIES.length}`);
check("all five templates used", ["blog", "news", "guide", "recipes", "magazine"].every((t) => templates.has(t as never)), [...templates].join(","));
check("recipe category exists with template recipes", catByCode.get(RECIPE_CATEGORY)?.template === "recipes");
const hidden = PUBLISH_CATEGORIES.filter((c) => !c.visible);
check("a hidden category holds exactly 2 posts", hidden.some((c) => POSTS.filter((p) => p.category === c.code).length === 2), hidden.map((c) => c.code).join(","));
const catPaths = new Set(PUBLISH_CATEGORIES.flatMap((c) => LANGS.map((l) => `${l}:/${c.slug[l as "hr"]}/`)));
const redirecting = PUBLISH_CATEGORIES.filter((c) => c.redirect);
check("a category redirects with 301", redirecting.some((c) => c.redirect?.code === 301));
all("category redirects point at another category's path", redirecting, (c) => {
  const bad = LANGS.filter((l) => !catPaths.has(`${l}:${c.redirect!.to[l as "hr"]}`) || c.redirect!.to[l as "hr"] === `/${c.slug[l as "hr"]}/`);
  return bad.length ? `${c.code} ${bad.join(",")}` : null;
});

// ---------------------------------------------------------------- authors and tags
const authorCodes = new Set(AUTHORS.map((a) => a.code));
const tagCodes = new Set(TAGS.map((t) => t.code));
check("≥ 6 authors", AUTHORS.length >= 6, `${AUTHORS.length}`);
all("author bios have 2–3 sentences", AUTHORS, (a) => {
  const bad = LANGS.filter((l) => {
    const n = (a.bio[l as "hr"].match(/[.!?](\s|$)/g) ?? []).length;
    return n < 2 || n > 3;
  });
  return bad.length ? `${a.code} ${bad.join(",")}` : null;
});
all("author hue 0–359", AUTHORS, (a) => (Number.isInteger(a.hue) && a.hue >= 0 && a.hue < 360 ? null : a.code));
check("≥ 12 tags", TAGS.length >= 12, `${TAGS.length}`);

// ---------------------------------------------------------------- posts
const isPublic = (p: { status: number }): boolean => p.status >= 3;
const visibleNonRecipe = POSTS.filter((p) => catByCode.get(p.category)?.visible && p.category !== RECIPE_CATEGORY);
check("≥ 40 public posts in visible categories (not recipes)", visibleNonRecipe.filter(isPublic).length >= 40, `${visibleNonRecipe.filter(isPublic).length}`);
check("≥ 2 unpublished posts (status 1 or 2)", POSTS.filter((p) => p.status <= 2).length >= 2);
check("no post is filed under the recipe category", POSTS.every((p) => p.category !== RECIPE_CATEGORY));
all("post category exists", POSTS, (p) => (catByCode.has(p.category) ? null : `${p.code}→${p.category}`));
all("post and recipe authors exist", [...POSTS, ...RECIPES], (p) => (authorCodes.has(p.author) ? null : `${p.code}→${p.author}`));
all("posts and recipes have 1–3 existing tags", [...POSTS, ...RECIPES], (p) =>
  p.tags.length < 1 || p.tags.length > 3 || p.tags.some((t) => !tagCodes.has(t)) ? `${p.code} [${p.tags.join(",")}]` : null,
);
all("dates parse and fall in 2025–2026", [...POSTS, ...RECIPES], (p) =>
  [p.publishedAt, p.updatedAt].every((d) => parses(d) && year(d) >= 2025 && year(d) <= 2026) ? null : p.code,
);
all("public items were updated on or after publishing", [...POSTS, ...RECIPES].filter(isPublic), (p) => (p.updatedAt >= p.publishedAt ? null : p.code));
all("hue 0–359", [...POSTS, ...RECIPES, ...INSTASHOP], (p) => (Number.isInteger(p.hue) && p.hue >= 0 && p.hue < 360 ? null : p.code));
all("post HTML uses only p, h2, ul, li, strong, em, a", POSTS, (p) => {
  const bad = LANGS.flatMap((l) => [...p.content[l as "hr"].matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]!).filter((t) => !ALLOWED_POST_TAGS.has(t)));
  return bad.length ? `${p.code} ${[...new Set(bad)].join(",")}` : null;
});
all("post bodies: ≥ 3 blocks, at most one h2 and one list", POSTS, (p) => {
  const bad = LANGS.filter((l) => {
    const c = p.content[l as "hr"];
    const blocks = (c.match(/<p>/g) ?? []).length + (c.match(/<ul>/g) ?? []).length;
    return blocks < 3 || (c.match(/<h2>/g) ?? []).length > 1 || (c.match(/<ul>/g) ?? []).length > 1;
  });
  return bad.length ? `${p.code} ${bad.join(",")}` : null;
});
all("headline is one line, short description 1–2 sentences", [...POSTS, ...RECIPES], (p) => {
  const bad = LANGS.filter((l) => {
    const sentences = (p.shortDescription[l as "hr"].match(/[.!?](\s|$)/g) ?? []).length;
    return p.headline[l as "hr"].includes("\n") || sentences < 1 || sentences > 2;
  });
  return bad.length ? `${p.code} ${bad.join(",")}` : null;
});
const postPaths = new Map(POSTS.map((p) => [p.code, postPath(catByCode.get(p.category)!.slug, p.slug)]));
const redirectedPosts = POSTS.filter((p) => p.redirect);
check("a post redirects with 301", redirectedPosts.some((p) => p.redirect?.code === 301));
all("post redirects point at another post's path", redirectedPosts, (p) => {
  const target = POSTS.find((q) => q.code !== p.code && LANGS.every((l) => postPaths.get(q.code)![l as "hr"] === p.redirect!.to[l as "hr"]));
  return target ? null : p.code;
});

// ---------------------------------------------------------------- recipes
check("≥ 24 recipes", RECIPES.length >= 24, `${RECIPES.length}`);
// Links must name a product the shopper can open: it exists in the catalogue seed and is visible.
const visibleProducts = new Set(PRODUCTS.filter((p) => p.visible).map((p) => p.code));
const productOk = (c: string): boolean => PRODUCT_CODE.test(c) && visibleProducts.has(c);
all("recipe numbers are sensible", RECIPES, (r) =>
  [r.prepMinutes, r.cookMinutes, r.servings].every(Number.isInteger) && r.prepMinutes > 0 && r.cookMinutes >= 0 && r.servings > 0 ? null : r.code,
);
all("recipes: 5–10 ingredients and 3–7 steps in every language", RECIPES, (r) => {
  const bad = LANGS.filter((l) => {
    const i = r.ingredients[l as "hr"].length;
    const s = r.steps[l as "hr"].length;
    return i < 5 || i > 10 || s < 3 || s > 7;
  });
  return bad.length ? `${r.code} ${bad.join(",")}` : null;
});
all("recipes: same number of ingredients and steps in every language", RECIPES, (r) =>
  LANGS.every((l) => r.ingredients[l as "hr"].length === r.ingredients.en.length && r.steps[l as "hr"].length === r.steps.en.length) ? null : r.code,
);
// An editor's product reference (shared/product-refs.ts) in a seeded body names a product the
// site shows, and every language's text of the body references the same products.
all("post and recipe bodies reference visible catalogue products, the same in every language", [...POSTS, ...RECIPES], (p) => {
  const en = productRefCodes(p.content.en).sort().join(",");
  const bad = LANGS.filter((l) => {
    const codes = productRefCodes(p.content[l as "hr"]);
    return !codes.every(productOk) || [...codes].sort().join(",") !== en;
  });
  return bad.length ? `${p.code} ${bad.join(",")}` : null;
});
all("recipes link 1–4 distinct visible catalogue products", RECIPES, (r) =>
  r.products.length >= 1 && r.products.length <= 4 && r.products.every(productOk) && new Set(r.products).size === r.products.length ? null : r.code,
);

// ---------------------------------------------------------------- FAQ, locations, sweepstakes, newsletters, static, instashop
check("≥ 12 FAQ entries", FAQ.length >= 12, `${FAQ.length}`);
check("FAQ positions unique", new Set(FAQ.map((f) => f.position)).size === FAQ.length);
check("≥ 8 locations", LOCATIONS.length >= 8, `${LOCATIONS.length}`);
all("every site lists at least one location", SITES, (s) => (LOCATIONS.some((x) => x.sites.includes(s)) ? null : s));
check("the en site lists every location", LOCATIONS.every((x) => x.sites.includes("en")));
all("location sites are known site codes", LOCATIONS, (x) => (x.sites.every((s) => SITES.includes(s)) ? null : x.code));
all("location fields look real", LOCATIONS, (x) => {
  const hours = Object.values(x.hours).every((h) => h === null || /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/.test(h));
  const ok =
    hours &&
    Math.abs(x.lat) <= 90 && Math.abs(x.lng) <= 180 && x.lat > 35 && x.lat < 56 && x.lng > -10 && x.lng < 25 &&
    /^\+\d{2,3}( \d{1,4}){2,4}$/.test(x.phone) && /^[a-z0-9.-]+@zrno\.[a-z]{2,3}$/.test(x.email) &&
    /^[A-Z]{2}$/.test(x.country) && /^\d{4,5}$/.test(x.postcode) && x.address.length > 3 && x.city.length > 1;
  return ok ? null : x.code;
});
check("2 sweepstakes", SWEEPSTAKES.length === 2, `${SWEEPSTAKES.length}`);
check(
  "one sweepstake runs from 2026-10 to 2027-01",
  SWEEPSTAKES.some((s) => s.startsAt.startsWith("2026-10") && s.endsAt.startsWith("2027-01")),
);
check("one sweepstake ended in 2026", SWEEPSTAKES.some((s) => year(s.endsAt) === 2026 && s.endsAt < "2026-10-01"));
all("sweepstake dates parse and end after they start", SWEEPSTAKES, (s) => (parses(s.startsAt) && parses(s.endsAt) && s.endsAt > s.startsAt ? null : s.code));
check("≥ 4 newsletters", NEWSLETTERS.length >= 4, `${NEWSLETTERS.length}`);
all("newsletter codes are slugs and dates parse", NEWSLETTERS, (n) => (SLUG.test(n.code) && parses(n.sentAt) ? null : n.code));
check("≥ 4 static content blocks", STATIC_CONTENT.length >= 4, `${STATIC_CONTENT.length}`);
all("required static blocks exist", ["free_shipping_banner", "footer_about", "delivery_info", "loyalty_info"], (c) =>
  STATIC_CONTENT.some((s) => s.code === c) ? null : c,
);
check("≥ 6 instashop items", INSTASHOP.length >= 6, `${INSTASHOP.length}`);
all("instashop items show 1–3 visible catalogue products", INSTASHOP, (i) => (i.products.length >= 1 && i.products.length <= 3 && i.products.every(productOk) ? null : i.code));

// ---------------------------------------------------------------- translated, not copied
const titled: Array<{ code: string; title: Record<string, string> }> = [...POSTS, ...RECIPES];
const same = titled.flatMap((x) => LANGS.filter((l) => l !== "en" && x.title[l] === x.title.en).map((l) => `${x.code}/${l}`));
const share = same.length / (titled.length * (LANGS.length - 1));
check("≤ 3 % of post and recipe titles equal the English one", share <= 0.03, `${(share * 100).toFixed(1)} %: ${same.join(",")}`);
const bodies = [...POSTS.map((p) => p.content), ...RECIPES.map((r) => r.content), ...FAQ.map((f) => f.answer), ...STATIC_CONTENT.map((s) => s.content)];
check("no long text is a copy of the English one", bodies.every((b) => LANGS.every((l) => l === "en" || b[l as "hr"] !== b.en)));

// ---------------------------------------------------------------- report
const byCat = PUBLISH_CATEGORIES.map((c) => `${c.code}=${POSTS.filter((p) => p.category === c.code).length}`).join(" ");
const postWords = LANGS.map((l) => {
  const n = POSTS.map((p: SeedPost) => words(p.content[l as "hr"]));
  return `${l} ${Math.min(...n)}–${Math.max(...n)} (avg ${Math.round(n.reduce((a, b) => a + b, 0) / n.length)})`;
}).join(", ");
const recipeWords = Math.round(RECIPES.reduce((a, r: SeedRecipe) => a + words(r.content.en) + words(r.ingredients.en.join(" ")) + words(r.steps.en.join(" ")), 0) / RECIPES.length);
console.log(
  [
    `categories ${PUBLISH_CATEGORIES.length} (${byCat}), authors ${AUTHORS.length}, tags ${TAGS.length}`,
    `posts ${POSTS.length} (public in visible non-recipe categories ${visibleNonRecipe.filter(isPublic).length}, unpublished ${POSTS.filter((p) => p.status <= 2).length}, redirects ${redirectedPosts.length}), recipes ${RECIPES.length}`,
    `faq ${FAQ.length}, locations ${LOCATIONS.length}, sweepstakes ${SWEEPSTAKES.length}, newsletters ${NEWSLETTERS.length}, static ${STATIC_CONTENT.length}, instashop ${INSTASHOP.length}`,
    `post body words per language: ${postWords}`,
    `recipe words (en, intro+ingredients+steps): avg ${recipeWords}; titles equal to English: ${(share * 100).toFixed(1)} %`,
  ].join("\n"),
);
for (const f of failures) console.log(`FAIL ${f}`);
console.log(`${passed} passed, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);
