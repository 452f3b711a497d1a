import { describe, expect, it } from "vitest";
import { get, GOOGLEBOT_UA } from "./helpers";

/** Speculation Rules (worker/render/speculation.ts): nonced like every inline script, private and action URLs never speculated. */
describe("speculation rules", () => {
  it("prefetch same-site links on hover and prerender grid products on press, never the cart, checkout, account, wishlist or compare", async () => {
    const res = await get("http://localhost/de/");
    const html = await res.text();
    const m = /<script type="speculationrules" nonce="([^"]+)">([\s\S]*?)<\/script>/.exec(html)!;
    expect(res.headers.get("content-security-policy")).toContain(`'nonce-${m[1]}'`);
    const rules = JSON.parse(m[2]!) as { prefetch: { where: { and: unknown[] }; eagerness: string }[]; prerender: { where: { and: unknown[] }; eagerness: string }[] };
    expect(rules.prefetch[0]!.eagerness).toBe("moderate");
    expect(rules.prerender[0]!.eagerness).toBe("conservative");
    expect(rules.prefetch[0]!.where.and[0]).toEqual({ href_matches: "/de/*" });
    expect(rules.prerender[0]!.where.and[0]).toEqual({ selector_matches: ".product-grid .product-card a" });
    const never = JSON.stringify(rules.prefetch[0]!.where.and[1]);
    for (const p of ["/de/webshop/*", "/de/konto/*", "/de/merkliste/*", "/api/*", "/media/*"]) expect(never).toContain(`"${p}"`);
    expect(never).toContain("special_view");
    expect(JSON.stringify(rules.prerender[0]!.where.and[2])).toBe(never);
    const bot = await (await get("http://localhost/de/", { headers: { "user-agent": GOOGLEBOT_UA } })).text();
    expect(bot).not.toContain("speculationrules");
  });
});
