import { Hono, type Context } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { NewsletterConfirmForm, NewsletterForm, NewsletterLinkCode, NewsletterLinkId } from "../../shared/contract/newsletter";
import { sitePath } from "../../shared/urls";
import { dataContext } from "../data/context";
import { loadLabels } from "../data/app-data";
import { confirmNewsletter, subscribeNewsletter } from "../data/newsletter";
import { cssHref } from "../render/error-page";
import { newsletterConfirmPage, pageTexts } from "../render/static-pages";
import { setFlash } from "../session/form-flash";
import { UpstreamError } from "../upstream/client";
import { FormRefusal, runForm } from "./auth-form";
import { safeReturnPath } from "./return-path";

/**
 * The newsletter sign-up (issue 10) under `/api/nuxtapi/newsletter/`: the footer's form
 * (worker/render/site-footer.tsx) posts here, as a plain form (no JavaScript: a 303 back to the
 * form with the notice or the errors, via the flash) or as JSON. Cross-site posts get 403 and
 * every answer is `no-store` (./guards.ts, VISITOR_STATE); tries count against `newsletter_client`
 * (worker/edge/limits.ts). The commerce API keeps the address pending and mails the link of
 * `GET confirm/{id}/{code}/`: a page with one button, since mail scanners open links and must
 * not subscribe anyone; its POST confirms and goes home with the coupon in the footer.
 */
export const newsletterBff = new Hono<AppEnv>();

type C = Context<AppEnv>;

/** The footer's form: its id (the flash's `form`) and its anchor on every page. */
const NEWSLETTER_FORM = "newsletter";
const ANCHOR = "#newsletter";

/** The footer sits on every page: a plain form goes back to the page it was sent from (Referer), else home. */
const here = (c: C) => safeReturnPath(c.req.header("referer"), c) ?? sitePath(c.get("site"), "/");

newsletterBff.post("/newsletter/subscribe/", (c) =>
  runForm(c, {
    form: NEWSLETTER_FORM,
    schema: NewsletterForm,
    home: here(c),
    anchor: ANCHOR,
    limits: () => [["newsletter_client"]],
    run: async (f, { back }) => {
      await subscribeNewsletter(dataContext(c), f.email);
      return { to: back + ANCHOR, data: { status: "pending" }, notice: { form: NEWSLETTER_FORM, notice: "newsletter_check_inbox" } };
    },
  }),
);

/** The mailed link: a page that asks for one click (a GET changes nothing). */
newsletterBff.get("/newsletter/confirm/:id/:code/", async (c) => {
  const id = c.req.param("id");
  const code = c.req.param("code");
  c.header("cache-control", "no-store");
  c.header("referrer-policy", "no-referrer");
  const t = pageTexts(await loadLabels(dataContext(c)).catch(() => null), c.get("site").tenant.lang);
  const valid = v.is(NewsletterLinkId, id) && v.is(NewsletterLinkCode, code);
  const html = newsletterConfirmPage({ htmlLang: c.get("site").tenant.htmlLang, t, cssHref: cssHref(), action: sitePath(c.get("site"), "/api/nuxtapi/newsletter/confirm/"), id: valid ? id : null, code, homeHref: sitePath(c.get("site"), "/") });
  return c.body(html, valid ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
});

newsletterBff.post("/newsletter/confirm/", (c: C) =>
  runForm(c, {
    form: NEWSLETTER_FORM,
    schema: NewsletterConfirmForm,
    home: sitePath(c.get("site"), "/"),
    anchor: ANCHOR,
    run: async (f, { sub }) => {
      let done;
      try {
        done = await confirmNewsletter(dataContext(c), f.id, f.code);
      } catch (err) {
        if (err instanceof UpstreamError && err.status === 404) throw new FormRefusal({}, "newsletter_link_invalid");
        throw err;
      }
      const to = sitePath(c.get("site"), "/") + ANCHOR;
      // The coupon goes with the notice, so the footer can show it on the next page.
      if (sub.mode === "form") setFlash(c, { form: NEWSLETTER_FORM, values: done.coupon ? { coupon: done.coupon.code, percent: String(done.coupon.percent) } : {}, errors: {}, notice: "newsletter_confirmed" });
      return { to, data: done };
    },
  }),
);
