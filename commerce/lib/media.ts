/** Image paths of generated media (scripts/seed/media.ts writes them as static files). */
export const THUMB_SIZES = { small: 160, medium: 400, large: 800 } as const;

export function thumbs(kind: "products" | "brands" | "posts" | "authors" | "instashop" | "categories" | "locations", code: string) {
  const base = `/media/${kind}/${code.toLowerCase()}`;
  return { small: `${base}-small.svg`, medium: `${base}-medium.svg`, large: `${base}-large.svg` };
}
