import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { redirectMiddleware, type EdgeRedirect, type EdgeRequest } from "./edge-redirect";

/** `/instashop/<anything>/` → `/instashop/`: the social shop is one page (docs/behaviour/02-screens-and-routes.md). */
export function instashopRedirect(_c: unknown, { path, basePath }: EdgeRequest): EdgeRedirect | null {
  return /^\/instashop\/.+/.test(path) ? { location: `${basePath}/instashop/`, status: 301, external: false } : null;
}

export function instashop(): MiddlewareHandler<AppEnv> {
  return redirectMiddleware(instashopRedirect);
}
