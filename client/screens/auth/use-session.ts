import { useAtomValue, useSetAtom } from "jotai";
import { go } from "../../navigation/guard";
import { cartSummaryAtom, profileAtom } from "../../state/account";
import { sessionAtom, tenantAtom } from "../../state/atoms";
import { fetchCartItems, fetchLoggedIn, fetchProfile } from "./auth-api";
import { refetchSession } from "./session";

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * After a log-in or log-out answered: refetch what the page knows of the session (./session.ts),
 * then load `to` in full. A full load, not a client-side navigation: page answers fetched ahead
 * of a click were made for the old token, and the new page must be rendered for the new one.
 */
export function useSessionChange() {
  const tenant = useAtomValue(tenantAtom);
  const setSession = useSetAtom(sessionAtom);
  const setProfile = useSetAtom(profileAtom);
  const setCart = useSetAtom(cartSummaryAtom);
  return async (kind: "login" | "logout", to: string) => {
    const base = tenant?.basePath ?? "";
    await refetchSession(
      kind,
      { sleep, loggedIn: () => fetchLoggedIn(base), profile: () => fetchProfile(base), cartItems: () => fetchCartItems(base) },
      {
        loggedIn: (loggedIn) => setSession((s) => ({ ...s, loggedIn })),
        profile: setProfile,
        cartItems: (items) => setCart(items === null ? null : { items }),
      },
    );
    go(to);
  };
}
