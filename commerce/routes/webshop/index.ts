import { Hono } from "hono";
import type { CommerceEnv } from "../../env";
import { cart } from "./cart";

/** The webshop API (spec §7 "Webshop"): so far the cart. */
export const webshop = new Hono<CommerceEnv>();
webshop.route("/", cart);
