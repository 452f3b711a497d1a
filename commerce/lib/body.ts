import type { Context } from "hono";
import * as v from "valibot";

/**
 * Reads a JSON body and validates it: wrong Content-Type → 415, malformed JSON → 400, a body
 * that does not fit the schema → 400. Returns the parsed value or a Response to send.
 */
export async function readBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<{ ok: true; value: v.InferOutput<S> } | { ok: false; response: Response }> {
  const json = await readJson(c);
  if (!json.ok) return json;
  const parsed = v.safeParse(schema, json.raw);
  if (!parsed.success) {
    const fields = parsed.issues.map((i) => v.getDotPath(i) ?? "body").join(", ");
    return { ok: false, response: c.json({ success: false, data: null, label_name: "error_invalid_request", message: `Invalid: ${fields}` }, 400) };
  }
  return { ok: true, value: parsed.output };
}

/** The JSON body, unvalidated: wrong Content-Type → 415, malformed JSON → 400. */
export async function readJson(c: Context): Promise<{ ok: true; raw: unknown } | { ok: false; response: Response }> {
  const type = c.req.header("content-type") ?? "";
  if (!type.startsWith("application/json")) {
    return { ok: false, response: c.json({ success: false, data: null, label_name: "error_unsupported_media_type" }, 415) };
  }
  try {
    return { ok: true, raw: await c.req.json() };
  } catch {
    return { ok: false, response: c.json({ success: false, data: null, label_name: "error_invalid_request" }, 400) };
  }
}
