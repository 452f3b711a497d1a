import { exports } from "cloudflare:workers";
import { expect, it } from "vitest";

it("serves the home page", async () => {
  const res = await exports.default.fetch("http://localhost/", { headers: { "user-agent": "Mozilla/5.0 Chrome/156" } });
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain("Dobrodošli");
});
