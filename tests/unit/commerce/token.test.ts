import { describe, expect, it } from "vitest";
import { issueToken, readToken } from "../../../commerce/lib/token";

const SECRET = "unit-test-token-secret-at-least-32-chars";
const noDb = { prepare: () => { throw new Error("the database must not be touched"); } } as unknown as D1Database;

describe("visitor tokens fail closed without a signing key", () => {
  it.each([undefined, "", "short-secret"])("TOKEN_SECRET %s: no token is issued and nothing is written", async (secret) => {
    await expect(issueToken({ DB: noDb, TOKEN_SECRET: secret } as unknown as Env)).rejects.toThrow(/TOKEN_SECRET/);
  });

  it("a token signed with another key is refused", async () => {
    const { sign } = await import("hono/jwt");
    const forged = await sign({ jti: "x", sub: 1, iat: 0, exp: 9_999_999_999 }, "another-secret-of-at-least-32-characters", "HS256");
    expect(await readToken({ TOKEN_SECRET: SECRET } as unknown as Env, `Bearer ${forged}`)).toBeNull();
    const good = await sign({ jti: "y", sub: null, iat: 0, exp: 9_999_999_999 }, SECRET, "HS256");
    expect(await readToken({ TOKEN_SECRET: SECRET } as unknown as Env, `Bearer ${good}`)).toMatchObject({ jti: "y" });
  });
});
