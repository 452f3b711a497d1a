/**
 * Replacing a visitor token the API refused (401): once per refused token, however many of that
 * visitor's requests notice it at the same time (docs/behaviour/08-errors.md "HTTP 401"; docs/security.md B4).
 *
 * A browser fires several requests with the same cookie before the first answer's Set-Cookie
 * lands, so the requests that notice the 401 a moment later than the first must get the same
 * answer, not issue more tokens. The answer is the new token, or null when the token turned out
 * to be fine (a 401 about something else, such as a wrong password). Both maps are keyed by the
 * refused token, which only its holder has, so one visitor can never receive another's token;
 * entries are bounded in number and time.
 */

/** How long a refused token keeps answering with its replacement (covers a page's burst of calls). */
const RENEWED_TOKEN_TTL_MS = 30_000;
const MAX_REMEMBERED = 1000;

const pending = new Map<string, Promise<string | null>>();
const renewed = new Map<string, { token: string | null; at: number }>();

function remember(refused: string, token: string | null) {
  if (renewed.size >= MAX_REMEMBERED) renewed.delete(renewed.keys().next().value as string);
  renewed.set(refused, { token, at: Date.now() });
}

/** The replacement of `refused` (or null: keep it), decided by `issue` at most once per TTL, shared by every caller. */
export function renewOnce(refused: string, issue: () => Promise<string | null>): Promise<string | null> {
  const known = renewed.get(refused);
  if (known && Date.now() - known.at < RENEWED_TOKEN_TTL_MS) return Promise.resolve(known.token);
  let p = pending.get(refused);
  if (!p) {
    p = issue().then((token) => {
      remember(refused, token);
      return token;
    });
    pending.set(refused, p);
    const clear = () => pending.delete(refused);
    p.then(clear, clear);
  }
  return p;
}
