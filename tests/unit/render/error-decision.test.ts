import { HTTPException } from "hono/http-exception";
import { describe, expect, it } from "vitest";
import { BuildMetadataMissing, PageNotFound, PageUnauthorized } from "../../../worker/errors";
import { causeOf, decideError, failureStatus, statusMessage, type ErrorAnswer, type ErrorCause } from "../../../worker/render/error-decision";
import { UpstreamError } from "../../../worker/upstream/client";

/**
 * docs/behaviour/08-errors.md, the error catalogue, as one table: cause × where (production or not, page or BFF) →
 * the answer. Each row is an entry of the catalogue.
 */
const PAGE = { api: false, sitePath: "/kontakt/" };
const DEV = { ...PAGE, production: false };
const PROD = { ...PAGE, production: true };
const fail = (status: number): ErrorCause => ({ kind: "failure", status });
const maintenance = (refreshSeconds: number, status = 503): ErrorAnswer => ({ kind: "maintenance", status: 503, refreshSeconds, statusLine: `Error ${status}` });

const TABLE: Array<[string, ErrorCause, Parameters<typeof decideError>[1], ErrorAnswer]> = [
  ["unknown route / missing entity → 404 screen", { kind: "not-found", reason: "" }, DEV, { kind: "not-found", status: 404, reason: "" }],
  ["404 screen in production too (never a redirect)", { kind: "not-found", reason: "" }, PROD, { kind: "not-found", status: 404, reason: "" }],
  ["page validation failure → 404 carrying the path", { kind: "not-found", reason: "Page Not Found: /x/" }, PROD, { kind: "not-found", status: 404, reason: "Page Not Found: /x/" }],
  ["404 with message unauthorized → loader screen with its target", { kind: "unauthorized", target: "/prijava/" }, PROD, { kind: "unauthorized", status: 404, target: "/prijava/" }],
  ["upstream 503 → maintenance page, 60 s", fail(503), DEV, maintenance(60)],
  ["upstream 503 in production → maintenance page, 60 s", fail(503), PROD, maintenance(60)],
  ["500 in production → maintenance page", fail(500), PROD, maintenance(60, 500)],
  ["500 outside production → error page with the code", fail(500), DEV, { kind: "error-page", status: 500 }],
  ["missing build metadata → maintenance page, 2 s", { kind: "build-metadata" }, DEV, maintenance(2)],
  ["missing build metadata in production → maintenance page, 2 s", { kind: "build-metadata" }, PROD, maintenance(2)],
  ["other error (502) in production → redirect to /404/", fail(502), PROD, { kind: "redirect-404", status: 302 }],
  ["timeout (504) in production → redirect to /404/", fail(504), PROD, { kind: "redirect-404", status: 302 }],
  ["other error on /404/ itself in production → the 404 screen, no redirect loop", fail(502), { ...PROD, sitePath: "/404/" }, { kind: "not-found", status: 404, reason: "" }],
  ["other error (502) outside production → error page", fail(502), DEV, { kind: "error-page", status: 502 }],
  ["routes fetch failing 404 upstream → the 404 screen", fail(404), DEV, { kind: "not-found", status: 404, reason: "" }],
  ["BFF: 503 → JSON 503", fail(503), { ...PROD, api: true }, { kind: "json", status: 503, labelName: "error_service_unavailable" }],
  ["BFF: 500 in production → JSON 500, never a page", fail(500), { ...PROD, api: true }, { kind: "json", status: 500, labelName: "error_internal" }],
  ["BFF: 400 → JSON 400", fail(400), { ...DEV, api: true }, { kind: "json", status: 400, labelName: "error_invalid_request" }],
  ["BFF: unauthorized → JSON, never a loader page", { kind: "unauthorized", target: "/prijava/" }, { ...DEV, api: true }, { kind: "json", status: 404, labelName: "error_unauthorized" }],
];

describe("decideError: the catalogue", () => {
  it.each(TABLE)("%s", (_name, cause, at, answer) => {
    expect(decideError(cause, at)).toEqual(answer);
  });
});

describe("causeOf / failureStatus: what a thrown value stands for", () => {
  const CAUSES: Array<[string, unknown, ErrorCause]> = [
    ["the number 404 (notFound handler)", 404, { kind: "not-found", reason: "" }],
    ["PageNotFound keeps its reason", new PageNotFound("No page here."), { kind: "not-found", reason: "No page here." }],
    ["PageUnauthorized keeps its target", new PageUnauthorized("/prijava/"), { kind: "unauthorized", target: "/prijava/" }],
    ["BuildMetadataMissing", new BuildMetadataMissing("no build id"), { kind: "build-metadata" }],
    ["upstream 503 keeps its status", new UpstreamError("status", 503), fail(503)],
    ["upstream 500 keeps its status", new UpstreamError("status", 500), fail(500)],
    ["upstream timeout → 504", new UpstreamError("timeout", 504), fail(504)],
    ["upstream network failure → 502", new UpstreamError("network", 502), fail(502)],
    ["upstream answer of the wrong shape → 502", new UpstreamError("shape", 502), fail(502)],
    ["upstream redirect (not followed) → 502", new UpstreamError("status", 302), fail(502)],
    ["Hono HTTPException keeps its status", new HTTPException(413), fail(413)],
    ["a TypeError → 500 (the default)", new TypeError("x is undefined"), fail(500)],
    ["a thrown string → 500", "boom", fail(500)],
  ];
  it.each(CAUSES)("%s", (_name, thrown, cause) => {
    expect(causeOf(thrown)).toEqual(cause);
  });

  it("failureStatus defaults to 500 for anything unknown", () => {
    expect(failureStatus(undefined)).toBe(500);
    expect(failureStatus(new Error("x"))).toBe(500);
  });

  it("status messages are fixed reason phrases", () => {
    expect(statusMessage(502)).toBe("Bad Gateway");
    expect(statusMessage(504)).toBe("Gateway Timeout");
    expect(statusMessage(599)).toBe("Server Error");
    expect(statusMessage(499)).toBe("Client Error");
  });
});
