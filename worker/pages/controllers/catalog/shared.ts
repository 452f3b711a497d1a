import { label } from "../../../../shared/labels";
import { loadLabels } from "../../../data/app-data";
import type { PageContext } from "../../types";

/** The route's entity code (`catalog_category:flours` → `flours`). */
export function entityCode(ctx: PageContext): string | null {
  const e = ctx.route.entity;
  return e && e.includes(":") ? e.slice(e.indexOf(":") + 1) : null;
}

/** The first breadcrumb of every catalogue page. */
export const home = async (ctx: PageContext) => ({ title: label(await loadLabels(ctx.dc), "breadcrumbs_home"), path: "/" });
