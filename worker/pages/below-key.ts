/**
 * The key of a page's sections below the fold (the home page's, a product's): 16 hex digits of the
 * SHA-256 of their JSON, so the same data gives the same key in every isolate and a page knows
 * whether the BFF's answer is what it shows (docs/decisions/0016-lean-pages.md).
 */
export async function belowKeyOf(value: unknown): Promise<string> {
  const hash = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(JSON.stringify(value)));
  return [...new Uint8Array(hash, 0, 8)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
