import { Hono } from "hono";
import * as v from "valibot";
import type { OutboxMail } from "../../../shared/contract/account";
import type { CommerceEnv } from "../../env";
import { fail, ok } from "../../lib/respond";
import { stringsOf } from "../../lib/json-list";

/**
 * GET /dev/outbox/?to=&limit=: the local mail outbox, newest first, for developers and tests
 * (no mail service is reachable here). It shows every shopper's links, reset links included, so
 * it exists only where ENVIRONMENT is "development"; anywhere else the path is unknown (404).
 */
export const devOutbox = new Hono<CommerceEnv>();

const Query = v.object({
  to: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254))),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(100)), "20"),
});

interface Row {
  id: number;
  site: string;
  to_email: string;
  kind: string;
  subject: string;
  body_text: string;
  links: string;
  created_at: string;
}

devOutbox.get("/dev/outbox/", async (c) => {
  if (c.env.ENVIRONMENT !== "development") return fail(c, 404, "error_not_found");
  const query = v.safeParse(Query, c.req.query());
  if (!query.success) return fail(c, 400, "error_invalid_request", "limit is 1–100; to is an e-mail");
  const { to, limit } = query.output;
  const sql = `SELECT * FROM outbox ${to ? "WHERE to_email = ?2" : ""} ORDER BY id DESC LIMIT ?1`;
  const stmt = to ? c.env.DB.prepare(sql).bind(limit, to) : c.env.DB.prepare(sql).bind(limit);
  const rows = (await stmt.all<Row>()).results;
  const items: OutboxMail[] = rows.map((r) => ({
    id: r.id,
    site: r.site,
    to: r.to_email,
    kind: r.kind,
    subject: r.subject,
    text: r.body_text,
    links: stringsOf(r.links),
    created_at: `${r.created_at.replace(" ", "T")}Z`,
  }));
  return ok(c, { items });
});
