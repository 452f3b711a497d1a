import { Hono } from "hono";
import type { AppEnv } from "../env";
import { CategoriesQuery, PostProductsBody, PostQuery, PostsQuery } from "../../shared/contract/publish";
import { TENANTS } from "../../tenants";
import { republish } from "../cache/republish";
import { dataContext } from "../data/context";
import { loadPost, loadPosts, loadPublishCategories, loadPublishCategory, setPostProducts } from "../data/publish";
import { loadShopper } from "../data/shopper";
import { postIsPublic } from "../../shared/visibility";
import { answer as change, notFound, readAnswer as answer, readFailure, refuse } from "./respond";
import { jsonBody } from "./validate";

/**
 * Publishing endpoints of the BFF (docs/behaviour/07-api.md "Publishing"): POST publish/categories/, posts/ and
 * post/, and the editors' PUT publish/post/products/. Thin handlers over the data functions the
 * page loaders use (KV-cached, kind `publish`), with the same visibility: a hidden category or
 * post is a 404 for everyone but staff, so the BFF never hands out what the page would not show.
 * Bodies are strict: unknown keys are refused.
 */
export const publishBff = new Hono<AppEnv>();

publishBff.onError(readFailure("publish"));

publishBff.post("/publish/categories/", jsonBody(CategoriesQuery), async (c) => {
  const body = c.req.valid("json");
  const dc = dataContext(c);
  if (!body.slug) return answer(c, await loadPublishCategories(dc));
  const category = await loadPublishCategory(dc, body.slug);
  if (!category) return notFound(c);
  if (category.visible) return answer(c, category);
  return (await loadShopper(dc)).isStaff ? answer(c, category, true) : notFound(c);
});

publishBff.post("/publish/posts/", jsonBody(PostsQuery), async (c) => {
  const body = c.req.valid("json");
  return answer(c, await loadPosts(dataContext(c), body));
});

publishBff.post("/publish/post/", jsonBody(PostQuery), async (c) => {
  const body = c.req.valid("json");
  const { item_id, item_slug, category_slug } = body;
  if (!item_id && !(item_slug && category_slug)) return refuse(c, 400, undefined, { message: "Send item_id, or item_slug with category_slug." });
  const dc = dataContext(c);
  const post = await loadPost(dc, { item_id, item_slug, category_slug }, c.get("site"));
  if (!post || post.label_name === "error_empty_data") return notFound(c);
  if (postIsPublic(post)) return answer(c, post);
  // Drafts and hidden posts look exactly like missing ones to everyone but staff.
  return (await loadShopper(dc)).isStaff ? answer(c, post, true) : notFound(c);
});

/**
 * An editor (a staff session) sets the products an article mentions: PUT with `item_id` and
 * `product_ids` in their order (docs/decisions/0034-shoppable-articles.md). The API checks the
 * session and every id (its 400/401/403/404 pass through). The products show on every site, so
 * every site's publishing data goes and its content version moves on (worker/cache/republish.ts):
 * the article's next view, cached or not, shows the new list.
 */
publishBff.put("/publish/post/products/", jsonBody(PostProductsBody), (c) =>
  change(c, "publish", async () => {
    const saved = await setPostProducts(dataContext(c), c.req.valid("json"));
    await republish(c.env, TENANTS.map((t) => t.code), ["publish"]);
    return saved;
  }),
);
