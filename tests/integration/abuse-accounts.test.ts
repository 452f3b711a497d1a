import { describe, expect, it } from "vitest";
import { call, login, outbox, uniqueEmail, visitor } from "./accounts-helpers";
import { account, bff, HR, L, loggedIn, postForm, postJson, SAME_ORIGIN, SITES, visitorCookie } from "./auth-pages-helpers";
import { get } from "./helpers";
import { LIMITERS, LIMITS, type LimitKind } from "../../worker/edge/limits";

/**
 * Findings 2–4 of issue 13 (docs/security.md): throttling that cannot be turned against the owner,
 * per-client limits, and no session change on a cross-site GET. Each test plays its clients by
 * their address (CF-Connecting-IP), as Cloudflare's edge sets it.
 */

let n = 0;
/** A client address of its own for each call site (TEST-NET ranges, never a real client). */
const client = () => `198.51.100.${(n = (n % 250) + 1)}`;
const from = (ip: string) => ({ ...SAME_ORIGIN, "cf-connecting-ip": ip });

/**
 * The limiter counts in fixed one-minute windows: a burst that must land in one window waits for
 * a fresh one when fewer than `seconds` are left of the current.
 */
async function freshWindow(seconds: number): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < seconds * 1000) await new Promise((r) => setTimeout(r, left + 50));
}
const SLOW = { timeout: 180_000 };

