import { label } from "../../../shared/labels";
import type { Mail } from "../../lib/outbox";
import type { SiteRow } from "../../lib/site";

/**
 * The account's mails, in the site's language, from the mail labels (commerce/seed/labels-account.ts).
 * Links are SITE PATHS under the site's account root (the `auth:index` route row, e.g.
 * `/korisnik/`), with the storefront's hyphenated screen segments (`confirm-signup`,
 * `change-password`): whoever sends the mail, or the dev outbox page, puts the site's mount in front.
 */
const MAIL_KEYS = [
  "mail_greeting",
  "mail_greeting_anonymous",
  "mail_signoff",
  "mail_signup_confirm_subject",
  "mail_signup_confirm_body",
  "mail_account_exists_subject",
  "mail_account_exists_body",
  "mail_password_reset_subject",
  "mail_password_reset_body",
  "mail_order_account_subject",
  "mail_order_account_body",
] as const;

interface MailLink {
  id: string;
  code: string;
}

interface AccountMails {
  signupConfirm(to: string, name: string, link: MailLink): Mail;
  accountExists(to: string, name: string): Mail;
  passwordReset(to: string, name: string, link: MailLink, next?: string): Mail;
  /** A guest's account made from their order (`number`, the readable one): the link chooses its password. */
  orderAccount(to: string, name: string, number: string, link: MailLink): Mail;
}

export async function accountMails(db: D1Database, site: SiteRow): Promise<AccountMails> {
  const [rows, root] = await Promise.all([
    db.prepare(`SELECT key, value FROM labels WHERE lang = ?1 AND key IN (${MAIL_KEYS.map((_, i) => `?${i + 2}`).join(", ")})`).bind(site.lang, ...MAIL_KEYS).all<{ key: string; value: string }>(),
    db.prepare("SELECT path FROM routes WHERE site = ?1 AND entity_key = 'auth:index'").bind(site.code).first<{ path: string }>(),
  ]);
  if (!root) throw new Error(`commerce: site ${site.code} has no auth:index route to build mail links from`);
  const texts = Object.fromEntries(rows.results.map((r) => [r.key, r.value]));
  const shop = site.title;

  function compose(to: string, name: string, kind: Mail["kind"], key: "signup_confirm" | "account_exists" | "password_reset" | "order_account", links: string[], vars: Record<string, string>): Mail {
    const greeting = name ? label(texts, "mail_greeting", { name }) : label(texts, "mail_greeting_anonymous");
    const body = label(texts, `mail_${key}_body`, { ...vars, shop });
    return { site: site.code, to, kind, subject: label(texts, `mail_${key}_subject`, { shop }), text: `${greeting}\n\n${body}\n\n${label(texts, "mail_signoff", { shop })}`, links };
  }

  return {
    signupConfirm(to, name, link) {
      const url = `${root.path}confirm-signup/${link.id}/${link.code}/`;
      return compose(to, name, "signup_confirm", "signup_confirm", [url], { link: url });
    },
    accountExists(to, name) {
      const login = `${root.path}login/`;
      const reset = `${root.path}forgotten-password/`;
      return compose(to, name, "account_exists", "account_exists", [login, reset], { login_link: login, reset_link: reset });
    },
    passwordReset(to, name, link, next) {
      const url = `${root.path}change-password/${link.id}/${link.code}/${next ? `?next=${encodeURIComponent(next)}` : ""}`;
      return compose(to, name, "password_reset", "password_reset", [url], { link: url });
    },
    orderAccount(to, name, number, link) {
      // The reset page chooses the password; the account is confirmed when it is set.
      const url = `${root.path}change-password/${link.id}/${link.code}/`;
      return compose(to, name, "order_account", "order_account", [url], { link: url, order: number });
    },
  };
}
