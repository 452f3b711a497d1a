// Content-site seed data of every language: publish categories, authors, tags, posts, recipes,
// FAQ, store locations, sweepstakes, newsletters, static blocks and the social shop.
// Conventions: docs in check.ts (run `npx tsx commerce/seed/content/check.ts`).
export { PUBLISH_CATEGORIES } from "./categories";
export { AUTHORS } from "./authors";
export { TAGS } from "./tags";
export { POSTS } from "./posts";
export { RECIPES, RECIPE_CATEGORY } from "./recipes";
export { FAQ } from "./faq";
export { LOCATIONS } from "./locations";
export { SWEEPSTAKES } from "./sweepstakes";
export { NEWSLETTERS } from "./newsletters";
export { STATIC_CONTENT } from "./static-content";
export { INSTASHOP } from "./instashop";
export { P as PRODUCT_REFS } from "./product-refs";
export { POST_PRODUCTS } from "./post-products";
export { categoryPath, postPath } from "./build";
