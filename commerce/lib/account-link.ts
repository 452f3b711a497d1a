/**
 * One-time links mailed to a shopper (sign-up confirmation, password reset), stored in
 * `account_links` (migration 0009). The link carries `{id}/{code}`: a random 96-bit id and a
 * random 256-bit code, of which only the SHA-256 is stored and compared in constant time.
 */
type LinkPurpose = "signup_confirm" | "password_reset";

/** How long a link works: a confirmation a week, a password reset an hour. */
export const LINK_TTL_SECONDS: Record<LinkPurpose, number> = { signup_confirm: 7 * 24 * 3600, password_reset: 3600 };

interface NewLink {
  id: string;
  code: string;
  codeHash: string;
  expiresAt: number;
}

/** What a sign-up attempt sets when its link is opened. */
interface PendingSignup {
  passwordHash: string;
  firstName: string;
  lastName: string;
  newsletter: boolean;
}

interface LinkRow {
  id: string;
  user_id: number;
  purpose: LinkPurpose;
  code_hash: string;
  expires_at: number;
  used_at: string | null;
  password_hash: string | null;
  first_name: string | null;
  last_name: string | null;
  newsletter: number | null;
}

const subtle = crypto.subtle as SubtleCrypto & { timingSafeEqual(a: ArrayBufferView, b: ArrayBufferView): boolean };

function base64url(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A mailed link's id and secret code, with the code's hash: only the hash is ever stored. */
export async function linkSecret(): Promise<{ id: string; code: string; codeHash: string }> {
  const id = base64url(crypto.getRandomValues(new Uint8Array(12)));
  const code = base64url(crypto.getRandomValues(new Uint8Array(32)));
  return { id, code, codeHash: hex(await sha256(code)) };
}

/**
 * Whether `code` hashes to `storedHash`, compared in constant time. It hashes even when there is
 * no stored hash, so a missing id costs what a wrong code costs.
 */
export async function codeMatches(code: string, storedHash: string | null | undefined): Promise<boolean> {
  const given = await sha256(code);
  const stored = storedHash && /^[0-9a-f]{64}$/.test(storedHash) ? Uint8Array.from(storedHash.match(/../g)!, (h) => parseInt(h, 16)) : new Uint8Array(32);
  return subtle.timingSafeEqual(given, stored) && !!storedHash;
}

export async function newLink(purpose: LinkPurpose, now = Math.floor(Date.now() / 1000)): Promise<NewLink> {
  return { ...(await linkSecret()), expiresAt: now + LINK_TTL_SECONDS[purpose] };
}

/** The statement storing a link for `userId`, which the caller may give as a SQL subquery's bound e-mail. */
export function insertLink(db: D1Database, link: NewLink, purpose: LinkPurpose, owner: { userId: number } | { email: string }, pending?: PendingSignup) {
  const userSql = "userId" in owner ? "?2" : "(SELECT id FROM users WHERE email = ?2)";
  return db
    .prepare(
      `INSERT INTO account_links (id, user_id, purpose, code_hash, expires_at, password_hash, first_name, last_name, newsletter)
       VALUES (?1, ${userSql}, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
    )
    .bind(
      link.id,
      "userId" in owner ? owner.userId : owner.email,
      purpose,
      link.codeHash,
      link.expiresAt,
      pending?.passwordHash ?? null,
      pending?.firstName ?? null,
      pending?.lastName ?? null,
      pending ? (pending.newsletter ? 1 : 0) : null,
    );
}

/**
 * The link row when `code` opens it: right purpose, not used, not expired, code matching in
 * constant time. Null otherwise; the caller answers the same for every reason.
 */
export async function openLink(db: D1Database, purpose: LinkPurpose, id: string, code: string): Promise<LinkRow | null> {
  const row = await db.prepare("SELECT * FROM account_links WHERE id = ?1 AND purpose = ?2").bind(id, purpose).first<LinkRow>();
  const matches = await codeMatches(code, row?.code_hash);
  if (!row || !matches || row.used_at || row.expires_at <= Math.floor(Date.now() / 1000)) return null;
  return row;
}

/**
 * The statement that uses a link up. Of two requests racing with the same link only one changes
 * a row: a batch puts its other statements BEFORE this one, each guarded by `LINK_IS_OPEN`, and
 * reads this one's `meta.changes` to learn whether it won.
 */
export function claimLink(db: D1Database, id: string) {
  return db.prepare("UPDATE account_links SET used_at = datetime('now') WHERE id = ?1 AND used_at IS NULL").bind(id);
}

/** SQL condition (with the link id bound as ?1) that holds while the link is unused. */
export const LINK_IS_OPEN = "EXISTS (SELECT 1 FROM account_links WHERE id = ?1 AND used_at IS NULL)";

/**
 * Every other open link of a user stops working: a password was just set, so an older reset or
 * a pending sign-up attempt (with its own password) must not change it again. Goes after
 * `claimLink` in a batch, hence `exceptId`.
 */
export function closeOtherLinks(db: D1Database, userId: number, exceptId: string) {
  return db.prepare("UPDATE account_links SET used_at = datetime('now') WHERE user_id = ?1 AND used_at IS NULL AND id <> ?2").bind(userId, exceptId);
}
