/** A JSON list of strings kept in a TEXT column; anything else (a broken value, other items) reads as none of them. */
export function stringsOf(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === "string") : [];
  } catch {
    return [];
  }
}
