import * as v from "valibot";
import { envelope } from "./envelope";

/** auth/is-login (spec §3 "Login state"). */
export const IsLogin = v.object({
  user_id: v.nullable(v.number()),
  continue_as_guest_exist: v.boolean(),
  is_staff: v.boolean(),
});
export const IsLoginResponse = envelope(IsLogin);

export const AuthJwt = v.object({ jwt: v.string() });
export const AuthJwtResponse = envelope(AuthJwt);
