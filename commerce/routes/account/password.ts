import { Hono } from "hono";
import * as v from "valibot";
import { ChangePasswordBody, ForgottenPasswordBody, LinkCode, LinkId, NewPasswordBody, passwordIsEmail } from "../../../shared/contract/account";
import type { CommerceEnv } from "../../env";
import { claimLink, closeOtherLinks, insertLink, LINK_IS_OPEN, newLink, openLink } from "../../lib/account-link";
import { jsonForm } from "../../lib/validate";
import { queueMail } from "../../lib/outbox";
import { hashPassword, verifyPassword } from "../../lib/password";
import { ACCOUNT_LIMITS, allow } from "../../lib/rate-limit";
import { fail, failFields, ok } from "../../lib/respond";
import { issueToken, requireLiveToken } from "../../lib/token";
import { accountId, overLimit, requireAccount, requireMailSite } from "./guard";
import { accountMails } from "./mails";

/** Forgotten password (both variants), its link check, the new password, and a password change. */
export const password = new Hono<CommerceEnv>();

// `/*` covers the list root too: the forgotten-password POST and its link check.
password.use("/auth/forgotten-password/*", requireLiveToken());
password.use("/auth/new-password/", requireLiveToken());
password.use("/auth/change-password/", requireLiveToken(), requireAccount());

const sameAsEmail = [{ field: "password", label_name: "validation_password_same_as_email" }];

/**
 * Mails a link to the new-password screen; with `next` (a path on this site, e.g. the checkout)
 * the link carries it so the shopper returns there. The answer is the same whether or not the
 * e-mail has an account, and so is the work (a link is made either way); beyond the hourly cap
 * per e-mail no mail goes out but the answer stays the same (the owner already holds the earlier
 * links, each valid an hour): asking for mails cannot lock anyone out or flood a mailbox.
 */
password.post("/auth/forgotten-password/", requireMailSite(), jsonForm(ForgottenPasswordBody), async (c) => {
  const { email, next } = c.req.valid("json");
  const site = c.get("site");
  const db = c.env.DB;
  const { limit, windowSeconds } = ACCOUNT_LIMITS.resetMails;
  const [mayMail, user, link, mails] = await Promise.all([
    allow(db, `forgotten:${email.toLowerCase()}`, limit, windowSeconds),
    db.prepare("SELECT id, first_name FROM users WHERE email = ?1").bind(email).first<{ id: number; first_name: string }>(),
    newLink("password_reset"),
    accountMails(db, site),
  ]);
  if (user && mayMail) {
    await db.batch([insertLink(db, link, "password_reset", { userId: user.id }), queueMail(db, mails.passwordReset(email, user.first_name, link, next))]);
  }
  return ok(c, { sent: true as const });
});

/** Whether a reset link still works (the new-password screen asks before showing its form). */
password.get("/auth/forgotten-password/:id/:code/", async (c) => {
  const id = c.req.param("id");
  const code = c.req.param("code");
  const link = v.is(LinkId, id) && v.is(LinkCode, code) ? await openLink(c.env.DB, "password_reset", id, code) : null;
  if (!link) return fail(c, 404, "error_reset_link_invalid");
  return ok(c, { valid: true as const });
});

/**
 * Sets the password from a reset link: the link is used up, every other open link of the account
 * closed, and every token of the account revoked (whoever was logged in with the old password is
 * out). Opening the link proves the mailbox, so an unconfirmed account is confirmed too.
 */
password.post("/auth/new-password/", jsonForm(NewPasswordBody), async (c) => {
  const body = c.req.valid("json");
  const { id, code } = body;
  const limited = await overLimit(c, `new-password:${id}`, ACCOUNT_LIMITS.newPassword.limit, ACCOUNT_LIMITS.newPassword.windowSeconds);
  if (limited) return limited;

  const db = c.env.DB;
  const link = await openLink(db, "password_reset", id, code);
  if (!link) return fail(c, 404, "error_reset_link_invalid");
  const user = await db.prepare("SELECT email FROM users WHERE id = ?1").bind(link.user_id).first<{ email: string }>();
  if (!user) return fail(c, 404, "error_reset_link_invalid");
  if (passwordIsEmail(body.password, user.email)) return failFields(c, 400, sameAsEmail);

  const hash = await hashPassword(body.password);
  const [applied] = await db.batch([
    db.prepare(`UPDATE users SET password_hash = ?2, confirmed_at = COALESCE(confirmed_at, datetime('now')) WHERE id = ?3 AND ${LINK_IS_OPEN}`).bind(id, hash, link.user_id),
    db.prepare(`UPDATE tokens SET revoked_at = datetime('now') WHERE user_id = ?2 AND revoked_at IS NULL AND ${LINK_IS_OPEN}`).bind(id, link.user_id),
    claimLink(db, id),
    closeOtherLinks(db, link.user_id, id),
  ]);
  if (applied?.meta.changes !== 1) return fail(c, 404, "error_reset_link_invalid");
  return ok(c, { changed: true as const, email: user.email });
});

/**
 * Changes the password of the logged-in shopper after checking the current one (ten tries an
 * hour). Every token of the account is revoked, this session's too, and the answer's fresh
 * token carries this session on: a token stolen before the change opens nothing after it.
 */
password.post("/auth/change-password/", jsonForm(ChangePasswordBody), async (c) => {
  const body = c.req.valid("json");
  const userId = accountId(c);
  const limited = await overLimit(c, `change-password:${userId}`, ACCOUNT_LIMITS.changePassword.limit, ACCOUNT_LIMITS.changePassword.windowSeconds);
  if (limited) return limited;

  const db = c.env.DB;
  const user = await db.prepare("SELECT email, password_hash FROM users WHERE id = ?1").bind(userId).first<{ email: string; password_hash: string }>();
  if (!user) return fail(c, 401, "error_unauthorized");
  if (!(await verifyPassword(body.current_password, user.password_hash))) {
    return failFields(c, 400, [{ field: "current_password", label_name: "error_current_password_wrong" }], "error_current_password_wrong");
  }
  if (passwordIsEmail(body.password, user.email)) return failFields(c, 400, sameAsEmail);

  const hash = await hashPassword(body.password);
  await db.batch([
    db.prepare("UPDATE users SET password_hash = ?1 WHERE id = ?2").bind(hash, userId),
    db.prepare("UPDATE tokens SET revoked_at = datetime('now') WHERE user_id = ?1 AND revoked_at IS NULL").bind(userId),
    // An open reset link would undo the change.
    closeOtherLinks(db, userId, ""),
  ]);
  return ok(c, { jwt: await issueToken(c.env, userId) });
});
