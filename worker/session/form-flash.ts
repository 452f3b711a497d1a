import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import * as v from "valibot";
import type { AppEnv } from "../env";

/**
 * The flash: what a refused plain form carries back to its page for one view (the values typed
 * and an error per field), in a short-lived HttpOnly cookie, so no JavaScript is needed and
 * nothing typed is lost. Secrets never go in (../bff/respond.ts leaves them out).
 */

type C = Context<AppEnv>;

export const FLASH_COOKIE = "zrno_form";
const FLASH_MAX_AGE_S = 120;
/** A flash holds only what fits comfortably in one cookie. */
const MAX_FLASH_BYTES = 3500;

export const FormFlash = v.object({
  form: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/)),
  values: v.record(v.pipe(v.string(), v.maxLength(60)), v.pipe(v.string(), v.maxLength(500))),
  errors: v.record(v.pipe(v.string(), v.maxLength(60)), v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]{2,60}$/))),
  notice: v.nullable(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]{2,60}$/))),
});
export type FormFlash = v.InferOutput<typeof FormFlash>;

export function setFlash(c: C, flash: FormFlash) {
  let json = JSON.stringify(flash);
  // Too much to carry back: keep the errors, drop what was typed (the errors still show).
  if (json.length > MAX_FLASH_BYTES) json = JSON.stringify({ ...flash, values: {} });
  setCookie(c, FLASH_COOKIE, base64url(json), { path: "/", httpOnly: true, secure: true, sameSite: "Lax", maxAge: FLASH_MAX_AGE_S });
}

/**
 * The flash a form page shows once. Anything that is not a well-formed flash is ignored: the
 * cookie is the shopper's own, but it is input like any other.
 */
export function readFlash(c: C): FormFlash | null {
  const raw = getCookie(c, FLASH_COOKIE);
  if (!raw) return null;
  deleteCookie(c, FLASH_COOKIE, { path: "/", secure: true });
  if (raw.length > MAX_FLASH_BYTES * 2) return null;
  try {
    const parsed = v.safeParse(FormFlash, JSON.parse(fromBase64url(raw)));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(text: string): string {
  const bin = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder().decode(Uint8Array.from(bin, (ch) => ch.charCodeAt(0)));
}
