/**
 * What kind of message: each has its own template in the module that sends it. `account_exists`
 * goes to the owner when someone signs up with an e-mail that already has an account;
 * `order_account` carries the set-password link of an account made from a guest's order;
 * `back_in_stock` tells a shopper who asked that a product has stock again.
 */
type MailKind = "signup_confirm" | "account_exists" | "password_reset" | "order_account" | "order_confirmation" | "abandoned_cart" | "newsletter_confirm" | "back_in_stock";

export interface Mail {
  site: string;
  to: string;
  kind: MailKind;
  subject: string;
  text: string;
  /** Links the message carries, in the order the text names them. */
  links: string[];
}

/**
 * The statement that queues a message in the outbox (migration 0008). A statement, not a call,
 * so a sender can put it in the same batch as the change the mail is about (an order and its
 * confirmation land together or not at all).
 */
export function queueMail(db: D1Database, mail: Mail) {
  return db
    .prepare("INSERT INTO outbox (site, to_email, kind, subject, body_text, links) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
    .bind(mail.site, mail.to, mail.kind, mail.subject, mail.text, JSON.stringify(mail.links));
}

/**
 * `queueMail` for a message that is due only while `when` holds (an SQL condition; its parameters
 * are `args`, numbered from ?7). Batched before the change that makes it false, a second sender
 * (the cron and a stock change at once) queues nothing: D1 runs a batch as one transaction.
 */
export function queueMailWhile(db: D1Database, mail: Mail, when: string, ...args: unknown[]) {
  return db
    .prepare(`INSERT INTO outbox (site, to_email, kind, subject, body_text, links) SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE ${when}`)
    .bind(mail.site, mail.to, mail.kind, mail.subject, mail.text, JSON.stringify(mail.links), ...args);
}
