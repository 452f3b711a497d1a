import type { SiteRow } from "./lib/site";
import type { TokenClaims } from "./lib/token";

export interface CommerceEnv {
  Bindings: Env;
  Variables: { site?: SiteRow; token?: TokenClaims };
}
