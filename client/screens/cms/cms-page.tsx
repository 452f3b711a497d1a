import type { CmsPage } from "../../../shared/contract/cms";
import type { FaqEntry } from "../../../shared/contract/content";
import type { PostListItem } from "../../../shared/contract/publish";
import type { ScreenOf } from "../../../shared/screens";
import { useLabel, useUrls } from "../../state/hooks";
import { ProductGrid } from "../catalog/product-card";

type Home = Pick<ScreenOf<"cms">, "categories" | "featured">;

/**
 * CMS pages: default, homepage, about, contact, faq. `page.content` and the FAQ answers were
 * sanitized on the server (worker/pages/sanitize.ts) before they reached the state, which is
 * why they may be set as HTML here.
 */
export function CmsScreen({ template, page, faq, posts, categories, featured }: { template: string; page: CmsPage; faq?: FaqEntry[]; posts?: PostListItem[] } & Home) {
  const t = useLabel();
  if (template === "homepage") {
    return (
      <article className="home">
        <section className="hero">
          <h1>{t("welcome_title")}</h1>
          <p className="tagline">{t("site_tagline")}</p>
          <p>{t("welcome_text")}</p>
        </section>
        {categories && categories.length > 0 && <HomeCategories categories={categories} />}
        {featured && <Featured featured={featured} />}
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

/** The shop's top categories as a row of links under the welcome. */
function HomeCategories({ categories }: { categories: NonNullable<Home["categories"]> }) {
  const t = useLabel();
  const urls = useUrls();
  return (
    <nav className="home-categories" aria-label={t("nav_categories")}>
      <ul className="category-tiles">
        {categories.map((c) => (
          <li key={c.code}>
            <a href={urls.path(c.url_without_domain)}>{c.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The featured catalogue list (the shop's offers): its first products and the way to all of them. */
function Featured({ featured }: { featured: NonNullable<Home["featured"]> }) {
  const t = useLabel();
  const urls = useUrls();
  const href = urls.path(featured.list.url_without_domain);
  return (
    <section className="home-featured" aria-labelledby="home-featured-title">
      <h2 id="home-featured-title">
        <a href={href}>{featured.list.title}</a>
      </h2>
      <ProductGrid products={featured.products} />
      <p className="home-featured-all">
        <a className="button button-secondary" href={href}>
          {t("view_all")}
        </a>
      </p>
    </section>
  );
}

/** The home page's teaser of the newest articles and recipes. */
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
