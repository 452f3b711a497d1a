// Consistency check of the catalogue seed: npx tsx commerce/seed/catalog/check.ts
// Exits non-zero and lists every broken rule, so bad data never reaches the seed SQL.
import type { L, SeedProduct } from "../types";
import { LANGS, CATALOG_WORD, PRODUCT_WORD } from "./i18n";
import { SLUG_RE } from "../../../shared/slug";
import { ATTRIBUTES, CATEGORIES, LISTS, MANUFACTURERS, PRODUCTS, PRODUCT_TAGS } from "./index";
import { categoryPath } from "./categories";
import { isShopVisible } from "./lists";
import { earlierPrice } from "./pricing";
import { BASE_CURRENCY, CURRENCIES, CURRENCY_CODES } from "../../../tenants/currencies";
import { PRODUCTS_PER_PAGE } from "../../../shared/catalog-query";

let passed = 0;
const failures: string[] = [];

function check(name: string, problems: string[]): void {
  if (problems.length === 0) passed++;
  else failures.push(`${name}:\n  - ${problems.slice(0, 12).join("\n  - ")}${problems.length > 12 ? `\n  … ${problems.length - 12} more` : ""}`);
}
const expect = (name: string, ok: boolean, detail: string) => check(name, ok ? [] : [detail]);

function fullL(where: string, value: L | undefined, out: string[]): void {
  for (const lang of LANGS) {
    const v = value?.[lang];
    if (typeof v !== "string" || v.trim() === "") out.push(`${where}: ${lang} is empty`);
  }
  if (value && Object.keys(value).length !== LANGS.length) out.push(`${where}: has ${Object.keys(value).length} languages`);
}

function uniqueSlugs(kind: string, items: { code: string; slug: L }[]): string[] {
  const out: string[] = [];
  for (const lang of LANGS) {
    const seen = new Map<string, string>();
    for (const it of items) {
      const s = it.slug[lang];
      if (!SLUG_RE.test(s)) out.push(`${kind} ${it.code}: ${lang} slug "${s}" is not [a-z0-9-]`);
      const other = seen.get(s);
      if (other) out.push(`${kind} ${it.code}: ${lang} slug "${s}" also used by ${other}`);
      seen.set(s, it.code);
    }
  }
  return out;
}

const pct = (n: number, of: number) => (100 * n) / of;

// ------------------------------------------------------------------ texts in every language
{
  const out: string[] = [];
  for (const c of CATEGORIES) {
    fullL(`category ${c.code} title`, c.title, out);
    fullL(`category ${c.code} slug`, c.slug, out);
    fullL(`category ${c.code} description`, c.description, out);
    if (c.redirect) fullL(`category ${c.code} redirect`, c.redirect.to, out);
  }
  for (const m of MANUFACTURERS) fullL(`manufacturer ${m.code} description`, m.description, out);
  for (const a of ATTRIBUTES) fullL(`attribute ${a.code} title`, a.title, out);
  for (const t of PRODUCT_TAGS) {
    fullL(`tag ${t.code} title`, t.title, out);
    fullL(`tag ${t.code} slug`, t.slug, out);
  }
  for (const p of PRODUCTS) {
    fullL(`${p.code} title`, p.title, out);
    fullL(`${p.code} slug`, p.slug, out);
    fullL(`${p.code} shortDescription`, p.shortDescription, out);
    fullL(`${p.code} description`, p.description, out);
  }
  for (const l of LISTS) {
    fullL(`list ${l.code} title`, l.title, out);
    fullL(`list ${l.code} slug`, l.slug, out);
    if (l.redirect) fullL(`list ${l.code} redirect`, l.redirect.to, out);
  }
  check("every text exists in all nine languages", out);
}

// ------------------------------------------------------------------ slugs
check("category slugs valid and unique per language", uniqueSlugs("category", CATEGORIES));
check("product slugs valid and unique per language", uniqueSlugs("product", PRODUCTS));
check("tag slugs valid and unique per language", uniqueSlugs("tag", PRODUCT_TAGS));
check("list slugs valid and unique per language", uniqueSlugs("list", LISTS));
check("manufacturer slugs valid and unique", uniqueSlugs("manufacturer", MANUFACTURERS.map((m) => ({ code: m.code, slug: Object.fromEntries(LANGS.map((l) => [l, m.slug])) as L }))));
check(
  "list slugs never reuse a top-level category slug (both live at /<catalog>/<slug>/)",
  LISTS.flatMap((l) => LANGS.filter((lang) => CATEGORIES.some((c) => c.parent === null && c.slug[lang] === l.slug[lang])).map((lang) => `${l.code} ${lang}`)),
);
check(
  "product slugs never contain the product path word (/<slug>-<word>-<id>/ must parse)",
  PRODUCTS.flatMap((p) => LANGS.filter((lang) => `-${p.slug[lang]}-`.includes(`-${PRODUCT_WORD[lang]}-`)).map((lang) => `${p.code} ${lang}`)),
);

