import { describe, expect, it, vi } from "vitest";
import { db, mailedLink, uniqueEmail } from "./accounts-helpers";
import { FLASH_COOKIE } from "../../worker/session/form-flash";
import { get, GOOGLEBOT_UA, TOKEN_COOKIE } from "./helpers";
import {
  account,
  authUrl,
  bff,
  cookieOf,
  cookiesOf,
  HR,
  htmlText,
  isLoggedIn,
  L,
  loggedIn,
  logIn,
  page,
  postForm,
  postJson,
  SAME_ORIGIN,
  SITES,
  visitorCookie,
} from "./auth-pages-helpers";

/**
 * The account screens through the storefront Worker (issue 4, storefront side): every screen on
 * hr, de and rs, the auth redirects of docs/behaviour/04-states.md, the 404s, no-store everywhere, and the forms both
 * ways (plain: 303 with the flash, then the page shows the values and the error next to the
 * field; JSON: 400 with the errors), with the session's token only ever in its HttpOnly cookie.
 */

const NEW_PASSWORD = "Nova-lozinka-42";

/** The attributes of the element with this id, as the server rendered them. */
function attrsOf(html: string, id: string): Record<string, string> {
  const tag = new RegExp(`<(?:input|select)[^>]*\\sid="${id}"[^>]*>`).exec(html)?.[0];
  expect(tag, `an element #${id}`).toBeTruthy();
  return Object.fromEntries([...tag!.matchAll(/\s([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}

describe("every account screen renders on hr, de and rs, private and noindex", () => {
  it.each(SITES)("$key: a visitor's screens", async (site) => {
    const who = await visitorCookie(site);
    const cases: [string, string, string][] = [
      ["", "auth-login", "auth_login"],
      ["login", "auth-login", "auth_login"],
      ["signup", "auth-signup", "auth_signup"],
      ["forgotten-password", "auth-forgotten-password", "auth_forgotten_password_title"],
      [`change-password/${"A".repeat(16)}/${"B".repeat(43)}`, "auth-new-password", "auth_new_password_title"],
      [`confirm-signup/${"A".repeat(16)}/${"B".repeat(43)}`, "auth-signup-confirm", "auth_signup_confirm_title"],
      [`signup_confirm/${"A".repeat(16)}/${"B".repeat(43)}`, "auth-signup-confirm", "auth_signup_confirm_title"],
      ["logout", "auth-logout", "nav_logout"],
    ];
    for (const [sub, kind, title] of cases) {
      const { res, html, state } = await page(authUrl(site, sub), who);
      expect(res.status, sub).toBe(200);
      expect(res.headers.get("cache-control"), sub).toBe("no-store");
      expect(state!.screen.kind, sub).toBe(kind);
      expect(state!.tenant.code).toBe(site.key);
      expect(html).toContain(`<html lang="${site.htmlLang}"`);
      expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
      expect(html, sub).toContain(`<h1>${htmlText(L(title, site.lang))}</h1>`);
      expect(state!.session.loggedIn).toBe(false);
    }
  });

  it.each(SITES)("$key: a logged-in shopper's screens", async (site) => {
    const { who } = await loggedIn(`screens-${site.key}`, site);
    const cases: [string, string, string][] = [
      ["", "auth-dashboard", "auth_dashboard"],
      ["edit", "auth-edit", "auth_edit_profile"],
      [site.orders, "auth-orders", "auth_my_orders"],
      ["coupons", "auth-coupons", "auth_my_coupons"],
      ["wishlist", "catalog-wishlist", "wishlist_title"],
      ["logout", "auth-logout", "nav_logout"],
    ];
    for (const [sub, kind, title] of cases) {
      const { res, html, state } = await page(authUrl(site, sub), who);
      expect(res.status, sub).toBe(200);
      expect(res.headers.get("cache-control"), sub).toBe("no-store");
      expect(state!.screen.kind, sub).toBe(kind);
      expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
      expect(html, sub).toContain(`<h1>${htmlText(L(title, site.lang))}</h1>`);
      expect(state!.session.loggedIn).toBe(true);
    }
    const dashboard = (await page(authUrl(site), who)).html;
    expect(dashboard).toContain(htmlText(L("auth_greeting", site.lang).replace("{name}", "Iva")));
  });

  it("the edit screen fills the form from the profile, with captions, autocomplete and the countries in the site's language", async () => {
    const site = SITES[1]!;
    const { who, email } = await loggedIn("edit-de", site);
    const { html, state } = await page(authUrl(site, "edit"), who);
    expect(state!.screen.kind).toBe("auth-edit");
    expect(html).toContain(`<strong>${email}</strong>`);
    expect(attrsOf(html, "profile-first-name")).toEqual({ id: "profile-first-name", name: "first_name", type: "text", autoComplete: "given-name", required: "", "aria-required": "true", maxLength: "60", value: "Iva" });
    expect(html).toContain('<option value="DE">Deutschland</option>');
    expect(attrsOf(html, "password-current-password")).toMatchObject({ name: "current_password", type: "password", autoComplete: "current-password", required: "" });
    expect(attrsOf(html, "password-password")).toMatchObject({ autoComplete: "new-password", "aria-describedby": "password-password-hint" });
    // Passwords are never filled in.
    expect(html).not.toMatch(/type="password"[^>]*value=/);
  });
});

describe("auth redirects (spec §4)", () => {
  it.each(SITES)("$key: a logged-in shopper on log-in, sign-up, forgotten password and a mailed link goes to the account", async (site) => {
    const { who } = await loggedIn(`away-${site.key}`, site);
    for (const sub of ["login", "signup", "forgotten-password", `confirm-signup/${"A".repeat(16)}/${"B".repeat(43)}`, `change-password/${"A".repeat(16)}/${"B".repeat(43)}`]) {
      const res = await get(authUrl(site, sub), { headers: who });
      expect(res.status, sub).toBe(302);
      expect(res.headers.get("location"), sub).toBe(`${site.basePath}/${site.auth}/`);
    }
  });

  it.each(SITES)("$key: a visitor on an account screen goes to the log-in form, which brings them back", async (site) => {
    const who = await visitorCookie(site);
    for (const sub of ["edit", site.orders, "coupons", "wishlist"]) {
      const res = await get(`${authUrl(site, sub)}?page=1`, { headers: who });
      expect(res.status, sub).toBe(302);
      const back = `${site.basePath}/${site.auth}/${sub}/?page=1`;
      expect(res.headers.get("location"), sub).toBe(`${site.basePath}/${site.auth}/login/?redirect=${encodeURIComponent(back)}`);
    }
    // The log-in form carries it, and a log-in goes there.
    const { html, state } = await page(`${authUrl(site, "login")}?redirect=${encodeURIComponent(`${site.basePath}/${site.auth}/edit/`)}`, who);
    expect(state!.screen).toMatchObject({ kind: "auth-login", redirect: `${site.basePath}/${site.auth}/edit/` });
    expect(html).toContain(`<input type="hidden" name="redirect" value="${site.basePath}/${site.auth}/edit/"/>`);
  });

  it("client-side navigation gets the same redirect from the pages endpoint", async () => {
    const res = await get(`http://localhost/api/nuxtapi/pages/?slug=${encodeURIComponent("/korisnik/edit/")}`, { headers: await visitorCookie() });
    expect(await res.json()).toMatchObject({ success: false, status: 302, location: `/korisnik/login/?redirect=${encodeURIComponent("/korisnik/edit/")}` });
  });

  it.each([
    ["//evil.example/", null],
    ["https://evil.example/", null],
    ["/\\evil.example/", null],
    ["/proizvodi/", "/proizvodi/"],
  ])("the log-in form keeps only a same-site redirect: %s", async (redirect, kept) => {
    const { state } = await page(`${authUrl(HR, "login")}?redirect=${encodeURIComponent(redirect)}`, await visitorCookie());
    expect(state!.screen).toMatchObject({ kind: "auth-login", redirect: kept });
  });
});

describe("404 for unknown account paths", () => {
  it.each([
    "nepostojece",
    "login/x",
    "edit/1",
    "change-password",
    "change-password/abc",
    `change-password/${"A".repeat(16)}/${"B".repeat(43)}/extra`,
    "confirm-signup/a",
    "social-login/google",
    "social-login",
    "logout/now",
  ])("/korisnik/%s/", async (sub) => {
    const { res, state } = await page(authUrl(HR, sub), await visitorCookie());
    expect(res.status).toBe(404);
    expect(state!.screen.kind).toBe("not-found");
  });
});

describe("the account BFF", () => {
  it("answers no-store, refuses another Content-Type (415) and cross-site posts (403)", async () => {
    const who = await visitorCookie();
    const paths = ["login", "logout", "signup", "quick-signup", "forgotten-password", "new-password", "change-password", "profile", "my-coupons"];
    for (const path of paths) {
      const wrong = await get(bff(HR, path), { method: "POST", headers: { ...who, ...SAME_ORIGIN, "content-type": "text/plain" }, body: "email=a" });
      expect(wrong.status, path).toBe(415);
      expect(wrong.headers.get("cache-control"), path).toBe("no-store");
      const cross = await postForm(bff(HR, path), who, { email: "a@b.hr" }, { origin: "https://evil.example", "sec-fetch-site": "cross-site" });
      expect(cross.status, path).toBe(403);
      expect(cross.headers.get("cache-control")).toBe("no-store");
      const blind = await postForm(bff(HR, path), who, { email: "a@b.hr" }, {});
      expect(blind.status, path).toBe(403);
    }
    for (const path of ["is-login", "profile"]) expect((await get(bff(HR, path), { headers: who })).headers.get("cache-control")).toBe("no-store");
    expect((await get(bff(HR, "profile"), { headers: who })).status).toBe(403);
  });

  it("a JSON post with errors answers 400 with an error label per field; a plain one 303 back with the flash", async () => {
    const who = await visitorCookie();
    const bad = { email: "ana@", password: "1234", first_name: "", last_name: "Horvat" };
    const json = await postJson(bff(HR, "signup"), who, bad);
    expect(json.status).toBe(400);
    expect(json.headers.get("cache-control")).toBe("no-store");
    expect(await json.json()).toEqual({
      success: false,
      data: null,
      label_name: "validation_form_errors",
      errors: { email: "validation_email", password: "validation_password_length", first_name: "validation_required", accept_terms: "validation_terms" },
    });

    const plain = await postForm(bff(HR, "signup"), who, { ...bad, _back: "/korisnik/signup/" });
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toBe("/korisnik/signup/");
    const flash = plain.headers.getSetCookie().find((c) => c.startsWith(`${FLASH_COOKIE}=`));
    expect(flash).toMatch(/HttpOnly/i);
    const { html, state } = await page(authUrl(HR, "signup"), cookiesOf(plain, who));
    expect(state!.screen).toMatchObject({ kind: "auth-signup", form: { values: { email: "ana@", first_name: "", last_name: "Horvat" }, errors: { email: "validation_email" } } });
    // The value typed is back, the error sits next to its field and is tied to it; the password is not.
    expect(attrsOf(html, "signup-email")).toEqual({
      id: "signup-email",
      name: "email",
      type: "email",
      autoComplete: "email",
      required: "",
      "aria-required": "true",
      maxLength: "254",
      value: "ana@",
      "aria-invalid": "true",
      "aria-describedby": "signup-email-error",
    });
    expect(attrsOf(html, "signup-password")).not.toHaveProperty("value");
    expect(html).toContain(`<p id="signup-email-error" class="field-error">${htmlText(L("validation_email"))}</p>`);
    expect(html).toContain(`<p id="signup-password-error" class="field-error">${htmlText(L("validation_password_length"))}</p>`);
    expect(html).toContain(`<p id="signup-accept-terms-error" class="field-error">${htmlText(L("validation_terms"))}</p>`);
    expect(html).not.toContain("1234");
    expect(html).toContain(htmlText(L("validation_form_errors")));
    // Shown once.
    expect((await page(authUrl(HR, "signup"), who)).state!.screen).toMatchObject({ form: { values: {}, errors: {} } });
  });

  it("unknown fields and `__proto__` are refused without touching Object.prototype", async () => {
    const who = await visitorCookie();
    const res = await get(bff(HR, "login"), { method: "POST", headers: { ...who, ...SAME_ORIGIN, "content-type": "application/json" }, body: '{"email":"a@b.hr","password":"x","__proto__":{"polluted":"yes"},"is_staff":"1"}' });
    expect(res.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("log-in, log-out and the session's token", () => {
  it("a wrong password: JSON 400 with the label, plain 303 back to the form with the e-mail kept", async () => {
    const { email } = await account("wrong");
    const who = await visitorCookie();
    const json = await postJson(bff(HR, "login"), who, { email, password: "Not-the-one-1" });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ success: false, label_name: "auth_login_failed" });
    expect(json.headers.getSetCookie().some((c) => c.startsWith(`${TOKEN_COOKIE}=`))).toBe(false);

    const plain = await postForm(bff(HR, "login"), who, { email, password: "Not-the-one-1", _back: "/korisnik/login/" });
    expect(plain.status).toBe(303);
    const { html } = await page(authUrl(HR, "login"), cookiesOf(plain, who));
    expect(html).toContain(`role="alert">${htmlText(L("auth_login_failed"))}</p>`);
    expect(html).toContain(`value="${email}"`);
    expect(html).not.toContain("Not-the-one-1");
  });

  it("logs in: a new HttpOnly token, the visitor's cart comes along, and the answer never carries the token", async () => {
    const { email, password } = await account("cart");
    const who = await visitorCookie();
    const pack = await db.prepare("SELECT v.code FROM product_variations v JOIN products p ON p.id = v.product_id WHERE p.visible = 1 AND v.stock >= 10 AND v.limited_qty IS NULL ORDER BY v.id LIMIT 1").first<{ code: string }>();
    const add = await postJson("http://localhost/api/nuxtapi/webshop/product/", who, { code: pack!.code, qty: 2 });
    expect(add.status).toBe(200);

    const res = await postJson(bff(HR, "login"), who, { email, password });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ success: true, data: null, redirect: "/korisnik/" });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${TOKEN_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const session = cookieOf(res);
    expect(session.cookie).not.toBe(who.cookie);
    expect(JSON.stringify(body)).not.toContain(session.cookie!.split("=")[1]);
    expect(await isLoggedIn(session)).toBe(true);

    const cart = (await (await get("http://localhost/api/nuxtapi/webshop/cart/", { headers: session })).json()) as { data: { parcels: { items: { shopping_cart_code: string; quantity: number }[] }[] } };
    expect(cart.data.parcels.flatMap((p) => p.items).map((i) => [i.shopping_cart_code, i.quantity])).toEqual([[pack!.code, 2]]);
    // The header's hint on the next page says so.
    expect((await page("http://localhost/", session)).state!.session.loggedIn).toBe(true);
  });

  it("a plain log-in goes (303) to the page that asked for it, or the site's account page", async () => {
    const { email, password } = await account("plain");
    const to = await postForm(bff(HR, "login"), await visitorCookie(), { email, password, redirect: "/korisnik/edit/" });
    expect(to.status).toBe(303);
    expect(to.headers.get("location")).toBe("/korisnik/edit/");
    const home = await postForm(bff(SITES[1]!, "login"), await visitorCookie(SITES[1]), { email, password });
    expect(home.headers.get("location")).toBe("/de/konto/");
    const evil = await postForm(bff(HR, "login"), await visitorCookie(), { email, password, redirect: "//evil.example/" });
    expect(evil.status).toBe(303);
    expect(evil.headers.get("location")).toBe("/korisnik/login/");
  });

  it("a GET of the log-out page never logs out; its POST revokes the token, stores a fresh one and follows a same-site redirect", async () => {
    const { who } = await loggedIn("logout");
    const shown = await page(`${authUrl(HR, "logout")}?redirect=${encodeURIComponent("/proizvodi/")}`, who);
    expect(shown.state!.screen).toEqual({ kind: "auth-logout", redirect: "/proizvodi/", loggedIn: true });
    expect(shown.html).toMatch(/<form id="logout" class="auth-form" noValidate="" aria-busy="false" action="\/api\/nuxtapi\/auth\/logout\/" method="post">/);
    expect(await isLoggedIn(who)).toBe(true);

    const out = await postForm(bff(HR, "logout"), who, { redirect: "/proizvodi/" });
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/proizvodi/");
    const fresh = cookieOf(out);
    expect(fresh.cookie).not.toBe(who.cookie);
    expect(await isLoggedIn(fresh)).toBe(false);
    // The old token is dead at the API: the storefront sees an anonymous visitor and replaces it.
    const old = await get(bff(HR, "is-login"), { headers: who });
    expect(((await old.json()) as { data: { logged_in: boolean } }).data.logged_in).toBe(false);
    expect(old.headers.getSetCookie().some((c) => c.startsWith(`${TOKEN_COOKIE}=`))).toBe(true);

    const offsite = await postJson(bff(HR, "logout"), fresh, { redirect: "https://evil.example/" });
    expect(await offsite.json()).toMatchObject({ success: true, redirect: "/" });
  });

  it("too many failed log-ins answer 429 with the label", async () => {
    const { email } = await account("limit");
    const statuses: number[] = [];
    let last: unknown = null;
    // Five a minute per account and client (worker/edge/limits.ts), counted in fixed one-minute
    // windows: a run that crosses a window's end starts counting again, so the sixth try is
    // refused, or (rarely) the sixth of the next window — never more than ten wrong ones in a row.
    const minute = () => Math.floor(Date.now() / 60_000);
    const startMinute = minute();
    for (let i = 0; i < 11 && statuses.at(-1) !== 429; i++) {
      const res = await postJson(bff(HR, "login"), await visitorCookie(), { email, password: `Wrong-${i}-pass` });
      statuses.push(res.status);
      last = await res.json();
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
    if (minute() === startMinute) expect(statuses).toHaveLength(6);
    else expect(statuses.length).toBeLessThanOrEqual(11);
    expect(last).toMatchObject({ success: false, label_name: "error_too_many_attempts" });
  });
});

describe("sign-up, confirmation and passwords through the pages", () => {
  it("signs up (plain), the page says to look for the mail, the mailed link confirms once", async () => {
    const email = uniqueEmail("pages-signup");
    const who = await visitorCookie();
    const res = await postForm(bff(HR, "signup"), who, { first_name: "Ana", last_name: "Kovač", email, password: "Zobene-pahuljice-7", accept_terms: "1", _back: "/korisnik/signup/" });
    expect(res.status).toBe(303);
    const shown = await page(authUrl(HR, "signup"), cookiesOf(res, who));
    expect(shown.html).toContain(htmlText(L("auth_signup_success")));
    expect(shown.html).not.toContain('<form id="signup"');

    const link = await mailedLink(email, "confirm-signup");
    expect(link.path).toMatch(/^\/korisnik\/confirm-signup\//);
    const confirmed = await page(`http://localhost${link.path}`, who);
    expect(confirmed.state!.screen).toEqual({ kind: "auth-signup-confirm", confirmed: true, email });
    expect(confirmed.html).toContain(htmlText(L("auth_signup_confirmed")));
    const again = await page(`http://localhost${link.path}`, who);
    expect(again.state!.screen).toMatchObject({ confirmed: false });
    expect(again.html).toContain(htmlText(L("error_confirm_link_invalid")));
  });

  it("a mailed link opened without a session (a bot, a mail scanner, curl): the 404 screen, no error logged, and the link still works for the shopper", async () => {
    const email = uniqueEmail("link-no-session");
    const who = await visitorCookie();
    expect((await postJson(bff(HR, "signup"), who, { first_name: "Ana", last_name: "Kovač", email, password: "Zobene-pahuljice-7", accept_terms: "1" })).status).toBe(200);
    expect((await postJson(bff(HR, "forgotten-password"), who, { email })).status).toBe(200);
    const confirmLink = await mailedLink(email, "confirm-signup");
    const errors = vi.spyOn(console, "error");
    try {
      for (const path of [confirmLink.path, `/korisnik/change-password/${"A".repeat(16)}/${"B".repeat(43)}/`]) {
        for (const ua of [GOOGLEBOT_UA, "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36", "curl/8.5.0"]) {
          const res = await get(`http://localhost${path}`, { headers: { "user-agent": ua } });
          expect(res.status).toBe(404);
          expect(await res.text()).toContain(htmlText(L("error_404_title")));
        }
      }
      expect(errors.mock.calls.filter((c) => String(c[0]).includes("unhandled"))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
    const confirmed = await page(`http://localhost${confirmLink.path}`, who);
    expect(confirmed.state!.screen).toEqual({ kind: "auth-signup-confirm", confirmed: true, email });
  });

  it("quick sign-up (after a guest checkout): an e-mail and a password, back to the page it came from, a confirmation mail", async () => {
    const email = uniqueEmail("quick");
    const who = await visitorCookie();
    const bad = await postJson(bff(HR, "quick-signup"), who, { email, password: email.toUpperCase() });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: { password: "validation_password_same_as_email" } });
    const res = await postJson(bff(HR, "quick-signup"), who, { email, password: "Zobene-pahuljice-7", _back: "/webshop/thank-you/" });
    expect(await res.json()).toEqual({ success: true, data: { email }, redirect: "/webshop/thank-you/" });
    expect((await mailedLink(email, "confirm-signup")).path).toMatch(/^\/korisnik\/confirm-signup\//);
  });

  it("forgotten password → mailed link → new password → log-in with it; the link works once", async () => {
    const { email } = await account("reset");
    const who = await visitorCookie();
    const sent = await postForm(bff(HR, "forgotten-password"), who, { email, next: "/webshop/" });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe("/korisnik/forgotten-password/");
    expect((await page(authUrl(HR, "forgotten-password"), cookiesOf(sent, who))).html).toContain(htmlText(L("auth_reset_password_sent")));

    const link = await mailedLink(email, "change-password");
    expect(link.path).toMatch(/^\/korisnik\/change-password\/[^/]+\/[^/]+\/\?next=%2Fwebshop%2F$/);
    const form = await page(`http://localhost${link.path}`, who);
    expect(form.state!.screen).toMatchObject({ kind: "auth-new-password", valid: true, next: "/webshop/" });

    const weak = await postJson(bff(HR, "new-password"), who, { id: link.id, code: link.code, password: "12345678" });
    expect(await weak.json()).toMatchObject({ errors: { password: "validation_password_common" } });
    const done = await postForm(bff(HR, "new-password"), who, { id: link.id, code: link.code, password: NEW_PASSWORD, next: "/webshop/" });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`/korisnik/login/?redirect=${encodeURIComponent("/webshop/")}`);
    const login = await page(`${authUrl(HR, "login")}?redirect=%2Fwebshop%2F`, cookiesOf(done, who));
    expect(login.html).toContain(htmlText(L("auth_password_reset_done")));
    expect(await isLoggedIn(await logIn(HR, email, NEW_PASSWORD))).toBe(true);
    expect((await page(`http://localhost${link.path}`, who)).state!.screen).toMatchObject({ kind: "auth-new-password", valid: false });
  });

  it("changing the password stores the fresh token; every earlier token stops working", async () => {
    const { email, password } = await account("change");
    const session = await logIn(HR, email, password);
    const other = await logIn(HR, email, password);
    const wrong = await postJson(bff(HR, "change-password"), session, { current_password: "Not-the-one-1", password: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ errors: { current_password: "error_current_password_wrong" } });

    const res = await postForm(bff(HR, "change-password"), session, { current_password: password, password: NEW_PASSWORD, _back: "/korisnik/edit/" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/korisnik/edit/");
    const fresh = cookieOf(res);
    expect(await isLoggedIn(fresh)).toBe(true);
    const edit = await page(authUrl(HR, "edit"), cookiesOf(res, session));
    expect(edit.html).toContain(htmlText(L("auth_password_changed")));
    expect(await isLoggedIn(session)).toBe(false);
    expect(await isLoggedIn(other)).toBe(false);
  });

  it("a visitor's account form is refused as needing a log-in, and their token (and cart) stay", async () => {
    const who = await visitorCookie();
    const res = await postJson(bff(HR, "profile"), who, { first_name: "Ana", last_name: "Kovač" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ label_name: "error_login_required" });
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${TOKEN_COOKIE}=`))).toBe(false);
  });
});

describe("profile and my coupons", () => {
  it("saves the profile (plain form); a bad field comes back next to itself with what was typed", async () => {
    const { who } = await loggedIn("profile");
    const bad = await postForm(bff(HR, "profile"), who, { first_name: "Ana", last_name: "Kovač", phone: "abc", zip: "1", country: "XX", newsletter: "1", _back: "/korisnik/edit/" });
    expect(bad.status).toBe(303);
    const shown = await page(authUrl(HR, "edit"), cookiesOf(bad, who));
    expect(shown.state!.screen).toMatchObject({ profileForm: { errors: { phone: "validation_phone", zip: "validation_zip", country: "validation_country" } } });
    expect(shown.html).toContain(`<p id="profile-phone-error" class="field-error">${htmlText(L("validation_phone"))}</p>`);
    expect(attrsOf(shown.html, "profile-phone")).toMatchObject({ type: "tel", value: "abc", "aria-invalid": "true", "aria-describedby": "profile-phone-error" });

    const good = await postForm(bff(HR, "profile"), who, { first_name: "Ana", last_name: "Kovač", phone: "+385 91 234 5678", street: "Ilica 1", zip: "10000", city: "Zagreb", country: "HR", company: "", _back: "/korisnik/edit/" });
    expect(good.status).toBe(303);
    const saved = await page(authUrl(HR, "edit"), cookiesOf(good, who));
    expect(saved.html).toContain(htmlText(L("auth_profile_saved")));
    expect(saved.state!.screen).toMatchObject({ profile: { first_name: "Ana", city: "Zagreb", country: "HR", newsletter: false } });
  });

  it("adds a coupon by its code (an unknown or expired one is refused next to the field) and removes it", async () => {
    const { who } = await loggedIn("coupons");
    const expired = await postJson(bff(HR, "my-coupons"), who, { code: "LJETO2025" });
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ label_name: "error_coupon_invalid_code", errors: { code: "error_coupon_invalid_code" } });

    const added = await postJson(bff(HR, "my-coupons"), who, { code: "zrno10" });
    expect(added.status).toBe(200);
    expect(await added.json()).toMatchObject({ success: true, data: { items: [{ code: "ZRNO10", usable: true }] } });
    const shown = await page(authUrl(HR, "coupons"), who);
    expect(shown.html).toContain('data-code="ZRNO10"');

    const removed = await postForm(bff(HR, "my-coupons"), who, { code: "ZRNO10", _method: "delete", _back: "/korisnik/coupons/" });
    expect(removed.status).toBe(303);
    const after = await page(authUrl(HR, "coupons"), cookiesOf(removed, who));
    expect(after.state!.screen).toMatchObject({ coupons: { items: [] }, form: { notice: "auth_coupon_removed" } });
    expect(after.html).toContain(htmlText(L("auth_coupon_removed")));
  });

  it("my orders: a page past the last is 404, a malformed page too", async () => {
    const { who } = await loggedIn("orders");
    const first = await page(authUrl(HR, "narudzbe"), who);
    expect(first.state!.screen).toMatchObject({ kind: "auth-orders", orders: { items: [], page: 1, pages: 1, total: 0 } });
    expect(first.html).toContain(htmlText(L("orders_empty")));
    for (const q of ["?page=2", "?page=0", "?page=abc"]) expect((await get(`${authUrl(HR, "narudzbe")}${q}`, { headers: who })).status, q).toBe(404);
  });
});
