import { describe, expect, it } from "vitest";
import { get } from "./helpers";
import { outbox, uniqueEmail } from "./accounts-helpers";
import { REGISTRY_SITES } from "./registry-sites";
import { labels, type LabelLang } from "../../commerce/seed/labels";

const seedLabel = (key: string, lang: LabelLang) => labels[key]![lang]!;

/**
 * The newsletter sign-up in the footer (issue 10): a plain form that works without JavaScript,
 * double opt-in through a mailed link, the first-order coupon on confirmation, the same-origin
 * guard and the per-client limit of worker/edge/limits.ts (`newsletter_client`).
 */
const BASE = "http://localhost/en";
const SAME_ORIGIN = { origin: "http://localhost", "sec-fetch-site": "same-origin" };
const FORM = { ...SAME_ORIGIN, "content-type": "application/x-www-form-urlencoded" };

function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

/** The flash cookie of a plain form's 303, as a Cookie header for the next page. */
function flashCookie(res: Response): Record<string, string> {
  const cookie = /zrno_form=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0];
  expect(cookie, "the 303 carries the flash").toBeTruthy();
  return { cookie: cookie! };
}

const footerOf = (html: string) => html.slice(html.indexOf('<footer class="site-footer"'));

describe("the footer's newsletter form", () => {
  it.each(REGISTRY_SITES)("$code: is in the server's HTML with its consent wording in the site's language, outside the hydrated root", async (site) => {
    const html = await (await get(`${site.base}/`)).text();
    const footer = footerOf(html);
    const mount = new URL(site.base).pathname.replace(/\/$/, "");
    expect(footer).toMatch(new RegExp(`<form (?=[^>]*action="${mount}/api/nuxtapi/newsletter/subscribe/")(?=[^>]*method="post")`));
    expect(footer).toMatch(/<input (?=[^>]*type="email")(?=[^>]*name="email")(?=[^>]*required)/);
    expect(footer).toMatch(/<input (?=[^>]*type="checkbox")(?=[^>]*name="consent")(?=[^>]*value="1")(?=[^>]*required)/);
    // Outside the hydrated root: no script of its own (the JavaScript budget).
    expect(html.indexOf('id="newsletter"')).toBeGreaterThan(html.indexOf("</main>"));
    const consent = seedLabel("newsletter_consent", site.lang as LabelLang);
    expect(consent.length).toBeGreaterThan(40);
    expect(footer).toContain(consent.replace(/'/g, "&#x27;"));
  });

  it("without JavaScript: subscribe → back to the form with 'check your inbox' → the mailed link's page → confirm → the coupon", async () => {
    const email = uniqueEmail("news");
    const sent = await get(`${BASE}/api/nuxtapi/newsletter/subscribe/`, { method: "POST", headers: { ...FORM, referer: "http://localhost/en/faq/" }, body: form({ email, consent: "1" }) });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe("/en/faq/#newsletter");
    expect(sent.headers.get("cache-control")).toContain("no-store");
    const back = footerOf(await (await get("http://localhost/en/faq/", { headers: flashCookie(sent) })).text());
    expect(back).toContain(seedLabel("newsletter_check_inbox", "en"));

    // One mail, in English, whose link opens a page with one button (a GET confirms nothing).
    const mails = (await outbox(email)).filter((m) => m.kind === "newsletter_confirm");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain("newsletter");
    const link = mails[0]!.links[0]!;
    expect(link).toMatch(/^\/api\/nuxtapi\/newsletter\/confirm\/[A-Za-z0-9_-]{16}\/[A-Za-z0-9_-]{43}\/$/);
    expect(mails[0]!.text).toContain(link);
    const page = await get(`${BASE}${link}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");
    const pageHtml = await page.text();
    expect(pageHtml).toContain(seedLabel("newsletter_confirm_button", "en"));
    const [, id, code] = /confirm\/([^/]+)\/([^/]+)\//.exec(link)!;
    // Opening the page twice changes nothing, and a wrong code is refused.
    const wrong = await get(`${BASE}/api/nuxtapi/newsletter/confirm/`, { method: "POST", headers: { ...FORM, referer: `http://localhost${link}` }, body: form({ id: id!, code: code!.replace(/^./, (c) => (c === "A" ? "B" : "A")) }) });
    expect(wrong.status).toBe(303);
    expect(footerOf(await (await get(`${BASE}/`, { headers: flashCookie(wrong) })).text())).toContain(seedLabel("newsletter_link_invalid", "en"));

    const confirmed = await get(`${BASE}/api/nuxtapi/newsletter/confirm/`, { method: "POST", headers: FORM, body: form({ id: id!, code: code! }) });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe("/en/#newsletter");
    const home = footerOf(await (await get(`${BASE}/`, { headers: flashCookie(confirmed) })).text());
    expect(home).toContain(seedLabel("newsletter_confirmed", "en"));
    expect(home).toContain("WELCOME15");

    // Subscribing again answers the same and mails nothing: nobody learns who subscribes.
    const again = await get(`${BASE}/api/nuxtapi/newsletter/subscribe/`, { method: "POST", headers: { ...SAME_ORIGIN, "content-type": "application/json", "cf-connecting-ip": "10.77.0.1" }, body: JSON.stringify({ email, consent: true }) });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ success: true, data: { status: "pending" } });
    expect((await outbox(email)).filter((m) => m.kind === "newsletter_confirm")).toHaveLength(1);
  });

  it("refuses what it cannot take, saying why beside the field, keeping what was typed", async () => {
    const json = (body: object, ip: string) => get(`${BASE}/api/nuxtapi/newsletter/subscribe/`, { method: "POST", headers: { ...SAME_ORIGIN, "content-type": "application/json", "cf-connecting-ip": ip }, body: JSON.stringify(body) });
    const bad = await json({ email: "not-an-address", consent: "1" }, "10.77.1.1");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ success: false, errors: { email: "validation_email" } });
    const noConsent = await json({ email: uniqueEmail("consent") }, "10.77.1.2");
    expect(noConsent.status).toBe(400);
    expect(await noConsent.json()).toMatchObject({ errors: { consent: "newsletter_consent_required" } });

    const plain = await get(`${BASE}/api/nuxtapi/newsletter/subscribe/`, { method: "POST", headers: { ...FORM, referer: "http://localhost/en/", "cf-connecting-ip": "10.77.1.3" }, body: form({ email: "typo@" }) });
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toBe("/en/#newsletter");
    const footer = footerOf(await (await get(`${BASE}/`, { headers: flashCookie(plain) })).text());
    expect(footer).toContain(seedLabel("validation_email", "en"));
    expect(footer).toContain(seedLabel("newsletter_consent_required", "en"));
    expect(footer).toMatch(/<input (?=[^>]*name="email")(?=[^>]*value="typo@")/);
    expect(footer).toContain('aria-invalid="true"');
  });

  it("another site cannot subscribe someone (403), and one client gets three tries a minute (429 with Retry-After)", async () => {
    const crossSite = await get(`${BASE}/api/nuxtapi/newsletter/subscribe/`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example", "sec-fetch-site": "cross-site" }, body: form({ email: uniqueEmail("csrf"), consent: "1" }) });
    expect(crossSite.status).toBe(403);
    const ip = "10.77.2.1";
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await get(`${BASE}/api/nuxtapi/newsletter/subscribe/`, { method: "POST", headers: { ...SAME_ORIGIN, "content-type": "application/json", "cf-connecting-ip": ip }, body: JSON.stringify({ email: uniqueEmail(`limit${i}`), consent: "1" }) });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.headers.get("retry-after")).toBe("60");
        expect(await res.json()).toMatchObject({ success: false, label_name: "error_too_many_attempts" });
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("a malformed mailed link is a 404 page leading home", async () => {
    const res = await get(`${BASE}/api/nuxtapi/newsletter/confirm/short/code/`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(seedLabel("newsletter_link_invalid", "en"));
  });
});
