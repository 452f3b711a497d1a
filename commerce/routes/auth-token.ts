import { Hono } from "hono";
import type { CommerceEnv } from "../env";
import { ok } from "../lib/respond";
import { issueToken } from "../lib/token";

/** GET /auth/generate-token/: a signed token for every visitor (spec §7). */
export const authToken = new Hono<CommerceEnv>();

authToken.get("/auth/generate-token/", async (c) => {
  const jwt = await issueToken(c.env);
  return ok(c, { jwt });
});
