import { useAtomValue } from "jotai";
import type { AuthorRef, LinkRef, PostCard as PostCardData } from "../../../shared/contract/publish";
import { printDate } from "../../../shared/date-print";
import { tenantAtom } from "../../state/atoms";
import { useLabel, useUrls } from "../../state/hooks";

/**
 * Pieces the publishing screens share: dates in the tenant's locale, post cards in the layouts
 * the category templates use, the author box, tag chips (the numbered pages: ./pagination.tsx).
 */

/** A date formatter in the tenant's locale, with the shape the server sent (shared/date-print.ts): no Intl in the browser. */
export function useDate() {
  const tenant = useAtomValue(tenantAtom);
  return (iso: string) => (tenant ? printDate(iso, tenant.dates) : iso);
}

export function DateText({ iso }: { iso: string }) {
  const date = useDate();
  return <time dateTime={iso}>{date(iso)}</time>;
}

export function Minutes({ minutes }: { minutes: number }) {
  return <>{minutes} min</>;
}

type CardVariant = "card" | "row" | "feature";

export function PostCard({ post, variant = "card", headingLevel = 2 }: { post: PostCardData; variant?: CardVariant; headingLevel?: 2 | 3 }) {
  const t = useLabel();
  const urls = useUrls();
  const href = urls.path(post.url_without_domain);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const image = variant === "row" ? post.main_image_thumbs.small : variant === "feature" ? post.main_image_thumbs.large : post.main_image_thumbs.medium;
  const size = variant === "row" ? 160 : variant === "feature" ? 800 : 400;
  const summary = post.attributes_summary;
  return (
    <article className={`post-card post-card-${variant}`}>
      <a href={href} className="post-card-image" tabIndex={-1} aria-hidden="true">
        <img src={image} alt="" width={size} height={size} loading="lazy" />
      </a>
      <div className="post-card-body">
        <p className="post-card-meta">
          <a href={urls.path(post.category_url_without_domain)}>{post.category_title}</a> · <DateText iso={post.datetime_published} />
        </p>
        <Heading className="post-card-title">
          <a href={href}>{post.title}</a>
        </Heading>
        {variant !== "row" && <p className="post-card-headline">{post.headline}</p>}
        <p className="post-card-text">{post.short_description}</p>
        {summary && (
          <p className="recipe-summary">
            {t("recipe_prep_time")}: <Minutes minutes={summary.prep_minutes} /> · {t("recipe_cook_time")}: <Minutes minutes={summary.cook_minutes} /> · {t("recipe_servings")}: {summary.servings}
          </p>
        )}
        <p className="post-card-author">
          {t("article_author")}: <a href={urls.path(post.author.url_without_domain)}>{post.author.name}</a>
        </p>
        {post.tags.length > 0 && (
          <ul className="post-card-tags" aria-label={t("tags_title")}>
            {post.tags.map((tag) => (
              <li key={tag.code}>
                <a className="tag" href={urls.path(tag.url_without_domain)} rel="tag">
                  {tag.title}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}

export type CollectionLayout = "grid" | "list" | "guide" | "magazine";

/**
 * Posts in one of the layouts: a card grid (blog, recipes), a dated list (news), a numbered
 * list with headlines (guides), or a lead story above a grid (magazine).
 */
export function PostCollection({ posts, layout = "grid", headingLevel = 2 }: { posts: PostCardData[]; layout?: CollectionLayout; headingLevel?: 2 | 3 }) {
  const t = useLabel();
  if (posts.length === 0) return <p className="empty">{t("posts_empty")}</p>;
  if (layout === "magazine") {
    const [lead, ...rest] = posts;
    return (
      <div className="post-magazine">
        {lead && <PostCard post={lead} variant="feature" headingLevel={headingLevel} />}
        <div className="post-grid">
          {rest.map((p) => (
            <PostCard key={p.id} post={p} headingLevel={headingLevel} />
          ))}
        </div>
      </div>
    );
  }
  if (layout === "list" || layout === "guide") {
    const List = layout === "guide" ? "ol" : "ul";
    return (
      <List className={`post-list post-list-${layout}`}>
        {posts.map((p) => (
          <li key={p.id}>
            <PostCard post={p} variant="row" headingLevel={headingLevel} />
          </li>
        ))}
      </List>
    );
  }
  return (
    <div className="post-grid">
      {posts.map((p) => (
        <PostCard key={p.id} post={p} headingLevel={headingLevel} />
      ))}
    </div>
  );
}

export function AuthorBox({ author, bio }: { author: AuthorRef; bio?: string }) {
  const t = useLabel();
  const urls = useUrls();
  return (
    <aside className="author-box" aria-label={t("article_author")}>
      <img src={author.image_thumbs.small} alt="" width={80} height={80} loading="lazy" />
      <div>
        <p className="author-name">
          <a href={urls.path(author.url_without_domain)} rel="author">
            {author.name}
          </a>
        </p>
        {author.role && <p className="author-role">{author.role}</p>}
        {bio && <p className="author-bio">{bio}</p>}
      </div>
    </aside>
  );
}

export function TagChips({ tags }: { tags: LinkRef[] }) {
  const t = useLabel();
  const urls = useUrls();
  if (tags.length === 0) return null;
  return (
    <nav className="tag-chips" aria-label={t("tags_title")}>
      {tags.map((tag) => (
        <a key={tag.code} className="tag" href={urls.path(tag.url_without_domain)} rel="tag">
          {tag.title}
        </a>
      ))}
    </nav>
  );
}

/** A staff preview of something hidden says so at the top. */
export function StaffPreview({ hidden }: { hidden: boolean }) {
  const t = useLabel();
  if (!hidden) return null;
  return (
    <p className="staff-preview" role="note">
      {t("content_staff_preview")}
    </p>
  );
}
