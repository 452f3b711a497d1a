import * as v from "valibot";

/**
 * The street map's tile source, one per deployment (docs/decisions/0019-stores-map.md): the
 * Worker's `MAP_TILES` var, an https URL template with `{z}`, `{x}` and `{y}` in its path or query
 * (`https://tile.example.org/{z}/{x}/{y}.png`), and `MAP_TILES_ATTRIBUTION`, the plain text the
 * provider asks to be shown with its tiles. Unset, empty or unusable, the stores page shows its
 * drawing only, with no street-map button, no library and nothing in the CSP.
 */
const PLACEHOLDERS = ["{z}", "{x}", "{y}"] as const;

/** The template with its placeholders filled in: what a browser asks for, to read its origin. */
const sample = (template: string) => PLACEHOLDERS.reduce((s, p) => s.replaceAll(p, "0"), template);

/** https, a plain host name (no placeholder, no user, no wildcard), each placeholder and no other `{…}`. */
function usableTemplate(template: string): boolean {
  if (!PLACEHOLDERS.every((p) => template.includes(p)) || /[{}]/.test(sample(template))) return false;
  // The host is fixed: a `{s}` subdomain or any placeholder before the path would make the CSP guess.
  if (/[{}@]/.test(template.slice("https://".length).split(/[/?#]/)[0] ?? "")) return false;
  try {
    const url = new URL(sample(template));
    return url.protocol === "https:" && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(url.hostname);
  } catch {
    return false;
  }
}

export const MapTiles = v.object({
  url: v.pipe(v.string(), v.maxLength(500), v.startsWith("https://"), v.regex(/^[^\s"'<>\\]+$/), v.check(usableTemplate, "not an https tile template with {z}, {x} and {y}")),
  attribution: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
});
export type MapTiles = v.InferOutput<typeof MapTiles>;

/** The one origin the browser fetches tiles from, for the CSP's img-src. */
export const tileOrigin = (tiles: MapTiles): string => new URL(sample(tiles.url)).origin;

/** Unusable configurations already reported, so a bad var is logged once per isolate, not per page. */
const reported = new Set<string>();

/** The deployment's tile source, or null (none set, or one that fails MapTiles: logged, never a 500). */
export function mapTilesOf(env: { MAP_TILES?: string; MAP_TILES_ATTRIBUTION?: string }): MapTiles | null {
  if (!env.MAP_TILES) return null;
  const parsed = v.safeParse(MapTiles, { url: env.MAP_TILES, attribution: env.MAP_TILES_ATTRIBUTION ?? "" });
  if (parsed.success) return parsed.output;
  const key = `${env.MAP_TILES}|${env.MAP_TILES_ATTRIBUTION ?? ""}`;
  if (!reported.has(key)) {
    reported.add(key);
    // What is wrong, not the value: a template may carry the provider's key.
    const issue = parsed.issues[0];
    const field = issue.path?.[0]?.key === "attribution" ? "MAP_TILES_ATTRIBUTION" : "MAP_TILES";
    console.error(`stores map: ${field} is unusable (expected ${issue.expected ?? issue.message}); the stores page shows its drawing only`);
  }
  return null;
}
