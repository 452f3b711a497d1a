import * as v from "valibot";

/** Screens of the catalog controller (category, list, manufacturer, product, wishlist, tags, compare, quick order, search). */
export const CATALOG_SCREENS = [] as const;
