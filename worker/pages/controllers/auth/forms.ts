import { sitePathOnly } from "../../../bff/return-path";
import { EMPTY_FORM } from "../../../../shared/screens/auth";
import { confirmSignup, resetLinkWorks } from "../../../data/account";
import type { LoaderResult, PageContext } from "../../types";
import { authPage, formState, labeler, returnPath } from "./page";

/**
 * The screens of a shopper who is not logged in (log-in, sign-up, passwords, the confirmation
 * link) and the log-out form. They load the labels and, for the mailed links, ask the API about
 * the link; nothing of any account.
 */

/** The log-in form; on the account root it is the default screen, with no `redirect`. */
export async function loginPage(ctx: PageContext, own: boolean): Promise<LoaderResult> {
  const t = await labeler(ctx);
  const redirect = own ? returnPath(ctx, "redirect") : null;
  return authPage(ctx, t, { kind: "auth-login", form: formState(ctx.flash(), "login"), redirect }, "auth_login");
}

export async function signupPage(ctx: PageContext): Promise<LoaderResult> {
  const t = await labeler(ctx);
  return authPage(ctx, t, { kind: "auth-signup", form: formState(ctx.flash(), "signup") }, "auth_signup");
}

/** `next` (from the webshop's variant) goes into the mailed link. */
export async function forgottenPage(ctx: PageContext): Promise<LoaderResult> {
  const t = await labeler(ctx);
  const screen = { kind: "auth-forgotten-password" as const, form: formState(ctx.flash(), "forgotten-password"), next: returnPath(ctx, "next") };
  return authPage(ctx, t, screen, "auth_forgotten_password_title");
}

/**
 * The mailed links act for the visitor's session: a request with none (a bot, a mail scanner
 * opening links, curl: they get no token) sees the 404 screen, and the link is neither asked
 * about nor used up, so the shopper's own click still works.
 */
const linkNeedsSession = (ctx: PageContext) => ctx.dc.visitorToken === null;

/** `/{auth}/change-password/{id}/{code}/`: the form while the link works, else how to get a new one. */
export async function newPasswordPage(ctx: PageContext, id: string, code: string): Promise<LoaderResult> {
  if (linkNeedsSession(ctx)) return null;
  const [t, valid] = await Promise.all([labeler(ctx), resetLinkWorks(ctx.dc, id, code)]);
  const form = valid ? formState(ctx.flash(), "new-password") : EMPTY_FORM;
  return authPage(ctx, t, { kind: "auth-new-password", valid, id, code, next: returnPath(ctx, "next"), form }, "auth_new_password_title");
}

/**
 * `/{auth}/confirm-signup/{id}/{code}/`: opening the mailed link confirms the account (the API
 * uses the link up), so this page is never prefetched or cached: it is `private` like every
 * auth page, and no page links to it.
 */
export async function confirmPage(ctx: PageContext, id: string, code: string): Promise<LoaderResult> {
  if (linkNeedsSession(ctx)) return null;
  const [t, confirmed] = await Promise.all([labeler(ctx), confirmSignup(ctx.dc, id, code)]);
  return authPage(ctx, t, { kind: "auth-signup-confirm", confirmed: confirmed !== null, email: confirmed?.email ?? null }, "auth_signup_confirm_title");
}

/** A GET never logs out (CSRF): this is the form that does, with the `redirect` it will follow. */
export async function logoutPage(ctx: PageContext, loggedIn: boolean): Promise<LoaderResult> {
  const t = await labeler(ctx);
  return authPage(ctx, t, { kind: "auth-logout", redirect: sitePathOnly(ctx.query.get("redirect"), ctx.site), loggedIn }, "nav_logout");
}
