import { describe } from "../../../../shared/structured-data";
import { loadNewsletter, loadNewsletters } from "../../../data/content";
import type { Loader } from "../../types";
import { indexAndEntry } from "../publish/shared";

/** newsletter controller: the archive at `/newsletter/`, one issue at `/newsletter/{id}-{code}/`. */
export const loadNewsletterPage: Loader = (ctx) =>
  indexAndEntry(ctx, {
    title: "newsletters_title",
    description: "newsletter_text",
    index: async () => ({ kind: "content-newsletters", newsletters: await loadNewsletters(ctx.dc) }),
    entry: async (slug) => {
      const m = /^(\d+)-(.+)$/.exec(slug);
      return m?.[1] && m[2] ? loadNewsletter(ctx.dc, Number(m[1]), m[2]) : null;
    },
    page: (newsletter) => ({ screen: { kind: "content-newsletter", newsletter }, description: describe(newsletter.content) }),
  });
