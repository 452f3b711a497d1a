import { Hono } from "hono";
import type { CommerceEnv } from "../../env";
import { mount } from "../../lib/mount";
import { alternatives } from "./alternatives";
import { backInStock } from "./back-in-stock";
import { compare } from "./compare";
import { product } from "./product";
import { products } from "./products";
import { reviews } from "./reviews";
import { stock } from "./stock";
import { taxonomy } from "./taxonomy";
import { wishlist } from "./wishlist";

/** The catalogue API (docs/behaviour/07-api.md "Catalogue"), and the visitor-bound wishlist and compare. */
export const catalog = mount(new Hono<CommerceEnv>(), [products, product, reviews, taxonomy, wishlist, compare, alternatives, backInStock, stock]);
