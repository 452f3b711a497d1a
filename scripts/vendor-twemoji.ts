// Part of `npm run gen:art`: copies the Twemoji SVGs the product art draws (scripts/seed/art/emoji.ts)
// from the pinned @twemoji/svg package into scripts/seed/art/twemoji/, so the seed build needs no
// emoji package. Twemoji graphics: © Twitter, Inc and other contributors, CC-BY 4.0 (docs/credits.md).
import { copyFileSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ALL_EMOJI, twemojiFile } from "./seed/art/emoji";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
export const TWEMOJI_PACKAGE = join(ROOT, "node_modules/@twemoji/svg");
export const TWEMOJI_DIR = join(ROOT, "scripts/seed/art/twemoji");

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  mkdirSync(TWEMOJI_DIR, { recursive: true });
  for (const f of readdirSync(TWEMOJI_DIR)) if (f.endsWith(".svg")) rmSync(join(TWEMOJI_DIR, f));
  for (const e of ALL_EMOJI) copyFileSync(join(TWEMOJI_PACKAGE, twemojiFile(e)), join(TWEMOJI_DIR, twemojiFile(e)));
  console.log(`vendor-twemoji: ${ALL_EMOJI.length} SVGs → scripts/seed/art/twemoji/`);
}
