import { HTTPException } from "hono/http-exception";
import { BUILD_METADATA_REFRESH_MS, MAINTENANCE_REFRESH_MS } from "../../shared/timings";
import { BuildMetadataMissing, PageNotFound, PageUnauthorized } from "../errors";
import { UpstreamError } from "../upstream/client";

/**
 * The error catalogue of docs/behaviour/08-errors.md as one pure decision: what went wrong (the cause) and where
 * (production or not, a page or the BFF) → which answer the shopper gets. No I/O here, so the
 * whole catalogue is one table test (tests/unit/render/error-decision.test.ts).
 */

export type ErrorCause =
  | { kind: "not-found"; reason: string }
  | { kind: "unauthorized"; target: string }
  | { kind: "build-metadata" }
  /** Anything else, with the status it stands for (an upstream status, or 500 by default). */
  | { kind: "failure"; status: number };

interface ErrorSituation {
  production: boolean;
  /** A BFF call (`/api/nuxtapi/*`): the browser's fetch wants JSON, never a page or a redirect. */
  api: boolean;
  /** The site path asked for; `/404/` itself must never be redirected to `/404/`. */
  sitePath: string;
}

export type ErrorAnswer =
  | { kind: "not-found"; status: 404; reason: string }
  | { kind: "unauthorized"; status: 404; target: string }
  | { kind: "maintenance"; status: 503; refreshSeconds: number; statusLine: string }
  | { kind: "redirect-404"; status: 302 }
  | { kind: "error-page"; status: number }
  | { kind: "json"; status: number; labelName: string };

const seconds = (ms: number) => Math.round(ms / 1000);

/** The status a failure stands for: the upstream's own status, 504 for a timeout, 502 for a broken answer, else 500. */
export function failureStatus(err: unknown): number {
  if (err instanceof UpstreamError) {
    if (err.kind === "timeout") return 504;
    if (err.kind === "network" || err.kind === "shape") return 502;
    return err.status >= 400 && err.status <= 599 ? err.status : 502;
  }
  if (err instanceof HTTPException) return err.status;
  return 500;
}

export function causeOf(err: unknown): ErrorCause {
  if (err === 404) return { kind: "not-found", reason: "" };
  if (err instanceof PageNotFound) return { kind: "not-found", reason: err.reason };
  if (err instanceof PageUnauthorized) return { kind: "unauthorized", target: err.target };
  if (err instanceof BuildMetadataMissing) return { kind: "build-metadata" };
  return { kind: "failure", status: failureStatus(err) };
}

export function decideError(cause: ErrorCause, at: ErrorSituation): ErrorAnswer {
  if (cause.kind === "not-found") return { kind: "not-found", status: 404, reason: cause.reason };
  if (cause.kind === "unauthorized") {
    return at.api ? { kind: "json", status: 404, labelName: "error_unauthorized" } : { kind: "unauthorized", status: 404, target: cause.target };
  }
  if (cause.kind === "build-metadata") {
    return { kind: "maintenance", status: 503, refreshSeconds: seconds(BUILD_METADATA_REFRESH_MS), statusLine: "Error 503" };
  }
  const { status } = cause;
  if (at.api) return { kind: "json", status, labelName: status === 503 ? "error_service_unavailable" : status >= 500 ? "error_internal" : "error_invalid_request" };
  // docs/behaviour/08-errors.md: a 503 is fatal and shows the maintenance page everywhere; a 500 does so in production.
  if (status === 503 || (at.production && status === 500)) {
    return { kind: "maintenance", status: 503, refreshSeconds: seconds(MAINTENANCE_REFRESH_MS), statusLine: `Error ${status}` };
  }
  if (status === 404) return { kind: "not-found", status: 404, reason: "" };
  if (at.production) return at.sitePath === "/404/" ? { kind: "not-found", status: 404, reason: "" } : { kind: "redirect-404", status: 302 };
  return { kind: "error-page", status };
}

/** HTTP reason phrases for the error page's status message: fixed text, never the upstream's. */
const REASONS: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  408: "Request Timeout",
  409: "Conflict",
  410: "Gone",
  413: "Content Too Large",
  414: "URI Too Long",
  415: "Unsupported Media Type",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  500: "Internal Server Error",
  501: "Not Implemented",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

export function statusMessage(status: number): string {
  return REASONS[status] ?? (status >= 500 ? "Server Error" : "Client Error");
}
