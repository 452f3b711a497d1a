// Small builders that let the content files be written one language at a time (the way an
// editor translates) and turn them into the per-field L<T> records of types.ts.
import { keepSource } from "../texts";
import { LABEL_LANGS, type LabelLang } from "../labels";
import type { L, SeedPost, SeedRecipe } from "../types";
import { slugify } from "../../../shared/slug";

export const LANGS = LABEL_LANGS;

/** Apply f to each language of an L. */
export function mapL<T, R>(src: L<T>, f: (value: T, lang: LabelLang) => R): L<R> {
  const out = {} as L<R>;
  for (const lang of LANGS) out[lang] = f(src[lang], lang);
  return keepSource(src, out);
}

/** A paragraph; "## text" is a heading; an array is a bullet list. Inline <strong>/<em>/<a> allowed. */
export type Block = string | string[];

export function html(blocks: Block[]): string {
  return blocks
    .map((b) => {
      if (Array.isArray(b)) return `<ul>${b.map((i) => `<li>${i}</li>`).join("")}</ul>`;
      if (b.startsWith("## ")) return `<h2>${b.slice(3)}</h2>`;
      return `<p>${b}</p>`;
    })
    .join("");
}

export interface PostText {
  title: string;
  /** Defaults to slugify(title). */
  slug?: string;
  headline: string;
  short: string;
  body: Block[];
}

export type PostMeta = Pick<SeedPost, "code" | "category" | "author" | "status" | "publishedAt" | "updatedAt" | "tags" | "hue"> & {
  redirect?: SeedPost["redirect"];
};

export function post(meta: PostMeta, text: L<PostText>): SeedPost {
  return {
    ...meta,
    title: mapL(text, (t) => t.title),
    slug: mapL(text, (t) => t.slug ?? slugify(t.title)),
    headline: mapL(text, (t) => t.headline),
    shortDescription: mapL(text, (t) => t.short),
    content: mapL(text, (t) => html(t.body)),
    redirect: meta.redirect ?? null,
  };
}

export interface RecipeText {
  title: string;
  slug?: string;
  headline: string;
  short: string;
  /** The intro paragraph(s) shown above ingredients and steps. */
  intro: Block[];
  ingredients: string[];
  steps: string[];
}

export type RecipeMeta = Pick<
  SeedRecipe,
  "code" | "author" | "status" | "publishedAt" | "updatedAt" | "tags" | "hue" | "prepMinutes" | "cookMinutes" | "servings" | "products"
>;

export function recipe(meta: RecipeMeta, text: L<RecipeText>): SeedRecipe {
  return {
    ...meta,
    title: mapL(text, (t) => t.title),
    slug: mapL(text, (t) => t.slug ?? slugify(t.title)),
    headline: mapL(text, (t) => t.headline),
    shortDescription: mapL(text, (t) => t.short),
    content: mapL(text, (t) => html(t.intro)),
    ingredients: mapL(text, (t) => t.ingredients),
    steps: mapL(text, (t) => t.steps),
  };
}

/** Site path of a publish category: /<category slug>/. */
export function categoryPath(categorySlug: L): L {
  return mapL(categorySlug, (s) => `/${s}/`);
}

/** Site path of a post: /<category slug>/<post slug>/. */
export function postPath(categorySlug: L, postSlug: L): L {
  return mapL(categorySlug, (s, lang) => `/${s}/${postSlug[lang]}/`);
}
