import { Hono } from "hono";
import { ConsentRecordBody, type ConsentCategory, type ConsentRecord } from "../../shared/contract/consent";
import type { CommerceEnv } from "../env";
import { json } from "../lib/validate";
import { allow } from "../lib/rate-limit";
import { fail, ok } from "../lib/respond";
import { requireSite } from "../lib/site";
import { requireLiveToken } from "../lib/token";

/**
 * The record of cookie consent (docs/behaviour/07-api.md "Consent"; migration 0020): each change
 * of a visitor's choice is a new row with the time, the token (and account, when logged in) and
 * the control used. GET answers the latest choice of this visitor, or of the account on another
 * device, or null. A choice equal to the visitor's latest is not written again; at most
 * CONSENT_CHANGES_PER_HOUR changes an hour per token (past that: 429), so the table cannot be
 * flooded through one session.
 */
export const consent = new Hono<CommerceEnv>();
consent.use("/gdpr/consent/", requireLiveToken());

const CONSENT_CHANGES_PER_HOUR = 30;

type Row = { granted: string; source: ConsentRecord["source"]; created_at: string };

const asRecord = (row: Row): ConsentRecord => ({
  granted: row.granted === "" ? [] : (row.granted.split("|") as ConsentCategory[]),
  source: row.source,
  recorded_at: row.created_at,
});

async function latest(db: D1Database, tokenId: string, userId: number | null): Promise<Row | null> {
  return db
    .prepare("SELECT granted, source, created_at FROM consent_records WHERE token_id = ?1 OR (?2 IS NOT NULL AND user_id = ?2) ORDER BY id DESC LIMIT 1")
    .bind(tokenId, userId)
    .first<Row>();
}

consent.get("/gdpr/consent/", async (c) => {
  const claims = c.get("token")!;
  const row = await latest(c.env.DB, claims.jti, claims.sub ?? null);
  return ok(c, row ? asRecord(row) : null);
});

consent.post("/gdpr/consent/", requireSite(), json(ConsentRecordBody), async (c) => {
  const claims = c.get("token")!;
  const site = c.get("site");
  const body = c.req.valid("json");
  const db = c.env.DB;
  const granted = [...body.granted].sort().join("|");
  const mine = await db.prepare("SELECT granted, source, created_at FROM consent_records WHERE token_id = ?1 ORDER BY id DESC LIMIT 1").bind(claims.jti).first<Row>();
  if (mine && mine.granted === granted) return ok(c, asRecord(mine));
  if (!(await allow(db, `consent:${claims.jti}`, CONSENT_CHANGES_PER_HOUR, 3600))) return fail(c, 429, "error_too_many_attempts");
  const row = await db
    .prepare("INSERT INTO consent_records (site, token_id, user_id, granted, source) VALUES (?1, ?2, ?3, ?4, ?5) RETURNING granted, source, created_at")
    .bind(site.code, claims.jti, claims.sub ?? null, granted, body.source)
    .first<Row>();
  return ok(c, asRecord(row!));
});
