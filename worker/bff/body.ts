import type { Context } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { invalid, refuse } from "./respond";

type C = Context<AppEnv>;
export type Read<S extends v.GenericSchema> = { ok: true; value: v.InferOutput<S> } | { ok: false; response: Response };

/**
 * The largest JSON or form body a BFF endpoint reads (a module may set a lower limit of its own).
 * Real bodies are a few hundred bytes; the limit keeps a 10 MB "search" out of memory.
 */
export const MAX_BODY_BYTES = 16 * 1024;

const tooLarge = (c: C) => refuse(c, 413, "error_invalid_request", { message: "Body too large." });

/** The body's bytes, or null once it passes `max` (declared or streamed): never buffers more. */
async function bytesUpTo(req: Request, max: number): Promise<Uint8Array | null> {
  const declared = Number(req.headers.get("content-length") ?? NaN);
  if (declared > max || !req.body) return declared > max ? null : new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/** A JSON body checked against a strict schema: wrong Content-Type → 415, over MAX_BODY_BYTES → 413, malformed or unfit → 400. */
export async function readJson<S extends v.GenericSchema>(c: C, schema: S): Promise<Read<S>> {
  if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("application/json")) {
    return { ok: false, response: refuse(c, 415, "error_unsupported_media_type", { message: "Send JSON or a form." }) };
  }
  const bytes = await bytesUpTo(c.req.raw, MAX_BODY_BYTES);
  if (!bytes) return { ok: false, response: tooLarge(c) };
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return { ok: false, response: invalid(c, [], "Malformed JSON.") };
  }
  const parsed = v.safeParse(schema, raw);
  if (!parsed.success) {
    return { ok: false, response: invalid(c, parsed.issues.map((i) => v.getDotPath(i) ?? "body")) };
  }
  return { ok: true, value: parsed.output };
}

/** A urlencoded form (the no-JavaScript path) checked against a schema: unfit → 400. */
export async function readForm<S extends v.GenericSchema>(c: C, schema: S): Promise<Read<S>> {
  const fields: Record<string, string> = {};
  // Bytes, not .text(): workerd warns on reading a form body as text.
  const bytes = await bytesUpTo(c.req.raw, MAX_BODY_BYTES);
  if (!bytes) return { ok: false, response: tooLarge(c) };
  for (const [k, val] of new URLSearchParams(new TextDecoder().decode(bytes))) fields[k] = val;
  const parsed = v.safeParse(schema, fields);
  if (!parsed.success) return { ok: false, response: c.text(`Bad Request: ${parsed.issues.map((i) => v.getDotPath(i) ?? "form").join(", ")}`, 400) };
  return { ok: true, value: parsed.output };
}

/** A plain form post (the no-JavaScript path), not JSON. */
export function isForm(c: C): boolean {
  return (c.req.header("content-type") ?? "").toLowerCase().startsWith("application/x-www-form-urlencoded");
}
