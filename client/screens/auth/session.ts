import type { Profile } from "../../../shared/contract/account";
import { LOGIN_REFETCH_MS, LOGOUT_REFETCH_MS } from "../../../shared/timings";

/**
 * The refetch after a log-in or log-out (docs/behaviour/04-states.md "Session", docs/behaviour/09-constants.md): the token changed in its
 * HttpOnly cookie, so what the page knows of the session is out of date. After a log-in, wait
 * LOGIN_REFETCH_MS, then refetch login state, profile and cart; after a log-out, clear the user
 * at once, wait LOGOUT_REFETCH_MS, then refetch login state and cart. Pure: the clock and the
 * calls come in, so tests run it without waiting.
 */

export interface SessionSources {
  sleep: (ms: number) => Promise<void>;
  loggedIn: () => Promise<boolean>;
  profile: () => Promise<Profile | null>;
  cartItems: () => Promise<number | null>;
}

export interface SessionSinks {
  loggedIn: (value: boolean) => void;
  profile: (value: Profile | null) => void;
  cartItems: (value: number | null) => void;
}

export async function refetchSession(kind: "login" | "logout", from: SessionSources, to: SessionSinks): Promise<void> {
  to.loggedIn(kind === "login");
  if (kind === "logout") to.profile(null);
  await from.sleep(kind === "login" ? LOGIN_REFETCH_MS : LOGOUT_REFETCH_MS);
  // Each independently: one failed refetch must not keep the others from landing.
  await Promise.allSettled([
    from.loggedIn().then(to.loggedIn),
    kind === "login" ? from.profile().then(to.profile) : Promise.resolve(),
    from.cartItems().then(to.cartItems),
  ]);
}
