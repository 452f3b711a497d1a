import { useAtom, useAtomValue } from "jotai";
import { compareCountAtom, menuOpenAtom, pageAtom, tenantAtom, wishlistCountAtom } from "../state/atoms";
import { useLabel, useUrls } from "../state/hooks";
import { AccountLink } from "./account-link";
import { CartLink } from "./cart-link";
import { SearchBox } from "./search-box";

export function Header({ interactive }: { interactive: boolean }) {
  const t = useLabel();
  const urls = useUrls();
  const tenant = useAtomValue(tenantAtom);
  const page = useAtomValue(pageAtom);
  const [open, setOpen] = useAtom(menuOpenAtom);
  const searched = page?.screen.kind === "catalog-search" ? page.screen.query : "";
  // Known once a screen has loaded the visitor's lists (null before: nothing is shown).
  const wishlistCount = useAtomValue(wishlistCountAtom);
  const compareCount = useAtomValue(compareCountAtom);
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t("skip_to_content")}
      </a>
      <a className="brand" href={urls.named("home")}>
        Zrno <span className="brand-site">{tenant?.name}</span>
      </a>
      {/* On the results page the box holds the words searched for (the page's own address). */}
      <SearchBox key={searched} initial={searched} />
      {interactive && (
        <button type="button" className="menu-toggle" aria-expanded={open} aria-controls="site-nav" onClick={() => setOpen((o) => !o)}>
          {t(open ? "close" : "open_menu")}
        </button>
      )}
      <nav id="site-nav" className={open || !interactive ? "site-nav open" : "site-nav"} aria-label={t("nav_home")}>
        <a href={urls.named("home")}>{t("nav_home")}</a>
        <a href={urls.named("catalog")}>{t("nav_products")}</a>
        <a href={urls.named("location")}>{t("nav_locations")}</a>
        <a href={urls.named("search")}>{t("nav_search")}</a>
        {tenant?.features.wishlist && (
          <a href={urls.named("wishlist")} className="nav-wishlist">
            {t("nav_wishlist")}
            {wishlistCount ? <span className="nav-count"> ({wishlistCount})</span> : null}
          </a>
        )}
        {tenant?.features.compare && (
          <a href={urls.named("compare")} className="nav-compare">
            {t("nav_compare")}
            {compareCount ? <span className="nav-count"> ({compareCount})</span> : null}
          </a>
        )}
        {interactive && <CartLink />}
        <AccountLink />
      </nav>
      {page && page.alternates.length > 0 && (
        <details className="site-switch">
          <summary>{t("language_switch")}</summary>
          <ul>
            {page.alternates
              .filter((a) => a.hreflang !== "x-default")
              .map((a) => (
                <li key={a.hreflang}>
                  <a href={a.href} hrefLang={a.hreflang} lang={a.hreflang}>
                    {a.label}
                  </a>
                </li>
              ))}
          </ul>
        </details>
      )}
    </header>
  );
}
