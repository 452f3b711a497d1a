import { Hono } from "hono";
import type { CommerceEnv } from "../../env";
import { queueMail } from "../../lib/outbox";
import { fail, ok } from "../../lib/respond";
import { label } from "../../../shared/labels";

/**
 * The one reminder for an abandoned cart (docs/behaviour/07-api.md "Abandonment POST"): sent once the cart has
 * been left for ABANDONMENT_REMINDER_MINUTES (default 60), exactly once per cart, and never to a
 * shopper who did not consent to marketing or who has ordered since (that cart, or anything
 * with that e-mail after the cart was left). The cron trigger runs it (commerce/wrangler.toml);
 * in development POST /dev/abandonment/remind/ runs it at once for tests and the dev outbox.
 */
const DEFAULT_REMINDER_MINUTES = 60;

export function reminderMinutes(env: { ABANDONMENT_REMINDER_MINUTES?: string }): number {
  const n = Number(env.ABANDONMENT_REMINDER_MINUTES);
  return env.ABANDONMENT_REMINDER_MINUTES !== undefined && Number.isFinite(n) && n >= 0 ? n : DEFAULT_REMINDER_MINUTES;
}

interface Due {
  cart_id: number;
  site: string;
  email: string;
  snapshot_json: string;
  total: number;
  currency: string;
  lang: string;
  title: string;
  /** The site's cart page (its `webshop:cart` route row), null where the site has none. */
  cart_path: string | null;
}

/** Sends the reminders that are due; answers how many went out. */
export async function remindAbandonedCarts(db: D1Database, minutes: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - minutes * 60_000).toISOString().replace("T", " ").slice(0, 19);
  const { results } = await db
    .prepare(
      `SELECT a.cart_id, a.site, a.email, a.snapshot_json, a.total, a.currency, s.lang, s.title, r.path AS cart_path
         FROM abandoned_carts a JOIN sites s ON s.code = a.site
         LEFT JOIN routes r ON r.site = a.site AND r.entity_key = 'webshop:cart'
        WHERE a.reminded_at IS NULL AND a.marketing = 1 AND a.updated_at <= ?1
          AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.cart_id = a.cart_id OR (o.email = a.email AND o.site = a.site AND o.created_at >= a.updated_at))
        LIMIT 100`,
    )
    .bind(cutoff)
    .all<Due>();
  if (results.length === 0) return 0;
  const keys = ["mail_greeting_anonymous", "mail_signoff", "mail_abandoned_cart_subject", "mail_abandoned_cart_body"];
  const sent: D1PreparedStatement[] = [];
  let reminded = 0;
  const texts = new Map<string, Record<string, string>>();
  for (const due of results) {
    // A reminder without a way back to the cart is no use: it waits until the site has one.
    if (!due.cart_path) {
      console.error(`commerce: site ${due.site} has no webshop:cart route; its cart reminders wait`);
      continue;
    }
    if (!texts.has(due.lang)) {
      const rows = await db.prepare(`SELECT key, value FROM labels WHERE lang = ?1 AND key IN (${keys.map((_, i) => `?${i + 2}`).join(", ")})`).bind(due.lang, ...keys).all<{ key: string; value: string }>();
      texts.set(due.lang, Object.fromEntries(rows.results.map((r) => [r.key, r.value])));
    }
    const t = texts.get(due.lang)!;
    const items = (JSON.parse(due.snapshot_json) as { title: string; quantity: number }[]).map((i) => `- ${i.quantity} × ${i.title}`).join("\n");
    const shop = due.title;
    // A site path, like every mail link (routes/account/mails.ts): the site's own word for the cart.
    const cart = due.cart_path;
    reminded++;
    sent.push(
      queueMail(db, {
        site: due.site,
        to: due.email,
        kind: "abandoned_cart",
        subject: label(t, "mail_abandoned_cart_subject", { shop }),
        text: `${label(t, "mail_greeting_anonymous")}\n\n${label(t, "mail_abandoned_cart_body", { shop, items, total: `${due.total.toFixed(2)} ${due.currency}` })}\n\n${label(t, "mail_signoff", { shop })}`,
        links: [cart],
      }),
      // The guard makes a second run (or two at once) a no-op for this cart.
      db.prepare("UPDATE abandoned_carts SET reminded_at = datetime('now') WHERE cart_id = ?1 AND reminded_at IS NULL").bind(due.cart_id),
    );
  }
  if (sent.length > 0) await db.batch(sent);
  return reminded;
}

/** Development only: run the reminders now (the cron trigger does it deployed). */
export const abandonmentReminders = new Hono<CommerceEnv>();

abandonmentReminders.post("/dev/abandonment/remind/", async (c) => {
  if (c.env.ENVIRONMENT !== "development") return fail(c, 404, "error_not_found");
  return ok(c, { sent: await remindAbandonedCarts(c.env.DB, reminderMinutes(c.env as { ABANDONMENT_REMINDER_MINUTES?: string })) });
});
