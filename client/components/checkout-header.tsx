import { useAtomValue } from "jotai";
import { tenantAtom } from "../state/atoms";
import { useLabel, useUrls } from "../state/hooks";
import { Icon } from "./icon";
import { siteName } from "./site-name";

/**
 * The checkout's own header (issue 18, as shops people trust do it): the logo, "secure checkout"
 * and the way back to the cart; no site navigation, search or breadcrumbs to wander off through.
 */
export function CheckoutHeader() {
  const t = useLabel();
  const urls = useUrls();
  const tenant = useAtomValue(tenantAtom);
  return (
    <header className="checkout-header">
      <a className="skip-link" href="#main">
        {t("skip_to_content")}
      </a>
      <div className="checkout-header-bar">
        <a className="brand" href={urls.named("home")}>
          <Icon name="leaf" className="brand-mark" />
          Zrno <span className="brand-site">{siteName(tenant?.name ?? "")}</span>
        </a>
        <p className="checkout-secure">
          <Icon name="shield" />
          {t("checkout_secure")}
        </p>
        {/* On a phone the cart's icon alone (its words stay its name): the bar keeps to one line. */}
        <a className="checkout-back" href={urls.named("webshop_cart")}>
          <Icon name="cart" />
          <span className="checkout-back-text">{t("checkout_back_to_cart")}</span>
        </a>
      </div>
    </header>
  );
}
