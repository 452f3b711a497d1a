import { describe } from "../../../../shared/structured-data";
import { loadNewsletter, loadNewsletters } from "../../../data/content";
import type { Loader } from "../../types";
import { homeCrumb, labeler, segments } from "../publish/shared";

/** newsletter controller: the archive at `/newsletter/`, one issue at `/newsletter/{id}-{code}/`. */
export const loadNewsletterPage: Loader = async (ctx) => {
  const parts = segments(ctx.route.path);
  const t = await labeler(ctx);
  const indexCrumb = { title: t("newsletters_title"), path: `/${parts[0] ?? ""}/` };
  if (parts.length <= 1) {
    const newsletters = await loadNewsletters(ctx.dc);
    return {
      kind: "page",
      screen: { kind: "content-newsletters", newsletters },
      title: t("newsletters_title"),
      description: t("newsletter_text"),
      breadcrumbs: [homeCrumb(t), indexCrumb],
    };
  }
  const m = /^(\d+)-(.+)$/.exec(parts[1] ?? "");
  if (!m?.[1] || !m[2]) return null;
  const newsletter = await loadNewsletter(ctx.dc, Number(m[1]), m[2]);
  if (!newsletter) return null;
  return {
    kind: "page",
    screen: { kind: "content-newsletter", newsletter },
    title: newsletter.title,
    description: describe(newsletter.content),
    breadcrumbs: [homeCrumb(t), indexCrumb, { title: newsletter.title, path: ctx.route.path }],
  };
};
