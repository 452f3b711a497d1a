import { useAtom, useAtomValue } from "jotai";
import { useEffect } from "react";
import { compareCountAtom, menuOpenAtom, pageAtom, tenantAtom, wishlistCountAtom } from "../state/atoms";
import { useLabel, useUrls } from "../state/hooks";
import { AccountLink } from "./account-link";
import { CartLink } from "./cart-link";
import { Icon } from "./icon";
import { Count } from "./count";
import { HeaderCategoryMenu, HeaderSearch, HeaderSiteSwitch } from "./islands";
import { siteName } from "./site-name";

/** One empty list, so that the menu's island (memo) sees the same props on every render. */
const NO_CATEGORIES: never[] = [];

/**
 * The shop's header (docs/decisions/0012-shop-navigation.md): logo, search box, account, wishlist
 * and cart with their counts; below them the category menu and the content pages. On a phone the
 * bar with the cart and the search box stays on screen (sticky), and the rest opens as a drawer.
 * Everything in the server's HTML is the same for every visitor of the site: counts are filled
 * in the browser after hydration.
 */
export function Header({ interactive }: { interactive: boolean }) {
  const t = useLabel();
  const urls = useUrls();
  const tenant = useAtomValue(tenantAtom);
  const page = useAtomValue(pageAtom);
  const [open, setOpen] = useAtom(menuOpenAtom);
  const searched = page?.screen.kind === "catalog-search" ? page.screen.query : "";
  // Known once a screen or the header's first call has loaded the visitor's lists (null before: nothing is shown).
  const wishlistCount = useAtomValue(wishlistCountAtom);
  const compareCount = useAtomValue(compareCountAtom);
  const pages = page?.nav?.pages ?? {};
  const link = (name: string) => (pages[name] ? urls.path(pages[name]) : null);
  // A followed link closes the drawer: the next page starts with it shut.
  useEffect(() => setOpen(false), [page?.route?.path, setOpen]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      document.querySelector<HTMLElement>(".menu-toggle")?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, setOpen]);
  const content: [string, string, Parameters<typeof Icon>[0]["name"]][] = [
    ["recipes", "nav_recipes", "recipe"],
    ["magazine", "nav_magazine", "book"],
    ["stores", "nav_locations", "store"],
    ["faq", "nav_faq", "help"],
  ];
  return (
    <header className={open ? "site-header menu-open" : "site-header"}>
      <a className="skip-link" href="#main">
        {t("skip_to_content")}
      </a>
      <div className="header-bar">
        {interactive && (
          <button type="button" className="menu-toggle" aria-expanded={open} aria-controls="site-nav" onClick={() => setOpen((o) => !o)}>
            <Icon name={open ? "close" : "menu"} />
            <span className="menu-toggle-text">{t(open ? "close" : "open_menu")}</span>
          </button>
        )}
        <a className="brand" href={urls.named("home")}>
          <Icon name="leaf" className="brand-mark" />
          Zrno <span className="brand-site">{siteName(tenant?.name ?? "")}</span>
        </a>
        {/* On the results page the box holds the words searched for (the page's own address). */}
        <HeaderSearch key={searched} initial={searched} />
        <div className="header-actions">
          {page && <HeaderSiteSwitch alternates={page.alternates} />}
          <AccountLink />
          {tenant?.features.wishlist && (
            <a href={urls.named("wishlist")} className="nav-wishlist header-action">
              <Icon name="heart" />
              <span className="header-action-text">{t("nav_wishlist")}</span>
              <Count value={wishlistCount} />
            </a>
          )}
          {interactive && <CartLink />}
        </div>
      </div>
      <nav id="site-nav" className={open || !interactive ? "site-nav open" : "site-nav"} aria-label={t("nav_home")}>
        <ul className="nav-main">
          <li className="nav-categories-item">
            <HeaderCategoryMenu categories={page?.nav?.categories ?? NO_CATEGORIES} interactive={interactive} />
          </li>
          <li>
            <a href={urls.named("home")} className="nav-home">
              {t("nav_home")}
            </a>
          </li>
          <li>
            <a href={urls.named("catalog")}>{t("nav_products")}</a>
          </li>
          {content.map(([name, key, icon]) => {
            const href = link(name);
            return (
              href && (
                <li key={name}>
                  <a href={href}>
                    <Icon name={icon} />
                    {t(key)}
                  </a>
                </li>
              )
            );
          })}
          {tenant?.features.compare && (
            <li>
              <a href={urls.named("compare")} className="nav-compare">
                {t("nav_compare")}
                <Count value={compareCount} />
              </a>
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}
