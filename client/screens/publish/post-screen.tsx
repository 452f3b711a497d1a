import type { ScreenOf } from "../../../shared/screens";
import { useLabel } from "../../state/hooks";
import { ProductGrid } from "../catalog/product-card";
import { PostFooter, PostHeader } from "./post";

/**
 * Post detail. `post.content` was sanitized on the server (worker/data/publish.ts) before it
 * reached the state, which is why it may be set as HTML here. The products the article mentions
 * follow its body, where a reader who was convinced looks for them, as the shop's cards with price
 * and add-to-cart (docs/decisions/0034-shoppable-articles.md); an article that mentions none has
 * no such section. Apart from ./post.tsx (the head and foot recipes share), so a recipe page does
 * not carry it (docs/decisions/0018-javascript-budget.md).
 */
export function PostScreen({ screen }: { screen: ScreenOf<"publish-post"> }) {
  const t = useLabel();
  const { post } = screen;
  return (
    <article className={`post post-template-${post.category_template}`}>
      <PostHeader post={post} />
      <p className="post-lead">{post.short_description}</p>
      <div className="post-content cms-content" dangerouslySetInnerHTML={{ __html: post.content }} />
      {post.products.length > 0 && (
        <section className="post-products" aria-labelledby="post-products-title">
          <h2 id="post-products-title">{t("article_products")}</h2>
          <ProductGrid products={post.products} />
        </section>
      )}
      <PostFooter post={post} />
    </article>
  );
}
