import { Hono } from "hono";
import type { CommerceEnv } from "../../env";
import { mount } from "../../lib/mount";
import { requireToken } from "../../lib/token";
import { categories } from "./categories";
import { instashop } from "./instashop";
import { locations } from "./locations";
import { newsletters } from "./newsletters";
import { pages } from "./pages";
import { people } from "./people";
import { post } from "./post";
import { postProducts } from "./post-products";
import { posts } from "./posts";
import { sweepstakes } from "./sweepstakes";

/**
 * The publishing and content API (docs/behaviour/07-api.md "Publishing"; the location, sweepstake, newsletter
 * and staticcontent controllers of docs/behaviour/02-screens-and-routes.md). Public, cacheable data: a signed token is enough.
 */
export const publish = new Hono<CommerceEnv>();

for (const prefix of ["/publish/*", "/faq/*", "/locations/*", "/location/*", "/sweepstakes/*", "/sweepstake/*", "/newsletters/*", "/newsletter/*", "/static-content/*", "/instashop/*"]) {
  publish.use(prefix, requireToken());
}
mount(publish, [categories, posts, post, postProducts, people, pages, locations, sweepstakes, newsletters, instashop]);
