import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
it("c", async () => { await new Promise(r=>setTimeout(r,700)); console.log("B1", (await env.CACHE.list()).keys.length); });
