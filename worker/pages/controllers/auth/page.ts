import type { Screen } from "../../../../shared/screens";
import { EMPTY_FORM, type FormState } from "../../../../shared/screens/auth";
import { appUrl } from "../../../../shared/urls";
import type { FormFlash } from "../../../session/form-flash";
import { sitePathOnly } from "../../../bff/return-path";
import type { Loaded, PageContext } from "../../types";
import { labeler } from "../publish/shared";

/** Helpers every auth screen loader shares: the page frame, form state from the flash, return paths. */

export type T = Awaited<ReturnType<typeof labeler>>;
export { labeler };

/**
 * An auth page: visitor-bound, so `private` (no-store, never cached) and noindex. Crumbs: home,
 * the account root (unless this is it), the screen.
 */
export function authPage(ctx: PageContext, t: T, screen: Screen, titleKey: string): Loaded {
  const title = t(titleKey);
  const root = appUrl({ basePath: "", routeWords: ctx.site.routeWords }, "auth");
  const crumbs = [{ title: t("breadcrumbs_home"), path: "/" }];
  if (ctx.route.path !== root) crumbs.push({ title: t("nav_account"), path: root });
  crumbs.push({ title, path: ctx.route.path });
  return { kind: "page", screen, title, description: title, breadcrumbs: crumbs, private: true, noindex: true };
}

/** What a refused (or done) plain post left for this form, read once per page; else an empty form. */
export function formState(flash: FormFlash | null, form: string): FormState {
  return flash && flash.form === form ? { values: flash.values, errors: flash.errors, notice: flash.notice } : EMPTY_FORM;
}

/** A `redirect` / `next` query that is a path on this site, else null (never another origin). */
export function returnPath(ctx: PageContext, name: string): string | null {
  return sitePathOnly(ctx.query.get(name), ctx.site);
}
