import type { ShownPost } from "../../../shared/contract/publish";
import { postIsPublic } from "../../../shared/visibility";
import { useLabel } from "../../state/hooks";
import type { LcpImage } from "../../../shared/lcp-image";
import { AuthorBox, PostCollection, StaffPreview, TagChips, useDate } from "./parts";

/**
 * A post's cover: square art shown whole (never cropped), the width of a phone's screen and beside
 * the title from 800 px (client/styles.css `.post-header`). The page's largest paint, so it is
 * fetched at once and the server preloads it (worker/render/hints.ts). Medium and large are the
 * thumbs' 400 and 800 px files, as for a product's picture (../catalog/gallery.tsx); written out
 * here, since a module the two shared would be a chunk of its own for each page to fetch.
 */
export function coverImage(post: Pick<ShownPost, "main_image_thumbs">): LcpImage {
  const img = post.main_image_thumbs;
  return { src: img.large, srcSet: `${img.medium} 400w, ${img.large} 800w`, sizes: "(min-width: 800px) 340px, 100vw" };
}

/** Title, dates, author and the cover image: the top of posts and recipes alike. */
export function PostHeader({ post }: { post: Omit<ShownPost, "products"> }) {
  const t = useLabel();
  const date = useDate();
  return (
    <header className="post-header">
      <div className="post-header-text">
        {/* Shown only because the viewer is staff: the server lets nobody else through. */}
        <StaffPreview hidden={!postIsPublic(post)} />
        <p className="post-category">{post.category_title}</p>
        <h1>{post.title}</h1>
        <p className="post-headline">{post.headline}</p>
        <p className="post-meta">
          <span className="post-author">
            {t("article_author")}: {post.author.name}
          </span>{" "}
          · <time dateTime={post.datetime_published}>{t("article_published", { date: date(post.datetime_published) })}</time>
          {post.datetime_updated.slice(0, 10) !== post.datetime_published.slice(0, 10) && (
            <>
              {" "}
              · <time dateTime={post.datetime_updated}>{t("article_updated", { date: date(post.datetime_updated) })}</time>
            </>
          )}
        </p>
      </div>
      <img className="post-cover" {...coverImage(post)} alt={post.title} width={800} height={800} fetchPriority="high" />
    </header>
  );
}

/** Author box, tags and related posts: the foot of posts and recipes alike. */
export function PostFooter({ post }: { post: Omit<ShownPost, "products"> }) {
  const t = useLabel();
  return (
    <footer className="post-footer">
      <TagChips tags={post.tags} />
      <AuthorBox author={post.author} bio={post.author.bio} />
      {post.related.length > 0 && (
        <section className="related-posts" aria-labelledby="related-posts-title">
          <h2 id="related-posts-title">{t(post.kind === "recipe" ? "recipes_related" : "articles_related")}</h2>
          <PostCollection posts={post.related} headingLevel={3} />
        </section>
      )}
    </footer>
  );
}
