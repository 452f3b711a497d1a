import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { ConsentRecordResponse } from "../../shared/contract/consent";
import { api, db, json } from "./checkout-helpers";
import { HR, SAME_ORIGIN, visitorCookie } from "./auth-pages-helpers";
import { get, TOKEN_COOKIE } from "./helpers";
import { faults } from "../faults/faults";

/**
 * §7 Start-up "GET and POST consent endpoints from the endpoint table. The POST body is the
 * consent choice." (docs/behaviour/07-api.md "Consent"): the API's endpoint table names
 * `gdpr.consent`; every change of a shopper's choice is kept in the cookie and recorded at the
 * API (migration 0020) with its time, token and the control used; the record failing never
 * costs the shopper the choice.
 */
const BFF = `${HR.base}/api/nuxtapi`;
const tokenOf = (who: Record<string, string>) => new RegExp(`${TOKEN_COOKIE}=([^;]+)`).exec(who.cookie ?? "")![1]!;
const jti = (token: string) => (JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as { jti: string }).jti;
const rowsOf = async (token: string) =>
  (await db.prepare("SELECT site, granted, source, user_id FROM consent_records WHERE token_id = ?1 ORDER BY id").bind(jti(token)).all<{ site: string; granted: string; source: string; user_id: number | null }>()).results;

const postJson = (who: Record<string, string>, granted: string[]) =>
  get(`${BFF}/consent/`, { method: "POST", headers: { ...who, ...SAME_ORIGIN, "content-type": "application/json" }, body: JSON.stringify({ granted }) });
const consentCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith("cookie_consent="))?.split(";")[0];

describe("§7 consent endpoints: the choice goes upstream as well as into the cookie", () => {
  it("the endpoint table names the consent endpoint", async () => {
    const table = (await (await get(`${BFF}/endpoints/`)).json()) as { data: Record<string, string> };
    expect(table.data["gdpr.consent"]).toBe("/gdpr/consent/");
  });

  it("each change is one record (banner and plain form), a repeat is not; the API answers the latest", async () => {
    const who = await visitorCookie();
    const token = tokenOf(who);
    const first = await postJson(who, ["analytics"]);
    expect(first.status).toBe(200);
    expect(consentCookie(first)).toBe("cookie_consent=analytics");
    expect(await rowsOf(token)).toEqual([{ site: "hr", granted: "analytics", source: "banner", user_id: null }]);

    expect((await postJson(who, ["analytics"])).status).toBe(200);
    expect(await rowsOf(token)).toHaveLength(1);

    const form = await get(`${BFF}/consent/`, { method: "POST", headers: { ...who, ...SAME_ORIGIN, "content-type": "application/x-www-form-urlencoded" }, body: "choice=all" });
    expect(form.status).toBe(303);
    expect((await postJson(who, [])).status).toBe(200);
    expect((await rowsOf(token)).map((r) => [r.granted, r.source])).toEqual([
      ["analytics", "banner"],
      ["analytics|marketing", "form"],
      ["", "banner"],
    ]);

    const latest = v.parse(ConsentRecordResponse, await json(await api("/gdpr/consent/", { token }))).data;
    expect(latest).toMatchObject({ granted: [], source: "banner" });
    expect(latest!.recorded_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it("the API refuses what is not a choice, and a visitor without a live token", async () => {
    const token = tokenOf(await visitorCookie());
    for (const body of [{ granted: ["everything"] }, { granted: ["analytics", "analytics"] }, { granted: "analytics" }, { granted: [], extra: 1 }]) {
      expect((await api("/gdpr/consent/", { token, method: "POST", body })).status).toBe(400);
    }
    expect((await api("/gdpr/consent/", { method: "POST", body: { granted: [] } })).status).toBe(401);
    expect(await rowsOf(token)).toEqual([]);
  });

  it("the API's record failing: the shopper's choice still holds (cookie set, 200)", async () => {
    const who = await visitorCookie();
    await faults.set([{ method: "POST", path: "/gdpr/consent/", fault: { status: 503 } }]);
    try {
      const res = await postJson(who, ["marketing"]);
      expect(res.status).toBe(200);
      expect(consentCookie(res)).toBe("cookie_consent=marketing");
    } finally {
      await faults.clear();
    }
    expect(await rowsOf(tokenOf(who))).toEqual([]);
  });
});
