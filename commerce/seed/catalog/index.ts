// The Zrno catalogue seed: categories, brands, attributes, tags, products and lists.
export { CATEGORIES } from "./categories";
export { MANUFACTURERS } from "./manufacturers";
export { ATTRIBUTES } from "./attributes";
export { PRODUCT_TAGS } from "./tags";
export { PRODUCTS } from "./products";
export { LISTS } from "./lists";
