/**
 * `response_fields` of a list query (docs/behaviour/07-api.md, shared/contract/envelope.ts
 * `ResponseFields`): only the fields a screen asked for, `id` always; names this answer does not
 * have are ignored. Without a list, every field.
 */
export function pickFields<T extends { id: number }>(item: T, fields: readonly string[] | undefined): T {
  if (!fields) return item;
  const out: Record<string, unknown> = { id: item.id };
  for (const k of fields) if (Object.hasOwn(item, k)) out[k] = (item as Record<string, unknown>)[k];
  return out as T;
}
