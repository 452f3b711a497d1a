import type { PageState } from "../../shared/page-state";
import { label } from "../../shared/labels";
import { siteLabels } from "./page-labels";
import { sitePath } from "../../shared/urls";
import { Icon } from "../../client/components/icon";
import type { IconName } from "../../client/components/icon-names";
import { siteName } from "../../client/components/site-name";
import type { FormFlash } from "../session/form-flash";

interface FooterLink {
  href: string;
  text: string;
}

/** Another site of the shop, by its home page (worker/render/render.tsx lists them). */
export interface OtherSite {
  href: string;
  name: string;
  currency: string;
}

/**
 * The site footer as grocery shops have it (docs/decisions/0014-shop-footer.md): link columns
 * (shop categories; recipes and magazine; help; company; other countries), the ways to pay and to
 * get the order, social accounts, the shop's address and the credits the artwork's licences ask
 * for. Every link comes from the site's route table (`nav`), so a page the site lacks drops out.
 * On a phone each column is a native disclosure (keyboard and screen readers work without
 * script); from 900 px they all stand open (CSS). The same for every visitor: no personal data.
 *
 * Rendered by the server only, after `#root` (worker/render/document.tsx): nothing in it changes
 * while a shopper moves within a site, so the browser gets its HTML and none of its code (the
 * JavaScript budget, docs/decisions/0014-shop-footer.md). Client navigation keeps it as it is;
 * the checkout and blank layouts hide it with CSS. "Other countries" are the other sites' home
 * pages for that reason: this page's own translations would go stale after the first click.
 */
/** The site's social accounts: each path on the site redirects to the account (`/instagram/`). */
const SOCIAL: readonly (readonly [IconName, string])[] = [
  ["instagram", "Instagram"],
  ["facebook", "Facebook"],
];

