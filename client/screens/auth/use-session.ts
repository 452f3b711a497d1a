import { useAtomValue, useSetAtom } from "jotai";
import { go } from "../../navigation/guard";
import { cartSummaryAtom, profileAtom } from "../../state/account";
import { sessionAtom, tenantAtom } from "../../state/atoms";

/**
 * After a log-in or log-out answered: refetch what the page knows of the session (./session.ts,
 * its calls a chunk loaded now: ./session-refetch.ts), then load `to` in full. A full load, not a
 * client-side navigation: page answers fetched ahead of a click were made for the old token, and
 * the new page must be rendered for the new one. A chunk that fails to load skips the refetch:
 * the full load shows the new session anyway.
 */
export function useSessionChange() {
  const tenant = useAtomValue(tenantAtom);
  const setSession = useSetAtom(sessionAtom);
  const setProfile = useSetAtom(profileAtom);
  const setCart = useSetAtom(cartSummaryAtom);
  return async (kind: "login" | "logout", to: string) => {
    try {
      const { refetchFor } = await import("./session-refetch");
      await refetchFor(kind, tenant?.basePath ?? "", {
        loggedIn: (loggedIn) => setSession((s) => ({ ...s, loggedIn })),
        profile: setProfile,
        cartItems: (items) => setCart(items === null ? null : { items }),
      });
    } catch {
      // The chunk did not load: the full load below renders the new session.
    }
    go(to);
  };
}
