import type { CmsPage } from "../../../shared/contract/cms";
import { useLabel } from "../../state/hooks";

/**
 * CMS pages: default, homepage, about, contact, faq. `page.content` was sanitized on the
 * server (worker/pages/sanitize.ts) before it reached the state, which is why it may be set
 * as HTML here.
 */
export function CmsScreen({ template, page }: { template: string; page: CmsPage }) {
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
      </article>
    );
  }
  return (
    <article className={`cms cms-${template}`}>
      <h1>{page.title}</h1>
      <div className="cms-content" dangerouslySetInnerHTML={{ __html: page.content }} />
    </article>
  );
}