export function SiteFooter({ state, sites, newsletter = null }: { state: PageState; sites: readonly OtherSite[]; newsletter?: FormFlash | null }) {
  const t = (key: string, vars?: Record<string, string | number>) => label(siteLabels(state), key, vars, state.tenant.locale);
  const mount = { basePath: state.tenant.basePath, routeWords: state.tenant.routeWords };
  const urls = { path: (p: string) => sitePath(mount, p) };
  const page = state;
  const info = page.info;
  const nav = page.nav ?? { categories: [], pages: {} };
  const pages = nav.pages;
  const link = (name: string, text: string, hash = ""): FooterLink[] => (pages[name] ? [{ href: urls.path(pages[name]) + hash, text }] : []);
  const columns: { id: string; title: string; links: FooterLink[] }[] = [
    { id: "shop", title: t("nav_products"), links: [...nav.categories.slice(0, 8).map((c) => ({ href: urls.path(c.url), text: c.title })), ...link("brands", t("nav_brands"))] },
    { id: "inspiration", title: t("footer_inspiration"), links: [...link("recipes", t("nav_recipes")), ...link("magazine", t("nav_magazine")), ...link("authors", t("authors_title")), ...link("newsletter", t("newsletters_title"))] },
    {
      id: "help",
      title: t("footer_customer_service"),
      links: [
        ...link("faq", t("nav_faq")),
        ...link("delivery", t("footer_shipping_info")),
        ...link("faq", t("footer_payment_methods"), "#faq-payment-methods"),
        ...link("faq", t("footer_returns"), "#faq-returns"),
        ...link("stores", t("nav_locations")),
        ...link("contact", t("footer_contact")),
      ],
    },
    { id: "company", title: t("footer_company"), links: [...link("about", t("footer_about")), ...link("terms", t("footer_terms"))] },
    {
      id: "sites",
      title: t("footer_sites"),
      links: sites.map((s) => ({ href: s.href, text: `${siteName(s.name)} · ${s.currency}` })),
    },
  ];
  const pay: { icon: IconName; text: string }[] = [
    { icon: "visa", text: "Visa" },
    { icon: "mastercard", text: "Mastercard" },
    { icon: "bank", text: t("payment_bank_transfer") },
    { icon: "cash", text: t("payment_on_delivery") },
  ];
  const delivery: { icon: IconName; text: string }[] = [
    { icon: "truck", text: t("shipping_delivery") },
    { icon: "parcel", text: t("shipping_parcel_locker") },
    { icon: "store", text: t("shipping_pickup") },
  ];
  return (
    <footer className="site-footer">
      <Newsletter t={t} action={urls.path("/api/nuxtapi/newsletter/subscribe/")} flash={newsletter} />
      <nav className="footer-columns" aria-label={t("footer_navigation")}>
        {columns
          .filter((c) => c.links.length > 0)
          .map((c) => (
            <details key={c.id} className={`footer-col footer-col-${c.id}`}>
              <summary>
                <h2>{c.title}</h2>
                <Icon name="down" className="footer-col-chevron" />
              </summary>
              <ul>
                {c.links.map((l) => (
                  <li key={l.href}>
                    <a href={l.href}>{l.text}</a>
                  </li>
                ))}
              </ul>
            </details>
          ))}
      </nav>
      <div className="footer-trust">
        <section aria-labelledby="footer-pay">
          <h2 id="footer-pay">{t("footer_we_accept")}</h2>
          <Marks marks={pay} branded />
        </section>
        <section aria-labelledby="footer-delivery">
          <h2 id="footer-delivery">{t("footer_delivery")}</h2>
          <Marks marks={delivery} />
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social">{t("footer_follow_us")}</h2>
          <ul className="footer-social">
            {SOCIAL.map(([name, title]) => (
              <li key={name}>
                <a href={urls.path(`/${name}/`)} rel="noopener">
                  <Icon name={name} />
                  <span>{title}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="footer-base">
        {info && (
          <address>
            <strong>{info.title}</strong>
            <br />
            {info.address}
            <br />
            <a href={`mailto:${info.email}`}>{info.email}</a> · <a href={`tel:${info.phone.replace(/\s+/g, "")}`}>{info.phone}</a>
          </address>
        )}
        <p>{t("footer_copyright", { year: page.year })}</p>
        <p className="footer-credits">
          {t("footer_credits")}{" "}
          <a href="https://creativecommons.org/licenses/by/4.0/" rel="license noopener">
            CC BY 4.0
          </a>
        </p>
      </div>
    </footer>
  );
}

/**
 * The newsletter sign-up (worker/bff/newsletter.ts): an e-mail field and the consent, a plain
 * form that works without JavaScript. Its answer comes back as the flash of the `newsletter`
 * form (worker/render/render.tsx reads it): the notice (check your inbox; confirmed, with the
 * coupon), or the errors beside their fields with the e-mail as typed. The page with a flash is
 * never shared by the edge cache (worker/cache/page-rules.ts), so the HTML stays the same for
 * every other visitor.
 */
function Newsletter({ t, action, flash }: { t: (key: string, vars?: Record<string, string | number>) => string; action: string; flash: FormFlash | null }) {
  const errors = flash?.errors ?? {};
  const emailError = errors.email;
  const consentError = errors.consent;
  const done = flash?.notice === "newsletter_check_inbox" || flash?.notice === "newsletter_confirmed";
  return (
    <section className="footer-newsletter" id="newsletter" aria-labelledby="footer-newsletter-title">
      <div>
        <h2 id="footer-newsletter-title">{t("newsletter_title")}</h2>
        <p>{t("newsletter_text")}</p>
      </div>
      <form method="post" action={action}>
        {flash?.notice && (
          <p className={done ? "footer-newsletter-notice" : "footer-newsletter-notice is-error"} role={done ? "status" : "alert"}>
            {t(flash.notice)}
            {flash.values.coupon && (
              <>
                {" "}
                <strong>{t("newsletter_coupon", { percent: flash.values.percent ?? "", code: flash.values.coupon })}</strong>
              </>
            )}
          </p>
        )}
        <label htmlFor="newsletter-email">{t("newsletter_email")}</label>
        <div className="footer-newsletter-row">
          <input
            id="newsletter-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={flash?.values.email ?? ""}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? "newsletter-email-error" : undefined}
          />
          <button type="submit" className="button">
            {t("newsletter_subscribe")}
          </button>
        </div>
        {emailError && (
          <p id="newsletter-email-error" className="field-error">
            {t(emailError)}
          </p>
        )}
        <label className="footer-newsletter-consent">
          <input type="checkbox" name="consent" value="1" required aria-invalid={consentError ? true : undefined} aria-describedby={consentError ? "newsletter-consent-error" : undefined} />
          <span>{t("newsletter_consent")}</span>
        </label>
        {consentError && (
          <p id="newsletter-consent-error" className="field-error">
            {t(consentError)}
          </p>
        )}
      </form>
    </section>
  );
}

/** A row of marks with their names; `branded` marks (card schemes) get their own class for their colours. */
function Marks({ marks, branded = false }: { marks: readonly { icon: IconName; text: string }[]; branded?: boolean }) {
  return (
    <ul className="footer-marks">
      {marks.map((m) => (
        <li key={m.icon} className={branded ? `footer-mark footer-mark-${m.icon}` : "footer-mark"}>
          <Icon name={m.icon} />
          <span>{m.text}</span>
        </li>
      ))}
    </ul>
  );
}
