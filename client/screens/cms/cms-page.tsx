import type { CmsPage } from "../../../shared/contract/cms";
import type { FaqEntry } from "../../../shared/contract/content";
import type { PostListItem } from "../../../shared/contract/publish";
import { useLabel, useUrls } from "../../state/hooks";

/**
 * CMS pages: default, homepage, about, contact, faq. `page.content` and the FAQ answers were
 * sanitized on the server (worker/pages/sanitize.ts) before they reached the state, which is
 * why they may be set as HTML here.
 */
export function CmsScreen({ template, page, faq, posts }: { template: string; page: CmsPage; faq?: FaqEntry[]; posts?: PostListItem[] }) {
  const t = useLabel();
  if (template === "homepage") {
    return (
      <article className="home">
        <section className="hero">
          <h1>{t("welcome_title")}</h1>
          <p className="tagline">{t("site_tagline")}</p>
          <p>{t("welcome_text")}</p>
        </section>
        <div className="cms-content" dangerouslySetInnerHTML={{ __html: page.content }} />
        {posts && posts.length > 0 && <NewestPosts posts={posts} />}
      </article>
    );
  }
  if (template === "login_required") return <LoginRequired title={page.title} />;
  return (
    <article className={`cms cms-${template}`}>
      <h1>{page.title}</h1>
      <div className="cms-content" dangerouslySetInnerHTML={{ __html: page.content }} />
      {template === "faq" && faq && <FaqList entries={faq} />}
    </article>
  );
}

/** The home page's teaser of the newest articles and recipes (kept small: it is in the main bundle). */
function NewestPosts({ posts }: { posts: PostListItem[] }) {
  const t = useLabel();
  const urls = useUrls();
  return (
    <section className="home-posts" aria-labelledby="home-posts-title">
      <h2 id="home-posts-title">{t("articles_title")}</h2>
      <ul className="home-post-list">
        {posts.map((p) => (
          <li key={p.id}>
            <p className="post-card-meta">
              <a href={urls.path(p.category_url_without_domain)}>{p.category_title}</a>
            </p>
            <h3>
              <a href={urls.path(p.url_without_domain)}>{p.title}</a>
            </h3>
            <p>{p.short_description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** FAQ as a disclosure list: native <details>/<summary>, so keyboard and screen readers work as is. */
function FaqList({ entries }: { entries: FaqEntry[] }) {
  const t = useLabel();
  return (
    <section className="faq" aria-label={t("faq_title")}>
      {entries.map((f) => (
        <details key={f.code} className="faq-item" id={`faq-${f.code}`}>
          <summary>{f.question}</summary>
          <div className="faq-answer cms-content" dangerouslySetInnerHTML={{ __html: f.answer }} />
        </details>
      ))}
    </section>
  );
}

/** A members-only page seen by a logged-out shopper: its title and the way in, not its content. */
function LoginRequired({ title }: { title: string }) {
  const t = useLabel();
  const urls = useUrls();
  return (
    <article className="cms cms-login-required">
      <h1>{title}</h1>
      <p>{t("error_unauthorized")}</p>
      <a className="button" href={urls.named("auth_login")}>
        {t("auth_login")}
      </a>
    </article>
  );
}