describe("finding 2: nobody can lock an owner out", SLOW, () => {
  it("the owner signs in from a new client while another client has failed 50 times on the account", async () => {
    const { email, password } = await account("owner");
    const attacker = client();
    const cookie = await visitorCookie();
    const statuses: number[] = [];
    await freshWindow(30);
    for (let i = 0; i < 50; i++) {
      const res = await postJson(bff(HR, "login"), cookie, { email, password: `Guess-${i}-pass` }, from(attacker));
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // The attacker's client is slowed after five tries on this account; its refusals are 429.
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(45);

    const owner = await postJson(bff(HR, "login"), await visitorCookie(), { email, password }, from(client()));
    expect(owner.status).toBe(200);
    expect(await owner.json()).toMatchObject({ success: true });
  });

  it("failures from many clients slow the account down at the API but never refuse its owner", async () => {
    const { email, password } = await account("slowed");
    // Twelve failures, each from another client: the per-client limits never see more than one.
    for (let i = 0; i < 12; i++) expect((await login(email, `Wrong-${i}-pass`)).status).toBe(401);
    const started = Date.now();
    const res = await login(email, password);
    expect(res.status).toBe(200);
    // Past ten failures each try waits longer (250 ms, 500 ms, …): this one waited.
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
  });

  it("past the longest wait (1.5 s) a client that failed on the account itself gets the API's 429; the owner on a clean client waits at most 1.5 s and gets in", async () => {
    const { email, password } = await account("paced");
    const clients = Array.from({ length: 15 }, () => client());
    // Fifteen failures, each from another client through the storefront: the API's wait would now
    // be 4 s (250 ms doubling from the eleventh), past its cap.
    for (const ip of clients) expect((await postJson(bff(HR, "login"), await visitorCookie(), { email, password: `Stuffed-${ip}` }, from(ip))).status).toBe(400);
    const again = await postJson(bff(HR, "login"), await visitorCookie(), { email, password: "Stuffed-again" }, from(clients[14]!));
    expect(again.status).toBe(429);
    const retryAfter = Number(again.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(300);
    expect(await again.json()).toMatchObject({ label_name: "error_too_many_attempts", retry_after: retryAfter });

    const started = Date.now();
    const owner = await postJson(bff(HR, "login"), await visitorCookie(), { email, password }, from(client()));
    const took = Date.now() - started;
    expect(owner.status).toBe(200);
    expect(took).toBeGreaterThanOrEqual(1400);
    expect(took).toBeLessThan(6000);
  });

  it("forgotten password: the answer is the same for every request; past the hourly cap no more mails go out", async () => {
    const { email } = await account("forgot-cap");
    const answers: string[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await call("/auth/forgotten-password/", { token: await visitor(), body: { email } });
      expect(res.status).toBe(200);
      answers.push(await res.text());
    }
    expect(new Set(answers).size).toBe(1);
    const resets = (await outbox(email)).filter((m) => m.links.some((l) => l.includes("/change-password/")));
    expect(resets.length).toBe(5);
  });
});

describe("every 429 carries Retry-After and says when to try again, in the site's language", SLOW, () => {
  it("JSON: Retry-After, the label and the message with the seconds", async () => {
    const { email } = await account("json-429");
    const ip = client();
    let res: Response | null = null;
    await freshWindow(15);
    for (let i = 0; i < 6; i++) res = await postJson(bff(HR, "login"), await visitorCookie(), { email, password: `Wrong-${i}-pass` }, from(ip));
    expect(res!.status).toBe(429);
    expect(res!.headers.get("retry-after")).toBe("60");
    expect(await res!.json()).toMatchObject({ success: false, label_name: "error_too_many_attempts", message: L("error_too_many_retry").replace("{seconds}", "60"), retry_after: 60 });
  });

  it("a browser form: 429 with Retry-After, the message in German and the way back to the form", async () => {
    const de = SITES[1]!;
    const { email } = await account("form-429", de);
    const ip = client();
    let res: Response | null = null;
    await freshWindow(15);
    for (let i = 0; i < 6; i++) res = await postForm(bff(de, "login"), await visitorCookie(de), { email, password: `Falsch-${i}-pw` }, from(ip));
    expect(res!.status).toBe(429);
    expect(res!.headers.get("retry-after")).toBe("60");
    expect(res!.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res!.text();
    expect(html).toContain(L("error_too_many_retry", "de").replace("{seconds}", "60"));
    expect(html).toContain('href="/de/konto/login/"');
    expect(html).toContain('lang="de"');
  });

  it("the API's own 429 (sign-ups per e-mail) reaches a browser form the same way", async () => {
    const email = uniqueEmail("signup-429");
    let res: Response | null = null;
    for (let i = 0; i < 6; i++) {
      res = await postForm(bff(HR, "signup"), await visitorCookie(), { email, password: "Dobra-lozinka-77", first_name: "Iva", last_name: "Horvat", accept_terms: "1" }, from(client()));
    }
    expect(res!.status).toBe(429);
    expect(Number(res!.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("finding 3: limits per client", SLOW, () => {
  it("one client trying 20 e-mails against log-in is stopped after ten (password spraying)", async () => {
    const ip = client();
    const statuses: number[] = [];
    await freshWindow(20);
    for (let i = 0; i < 20; i++) statuses.push((await postJson(bff(HR, "login"), await visitorCookie(), { email: uniqueEmail(`spray${i}`), password: "Winter2026!" }, from(ip))).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual(Array(10).fill(429));
  });

  it("coupon codes: five tries per cart, ten per client", async () => {
    const ip = client();
    const cart = await visitorCookie();
    const codes = ["AAAA1", "AAAA2", "AAAA3", "AAAA4", "AAAA5", "AAAA6"];
    await freshWindow(20);
    const statuses: number[] = [];
    for (const code of codes) statuses.push((await postJson(`${HR.base}/api/nuxtapi/webshop/coupon/`, cart, { code }, from(ip))).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // New carts from the same client: the client's own limit (ten) ends it.
    const more: number[] = [];
    for (let i = 0; i < 6; i++) more.push((await postJson(`${HR.base}/api/nuxtapi/webshop/coupon/`, await visitorCookie(), { code: `BBBB${i}` }, from(ip))).status);
    expect(more.slice(0, 4)).toEqual([400, 400, 400, 400]);
    expect(more.slice(4)).toEqual([429, 429]);
  });

  it("forgotten password: three per e-mail and client, five per client, answered alike for known and unknown e-mails", async () => {
    const { email } = await account("forgot-client");
    const ip = client();
    await freshWindow(20);
    const known: number[] = [];
    for (let i = 0; i < 4; i++) known.push((await postJson(bff(HR, "forgotten-password"), await visitorCookie(), { email }, from(ip))).status);
    expect(known).toEqual([200, 200, 200, 429]);
    const ip2 = client();
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) unknown.push((await postJson(bff(HR, "forgotten-password"), await visitorCookie(), { email: uniqueEmail("ghost") }, from(ip2))).status);
    expect(unknown).toEqual([200, 200, 200, 200]);
    expect((await postJson(bff(HR, "forgotten-password"), await visitorCookie(), { email: uniqueEmail("ghost") }, from(ip2))).status).toBe(200);
    expect((await postJson(bff(HR, "forgotten-password"), await visitorCookie(), { email: uniqueEmail("ghost") }, from(ip2))).status).toBe(429);
  });
});

/**
 * Each wired row of the limits table on each endpoint that counts it (LIMITS[kind].endpoints):
 * past the limit from one client the endpoint answers 429 with the window as Retry-After. Log-in,
 * forgotten password and the cart's coupon are played out above; these are the rest.
 */
describe("finding 3: every other endpoint with a limit refuses past it", SLOW, () => {
  const LINK = { id: "A".repeat(16), code: "B".repeat(43) };
  const cases: { name: string; kind: LimitKind; path: string; who: () => Promise<Record<string, string>>; body: (i: number) => Record<string, unknown> }[] = [
    { name: "sign-up", kind: "signup_client", path: "signup", who: () => visitorCookie(), body: () => ({ email: uniqueEmail("limit-signup"), password: "Dobra-lozinka-77", first_name: "Iva", last_name: "Horvat", accept_terms: true }) },
    { name: "quick sign-up", kind: "signup_client", path: "quick-signup", who: () => visitorCookie(), body: () => ({ email: uniqueEmail("limit-quick"), password: "Dobra-lozinka-77" }) },
    { name: "new password from a link", kind: "new_password_client", path: "new-password", who: () => visitorCookie(), body: () => ({ ...LINK, password: "Dobra-lozinka-77" }) },
    { name: "password change", kind: "change_password_account", path: "change-password", who: async () => (await loggedIn("limit-change")).who, body: (i) => ({ current_password: `Not-it-${i}-pass`, password: "Dobra-lozinka-77" }) },
    { name: "my coupons", kind: "coupon_cart", path: "my-coupons", who: async () => (await loggedIn("limit-coupons")).who, body: (i) => ({ code: `NOPE${i}` }) },
  ];
  it.each(cases)("$name: $kind", async ({ kind, path, who, body }) => {
    expect(LIMITS[kind].endpoints).toContain(`POST auth/${path}/`);
    const { limit, period } = LIMITERS[LIMITS[kind].limiter];
    const session = await who();
    const ip = client();
    await freshWindow(25);
    const statuses: number[] = [];
    let last: Response | null = null;
    for (let i = 0; i <= limit; i++) {
      last = await postJson(bff(HR, path), kind === "signup_client" ? await visitorCookie() : session, body(i), from(ip));
      statuses.push(last.status);
    }
    expect(statuses.slice(0, limit)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
    expect(last!.headers.get("retry-after")).toBe(String(period));
    expect(await last!.json()).toMatchObject({ label_name: "error_too_many_attempts", retry_after: period });
  });
});

describe("account answers do not tell which e-mails exist", SLOW, () => {
  it("log-in: a wrong password and an unknown e-mail get the same answer", async () => {
    const { email } = await account("enum");
    const wrong = await postJson(bff(HR, "login"), await visitorCookie(), { email, password: "Not-the-password-1" }, from(client()));
    const unknown = await postJson(bff(HR, "login"), await visitorCookie(), { email: uniqueEmail("enum-ghost"), password: "Not-the-password-1" }, from(client()));
    expect(wrong.status).toBe(unknown.status);
    expect(await wrong.text()).toBe(await unknown.text());
  });

  it("sign-up and forgotten password: the same answer for a known and an unknown e-mail", async () => {
    const { email } = await account("enum-signup");
    const ghost = uniqueEmail("enum-new");
    const answers = async (path: string, body: (e: string) => Record<string, string>) => {
      const a = await postJson(bff(HR, path), await visitorCookie(), body(email), from(client()));
      const b = await postJson(bff(HR, path), await visitorCookie(), body(ghost), from(client()));
      expect(a.status).toBe(b.status);
      const strip = (j: { data?: { email?: string } }) => ({ ...j, data: j.data ? { ...j.data, email: "" } : j.data });
      expect(strip(await a.json())).toEqual(strip(await b.json()));
    };
    await answers("forgotten-password", (e) => ({ email: e }));
    await answers("signup", (e) => ({ email: e, password: "Dobra-lozinka-77", first_name: "Iva", last_name: "Horvat", accept_terms: "1" }));
  });
});

describe("finding 4: no state change on a cross-site GET", SLOW, () => {
  const regenerate = `${HR.base}/api/nuxtapi/token?regenerate=1`;

  it.each<[string, Record<string, string>]>([
    ["an <img> on another site (cross-site, no header)", { "sec-fetch-site": "cross-site", "sec-fetch-dest": "image" }],
    ["another subdomain (same-site)", { "sec-fetch-site": "same-site", "x-zrno-client": "1" }],
    ["a cross-site fetch that sends the header", { "sec-fetch-site": "cross-site", "x-zrno-client": "1" }],
    ["a same-origin request without the shop client's header", { "sec-fetch-site": "same-origin" }],
    ["a request with neither", {}],
  ])("token?regenerate=1 from %s: 403, the cookie stays", async (_, headers) => {
    const who = await visitorCookie();
    const res = await get(regenerate, { headers: { ...who, ...headers } });
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie().filter((c) => c.startsWith("hapi_auth_token="))).toEqual([]);
    // The visitor is still the same visitor: the old token works and is not replaced.
    const again = await get(`${HR.base}/api/nuxtapi/auth/is-login/`, { headers: who });
    expect(again.status).toBe(200);
    expect(again.headers.getSetCookie().filter((c) => c.startsWith("hapi_auth_token="))).toEqual([]);
  });

  it("the shop's own client (same-origin, with its header) renews the token", async () => {
    const res = await get(regenerate, { headers: { ...(await visitorCookie()), "sec-fetch-site": "same-origin", "x-zrno-client": "1" } });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("hapi_auth_token="))).toBe(true);
  });
});
