import { Hono } from "hono";
import * as v from "valibot";
import { StoredCustomer } from "../../../shared/contract/checkout";
import { parseOrderIdentificator } from "../../../shared/contract/order";
import type { CommerceEnv } from "../../env";
import { insertLink, LINK_TTL_SECONDS, linkSecret } from "../../lib/account-link";
import { queueMail } from "../../lib/outbox";
import { hashPassword } from "../../lib/password";
import { ACCOUNT_LIMITS } from "../../lib/rate-limit";
import { fail, ok } from "../../lib/respond";
import { json } from "../../lib/validate";
import { overLimit } from "../account/guard";
import { accountMails } from "../account/mails";
import { liveToken, requireVisitor, visitorOf } from "./checkout-context";

/**
 * POST /webshop/order/{id}-{code}/account/: a guest's account from their order, in one click on
 * the thank-you page (issue 18). The order's `{id}-{code}` is the authority: the code is random
 * and only the buyer has it (the thank-you URL, the order mail), so whoever sends it may ask for
 * an account for the e-mail the order was placed with, on the order's own site.
 *
 * The answer is the same whatever the e-mail's state, as sign-up's is (routes/account/signup.ts):
 * nobody learns from it who shops here, not even by placing an order with someone's address
 * first. What differs is the mail:
 * - no account, or one never confirmed: the account gets the order's name, phone and address
 *   (where it has none), the order is linked to it (My orders shows it), and a link to choose a
 *   password is mailed. Choosing it confirms the account (routes/account/password.ts); until
 *   then nobody can log in, so an order placed with a stranger's e-mail gives nobody their account.
 * - a confirmed account: its owner is mailed to log in (or reset the password); nothing changes
 *   and the order is not moved into it, since the code proves the order, not the account.
 * Counted per e-mail with sign-up's limit; the storefront counts per client too.
 */
export const orderAccount = new Hono<CommerceEnv>();
orderAccount.use("/webshop/order/:ident/account/", liveToken());

/** The body carries nothing but what every storefront call may (`lang`). */
const Body = v.object({});

/** The set-password link lives as long as a sign-up confirmation: it is this account's confirmation. */
const SETUP_TTL_SECONDS = LINK_TTL_SECONDS.signup_confirm;

interface OrderForAccount {
  id: number;
  number: string;
  email: string;
  customer_json: string;
}

// The limit is the order's e-mail's, known only once the order is found: counted in the handler.
orderAccount.post("/webshop/order/:ident/account/", requireVisitor(), json(Body), async (c) => {
  const who = visitorOf(c);
  const ident = parseOrderIdentificator(c.req.param("ident"));
  const db = c.env.DB;
  const order = ident
    ? await db.prepare("SELECT id, number, email, customer_json FROM orders WHERE id = ?1 AND code = ?2 AND site = ?3").bind(ident.id, ident.code, who.site.code).first<OrderForAccount>()
    : null;
  if (!order) return fail(c, 404, "error_order_not_found");
  const limited = await overLimit(c, `signup:${order.email.toLowerCase()}`, ACCOUNT_LIMITS.signups.limit, ACCOUNT_LIMITS.signups.windowSeconds);
  if (limited) return limited;

  const customer = v.parse(StoredCustomer, JSON.parse(order.customer_json));
  // A password nobody knows until the mailed link sets one; hashed either way, so both answers cost alike.
  const placeholder = await hashPassword(crypto.randomUUID() + crypto.randomUUID());
  const [existing, mails] = await Promise.all([
    db.prepare("SELECT first_name, confirmed_at FROM users WHERE email = ?1").bind(order.email).first<{ first_name: string; confirmed_at: string | null }>(),
    accountMails(db, who.site),
  ]);
  if (existing?.confirmed_at) {
    await queueMail(db, mails.accountExists(order.email, existing.first_name)).run();
    return ok(c, { email: order.email, confirmation_required: true as const });
  }
  const link = { ...(await linkSecret()), expiresAt: Math.floor(Date.now() / 1000) + SETUP_TTL_SECONDS };
  const unconfirmed = "(SELECT id FROM users WHERE email = ?2 AND confirmed_at IS NULL)";
  await db.batch([
    // An unconfirmed account keeps what it has and gains what the order knows; a confirmed one
    // (confirmed since the look-up) is not touched.
    db
      .prepare(
        `INSERT INTO users (email, password_hash, first_name, last_name, phone, street, zip, city, country, company, site)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)
         ON CONFLICT(email) DO UPDATE SET
           first_name = COALESCE(NULLIF(users.first_name, ''), excluded.first_name), last_name = COALESCE(NULLIF(users.last_name, ''), excluded.last_name),
           phone = COALESCE(NULLIF(users.phone, ''), excluded.phone), street = COALESCE(NULLIF(users.street, ''), excluded.street),
           zip = COALESCE(NULLIF(users.zip, ''), excluded.zip), city = COALESCE(NULLIF(users.city, ''), excluded.city),
           country = COALESCE(NULLIF(users.country, ''), excluded.country), company = COALESCE(NULLIF(users.company, ''), excluded.company)
         WHERE users.confirmed_at IS NULL`,
      )
      .bind(order.email, placeholder, customer.first_name, customer.last_name, customer.phone, customer.street, customer.zip, customer.city, customer.country, customer.company, who.site.code),
    db.prepare(`UPDATE orders SET user_id = ${unconfirmed} WHERE id = ?1 AND user_id IS NULL AND ${unconfirmed} IS NOT NULL`).bind(order.id, order.email),
    insertLink(db, link, "password_reset", { email: order.email }),
    queueMail(db, mails.orderAccount(order.email, customer.first_name, order.number, link)),
  ]);
  return ok(c, { email: order.email, confirmation_required: true as const });
});
