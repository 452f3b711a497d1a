// Content rows: publish categories, authors, tags, posts and recipes, FAQ, store locations,
// sweepstakes, newsletters, static blocks, instashop.
import type { LabelLang } from "../../commerce/seed/labels";
import { LABEL_LANGS } from "../../commerce/seed/labels";
import type {
  SeedAuthor, SeedFaq, SeedInstashopItem, SeedLocation, SeedNewsletter, SeedPost, SeedPublishCategory, SeedRecipe, SeedStaticContent, SeedSweepstake, SeedTag,
} from "../../commerce/seed/types";
import { idsOf, insert, need } from "./sql";

export interface ContentData {
  categories: SeedPublishCategory[];
  authors: SeedAuthor[];
  tags: SeedTag[];
  posts: SeedPost[];
  recipes: SeedRecipe[];
  faq: SeedFaq[];
  locations: SeedLocation[];
  sweepstakes: SeedSweepstake[];
  newsletters: SeedNewsletter[];
  staticContent: SeedStaticContent[];
  instashop: SeedInstashopItem[];
  /** The products each article mentions, by the article's code (commerce/seed/content/post-products.ts). */
  postProducts: ReadonlyMap<string, string[]>;
}

export interface ContentIds {
  category: Map<string, number>;
  author: Map<string, number>;
  tag: Map<string, number>;
  post: Map<string, number>;
  location: Map<string, number>;
  sweepstake: Map<string, number>;
  newsletter: Map<string, number>;
  recipeCategory: string;
}

export function contentStatements(data: ContentData, productId: Map<string, number>): { statements: string[]; ids: ContentIds } {
  const langs = LABEL_LANGS as readonly LabelLang[];
  const recipeCategory = data.categories.find((c) => c.template === "recipes");
  if (!recipeCategory) throw new Error("seed: no publish category with the recipes template");
  const all = [...data.posts, ...data.recipes.map((r) => ({ ...r, category: recipeCategory.code, redirect: null }))];
  const ids: ContentIds = {
    category: idsOf(data.categories),
    author: idsOf(data.authors),
    tag: idsOf(data.tags),
    post: idsOf(all),
    location: idsOf(data.locations),
    sweepstake: idsOf(data.sweepstakes),
    newsletter: idsOf(data.newsletters),
    recipeCategory: recipeCategory.code,
  };
  const out: string[] = [];
  for (const c of data.categories) {
    const id = need(ids.category, c.code, "publish category");
    out.push(insert("publish_categories", { id, code: c.code, template: c.template, visible: c.visible, position: c.position }));
    for (const lang of langs) out.push(insert("publish_category_i18n", { category_id: id, lang, title: c.title[lang], slug: c.slug[lang], description: c.description[lang], redirect_url: c.redirect?.to[lang] ?? null, redirect_code: c.redirect?.code ?? null }));
  }
  for (const a of data.authors) {
    const id = need(ids.author, a.code, "author");
    out.push(insert("authors", { id, code: a.code, name: a.name, slug: a.slug, hue: a.hue }));
    for (const lang of langs) out.push(insert("author_i18n", { author_id: id, lang, role: a.role[lang], bio: a.bio[lang] }));
  }
  for (const t of data.tags) {
    const id = need(ids.tag, t.code, "tag");
    out.push(insert("publish_tags", { id, code: t.code }));
    for (const lang of langs) out.push(insert("publish_tag_i18n", { tag_id: id, lang, title: t.title[lang], slug: t.slug[lang] }));
  }
  for (const p of all) {
    const id = need(ids.post, p.code, "post");
    const recipe = "ingredients" in p ? (p as unknown as SeedRecipe) : null;
    out.push(
      insert("posts", {
        id,
        code: p.code,
        kind: recipe ? "recipe" : "post",
        category_id: need(ids.category, p.category, "publish category"),
        author_id: need(ids.author, p.author, "author"),
        status: p.status,
        published_at: p.publishedAt,
        updated_at: p.updatedAt,
        hue: p.hue,
        prep_minutes: recipe?.prepMinutes ?? null,
        cook_minutes: recipe?.cookMinutes ?? null,
        servings: recipe?.servings ?? null,
      }),
    );
    for (const lang of langs) {
      out.push(
        insert("post_i18n", {
          post_id: id,
          lang,
          title: p.title[lang],
          slug: p.slug[lang],
          headline: p.headline[lang],
          short_description: p.shortDescription[lang],
          content: p.content[lang],
          redirect_url: p.redirect?.to[lang] ?? null,
          redirect_code: p.redirect?.code ?? null,
          ingredients_json: recipe ? JSON.stringify(recipe.ingredients[lang]) : null,
          steps_json: recipe ? JSON.stringify(recipe.steps[lang]) : null,
        }),
      );
    }
    for (const t of p.tags) out.push(insert("post_tags", { post_id: id, tag_id: need(ids.tag, t, "tag") }));
    recipe?.products.forEach((code, position) => {
      const pid = productId.get(code);
      if (pid !== undefined) out.push(insert("recipe_products", { post_id: id, product_id: pid, position }));
    });
    if (!recipe) {
      (data.postProducts.get(p.code) ?? []).forEach((code, position) => {
        out.push(insert("post_products", { post_id: id, product_id: need(productId, code, "product"), position }));
      });
    }
  }
  data.faq.forEach((f, i) => {
    const id = i + 1;
    out.push(insert("faq", { id, code: f.code, position: f.position }));
    for (const lang of langs) out.push(insert("faq_i18n", { faq_id: id, lang, question: f.question[lang], answer: f.answer[lang] }));
  });
  for (const l of data.locations) {
    const id = need(ids.location, l.code, "location");
    out.push(insert("locations", { id, code: l.code, city: l.city, address: l.address, postcode: l.postcode, country: l.country, lat: l.lat, lng: l.lng, phone: l.phone, email: l.email, hours_json: JSON.stringify(l.hours) }));
    for (const lang of langs) out.push(insert("location_i18n", { location_id: id, lang, title: l.title[lang], slug: l.slug[lang], description: l.description[lang] }));
    for (const site of l.sites) out.push(insert("location_sites", { location_id: id, site }));
  }
  for (const s of data.sweepstakes) {
    const id = need(ids.sweepstake, s.code, "sweepstake");
    out.push(insert("sweepstakes", { id, code: s.code, starts_at: s.startsAt, ends_at: s.endsAt }));
    for (const lang of langs) out.push(insert("sweepstake_i18n", { sweepstake_id: id, lang, title: s.title[lang], slug: s.slug[lang], content: s.content[lang], prize: s.prize[lang], terms: s.terms[lang] }));
  }
  for (const n of data.newsletters) {
    const id = need(ids.newsletter, n.code, "newsletter");
    out.push(insert("newsletters", { id, code: n.code, sent_at: n.sentAt }));
    for (const lang of langs) out.push(insert("newsletter_i18n", { newsletter_id: id, lang, title: n.title[lang], content: n.content[lang] }));
  }
  for (const s of data.staticContent) for (const lang of langs) out.push(insert("static_content", { code: s.code, lang, content: s.content[lang] }));
  data.instashop.forEach((item, i) => {
    const id = i + 1;
    out.push(insert("instashop_items", { id, code: item.code, hue: item.hue, position: i }));
    for (const lang of langs) out.push(insert("instashop_i18n", { item_id: id, lang, caption: item.caption[lang] }));
    for (const code of item.products) {
      const pid = productId.get(code);
      if (pid !== undefined) out.push(insert("instashop_products", { item_id: id, product_id: pid }));
    }
  });
  return { statements: out, ids };
}
