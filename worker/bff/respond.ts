import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../env";
import { setFlash } from "../session/form-flash";
import { UpstreamError } from "../upstream/client";
import { safeReturnPath } from "./return-path";
import { sitePath } from "../../shared/urls";

/**
 * Every answer the BFF gives, in one place (docs/behaviour/07-api.md): the envelope
 * `{ success, data }` with, on a refusal, a `label_name` the shop translates (never an upstream
 * message). Handlers say what happened — `ok`, `refuse`, `answer(run)` — and this module says
 * how it looks on the wire, for JSON and for plain forms (a 303, with the flash when the form
 * goes back to its page).
 */

type C = Context<AppEnv>;

// The envelope itself is one floor lower (worker/http/envelope.ts), so the edge's own refusals
// (a 429) share it without importing the BFF.
export { envelope, ok, refuse, type Extra, type FieldErrors } from "../http/envelope";
import { ok, refuse, type FieldErrors } from "../http/envelope";

/** The envelope as a value, for an answer that bundles several (checkInitData): one failing part fails alone. */
export async function settle<T>(p: Promise<T>, where = "init"): Promise<{ success: boolean; data: T | null }> {
  try {
    return { success: true, data: await p };
  } catch (err) {
    console.error(`bff ${where}:`, err);
    return { success: false, data: null };
  }
}

/** A body that is not what the endpoint takes: 400 `error_invalid_request`, naming the fields. */
export function invalid(c: C, fields: readonly string[], message = `Invalid: ${fields.join(", ")}`): Response {
  return refuse(c, 400, "error_invalid_request", { message });
}

/** A plain form that does not fit (a browser shows the text as it is): 400 naming the fields. */
export function badForm(c: C, fields: readonly string[]): Response {
  return c.text(`Bad Request: ${fields.join(", ")}`, 400);
}

/** The refusals of the API the caller can act on: they pass through with their status and label. */
const PASSED: readonly number[] = [400, 401, 403, 404, 409];

/**
 * Upstream trouble is the backend's, never the caller's: 503 when the API failed or did not
 * answer in time (the client runtime then asks is-maintenance), 502 for anything else.
 */
export function unavailableStatus(err: unknown): 502 | 503 {
  return err instanceof UpstreamError && err.status >= 500 ? 503 : 502;
}

/** The answer for a failure the caller cannot fix: logged here (without upstream bodies), 503 or 502. */
export function unavailable(c: C, err: unknown, where: string, label?: string): Response {
  console.error(`bff ${where}:`, err instanceof UpstreamError ? err.message : err);
  return refuse(c, unavailableStatus(err), label);
}

/** How many a refused line may hold, from the API's refusal (`{ allowed_qty }`), or null. */
export function allowedQtyOf(err: unknown): number | null {
  if (!(err instanceof UpstreamError) || !err.data || typeof err.data !== "object") return null;
  const n = (err.data as { allowed_qty?: unknown }).allowed_qty;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
}

/** An API refusal the caller can act on (with, for quantities, the allowed qty), or null. */
export function passedRefusal(c: C, err: unknown): Response | null {
  if (!(err instanceof UpstreamError && err.kind === "status" && PASSED.includes(err.status))) return null;
  const allowed = err.status === 409 ? allowedQtyOf(err) : null;
  return refuse(c, err.status as ContentfulStatusCode, err.labelName, allowed === null ? {} : { data: { allowed_qty: allowed } });
}

/**
 * `{ success: true, data }` from `run`, or the API's refusal passed through, or 503/502: the whole
 * of a read or change endpoint once its input is checked.
 */
export async function answer(c: C, where: string, run: () => Promise<unknown>): Promise<Response> {
  try {
    return ok(c, await run());
  } catch (err) {
    return passedRefusal(c, err) ?? unavailable(c, err, where);
  }
}

/**
 * A read router's `onError`: what its handlers throw is upstream trouble the caller cannot fix
 * (503/502, logged under `where`), so a read handler is its happy path alone. Hono's own
 * refusals (malformed JSON: 400) go on to the app's error handler, as from any other router.
 */
export function readFailure(where: string) {
  return (err: Error, c: C): Response => {
    if (err instanceof HTTPException) throw err;
    return unavailable(c, err, where);
  };
}

/**
 * A read's answer: the browser may keep it but asks again (`private, no-cache`), except one bound
 * to this visitor (staff seeing a hidden entity), which is never stored.
 */
export function readAnswer(c: C, data: unknown, visitorBound = false): Response {
  c.header("cache-control", visitorBound ? "no-store" : "private, no-cache");
  return ok(c, data);
}

/** No such entity, or one this visitor may not see: the same 404 either way. */
export function notFound(c: C): Response {
  return refuse(c, 404, "error_empty_data");
}

/** The API said "no such entity" (404): null. Anything else is the caller's to handle. */
export function ignoreNotFound(err: unknown): void {
  if (!(err instanceof UpstreamError && err.status === 404)) throw err;
}

// ------------------------------------------------------------------------------------ forms

/**
 * A form as it was sent: without JavaScript a plain post (answered with a 303), with it JSON
 * (answered with the envelope). Every field is a string; a checkbox not ticked is absent.
 */
export interface Submission {
  mode: "form" | "json";
  fields: Record<string, string>;
}

export interface FormFailure {
  /** The form's id, so only that form shows the flash. */
  form: string;
  errors: FieldErrors;
  /** A label for the whole form (shown above it), e.g. `auth_login_failed`. */
  notice?: string;
  /** Fields never echoed back. */
  secret?: readonly string[];
  /** Where the form is (a same-site path; falls back to the referring page). */
  back: string;
  /** Where on that page the form sits (`#newsletter`): a plain form's 303 lands there, not at the top. */
  anchor?: string;
  status?: 400 | 401 | 403 | 409 | 422 | 429;
}

/** A refused submission: 303 back with the flash (form), or 400 with the errors (JSON). */
export function failSubmission(c: C, sub: Submission, f: FormFailure): Response {
  if (sub.mode === "json") return refuse(c, f.status ?? 400, f.notice ?? "validation_form_errors", { errors: f.errors });
  const values: Record<string, string> = {};
  for (const [k, val] of Object.entries(sub.fields)) if (!(f.secret ?? []).includes(k) && !k.startsWith("_")) values[k] = val.slice(0, 500);
  setFlash(c, { form: f.form, values, errors: f.errors, notice: f.notice ?? null });
  return seeOther(c, backPath(c, f.back) + (f.anchor ?? ""));
}

/** A done submission: 303 forward (form), or the data and where to go (JSON). */
export function completeSubmission(c: C, sub: Submission, to: string, data: unknown = null, notice?: { form: string; notice: string }): Response {
  if (sub.mode === "json") return ok(c, data, { redirect: to });
  if (notice) setFlash(c, { form: notice.form, values: {}, errors: {}, notice: notice.notice });
  return seeOther(c, to);
}

/** A plain form's answer: 303, so a reload does not post again. */
export function seeOther(c: C, to: string): Response {
  return c.redirect(to, 303);
}

/** `back` when it is a path of this site, else the page that sent the form, else the root. */
function backPath(c: C, back: string): string {
  return safeReturnPath(back, c) ?? safeReturnPath(c.req.header("referer"), c) ?? (c.get("site") ? sitePath(c.get("site"), "/") : "/");
}
