import type { Context } from "hono";
import type * as v from "valibot";
import type { AppEnv } from "../env";
import { UpstreamError } from "../upstream/client";
import { readSubmission, validate } from "./form-submit";
import { completeSubmission, failSubmission, unavailable, type FieldErrors, type FormFailure, type Submission } from "./respond";
import { safeReturnPath } from "./return-path";
import { throttle, type LimitCheck } from "../edge/throttle";
import { tooMany } from "../edge/too-many";

/** What a 429 of the API without its own Retry-After is taken to mean (its longest window). */
const UPSTREAM_RETRY_AFTER_S = 3600;

/**
 * One account form from post to answer, for both ways of sending it (./form-submit.ts): read,
 * validate with the form's schema, call the API, then 303 / JSON. An API refusal becomes what the
 * shopper reads next to the fields or above the form, in the site's language (label keys only,
 * never an upstream message); what was typed comes back, passwords never.
 */

type C = Context<AppEnv>;

export interface FormSpec<S extends v.GenericSchema> {
  /** The form's id: only that form shows the flash. */
  form: string;
  schema: S;
  /** Fields never echoed back (passwords). */
  secret?: readonly string[];
  /** Where the form lives when the page did not say (`_back`): a path with the site's mount. */
  home: string;
  /** What a 401 from the API means here: the visitor's session is gone, or a login is needed. */
  unauthorized?: string;
  /** Where the form sits on its page (`#newsletter`): a plain form's answer goes back there. */
  anchor?: string;
  /** The abuse limits a try of this form counts against (worker/edge/limits.ts), once it is valid. */
  limits?: (value: v.InferOutput<S>) => readonly LimitCheck[];
  run: (value: v.InferOutput<S>, ctx: { back: string; sub: Submission }) => Promise<Done>;
}

/** A done form: where to go, the JSON answer's data, and the notice the next page shows. */
export interface Done {
  to: string;
  data?: unknown;
  notice?: { form: string; notice: string };
}

/** Refusals a form shows as they are, with the status the JSON answer gets. */
const SHOWN: Readonly<Record<number, NonNullable<FormFailure["status"]>>> = { 400: 400, 401: 400, 403: 403, 404: 400, 409: 409, 422: 422, 429: 429 };

export async function runForm<S extends v.GenericSchema>(c: C, spec: FormSpec<S>): Promise<Response> {
  const sub = await readSubmission(c);
  if (sub instanceof Response) return sub;
  // `_back` and `_method` are the form's plumbing, not fields of the account.
  const fields: Record<string, string> = {};
  for (const [k, val] of Object.entries(sub.fields)) if (!k.startsWith("_")) fields[k] = val;
  const back = safeReturnPath(sub.fields._back, c) ?? spec.home;
  const refuse = (errors: FieldErrors, notice?: string, status?: FormFailure["status"]) =>
    failSubmission(c, sub, { form: spec.form, errors, notice, secret: spec.secret, back, anchor: spec.anchor, status });

  const checked = validate(spec.schema, fields);
  if (!checked.ok) return refuse(checked.errors);
  if (spec.limits) {
    const refusal = await throttle(c, spec.limits(checked.value));
    if (refusal) return tooMany(c, refusal, { mode: sub.mode, back });
  }
  let done: Done;
  try {
    done = await spec.run(checked.value, { back, sub });
  } catch (err) {
    if (err instanceof FormRefusal) return refuse(err.errors, err.notice, err.status);
    // The API's own limits answer like ours: Retry-After and when to try again.
    if (err instanceof UpstreamError && err.kind === "status" && err.status === 429) return tooMany(c, { retryAfter: err.retryAfter ?? UPSTREAM_RETRY_AFTER_S }, { mode: sub.mode, back });
    if (err instanceof UpstreamError && err.kind === "status" && SHOWN[err.status]) {
      const errors: FieldErrors = {};
      for (const e of err.fieldErrors) if (/^[a-z][a-z0-9_]{0,59}$/.test(e.field) && Object.hasOwn(fields, e.field)) errors[e.field] ??= e.label_name;
      const label = err.status === 401 && (err.labelName === "error_unauthorized" || !err.labelName) ? (spec.unauthorized ?? "error_session_expired") : (err.labelName ?? "error_generic_text");
      return refuse(errors, label, SHOWN[err.status]);
    }
    // The plain form goes back with what was typed; JSON gets 503/502 like every BFF endpoint.
    if (sub.mode === "json") return unavailable(c, err, `auth: form ${spec.form} failed upstream`, "error_generic_text");
    console.error(`bff auth: form ${spec.form} failed upstream:`, err instanceof UpstreamError ? err.message : err);
    return refuse({}, "error_generic_text");
  }
  return completeSubmission(c, sub, done.to, done.data ?? null, done.notice);
}

/** Thrown by a form's `run` to refuse with its own label (e.g. a coupon the API did not take). */
export class FormRefusal extends Error {
  constructor(
    readonly errors: FieldErrors,
    readonly notice: string,
    readonly status: FormFailure["status"] = 400,
  ) {
    super(notice);
  }
}
