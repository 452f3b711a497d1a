import * as v from "valibot";
import { envelope } from "./envelope";

/** auth/is-login (docs/behaviour/03-entities.md "Login state"). */
const IsLogin = v.object({
  user_id: v.nullable(v.number()),
  continue_as_guest_exist: v.boolean(),
  is_staff: v.boolean(),
  /** A staff user's further permissions (`warehouse_view`: stock per warehouse); optional so older answers still read. */
  permissions: v.optional(v.array(v.string()), []),
  /** Only with `update_customer_data=1`: whether the cart's checkout customer data changed. */
  customer_updated: v.optional(v.boolean()),
});
export const IsLoginResponse = envelope(IsLogin);

const AuthJwt = v.object({ jwt: v.string() });
export const AuthJwtResponse = envelope(AuthJwt);

/**
 * auth/generate-token's query (docs/behaviour/07-api.md): `set_token_id` + `token_hash` ask for a JWT of an
 * existing token row, `force_logout=1` for a fresh anonymous token. A malformed value counts as
 * absent: the visitor still gets a token.
 */
export const GenerateTokenQuery = v.object({
  set_token_id: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
  token_hash: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/))), undefined),
  force_logout: v.fallback(v.optional(v.literal("1")), undefined),
});
