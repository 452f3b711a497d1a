import type { ScreenOf } from "../../../shared/screens";
import { useLabel, useUrls } from "../../state/hooks";
import { Pagination } from "./pagination";
import { PostCollection } from "./parts";

export function AuthorsScreen({ screen }: { screen: ScreenOf<"publish-authors"> }) {
  const t = useLabel();
  const urls = useUrls();
  return (
    <section className="authors">
      <h1>{t("authors_title")}</h1>
      <ul className="author-grid">
        {screen.authors.map((a) => (
          <li key={a.code}>
            <a href={urls.path(a.url_without_domain)}>
              <img src={a.image_thumbs.medium} alt="" width={160} height={160} loading="lazy" />
              <span className="author-name">{a.name}</span>
            </a>
            <p className="author-role">{a.role}</p>
            <p className="count">
              {t("author_articles")}: {a.post_count}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Author detail: photo, role and bio, then their posts a page at a time. */
export function AuthorScreen({ screen }: { screen: ScreenOf<"publish-author"> }) {
  const t = useLabel();
  const { author, posts } = screen;
  return (
    <section className="author-page">
      <header className="author-header">
        <img src={author.image_thumbs.medium} alt={author.name} width={160} height={160} />
        <div>
          <h1>{author.name}</h1>
          <p className="author-role">{author.role}</p>
          <p className="author-bio">{author.bio}</p>
        </div>
      </header>
      <h2>{t("author_articles")}</h2>
      <PostCollection posts={posts.items} headingLevel={3} />
      <Pagination posts={posts} />
    </section>
  );
}

export function TagsScreen({ screen }: { screen: ScreenOf<"publish-tags"> }) {
  const t = useLabel();
  const urls = useUrls();
  return (
    <section className="tags">
      <h1>{t("tags_title")}</h1>
      <ul className="tag-cloud">
        {screen.tags.map((tag) => (
          <li key={tag.code}>
            <a className="tag" href={urls.path(tag.url_without_domain)} rel="tag">
              {tag.title} <span className="count">({tag.post_count})</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Tag index: the posts and recipes carrying the tag. */
export function TagScreen({ screen }: { screen: ScreenOf<"publish-tag"> }) {
  const t = useLabel();
  const { tag, posts } = screen;
  return (
    <section className="tag-page">
      <h1>{tag.title}</h1>
      <p className="publish-intro">{t("tag_posts", { tag: tag.title })}</p>
      <PostCollection posts={posts.items} />
      <Pagination posts={posts} />
    </section>
  );
}
