import { Hono } from "hono";
import type { CommerceEnv } from "../../env";
import { product } from "./product";
import { products } from "./products";
import { taxonomy } from "./taxonomy";

/** The catalogue API (spec §7 "Catalogue"). */
export const catalog = new Hono<CommerceEnv>();
catalog.route("/", products);
catalog.route("/", product);
catalog.route("/", taxonomy);
