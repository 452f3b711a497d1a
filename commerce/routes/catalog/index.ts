import { Hono } from "hono";
import type { CommerceEnv } from "../../env";
import { compare } from "./compare";
import { product } from "./product";
import { products } from "./products";
import { reviews } from "./reviews";
import { taxonomy } from "./taxonomy";
import { wishlist } from "./wishlist";

/** The catalogue API (docs/behaviour/07-api.md "Catalogue"), and the visitor-bound wishlist and compare. */
export const catalog = new Hono<CommerceEnv>();
catalog.route("/", products);
catalog.route("/", product);
catalog.route("/", reviews);
catalog.route("/", taxonomy);
catalog.route("/", wishlist);
catalog.route("/", compare);
