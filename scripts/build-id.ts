// The build id (scripts/write-build-id.ts): a hash of every file whose name or bytes a cached page
// depends on. The edge page cache keys pages by it (worker/edge/page-cache.ts), so a page that names
// an older entry, stylesheet or icon sprite is never served after a build that changed one.
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ICON_SPRITE_URL } from "../client/components/icon-sprite.generated";
import { SPRITE_FILE, spriteUrl } from "./gen-icons";

/** The files under public/assets/ the build id hashes: the entry, the stylesheet and the icon sprite. */
export function buildIdInputs(entryFile: string): string[] {
  return [entryFile, "client.css", ICON_SPRITE_URL.slice("/assets/".length)];
}

export function buildId(assetsDir: string, files: readonly string[]): string {
  const hash = createHash("sha256");
  for (const f of files) {
    const p = join(assetsDir, f);
    if (existsSync(p)) hash.update(readFileSync(p));
  }
  return hash.digest("hex").slice(0, 12);
}

/**
 * Puts the committed icon sprite (scripts/gen-icons.ts) into public/assets/ under the name the
 * pages use (client/components/icon-sprite.generated.ts), after Vite emptied the folder; a sprite
 * edited without `npm run gen:art` would be served under a stale name, so it stops the build.
 */
export function emitIconSprite(assetsDir: string, sprite = SPRITE_FILE): void {
  const url = spriteUrl(readFileSync(sprite, "utf8"));
  if (url !== ICON_SPRITE_URL) throw new Error(`${sprite} hashes to ${url}, but client/components/icon-sprite.generated.ts names ${ICON_SPRITE_URL}: run npm run gen:art`);
  copyFileSync(sprite, join(assetsDir, url.slice("/assets/".length)));
}
