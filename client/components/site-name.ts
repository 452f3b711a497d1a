/** "Zrno Hrvatska" → "Hrvatska": the logo beside it already says Zrno. */
export function siteName(name: string): string {
  return name.replace(/^Zrno\s+/, "");
}
