import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
it("a", async () => { console.log("A1", (await env.CACHE.list()).keys.length); await env.CACHE.put("x:y", "1"); });
it("b", async () => { console.log("A2", (await env.CACHE.list()).keys.length); await new Promise(r=>setTimeout(r,1500)); });
