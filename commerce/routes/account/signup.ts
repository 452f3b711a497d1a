import { Hono, type Context } from "hono";
import * as v from "valibot";
import { LinkCode, LinkId, QuickSignupBody, SignupBody } from "../../../shared/contract/account";
import type { CommerceEnv, Known } from "../../env";
import { claimLink, closeOtherLinks, insertLink, LINK_IS_OPEN, newLink, openLink } from "../../lib/account-link";
import { jsonForm } from "../../lib/validate";
import { queueMail } from "../../lib/outbox";
import { hashPassword } from "../../lib/password";
import { ACCOUNT_LIMITS } from "../../lib/rate-limit";
import { fail, ok } from "../../lib/respond";
import { requireLiveToken } from "../../lib/token";
import { overLimit, requireMailSite } from "./guard";
import { accountMails } from "./mails";

/** Sign-up, quick sign-up (after a guest checkout) and the confirmation link (docs/behaviour/07-api.md "Auth"). */
export const signup = new Hono<CommerceEnv>();

signup.use("/auth/signup/", requireLiveToken());
signup.use("/auth/quick-signup/", requireLiveToken());
signup.use("/auth/signup-confirm/*", requireLiveToken());

interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  newsletter: boolean;
  acceptedTerms: boolean;
}

/**
 * Both sign-ups answer the same whether or not the e-mail had an account, and cost the same (the
 * password is hashed either way): nobody learns who shops here. A new e-mail gets an unconfirmed
 * account and a confirmation link; an unconfirmed one a new link carrying this attempt's own
 * password; a confirmed one's owner a mail saying someone tried, and nothing changes.
 */
async function register(c: Context<CommerceEnv & Known<"site">>, r: Registration): Promise<Response> {
  const site = c.get("site");
  const limited = await overLimit(c, `signup:${r.email.toLowerCase()}`, ACCOUNT_LIMITS.signups.limit, ACCOUNT_LIMITS.signups.windowSeconds);
  if (limited) return limited;

  const db = c.env.DB;
  const passwordHash = await hashPassword(r.password);
  const existing = await db.prepare("SELECT id, first_name, confirmed_at FROM users WHERE email = ?1").bind(r.email).first<{ id: number; first_name: string; confirmed_at: string | null }>();
  const mails = await accountMails(db, site);

  if (existing?.confirmed_at) {
    await queueMail(db, mails.accountExists(r.email, existing.first_name)).run();
  } else {
    const link = await newLink("signup_confirm");
    const pending = { passwordHash, firstName: r.firstName, lastName: r.lastName, newsletter: r.newsletter };
    await db.batch([
      // A racing sign-up may have made the row since the lookup: then this attempt just adds its link.
      db
        .prepare(
          `INSERT INTO users (email, password_hash, first_name, last_name, newsletter, terms_accepted_at, site)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) ON CONFLICT(email) DO NOTHING`,
        )
        .bind(r.email, passwordHash, r.firstName, r.lastName, r.newsletter ? 1 : 0, r.acceptedTerms ? new Date().toISOString() : null, site.code),
      insertLink(db, link, "signup_confirm", { email: r.email }, pending),
      queueMail(db, mails.signupConfirm(r.email, r.firstName, link)),
    ]);
  }
  return ok(c, { email: r.email, confirmation_required: true as const });
}

signup.post("/auth/signup/", requireMailSite(), jsonForm(SignupBody), async (c) => {
  const b = c.req.valid("json");
  return register(c, { email: b.email, password: b.password, firstName: b.first_name, lastName: b.last_name, newsletter: b.newsletter, acceptedTerms: true });
});

signup.post("/auth/quick-signup/", requireMailSite(), jsonForm(QuickSignupBody), async (c) => {
  const body = c.req.valid("json");
  return register(c, { email: body.email, password: body.password, firstName: "", lastName: "", newsletter: false, acceptedTerms: false });
});

/**
 * Opens the confirmation link: the account is confirmed with the data of the attempt that link
 * was mailed for, the link is used up and the account's other open links stop working. Wrong,
 * expired, used and foreign links all get the same 404.
 */
signup.get("/auth/signup-confirm/:id/:code/", async (c) => {
  const id = c.req.param("id");
  const code = c.req.param("code");
  const invalid = () => fail(c, 404, "error_confirm_link_invalid");
  if (!v.is(LinkId, id) || !v.is(LinkCode, code)) return invalid();
  const db = c.env.DB;
  const link = await openLink(db, "signup_confirm", id, code);
  if (!link) return invalid();
  const [applied] = await db.batch([
    db
      .prepare(
        `UPDATE users SET confirmed_at = datetime('now'), password_hash = COALESCE(?2, password_hash),
           first_name = COALESCE(?3, first_name), last_name = COALESCE(?4, last_name), newsletter = COALESCE(?5, newsletter)
         WHERE id = ?6 AND confirmed_at IS NULL AND ${LINK_IS_OPEN}`,
      )
      .bind(id, link.password_hash, link.first_name, link.last_name, link.newsletter, link.user_id),
    claimLink(db, id),
    closeOtherLinks(db, link.user_id, id),
  ]);
  // Nothing applied: the link lost a race, or the account was confirmed another way meanwhile.
  if (applied?.meta.changes !== 1) return invalid();
  const user = await db.prepare("SELECT email FROM users WHERE id = ?1").bind(link.user_id).first<{ email: string }>();
  return ok(c, { confirmed: true as const, email: user?.email ?? "" });
});
