import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";

/** `/instashop/<anything>/` → `/instashop/`: the social shop is one page (spec §2). */
export function instashop(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { path, basePath } = c.var.site;
    if (/^\/instashop\/.+/.test(path)) return c.redirect(`${basePath}/instashop/`, 301);
    await next();
  };
}
