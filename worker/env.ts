import type { Site } from "./site";

/** Per-request values on the Hono context. Nothing request-scoped lives at module level. */
interface AppVariables {
  site: Site;
  isBot: boolean;
  /** The visitor's token (from the cookie, or freshly issued on this request). */
  token: string | null;
  /** Replaces the visitor's token after the API refused it (worker/session/token-cookie.ts). */
  renewToken?: () => Promise<string | null>;
  secureHeadersNonce?: string;
  /**
   * This request renders the anonymous copy the full-page cache shares (worker/edge/page-cache.ts):
   * no token is issued and the page state carries no session of its own.
   */
  sharedCopy?: boolean;
}

export interface AppEnv {
  Bindings: Env;
  Variables: AppVariables;
}
