/**
 * The BFF's account endpoints (the forms' posts are client/state/form-post.ts, the session
 * refetches after a log-in or log-out ./session-refetch.ts). The token rides in its HttpOnly
 * cookie; no answer carries it.
 */

type AuthEndpoint = "login" | "logout" | "signup" | "forgotten-password" | "new-password" | "change-password" | "profile" | "my-coupons" | "is-login";

export const authBff = (basePath: string, path: AuthEndpoint) => `${basePath}/api/nuxtapi/auth/${path}/`;
