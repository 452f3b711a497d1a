import { Hono } from "hono";
import type { CommerceEnv } from "../../env";
import { mount } from "../../lib/mount";
import { fail } from "../../lib/respond";
import { comments } from "./comments";
import { devOutbox } from "./dev-outbox";
import { password } from "./password";
import { profile } from "./profile";
import { signup } from "./signup";

/**
 * The customer account (docs/behaviour/07-api.md "Auth") beyond login and logout (routes/auth.ts): sign-up and
 * its confirmation, passwords, profile, customer fields, my comments, social login, and the
 * development mail outbox.
 */
export const account = new Hono<CommerceEnv>();

mount(account, [signup, password, profile, comments, devOutbox]);

/** No identity provider is configured for any site: say so plainly rather than redirect anywhere. */
account.get("/auth/social-login/:provider/", (c) => fail(c, 404, "error_social_login_unavailable", "No identity provider is configured."));
