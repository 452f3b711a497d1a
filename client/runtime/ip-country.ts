type Store = Pick<Storage, "getItem" | "setItem">;

const KEY = "zrno:ip-country";

/**
 * The visitor's country by IP (docs/behaviour/07-api.md), from the service the tenant names; skipped when it
 * names none. One lookup per session: the answer is kept in sessionStorage. A failing or odd
 * answer is null, never an error.
 */
export async function ipCountry(url: string | null, storage: () => Store, fetcher: typeof fetch = fetch): Promise<string | null> {
  if (!url) return null;
  try {
    const cached = storage().getItem(KEY);
    if (cached) return cached;
    const res = await fetcher(url, { credentials: "omit", headers: { accept: "application/json" } });
    const body = (await res.json()) as { country?: unknown };
    const country = typeof body?.country === "string" && /^[A-Za-z]{2}$/.test(body.country) ? body.country.toUpperCase() : null;
    if (country) storage().setItem(KEY, country);
    return country;
  } catch {
    return null;
  }
}
