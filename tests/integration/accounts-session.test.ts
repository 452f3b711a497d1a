import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import commerceApp from "../../commerce/index";
import { issueHandoff } from "../../commerce/lib/token";
import { OutboxResponse } from "../../shared/contract/account";
import { AuthJwtResponse, IsLoginResponse } from "../../shared/contract/auth";
import storefront from "../../worker/index";
import { call, claimsOf, confirmedAccount, db, isLogin, json, loginJwt, PASSWORD, TEST_TOKEN_SECRET, uniqueEmail, userIdOf, visitor } from "./accounts-helpers";
import { get } from "./helpers";

/**
 * The visitor's session around the account (issue 4, API side): continue as guest, the
 * generate-token variants, and the development mail outbox of both Workers.
 */

async function jwtOf(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  return v.parse(AuthJwtResponse, await res.json()).data.jwt;
}

describe("continue as guest", () => {
  it("is-login?continue_as_guest=1 marks this visitor's token only, and the mark stays", async () => {
    const [guest, other] = [await visitor(), await visitor()];
    const first = v.parse(IsLoginResponse, await (await isLogin(guest)).json()).data;
    expect(first).toEqual({ user_id: null, is_staff: false, permissions: [], continue_as_guest_exist: false });
    const marked = v.parse(IsLoginResponse, await (await isLogin(guest, "?continue_as_guest=1&update_customer_data=1")).json()).data;
    expect(marked.continue_as_guest_exist).toBe(true);
    expect(v.parse(IsLoginResponse, await (await isLogin(guest)).json()).data.continue_as_guest_exist).toBe(true);
    expect(v.parse(IsLoginResponse, await (await isLogin(other)).json()).data.continue_as_guest_exist).toBe(false);
    expect(v.parse(IsLoginResponse, await (await isLogin(other, "?continue_as_guest=0")).json()).data.continue_as_guest_exist).toBe(false);
  });
});

describe("generate-token", () => {
  // set_token_id + token_hash (the payment return's session handoff): spec-session-handoff.test.ts.

  it("force_logout=1 revokes the presented token and answers a fresh anonymous one", async () => {
    const { email } = await confirmedAccount("force");
    const session = await loginJwt(email, PASSWORD);
    const fresh = await jwtOf(await call("/auth/generate-token/?force_logout=1", { token: session }));
    expect(claimsOf(fresh).sub).toBeNull();
    expect((await isLogin(session)).status).toBe(401);
    expect(await userIdOf(fresh)).toBeNull();
    // A handoff issued before cannot undo it.
    const { jti } = claimsOf(session);
    const proof = await issueHandoff(db, jti, 3600);
    const retry = claimsOf(await jwtOf(await call(`/auth/generate-token/?set_token_id=${jti}&token_hash=${proof}`)));
    expect(retry.jti).not.toBe(jti);
  });

  it("malformed parameters still get a token, never a 4xx or 5xx", async () => {
    for (const q of ["set_token_id=../../x&token_hash=%00", "force_logout=yes", "set_token_id=&token_hash=", "force_logout=1&force_logout=1"]) {
      expect(claimsOf(await jwtOf(await call(`/auth/generate-token/?${q}`))).sub).toBeNull();
    }
  });
});

describe("dev outbox (commerce API)", () => {
  it("lists mails newest first, filtered by recipient, bounded by limit", async () => {
    const email = uniqueEmail("outbox");
    for (let i = 0; i < 3; i++) await call("/auth/signup/", { token: await visitor(), body: { email, password: PASSWORD, first_name: `N${i}`, last_name: "X", accept_terms: true } });
    const all = v.parse(OutboxResponse, await (await call(`/dev/outbox/?to=${encodeURIComponent(email.toUpperCase())}`)).json()).data.items;
    expect(all.map((m) => m.text.split("\n")[0])).toEqual(["Pozdrav, N2!", "Pozdrav, N1!", "Pozdrav, N0!"]);
    const two = v.parse(OutboxResponse, await (await call(`/dev/outbox/?to=${encodeURIComponent(email)}&limit=2`)).json()).data.items;
    expect(two.map((m) => m.id)).toEqual(all.slice(0, 2).map((m) => m.id));
    for (const limit of ["0", "101", "abc"]) expect((await call(`/dev/outbox/?limit=${limit}`)).status).toBe(400);
  });

  it.each(["production", "beta", "test"])("answers 404 where ENVIRONMENT is %s", async (environment) => {
    const res = await commerceApp.request("https://commerce.internal/dev/outbox/", {}, { DB: db, TOKEN_SECRET: TEST_TOKEN_SECRET, ENVIRONMENT: environment });
    expect(res.status).toBe(404);
    expect((await json(res)).label_name).toBe("error_not_found");
  });
});

describe("dev outbox page (storefront)", () => {
  it("lists the mails with their links made absolute on each site's mount, and escapes what shoppers typed", async () => {
    const hrMail = uniqueEmail("page-hr");
    await call("/auth/signup/", { token: await visitor(), body: { email: hrMail, password: PASSWORD, first_name: "<script>alert(1)</script>", last_name: "X", accept_terms: true } });
    const deMail = uniqueEmail("page-de");
    await call("/auth/signup/", { site: "de", token: await visitor(), body: { email: deMail, password: PASSWORD, first_name: "Jonas", last_name: "X", accept_terms: true } });

    const res = await get(`http://localhost/_dev/outbox/?to=${encodeURIComponent(hrMail)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain("Potvrdite registraciju – Zrno Hrvatska");
    expect(html).toMatch(/<a href="http:\/\/localhost\/korisnik\/confirm-signup\/[A-Za-z0-9_-]{16}\/[A-Za-z0-9_-]{43}\/">/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>alert(1)</script>");

    const de = await (await get(`http://localhost/_dev/outbox/?to=${encodeURIComponent(deMail)}`)).text();
    expect(de).toMatch(/<a href="http:\/\/localhost\/de\/konto\/confirm-signup\//);
  });

  it("is not there outside development: the normal 404", async () => {
    const ctx = createExecutionContext();
    const res = await storefront.fetch(new Request("http://localhost/_dev/outbox/", { headers: { "user-agent": "Mozilla/5.0 Chrome/156.0" } }), { ...env, ENVIRONMENT: "production" }, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("Outbox");
  });
});
