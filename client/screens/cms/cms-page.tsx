import type { CmsPage } from "../../../shared/contract/cms";
import type { FaqEntry } from "../../../shared/contract/content";
import { Suspense, use, useEffect, useState, type ReactNode } from "react";
import type { ScreenOf } from "../../../shared/screens";
import type { HomeBelow, HomePost } from "../../../shared/screens/cms";
import { belowRead, homeBelowPath } from "../../state/below-read";
import { CategoryTiles } from "../../components/category-tiles";
import { Icon } from "../../components/icon";
import { useLabel, useMount, useUrls } from "../../state/hooks";
import { ProductGrid } from "../catalog/product-card";
import type { LcpImage } from "../../../shared/lcp-image";

/**
 * The home page's hero picture (drawn at seed build, docs/decisions/0013-product-images.md), 3:2:
 * the page's largest paint, which the server also preloads (worker/render/hints.ts).
 */
export const HOME_HERO: LcpImage = {
  src: "/media/home/hero-large.svg",
  srcSet: "/media/home/hero-medium.svg 800w, /media/home/hero-large.svg 1200w",
  sizes: "(min-width: 900px) 50vw, 100vw",
};

type Home = Pick<ScreenOf<"cms">, "categories" | "offers" | "below" | "belowKey">;


/**
 * CMS pages: default, homepage, about, contact, faq. `page.content` and the FAQ answers were
 * sanitized on the server (worker/pages/sanitize.ts) before they reached the state, which is
 * why they may be set as HTML here.
 */
export function CmsScreen({ template, page, faq, categories, offers, below, belowKey }: { template: string; page: CmsPage; faq?: FaqEntry[] } & Home) {
  const t = useLabel();
  const urls = useUrls();
  if (template === "homepage") {
    return (
      <article className="home">
        <section className="hero">
          <div className="home-hero-text">
            <p className="home-hero-eyebrow">{t("site_tagline")}</p>
            <h1>{t("welcome_title")}</h1>
            <p>{t("home_hero_offer")}</p>
            {offers && (
              <a className="button" href={urls.path(offers.url_without_domain)}>
                {t("home_hero_cta")}
              </a>
            )}
          </div>
          {/* The page's largest paint: fetched first, its box reserved. */}
          <img src={HOME_HERO.src} srcSet={HOME_HERO.srcSet} sizes={HOME_HERO.sizes} width={1200} height={800} alt={t("home_hero_image")} fetchPriority="high" />
        </section>
        <ul className="home-usp" aria-label={t("home_usp_title")}>
          {(
            [
              ["truck", "home_usp_delivery"],
              ["parcel", "home_usp_free"],
              ["returns", "cart_trust_returns"],
              ["shield", "cart_trust_secure"],
            ] as const
          ).map(([icon, key]) => (
            <li key={key}>
              <Icon name={icon} />
              {t(key)}
            </li>
          ))}
        </ul>
        {categories && categories.length > 0 && (
          <Section id="home-categories" title={t("home_categories_title")}>
            <CategoryTiles categories={categories} />
          </Section>
        )}
        <BelowTheFold below={below} belowKey={belowKey} />
        <div className="cms-content" dangerouslySetInnerHTML={{ __html: page.content }} />
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

/**
 * The home page's sections below the fold (docs/decisions/0016-lean-pages.md "Home state: the
 * sections below the fold"), in a Suspense boundary. With their data at hand (the server's render,
 * or a client-side navigation's page answer) they render from it. A page loaded in full embeds
 * only their key: the browser reads them from the BFF (client/state/below-read.ts), and until then React keeps
 * the server's markup of the boundary and hydrates it when they arrive (the rest of the page does
 * not wait). If they moved since the server rendered (a page from a cache), a new boundary (a new
 * key) replaces the server's, rendered from what arrived, instead of hydrating markup that differs.
 */
function BelowTheFold({ below, belowKey }: { below?: HomeBelow; belowKey?: string }) {
  const { basePath } = useMount();
  const read = below || !belowKey ? null : belowRead<HomeBelow>("home/below", homeBelowPath(basePath, belowKey), belowKey);
  const [moved, setMoved] = useState<HomeBelow>();
  useEffect(() => void read?.moved.then(setMoved), [read]);
  return (
    <Suspense key={moved?.key} fallback={null}>
      <BelowSections below={below ?? moved ?? read?.same} />
    </Suspense>
  );
}

/** The offers first, then bestsellers and new (each a rail of cards with add-to-cart), then the newest recipes and articles. */
function BelowSections({ below }: { below?: HomeBelow | Promise<HomeBelow> }) {
  const t = useLabel();
  const urls = useUrls();
  const { featured, rails = [], recipes, posts } = (below instanceof Promise ? use(below) : below) ?? {};
  // Once these sections are live (hydrated or rendered): tests and tools wait on it.
  useEffect(() => {
    document.documentElement.dataset.homeBelow = "live";
  }, []);
  const shown = featured ? [featured, ...rails] : rails;
  return (
    <>
      {shown.map((r) => (
        <Section key={r.list.code} id={`home-${r.list.code}`} title={r.list.title} href={urls.path(r.list.url_without_domain)} more={t("view_all")}>
          <ProductGrid products={r.products} list={{ id: `home-${r.list.code}`, name: r.list.title }} />
        </Section>
      ))}
      {recipes && <Teasers id="home-recipes" title={t("recipes_title")} posts={recipes} />}
      {posts && <Teasers id="home-posts" title={t("articles_title")} posts={posts} list="home-post-list" />}
    </>
  );
}

/** A home page section: its heading (a link to all of it, when there is one) and its content. */
function Section({ id, title, href, more, children }: { id: string; title: string; href?: string; more?: string; children: ReactNode }) {
  return (
    <section className={`home-section ${id}`} aria-labelledby={id}>
      <div className="home-section-head">
        <h2 id={id}>{title}</h2>
        {href && (
          <a href={href} aria-describedby={id}>
            {more}
          </a>
        )}
      </div>
      {children}
    </section>
  );
}

/** The newest articles or recipes: picture, category and title. */
function Teasers({ id, title, posts, list = "" }: { id: string; title: string; posts: HomePost[]; list?: string }) {
  const urls = useUrls();
  return (
    <Section id={id} title={title}>
      <ul className={`home-teasers ${list}`}>
        {posts.map((p) => (
          <li key={p.id}>
            <img src={p.main_image_thumbs.medium} alt="" width={400} height={400} loading="lazy" />
            <p className="post-card-meta">
              <a href={urls.path(p.category_url_without_domain)}>{p.category_title}</a>
            </p>
            <h3>
              <a href={urls.path(p.url_without_domain)}>{p.title}</a>
            </h3>
          </li>
        ))}
      </ul>
    </Section>
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