// ------------------------------------------------------------------ categories
const catByCode = new Map(CATEGORIES.map((c) => [c.code, c]));
const topOf = (code: string): string => {
  const c = catByCode.get(code);
  return c?.parent ? topOf(c.parent) : code;
};
expect("at least 12 categories", CATEGORIES.length >= 12, `${CATEGORIES.length}`);
expect("categories form a hierarchy", CATEGORIES.filter((c) => c.parent).length >= 4, "fewer than 4 children");
check("category parents exist", CATEGORIES.filter((c) => c.parent && !catByCode.has(c.parent)).map((c) => c.code));
{
  const hidden = CATEGORIES.filter((c) => !c.visible);
  const withProducts = hidden.filter((c) => PRODUCTS.filter((p) => p.category === c.code).length >= 3);
  expect("a hidden category holds a few products", withProducts.length >= 1, `hidden: ${hidden.map((c) => c.code).join(", ")}`);
}
{
  const out: string[] = [];
  const redirected = CATEGORIES.filter((c) => c.redirect);
  if (redirected.length < 2) out.push(`only ${redirected.length} redirected categories`);
  const paths = CATEGORIES.filter((c) => !c.redirect).map((c) => categoryPath(c.code));
  for (const c of redirected) {
    if (![301, 302].includes(c.redirect?.code ?? 0)) out.push(`${c.code}: code ${c.redirect?.code}`);
    for (const lang of LANGS) {
      const to = c.redirect?.to[lang] ?? "";
      if (!to.startsWith(`/${CATALOG_WORD[lang]}/`) || !to.endsWith("/")) out.push(`${c.code} ${lang}: "${to}"`);
      if (!paths.some((p) => p[lang] === to)) out.push(`${c.code} ${lang}: "${to}" is no category's path`);
    }
  }
  check("two categories redirect to an existing category path", out);
}
{
  const out: string[] = [];
  for (const top of CATEGORIES.filter((c) => c.parent === null && c.visible && !c.redirect)) {
    const n = PRODUCTS.filter((p) => topOf(p.category) === top.code).length;
    if (n < 10) out.push(`${top.code}: ${n}`);
  }
  check("at least 10 products in each visible top-level category", out);
}
{
  // The browser journey of every site opens the first category tile and goes to its page 2.
  const first = CATEGORIES.find((c) => c.parent === null && c.visible && !c.redirect);
  const n = first ? PRODUCTS.filter((p) => topOf(p.category) === first.code && isShopVisible(p)).length : 0;
  expect("the first top-level category has a second page of products", n > PRODUCTS_PER_PAGE, `${first?.code}: ${n} public products, ${PRODUCTS_PER_PAGE} per page`);
}

