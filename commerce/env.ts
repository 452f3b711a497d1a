/** A site of the API (one row of `sites`): the pair of host and language a call names. */
export interface SiteRow {
  code: string;
  lang: string;
  host: string;
  base_url: string;
  locale: string;
  currency: string;
  title: string;
  email: string;
  phone: string;
  address: string;
}

/** What a visitor token says: its id, the account (or null) and its lifetime. */
export interface TokenClaims {
  jti: string;
  sub: number | null;
  iat: number;
  exp: number;
  /** The row's generation when signed (migration 0023): a session handoff bumps it, and older JWTs of the row stop counting. Absent = 0. */
  gen?: number;
}

export interface CommerceEnv {
  Bindings: Env;
  Variables: { site?: SiteRow; token?: TokenClaims };
}

/**
 * The environment after guards that made variables certain: `requireSite()` (lib/site.ts) gives
 * handlers listed after it a `site` that is never undefined.
 */
export type Known<K extends keyof CommerceEnv["Variables"]> = { Bindings: Env; Variables: Required<Pick<CommerceEnv["Variables"], K>> };
