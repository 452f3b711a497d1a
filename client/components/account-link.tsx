import { useAtomValue } from "jotai";
import { sessionAtom } from "../state/atoms";
import { useLabel, useUrls } from "../state/hooks";
import { Icon } from "./icon";

/**
 * The header's way into the account: "My account" for a logged-in shopper, "Log in" for anyone
 * else, and "My account" while that is not known (the account root shows the log-in form to a
 * visitor, so the link is right either way). The page state's hint says which; a log-in or
 * log-out on this page updates it at once.
 */
export function AccountLink() {
  const t = useLabel();
  const urls = useUrls();
  const { loggedIn } = useAtomValue(sessionAtom);
  if (loggedIn === false) {
    return (
      <a href={urls.named("auth_login")} className="nav-account" data-account="visitor">
        <Icon name="user" />
        <span className="header-action-text">{t("nav_login")}</span>
      </a>
    );
  }
  return (
    <a href={urls.named("auth")} className="nav-account" data-account={loggedIn ? "account" : "unknown"}>
      <Icon name="user" />
      <span className="header-action-text">{t("nav_account")}</span>
    </a>
  );
}
