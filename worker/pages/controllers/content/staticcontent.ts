import { describe } from "../../../../shared/structured-data";
import { loadStaticContent } from "../../../data/content";
import type { Loader } from "../../types";
import { homeCrumb, labeler, segments } from "../publish/shared";

/** staticcontent controller: `/info/{code with dashes}/` shows the static block of that code. */
export const loadStaticContentPage: Loader = async (ctx) => {
  const slug = segments(ctx.route.path)[1] ?? "";
  if (!/^[a-z0-9-]+$/.test(slug)) return null;
  const [block, t] = await Promise.all([loadStaticContent(ctx.dc, slug.replace(/-/g, "_")), labeler(ctx)]);
  if (!block) return null;
  const title = block.title || slug.replace(/-/g, " ");
  return {
    kind: "page",
    screen: { kind: "content-static", block },
    title,
    description: describe(block.content),
    breadcrumbs: [homeCrumb(t), { title, path: ctx.route.path }],
  };
};
