import { Hono } from "hono";
import { label } from "../../shared/labels";
import { NewsletterConfirmBody, NewsletterSubscribeBody } from "../../shared/contract/newsletter";
import type { CommerceEnv } from "../env";
import { codeMatches, linkSecret } from "../lib/account-link";
import { jsonForm } from "../lib/validate";
import { queueMail } from "../lib/outbox";
import { allow } from "../lib/rate-limit";
import { fail, ok } from "../lib/respond";
import { requireToken } from "../lib/token";
import { requireMailSite } from "./account/guard";

/**
 * Newsletter sign-up with double opt-in (issue 10). `subscribe` keeps the address pending with a
 * fresh one-time link and mails it; `confirm` with that link's id and code makes it a subscriber
 * and answers the first-order coupon the sign-up promised. Subscribing answers the same for a new,
 * a pending and a confirmed address, so nobody learns who reads the newsletter; an address gets
 * at most NEWSLETTER_MAILS_PER_HOUR confirmation mails (past that: the same answer, no mail), so
 * the form cannot be used to flood someone's inbox. The storefront counts tries per client too.
 */
export const newsletter = new Hono<CommerceEnv>();

newsletter.use("/newsletter/subscribe/", requireToken());
newsletter.use("/newsletter/confirm/", requireToken());

const NEWSLETTER_MAILS_PER_HOUR = 3;

/** The confirmation page's link, a site path (the storefront's BFF page; the sender puts the site's mount in front). */
const confirmPath = (id: string, code: string) => `/api/nuxtapi/newsletter/confirm/${id}/${code}/`;

const MAIL_KEYS = ["mail_greeting_anonymous", "mail_signoff", "mail_newsletter_confirm_subject", "mail_newsletter_confirm_body", "newsletter_consent"] as const;

newsletter.post("/newsletter/subscribe/", requireMailSite(), jsonForm(NewsletterSubscribeBody), async (c) => {
  const site = c.get("site");
  const body = c.req.valid("json");
  const email = body.email.toLowerCase();
  const db = c.env.DB;
  const existing = await db.prepare("SELECT status FROM newsletter_subscribers WHERE site = ?1 AND email = ?2").bind(site.code, email).first<{ status: string }>();
  // A confirmed subscriber stays one; a pending address gets a new link, within its hourly mails.
  if (existing?.status !== "confirmed" && (await allow(db, `newsletter:${site.code}:${email}`, NEWSLETTER_MAILS_PER_HOUR, 3600))) {
    const rows = await db.prepare(`SELECT key, value FROM labels WHERE lang = ?1 AND key IN (${MAIL_KEYS.map((_, i) => `?${i + 2}`).join(", ")})`).bind(site.lang, ...MAIL_KEYS).all<{ key: string; value: string }>();
    const texts = Object.fromEntries(rows.results.map((r) => [r.key, r.value]));
    const { id, code, codeHash } = await linkSecret();
    const link = confirmPath(id, code);
    const shop = site.title;
    await db.batch([
      db
        .prepare(
          `INSERT INTO newsletter_subscribers (site, email, link_id, code_hash, consent_text) VALUES (?1, ?2, ?3, ?4, ?5)
           ON CONFLICT(site, email) DO UPDATE SET link_id = excluded.link_id, code_hash = excluded.code_hash, consent_text = excluded.consent_text, created_at = datetime('now')
           WHERE newsletter_subscribers.status = 'pending'`,
        )
        .bind(site.code, email, id, codeHash, label(texts, "newsletter_consent")),
      queueMail(db, {
        site: site.code,
        to: email,
        kind: "newsletter_confirm",
        subject: label(texts, "mail_newsletter_confirm_subject", { shop }),
        text: `${label(texts, "mail_greeting_anonymous")}\n\n${label(texts, "mail_newsletter_confirm_body", { shop, link })}\n\n${label(texts, "mail_signoff", { shop })}`,
        links: [link],
      }),
    ]);
  }
  return ok(c, { status: "pending" as const });
});

newsletter.post("/newsletter/confirm/", requireMailSite(), jsonForm(NewsletterConfirmBody), async (c) => {
  const site = c.get("site");
  const body = c.req.valid("json");
  const db = c.env.DB;
  const row = await db.prepare("SELECT id, code_hash FROM newsletter_subscribers WHERE site = ?1 AND link_id = ?2").bind(site.code, body.id).first<{ id: number; code_hash: string }>();
  // Hashed and compared in constant time either way: a wrong id costs what a wrong code costs.
  if (!(await codeMatches(body.code, row?.code_hash)) || !row) return fail(c, 404, "newsletter_link_invalid");
  // Opening the link again is harmless: it stays confirmed, the first confirmation's time kept.
  await db.prepare("UPDATE newsletter_subscribers SET status = 'confirmed', confirmed_at = COALESCE(confirmed_at, datetime('now')) WHERE id = ?1").bind(row.id).run();
  const coupon = await db
    .prepare("SELECT c.code, c.value FROM newsletter_offers o JOIN coupons c ON c.site = o.site AND c.code = o.coupon_code WHERE o.site = ?1 AND c.active = 1 AND c.kind = 'percent'")
    .bind(site.code)
    .first<{ code: string; value: number }>();
  return ok(c, { status: "confirmed" as const, coupon: coupon ? { code: coupon.code, percent: coupon.value } : null });
});

