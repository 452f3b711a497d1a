import { describe, expect, it } from "vitest";
import { api, db, json, placeOrder, readyToOrder } from "./checkout-helpers";
import { get } from "./helpers";

/**
 * Spec §7 "Webshop: Abandonment POST": the commerce API keeps a cart left at checkout by a
 * shopper with a known e-mail and, once the configured delay has passed, sends exactly one
 * reminder (the dev outbox shows it); never to a shopper without marketing consent, never to
 * one who ordered. The delay passing is simulated by moving the record's time back.
 */
async function leave(token: string, email: string, marketing: boolean) {
  const res = await api("/webshop/abandonment/", { method: "POST", token, body: { email, marketing } });
  expect(res.status, await res.clone().text()).toBe(200);
}

async function remind(): Promise<number> {
  const res = await api("/dev/abandonment/remind/", { method: "POST" });
  expect(res.status).toBe(200);
  return (await json(res)).data.sent as number;
}

async function mailsTo(email: string) {
  return (await db.prepare("SELECT kind, subject, body_text, links FROM outbox WHERE to_email = ?1 AND kind = 'abandoned_cart'").bind(email).all<{ kind: string; subject: string; body_text: string; links: string }>()).results;
}

const backdate = (email: string, minutes: number) => db.prepare(`UPDATE abandoned_carts SET updated_at = datetime('now', '-${minutes} minutes') WHERE email = ?1`).bind(email).run();

describe("spec §7 webshop.abandonment: one reminder after the delay", () => {
  it("with marketing consent: nothing before the delay, exactly one mail after it, none on later runs", async () => {
    const { token, email } = await readyToOrder();
    await leave(token, email, true);
    await remind();
    expect(await mailsTo(email)).toEqual([]);
    await backdate(email, 61);
    await remind();
    await remind();
    await leave(token, email, true); // coming back and leaving again does not earn a second one
    await backdate(email, 61);
    await remind();
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain("košarica");
    expect(mails[0]!.body_text).toMatch(/\d+ × /);
    expect(JSON.parse(mails[0]!.links)).toEqual(["/webshop/"]);
  });

  it("links to the site's own cart page (its webshop:cart route), and waits where the site has none", async () => {
    const cartRoute = (path: string) => db.prepare("UPDATE routes SET path = ?1 WHERE site = 'hr' AND entity_key = 'webshop:cart'").bind(path).run();
    try {
      await cartRoute("/kosarica/");
      const first = await readyToOrder();
      await leave(first.token, first.email, true);
      await backdate(first.email, 61);
      await remind();
      expect(JSON.parse((await mailsTo(first.email))[0]!.links)).toEqual(["/kosarica/"]);

      await db.prepare("UPDATE routes SET entity_key = 'webshop:cart-gone' WHERE site = 'hr' AND entity_key = 'webshop:cart'").run();
      const second = await readyToOrder();
      await leave(second.token, second.email, true);
      await backdate(second.email, 61);
      await remind();
      expect(await mailsTo(second.email)).toEqual([]);
    } finally {
      await db.prepare("UPDATE routes SET entity_key = 'webshop:cart', path = '/webshop/' WHERE site = 'hr' AND entity_key IN ('webshop:cart', 'webshop:cart-gone')").run();
    }
  });

  it("without marketing consent: no mail, ever", async () => {
    const { token, email } = await readyToOrder();
    await leave(token, email, false);
    await backdate(email, 120);
    await remind();
    expect(await mailsTo(email)).toEqual([]);
  });

  it("a shopper who ordered gets no reminder", async () => {
    const { token, email } = await readyToOrder();
    await leave(token, email, true);
    const placed = await placeOrder(token, "hr", { ok_path: "/webshop/thank-you/", cancel_path: "/webshop/canceled/", fail_path: "/webshop/failed-payment/" });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    await backdate(email, 120);
    await remind();
    expect(await mailsTo(email)).toEqual([]);
  });
});

describe("spec §7 webshop.abandonment through the storefront: the shopper's consent goes upstream", () => {
  const leaveByBeacon = (token: string, consent: string | null) =>
    get("http://localhost/api/nuxtapi/webshop/abandonment/", {
      method: "POST",
      headers: { cookie: `hapi_auth_token=${token}${consent ? `; cookie_consent=${consent}` : ""}`, origin: "http://localhost", "sec-fetch-site": "same-origin", "content-type": "application/json" },
      body: "{}",
    });
  const rowOf = (email: string) => db.prepare("SELECT marketing FROM abandoned_carts WHERE email = ?1").bind(email).first<{ marketing: number }>();

  it.each([
    ["analytics|marketing", 1],
    ["analytics", 0],
    [null, 0],
  ] as const)("consent cookie %s → marketing %i, with the e-mail saved on the cart", async (consent, marketing) => {
    const { token, email } = await readyToOrder();
    const res = await leaveByBeacon(token, consent);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, data: { recorded: true } });
    expect(await rowOf(email)).toEqual({ marketing });
  });

  it("a cart without an e-mail yet is not recorded", async () => {
    const token = (await json(await api("/auth/generate-token/"))).data.jwt as string;
    const res = await leaveByBeacon(token, "marketing");
    expect(await res.json()).toMatchObject({ success: true, data: { recorded: false } });
  });
});