// ------------------------------------------------------------------ manufacturers, attributes, tags
expect("at least 20 manufacturers", MANUFACTURERS.length >= 20, `${MANUFACTURERS.length}`);
check("manufacturers have a colour, country and title", MANUFACTURERS.filter((m) => !/^#[0-9a-f]{6}$/i.test(m.color) || !/^[A-Z]{2}$/.test(m.country) || !m.title).map((m) => m.code));
{
  const hidden = MANUFACTURERS.filter((m) => !m.visible);
  const out: string[] = [];
  if (hidden.length < 1) out.push("no hidden manufacturer");
  for (const m of hidden) {
    const own = PRODUCTS.filter((p) => p.manufacturer === m.code);
    if (own.length < 2) out.push(`${m.code}: ${own.length} products`);
    const exempt = own.filter((p) => p.ignoreBrandVisibility).length;
    if (exempt !== 1) out.push(`${m.code}: ${exempt} products ignore brand visibility (want exactly 1)`);
  }
  check("a hidden manufacturer with a few products, exactly one ignoring brand visibility", out);
}
check("ignoreBrandVisibility only on hidden brands' products", PRODUCTS.filter((p) => p.ignoreBrandVisibility && MANUFACTURERS.find((m) => m.code === p.manufacturer)?.visible).map((p) => p.code));
expect(
  "attributes are exactly the six codes",
  ATTRIBUTES.map((a) => a.code).sort().join() === ["gluten_free", "lactose_free", "organic", "raw", "sugar_free", "vegan"].join(),
  ATTRIBUTES.map((a) => a.code).join(),
);
expect("at least 12 product tags", PRODUCT_TAGS.length >= 12, `${PRODUCT_TAGS.length}`);

// ------------------------------------------------------------------ products
expect("at least 240 products", PRODUCTS.length >= 240, `${PRODUCTS.length}`);
expect("at least 3 hidden products", PRODUCTS.filter((p) => !p.visible).length >= 3, `${PRODUCTS.filter((p) => !p.visible).length}`);
check("product codes look like ZR-00001 and are unique", PRODUCTS.filter((p, i) => !/^ZR-\d{5}$/.test(p.code) || PRODUCTS.findIndex((q) => q.code === p.code) !== i).map((p) => p.code));
{
  const tagCodes = new Set(PRODUCT_TAGS.map((t) => t.code));
  const attrCodes = new Set(ATTRIBUTES.map((a) => a.code));
  const out: string[] = [];
  for (const p of PRODUCTS) {
    if (!catByCode.has(p.category)) out.push(`${p.code}: category ${p.category}`);
    if (!MANUFACTURERS.some((m) => m.code === p.manufacturer)) out.push(`${p.code}: manufacturer ${p.manufacturer}`);
    for (const t of p.tags) if (!tagCodes.has(t)) out.push(`${p.code}: tag ${t}`);
    for (const a of p.attributes) if (!attrCodes.has(a)) out.push(`${p.code}: attribute ${a}`);
    if (new Set(p.tags).size !== p.tags.length || new Set(p.attributes).size !== p.attributes.length) out.push(`${p.code}: duplicate tag or attribute`);
    if (catByCode.get(p.category)?.redirect) out.push(`${p.code}: in redirected category ${p.category}`);
  }
  check("every product's category, manufacturer, tags and attributes exist", out);
}
{
  const out: string[] = [];
  const honey = (p: SeedProduct) => /med\b|honey|propolis/i.test(p.title.en + " " + p.title.hr);
  for (const p of PRODUCTS) {
    if (honey(p) && p.attributes.includes("vegan")) out.push(`${p.code} ${p.title.en}: bee product marked vegan`);
    if (p.category === "flours-gf" && !p.attributes.includes("gluten_free")) out.push(`${p.code} ${p.title.en}: gluten-free flour without gluten_free`);
    if (p.category === "flours" && p.attributes.includes("gluten_free")) out.push(`${p.code} ${p.title.en}: wheat-family flour marked gluten_free`);
    if (p.category === "drinks" && !p.attributes.includes("lactose_free")) out.push(`${p.code} ${p.title.en}: plant drink without lactose_free`);
    if (/almond flour/i.test(p.title.en) && !p.attributes.includes("gluten_free")) out.push(`${p.code}: almond flour must be gluten-free`);
  }
  check("attributes make sense", out);
}
{
  const out: string[] = [];
  const allowed = /^<\/?(p|ul|li|strong)>$/;
  for (const p of PRODUCTS) for (const lang of LANGS) {
    for (const tag of p.description[lang].match(/<[^>]*>/g) ?? []) if (!allowed.test(tag)) out.push(`${p.code} ${lang}: ${tag}`);
  }
  check("descriptions use only <p>, <ul>, <li>, <strong>", out);
}
{
  const out: string[] = [];
  for (const lang of LANGS.filter((l) => l !== "en")) {
    const same = PRODUCTS.filter((p) => p.title[lang].toLowerCase() === p.title.en.toLowerCase());
    if (pct(same.length, PRODUCTS.length) > 3) out.push(`${lang}: ${same.length} titles equal the English one (${same.slice(0, 5).map((p) => p.title.en).join("; ")})`);
    const sameText = PRODUCTS.filter((p) => p.description[lang] === p.description.en || p.shortDescription[lang] === p.shortDescription.en);
    if (sameText.length) out.push(`${lang}: ${sameText.length} descriptions equal the English one`);
  }
  check("other languages are translated, not English (≤ 3 % equal titles)", out);
}
{
  const out: string[] = [];
  const varCodes = new Set<string>();
  for (const p of PRODUCTS) {
    if (p.variations.length < 1 || p.variations.length > 3) out.push(`${p.code}: ${p.variations.length} variations`);
    if (!Number.isInteger(p.hue) || p.hue < 0 || p.hue > 359) out.push(`${p.code}: hue ${p.hue}`);
    for (const v of p.variations) {
      if (varCodes.has(v.code)) out.push(`${v.code}: duplicate variation code`);
      varCodes.add(v.code);
      if (!Number.isInteger(v.stock) || v.stock < 0) out.push(`${v.code}: stock ${v.stock}`);
      if (v.limitedQty !== null && !(Number.isInteger(v.limitedQty) && v.limitedQty > 0)) out.push(`${v.code}: limitedQty ${v.limitedQty}`);
      if (!(v.size > 0)) out.push(`${v.code}: size ${v.size}`);
    }
  }
  check("variations: 1–3 per product, unique codes, sane stock and sizes", out);
}
{
  const vars = PRODUCTS.flatMap((p) => p.variations);
  expect("some variations are out of stock", vars.some((v) => v.stock === 0), "none");
  expect("some variations are low on stock", vars.some((v) => v.stock > 0 && v.stock < 5), "none");
  expect("a few variations limit the quantity", vars.filter((v) => v.limitedQty !== null).length >= 3, "fewer than 3");
}

// ------------------------------------------------------------------ prices
{
  const out: string[] = [];
  const is2 = (x: number) => Math.round(x * 100) / 100 === x;
  for (const p of PRODUCTS) for (const v of p.variations) {
    const base = v.prices[BASE_CURRENCY];
    for (const cur of CURRENCY_CODES) {
      const pr = v.prices[cur];
      if (!pr) { out.push(`${v.code}: no ${cur} price`); continue; }
      const nums = [pr.price, pr.basic, pr.discountPercent, pr.loyalty ?? 0, ...pr.history.map((h) => h.price)];
      if (!nums.every((n) => Number.isFinite(n) && is2(n))) out.push(`${v.code} ${cur}: not rounded to 2 decimals`);
      if (!(pr.price > 0) || pr.basic < pr.price) out.push(`${v.code} ${cur}: basic ${pr.basic} < price ${pr.price}`);
      const h = pr.history;
      if (h.at(-1)?.price !== pr.price || h[0]?.price !== pr.basic || h.some((r, i) => i > 0 && !(r.daysAgo < (h[i - 1]?.daysAgo ?? 0)))) out.push(`${v.code} ${cur}: history does not run from the regular price to today's, oldest first`);
      const prior = earlierPrice(h);
      if (pr.discountPercent === 0 && pr.price !== pr.basic) out.push(`${v.code} ${cur}: not reduced but price ≠ basic`);
      if (pr.discountPercent !== 0) {
        if (pr.discountPercent < 10 || pr.discountPercent > 30) out.push(`${v.code} ${cur}: discount ${pr.discountPercent}`);
        if (!(pr.price < pr.basic)) out.push(`${v.code} ${cur}: discounted but price = basic`);
        if (prior === null || prior <= pr.price || prior > pr.basic) out.push(`${v.code} ${cur}: earlier price ${prior} outside (price, basic]`);
      }
      if (pr.loyalty !== null && !(pr.loyalty < pr.price)) out.push(`${v.code} ${cur}: loyalty ${pr.loyalty} ≥ price`);
      if (pr.discountPercent !== base.discountPercent || (pr.loyalty === null) !== (base.loyalty === null)) out.push(`${v.code} ${cur}: rules differ from ${BASE_CURRENCY}`);
      if (cur === BASE_CURRENCY) continue;
      const { seedRate, isShelfPrice } = CURRENCIES[cur];
      const expected = base.basic * seedRate;
      if (Math.abs(pr.basic - expected) / expected > 0.06) out.push(`${v.code} ${cur}: basic ${pr.basic} far from ${expected.toFixed(2)}`);
      for (const n of [pr.price, pr.basic]) if (!isShelfPrice(n)) out.push(`${v.code} ${cur}: ${n} does not end the way ${cur} shelf prices do`);
    }
  }
  check("prices: every registry currency, 2 decimals, basic ≥ price, stored conversions in shelf endings", out);
}
{
  const n = PRODUCTS.length;
  const discounted = PRODUCTS.filter((p) => (p.variations[0]?.prices[BASE_CURRENCY].discountPercent ?? 0) > 0).length;
  const loyalty = PRODUCTS.filter((p) => p.variations[0]?.prices[BASE_CURRENCY].loyalty !== null).length;
  const rated = PRODUCTS.filter((p) => p.ratings.length > 0).length;
  const commented = PRODUCTS.filter((p) => p.comments.length > 0).length;
  expect("about 20 % of products are discounted", pct(discounted, n) >= 15 && pct(discounted, n) <= 25, `${pct(discounted, n).toFixed(1)} %`);
  expect("about 15 % of products have a loyalty price", pct(loyalty, n) >= 10 && pct(loyalty, n) <= 20, `${pct(loyalty, n).toFixed(1)} %`);
  expect("about 40 % of products are rated", pct(rated, n) >= 33 && pct(rated, n) <= 47, `${pct(rated, n).toFixed(1)} %`);
  expect("about 15 % of products have comments", pct(commented, n) >= 10 && pct(commented, n) <= 20, `${pct(commented, n).toFixed(1)} %`);
  check("discounted products carry the on-sale tag", PRODUCTS.filter((p) => ((p.variations[0]?.prices[BASE_CURRENCY].discountPercent ?? 0) > 0) !== p.tags.includes("on-sale")).map((p) => p.code));
}
{
  const out: string[] = [];
  for (const p of PRODUCTS) {
    if (!p.ratings.every((r) => Number.isInteger(r) && r >= 1 && r <= 5)) out.push(`${p.code}: ratings ${p.ratings.join(",")}`);
    if (p.comments.length > 3) out.push(`${p.code}: ${p.comments.length} comments`);
    for (const c of p.comments) {
      if (!LANGS.includes(c.lang) || !c.name || !c.message || !Number.isInteger(c.rate) || c.rate < 1 || c.rate > 5) out.push(`${p.code}: bad comment ${JSON.stringify(c)}`);
    }
  }
  check("ratings are 1–5 and comments have a language, name, message and rate", out);
}

// ------------------------------------------------------------------ lists
{
  const out: string[] = [];
  const byCode = new Map(PRODUCTS.map((p) => [p.code, p]));
  if (LISTS.length < 3) out.push(`${LISTS.length} lists`);
  if (!LISTS.some((l) => !l.visible)) out.push("no hidden list");
  if (!LISTS.some((l) => l.redirect)) out.push("no redirected list");
  for (const l of LISTS) {
    if (l.products.length < 8 || l.products.length > 20) out.push(`${l.code}: ${l.products.length} products`);
    if (new Set(l.products).size !== l.products.length) out.push(`${l.code}: duplicate product`);
    for (const code of l.products) {
      const p = byCode.get(code);
      if (!p) out.push(`${l.code}: unknown product ${code}`);
      else if (!isShopVisible(p)) out.push(`${l.code}: ${code} is not visible in the shop`);
    }
    if (l.redirect) {
      if (![301, 302].includes(l.redirect.code)) out.push(`${l.code}: redirect code ${l.redirect.code}`);
      for (const lang of LANGS) {
        const target = LISTS.find((o) => o !== l && l.redirect?.to[lang] === `/${CATALOG_WORD[lang]}/${o.slug[lang]}/`);
        if (!target) out.push(`${l.code} ${lang}: redirect "${l.redirect.to[lang]}" is no other list's path`);
      }
    }
  }
  check("lists: 8–20 visible products, one hidden, one redirected", out);
}

// ------------------------------------------------------------------ report
const hiddenProducts = PRODUCTS.filter((p) => !p.visible).length;
console.log(
  `catalogue: ${CATEGORIES.length} categories, ${MANUFACTURERS.length} manufacturers, ${ATTRIBUTES.length} attributes, ` +
    `${PRODUCT_TAGS.length} tags, ${PRODUCTS.length} products (${hiddenProducts} hidden, ` +
    `${PRODUCTS.reduce((n, p) => n + p.variations.length, 0)} variations), ${LISTS.length} lists`,
);
for (const f of failures) console.log(`FAIL ${f}`);
console.log(`catalogue checks: ${passed} passed, ${failures.length} failed`);
if (failures.length) process.exit(1);
