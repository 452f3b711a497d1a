/**
 * The parts of every page that hydrate on the shopper's first interaction with them
 * (./islands.tsx): the header's search box, category menu and site switch, and the consent
 * banner. The server renders them in full.
 */
export { ConsentBanner } from "../runtime/consent-banner";
export { CategoryMenu } from "./category-menu";
export { SearchBox } from "./search-box";
export { SiteSwitch } from "./site-switch";
