/**
 * The commerce API's own limits, counted per account in D1 (the storefront counts per client on
 * the Workers Rate Limiting binding: worker/edge/limits.ts; both are listed in docs/security.md).
 * None of them refuses an owner because of what others did on their account: a log-in is slowed,
 * a reset mail beyond the cap is not sent (the owner already has the earlier links, each valid an
 * hour), and the answer is the same whether or not the e-mail has an account.
 */
export const ACCOUNT_LIMITS = {
  /**
   * Failed log-ins per e-mail: above `free` in the window each try waits longer, up to `maxWaitMs`
   * (so a try always answers well inside the storefront's upstream timeout). Once the wait would
   * grow past the cap, a client that has itself failed on this e-mail within `clientWindowSeconds`
   * is answered 429 with Retry-After instead of waiting; a client with no failures there — the
   * owner on their own device — still waits at most `maxWaitMs` and is evaluated, never refused.
   */
  loginFailures: { free: 10, windowSeconds: 900, firstDelayMs: 250, maxWaitMs: 1500, clientWindowSeconds: 300 },
  /** Reset mails per e-mail an hour; more requests answer the same but send nothing. */
  resetMails: { limit: 5, windowSeconds: 3600 },
  /** Sign-ups per e-mail an hour (429, known or unknown e-mail alike). */
  signups: { limit: 5, windowSeconds: 3600 },
  /** Tries per mailed link an hour (the code is 256 random bits; this stops hammering). */
  newPassword: { limit: 10, windowSeconds: 3600 },
  /** Password changes (current password checked) per account an hour. */
  changePassword: { limit: 10, windowSeconds: 3600 },
  /** Reviews written (tries, refused ones too) per account an hour: a shopper reviews a few products, not dozens. */
  reviewWrites: { limit: 10, windowSeconds: 3600 },
  /** "Was this helpful" votes per account an hour. */
  reviewVotes: { limit: 60, windowSeconds: 3600 },
} as const;

function windowStart(windowSeconds: number): number {
  const now = Math.floor(Date.now() / 1000);
  return now - (now % windowSeconds);
}

/**
 * Fixed-window rate limit in D1 (KV is eventually consistent and allows one write per second
 * per key, so it cannot count). Returns false when `key` has used up `limit` in the window.
 */
export async function allow(db: D1Database, key: string, limit: number, windowSeconds: number): Promise<boolean> {
  const start = windowStart(windowSeconds);
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT(key) DO UPDATE SET
         count = CASE WHEN window_start = ?2 THEN count + 1 ELSE 1 END,
         window_start = ?2
       RETURNING count`,
    )
    .bind(key, start)
    .first<{ count: number }>();
  return (row?.count ?? 1) <= limit;
}

/** How many times `key` was counted in the current window, without counting this look. */
export async function countOf(db: D1Database, key: string, windowSeconds: number): Promise<number> {
  const row = await db.prepare("SELECT count FROM rate_limits WHERE key = ?1 AND window_start = ?2").bind(key, windowStart(windowSeconds)).first<{ count: number }>();
  return row?.count ?? 0;
}

/**
 * The wait an account with `failures` failed tries in the window asks for: none for the first
 * `free`, then doubling (250 ms, 500 ms, 1 s, 2 s, …), uncapped; see `loginPace` for the cap.
 */
export function loginDelayMs(failures: number): number {
  const { free, firstDelayMs } = ACCOUNT_LIMITS.loginFailures;
  if (failures <= free) return 0;
  return firstDelayMs * 2 ** Math.min(failures - free - 1, 20);
}

type LoginPace = { wait: number } | { retryAfter: number };

/**
 * What a log-in try waits for, or the 429 it gets: `accountFailures` failed tries on this e-mail
 * from anyone in the window, `clientFailures` from this client (null: the client is not known, so
 * clients cannot be told apart and nobody is refused). The wait never passes `maxWaitMs`; past
 * it, only a client that has failed on this e-mail itself is refused, until its window ends.
 */
export function loginPace(accountFailures: number, clientFailures: number | null, nowSeconds = Math.floor(Date.now() / 1000)): LoginPace {
  const { maxWaitMs, clientWindowSeconds } = ACCOUNT_LIMITS.loginFailures;
  const wanted = loginDelayMs(accountFailures);
  if (wanted > maxWaitMs && clientFailures !== null && clientFailures > 0) return { retryAfter: clientWindowSeconds - (nowSeconds % clientWindowSeconds) };
  return { wait: Math.min(wanted, maxWaitMs) };
}
