import type { Context } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";

type C = Context<AppEnv>;
export type Read<S extends v.GenericSchema> = { ok: true; value: v.InferOutput<S> } | { ok: false; response: Response };

/** A JSON body checked against a strict schema: wrong Content-Type → 415, malformed or unfit → 400. */
export async function readJson<S extends v.GenericSchema>(c: C, schema: S): Promise<Read<S>> {
  if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("application/json")) {
    return { ok: false, response: c.json({ success: false, data: null, label_name: "error_unsupported_media_type", message: "Send JSON or a form." }, 415) };
  }
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return { ok: false, response: c.json({ success: false, data: null, label_name: "error_invalid_request", message: "Malformed JSON." }, 400) };
  }
  const parsed = v.safeParse(schema, raw);
  if (!parsed.success) {
    const fields = parsed.issues.map((i) => v.getDotPath(i) ?? "body").join(", ");
    return { ok: false, response: c.json({ success: false, data: null, label_name: "error_invalid_request", message: `Invalid: ${fields}` }, 400) };
  }
  return { ok: true, value: parsed.output };
}

/** A urlencoded form (the no-JavaScript path) checked against a schema: unfit → 400. */
export async function readForm<S extends v.GenericSchema>(c: C, schema: S): Promise<Read<S>> {
  const fields: Record<string, string> = {};
  // Bytes, not .text(): workerd warns on reading a form body as text.
  for (const [k, val] of new URLSearchParams(new TextDecoder().decode(await c.req.arrayBuffer()))) fields[k] = val;
  const parsed = v.safeParse(schema, fields);
  if (!parsed.success) return { ok: false, response: c.text(`Bad Request: ${parsed.issues.map((i) => v.getDotPath(i) ?? "form").join(", ")}`, 400) };
  return { ok: true, value: parsed.output };
}
