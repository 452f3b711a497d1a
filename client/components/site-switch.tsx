import { useAtomValue } from "jotai";
import type { PageState } from "../../shared/page-state";
import { tenantAtom } from "../state/atoms";
import { useLabel } from "../state/hooks";
import { Icon } from "./icon";
import { siteName } from "./site-name";

/**
 * The site (country and language) switch: shows this site and its currency, and lists this
 * page's versions on the other sites (the hreflang alternates), so the shopper stays on the same
 * product or article. A native <details>: it opens and closes by keyboard without script.
 */
export function SiteSwitch({ alternates }: { alternates: PageState["alternates"] }) {
  const t = useLabel();
  const tenant = useAtomValue(tenantAtom);
  const others = alternates.filter((a) => a.hreflang !== "x-default");
  if (!tenant || others.length === 0) return null;
  return (
    <details className="site-switch">
      <summary>
        <Icon name="globe" />
        <span className="visually-hidden">{t("language_switch")}: </span>
        <span className="site-switch-current">
          {siteName(tenant.name)} <span className="site-switch-currency">{tenant.currency}</span>
        </span>
      </summary>
      <ul>
        {others.map((a) => (
          <li key={a.hreflang}>
            <a href={a.href} hrefLang={a.hreflang} lang={a.hreflang} aria-current={a.hreflang === tenant.htmlLang ? "true" : undefined}>
              {siteName(a.label)}
              {a.currency && <span className="site-switch-currency">{a.currency}</span>}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
