import * as v from "valibot";

/** A shopping_cart_code (variation code); a product code is accepted and means its first package. */
export const ItemCode = v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, "must be a product or variation code"));
