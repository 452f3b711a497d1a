/**
 * The header's search box, category menu and site switch, a chunk the header hydrates on the shopper's first
 * interaction with either (./header-islands.tsx); the server renders them in full.
 */
export { CategoryMenu } from "./category-menu";
export { SearchBox } from "./search-box";
export { SiteSwitch } from "./site-switch";
