import { Hono } from "hono";
import { html } from "hono/html";
import * as v from "valibot";
import { TENANTS } from "../../tenants";
import type { OutboxMail } from "../../shared/contract/account";
import type { AppEnv } from "../env";
import { siteBaseUrl } from "../site";
import { loadOutbox } from "../data/outbox";

/**
 * /_dev/outbox/: the mails the shop "sent" (sign-up confirmations, password resets, order
 * confirmations), read from the commerce API's outbox, so a developer can follow their links
 * locally. Development only: elsewhere the path falls through to the normal 404, because the
 * page shows every shopper's reset links. Mounted before tenant resolution: one page for all sites.
 */
export const devOutbox = new Hono<AppEnv>();

const Query = v.object({
  to: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254))),
  limit: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(100))), undefined),
});

/** A mail link made absolute with its site's mount; null for anything that is not a site path or an http(s) URL. */
function absolute(link: string, base: string): string | null {
  if (/^https?:\/\//.test(link)) return link;
  if (!link.startsWith("/") || link.startsWith("//")) return null;
  return base.replace(/\/$/, "") + link;
}

function mailItem(mail: OutboxMail, origin: string, env: AppEnv["Bindings"]) {
  const tenant = TENANTS.find((t) => t.code === mail.site);
  const base = tenant ? siteBaseUrl(tenant, env, origin) : `${origin}/`;
  const links = mail.links.map((l) => ({ text: l, href: absolute(l, base) }));
  return html`<li>
  <p><strong>${mail.subject}</strong><br />to ${mail.to} · ${mail.kind} · ${mail.site} · <time datetime="${mail.created_at}">${mail.created_at}</time></p>
  <pre>${mail.text}</pre>
  <ul>${links.map((l) => (l.href ? html`<li><a href="${l.href}">${l.href}</a></li>` : html`<li>${l.text}</li>`))}</ul>
</li>`;
}

devOutbox.get("/_dev/outbox/", async (c, next) => {
  if (c.env.ENVIRONMENT !== "development") return next();
  const query = v.safeParse(Query, c.req.query());
  const { to, limit } = query.success ? query.output : { to: undefined, limit: undefined };
  const fallback = TENANTS.find((t) => t.routing.isDefault) ?? TENANTS[0]!;
  let mails: OutboxMail[];
  try {
    mails = await loadOutbox(c.env, fallback, { to, limit });
  } catch (err) {
    // No site is resolved yet, so not the branded error page: a plain answer saying what failed.
    return c.text(`The commerce API's outbox could not be read (${err instanceof Error ? err.message : "unknown error"}).`, 502);
  }
  const origin = new URL(c.req.url).origin;
  c.header("cache-control", "no-store");
  return c.html(html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8" /><meta name="robots" content="noindex" /><title>Outbox (development)</title><link rel="icon" href="data:," /></head>
<body>
<h1>Outbox</h1>
<p>Mails the shop sent in local development, newest first. Nothing leaves this machine.</p>
<form method="get"><label>To <input type="email" name="to" value="${to ?? ""}" /></label> <button>Filter</button></form>
${mails.length ? html`<ol>${mails.map((m) => mailItem(m, origin, c.env))}</ol>` : html`<p>No mails yet.</p>`}
</body>
</html>`);
});
