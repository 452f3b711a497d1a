import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { ConsentChoice, TenantScripts } from "../../../shared/contract/consent";
import { cookieTemplate } from "../../../shared/consent";
import { consentValue, parseConsent } from "../../../worker/session/consent-cookie";
import { TenantSchema } from "../../../tenants/schema";
import hr from "../../../tenants/hr";
import de from "../../../tenants/de";
import { labels, LABEL_LANGS } from "../../../commerce/seed/labels";

describe("the consent cookie (spec §4, §9): pipe-separated categories", () => {
  it.each([
    { value: undefined, decided: false, granted: [] },
    { value: "analytics|marketing", decided: true, granted: ["analytics", "marketing"] },
    { value: "marketing|analytics", decided: true, granted: ["analytics", "marketing"] },
    { value: "analytics", decided: true, granted: ["analytics"] },
    { value: "necessary", decided: true, granted: [] },
    { value: "", decided: false, granted: [] },
    { value: "analytics|analytics", decided: false, granted: [] },
    { value: "analytics|tracking", decided: false, granted: [] },
    { value: "__proto__", decided: false, granted: [] },
    { value: "analytics|".repeat(20), decided: false, granted: [] },
  ])("$value → decided $decided, granted $granted", ({ value, decided, granted }) => {
    expect(parseConsent(value)).toEqual({ decided, granted });
  });

  it("writes a choice the way it reads it back", () => {
    expect(consentValue(["marketing", "analytics"])).toBe("analytics|marketing");
    expect(consentValue([])).toBe("necessary");
    for (const granted of [[], ["analytics"], ["marketing"], ["analytics", "marketing"]] as const) {
      expect(parseConsent(consentValue([...granted]))).toEqual({ decided: true, granted: [...granted] });
    }
  });
});

describe("the consent choice body", () => {
  it.each([{ granted: [] }, { granted: ["analytics"] }, { granted: ["marketing", "analytics"] }])("accepts %j", (body) => {
    expect(v.safeParse(ConsentChoice, body).success).toBe(true);
  });
  it.each([{}, { granted: ["necessary"] }, { granted: ["analytics", "analytics"] }, { granted: "analytics" }, { granted: [], extra: 1 }, JSON.parse('{"granted":[],"__proto__":{"x":1}}')])(
    "refuses %j",
    (body) => {
      expect(v.safeParse(ConsentChoice, body).success).toBe(false);
    },
  );
});

describe("tenant scripts (tenants/schema.ts `scripts`)", () => {
  const ok = { id: "analytics", category: "analytics", src: "/scripts/analytics.js" };
  it("hr and de declare an analytics and a marketing script from the shop's own folder", () => {
    for (const t of [hr, de]) {
      expect(t.scripts?.map((s) => s.category).sort()).toEqual(["analytics", "marketing"]);
      for (const s of t.scripts ?? []) if (s.src) expect(s.src).toMatch(/^\/scripts\//);
    }
  });

  it.each([
    { name: "src and code both", script: { ...ok, code: "x()" } },
    { name: "neither src nor code", script: { id: "a", category: "analytics" } },
    { name: "a javascript: src", script: { ...ok, src: "javascript:alert(1)" } },
    { name: "a data: src", script: { ...ok, src: "data:text/javascript,alert(1)" } },
    { name: "a plain-http src", script: { ...ok, src: "http://cdn.example/a.js" } },
    { name: "a protocol-relative src", script: { ...ok, src: "//cdn.example/a.js" } },
    { name: "an unknown category", script: { ...ok, category: "tracking" } },
    { name: "an unknown field", script: { ...ok, async: true } },
  ])("refuses $name", ({ script }) => {
    expect(v.safeParse(TenantScripts, [script]).success).toBe(false);
  });

  it("refuses two scripts with one id, and a bad tenant field names the file's field", () => {
    expect(v.safeParse(TenantScripts, [ok, ok]).success).toBe(false);
    const bad = v.safeParse(TenantSchema, { ...hr, idleReloadMinutes: 0 });
    expect(bad.success).toBe(false);
    expect(v.safeParse(TenantSchema, { ...hr, ipCountryUrl: "javascript:alert(1)" }).success).toBe(false);
    expect(v.safeParse(TenantSchema, { ...hr, ipCountryUrl: "https://geo.zrno.hr/country" }).success).toBe(true);
  });
});

describe("the cookie template (GDPR template endpoint and banner)", () => {
  it.each(LABEL_LANGS)("has every text in %s", (lang) => {
    const own = Object.fromEntries(Object.entries(labels).map(([k, byLang]) => [k, byLang[lang]]));
    const t = cookieTemplate(own);
    const texts = [t.title, t.text, ...t.categories.flatMap((c) => [c.title, c.text]), ...Object.values(t.actions)];
    for (const text of texts) expect(text, `a consent text is missing in ${lang}`).not.toMatch(/^consent_/);
    expect(t.categories.map((c) => [c.id, c.required])).toEqual([
      ["necessary", true],
      ["analytics", false],
      ["marketing", false],
    ]);
  });
});
