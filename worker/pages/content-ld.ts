import type { FaqEntry, Location, OpeningHours, Weekday } from "../../shared/contract/content";
import type { Author, ShownPost } from "../../shared/contract/publish";
import { describe, stripHtml } from "../../shared/structured-data";

/**
 * JSON-LD of the content pages (docs/behaviour/05-validation.md "Structured data"): Article/BlogPosting with its author,
 * Recipe, FAQPage, LocalBusiness (GroceryStore) and Person. Descriptions go through describe()
 * (HTML stripped, 50 words); JSON escaping happens once, when the document writes the script.
 * `abs.page` makes a site path absolute (under the tenant's mount), `abs.media` a media file path
 * (served from the origin's root).
 */
export interface Abs {
  page: (path: string) => string;
  media: (path: string) => string;
}

export function absolutes(baseUrl: string): Abs {
  const origin = new URL(baseUrl).origin;
  return { page: (p) => baseUrl + p.replace(/^\//, ""), media: (p) => origin + p };
}

const CONTEXT = "https://schema.org";

/** The shop's logo for structured data: the header's mark, square (public/brand/zrno-logo.svg). */
const LOGO_PATH = "/brand/zrno-logo.svg";

/** The shop as an Organization: the home page's own node and every article's publisher. */
export function organizationLd(name: string, baseUrl: string) {
  const logo = new URL(LOGO_PATH, baseUrl).href;
  return { "@type": "Organization", name, url: baseUrl, logo: { "@type": "ImageObject", url: logo, width: 512, height: 512 } };
}

/** Minutes as an ISO 8601 duration: 90 → "PT1H30M", 0 → "PT0M". */
function isoDuration(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  const h = Math.floor(m / 60);
  const rest = m % 60;
  return `PT${h ? `${h}H` : ""}${rest || !h ? `${rest}M` : ""}`;
}

function person(author: ShownPost["author"] | Author, abs: Abs) {
  return { "@type": "Person", name: author.name, jobTitle: author.role || undefined, url: author.url_without_domain ? abs.page(author.url_without_domain) : undefined, image: abs.media(author.image_thumbs.medium) };
}

/**
 * Article for guides and magazine pieces, BlogPosting for the blog and news templates, published
 * by the shop (`publisher`, with its logo, as Google's article validator asks).
 */
export function articleLd(post: ShownPost, abs: Abs, publisher: ReturnType<typeof organizationLd>) {
  const type = post.category_template === "blog" || post.category_template === "news" ? "BlogPosting" : "Article";
  return {
    "@context": CONTEXT,
    "@type": type,
    headline: post.title,
    description: describe(post.short_description || post.content),
    image: [abs.media(post.main_image_thumbs.large)],
    datePublished: post.datetime_published,
    dateModified: post.datetime_updated,
    author: person(post.author, abs),
    publisher,
    mainEntityOfPage: abs.page(post.url_without_domain),
    articleSection: post.category_title,
    keywords: post.tags.map((t) => t.title).join(", ") || undefined,
  };
}

export function recipeLd(post: ShownPost, abs: Abs, publisher: ReturnType<typeof organizationLd>) {
  const recipe = post.recipe;
  if (!recipe) return articleLd(post, abs, publisher);
  return {
    "@context": CONTEXT,
    "@type": "Recipe",
    name: post.title,
    description: describe(post.short_description || post.content),
    image: [abs.media(post.main_image_thumbs.large)],
    author: person(post.author, abs),
    datePublished: post.datetime_published,
    dateModified: post.datetime_updated,
    prepTime: isoDuration(recipe.prep_minutes),
    cookTime: isoDuration(recipe.cook_minutes),
    totalTime: isoDuration(recipe.prep_minutes + recipe.cook_minutes),
    recipeYield: String(recipe.servings),
    recipeCategory: post.category_title,
    recipeIngredient: recipe.ingredients,
    recipeInstructions: recipe.steps.map((text, i) => ({ "@type": "HowToStep", position: i + 1, text })),
    keywords: post.tags.map((t) => t.title).join(", ") || undefined,
  };
}

export function faqPageLd(entries: FaqEntry[]) {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: entries.map((f) => ({ "@type": "Question", name: f.question, acceptedAnswer: { "@type": "Answer", text: stripHtml(f.answer) } })),
  };
}

const DAY_NAMES: Record<Weekday, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

/** Days with the same hours share one specification, as search engines prefer. */
function openingHoursLd(hours: OpeningHours) {
  const groups = new Map<string, string[]>();
  for (const day of Object.keys(DAY_NAMES) as Weekday[]) {
    const span = hours[day];
    if (!span) continue;
    groups.set(span, [...(groups.get(span) ?? []), `${CONTEXT}/${DAY_NAMES[day]}`]);
  }
  return [...groups].map(([span, days]) => {
    const [opens, closes] = span.split("-");
    return { "@type": "OpeningHoursSpecification", dayOfWeek: days, opens, closes };
  });
}

export function localBusinessLd(location: Location, abs: Abs, brand: string) {
  return {
    "@context": CONTEXT,
    "@type": "GroceryStore",
    name: location.title,
    description: describe(location.description) || undefined,
    url: abs.page(location.url_without_domain),
    telephone: location.phone,
    email: location.email,
    brand: { "@type": "Brand", name: brand },
    address: {
      "@type": "PostalAddress",
      streetAddress: location.address,
      postalCode: location.postcode,
      addressLocality: location.city,
      addressCountry: location.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: location.lat, longitude: location.lng },
    openingHoursSpecification: openingHoursLd(location.hours),
  };
}

export function personLd(author: Author, abs: Abs) {
  return { "@context": CONTEXT, "@type": "ProfilePage", mainEntity: { ...person(author, abs), description: describe(author.bio) } };
}
