// The shop's typeface (docs/decisions/0030-shop-typeface.md): its upright faces as the font
// package describes them, copied into the build under content-hashed names, for the page's loader
// to add once the largest paint is done (worker/render/hints.ts). The package's stylesheet stays
// the one home of the faces' files, weights and unicode ranges.
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

export interface Typeface { family: string; src: string; weight: string; unicodeRange: string }

const FACE = /@font-face\s*{([^}]*)}/g;
const prop = (body: string, name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(body)?.[1]?.trim();

/** The faces of `cssFile` in `style` (the upright ones), each copied into `outDir` as `<name>-<hash>.woff2`. */
export function copyTypeface(cssFile: string, outDir: string, style = "normal"): Typeface[] {
  if (!existsSync(cssFile) || !existsSync(outDir)) return [];
  const faces: Typeface[] = [];
  for (const [, body = ""] of readFileSync(cssFile, "utf8").matchAll(FACE)) {
    if (prop(body, "font-style") !== style) continue;
    const url = /url\(([^)]+)\)/.exec(prop(body, "src") ?? "")?.[1]?.replace(/^['"]|['"]$/g, "");
    const family = prop(body, "font-family")?.replace(/^['"]|['"]$/g, "");
    const weight = prop(body, "font-weight");
    const unicodeRange = prop(body, "unicode-range");
    if (!url || !family || !weight || !unicodeRange) throw new Error(`${cssFile}: a face without src, family, weight or unicode-range`);
    const file = join(dirname(cssFile), url);
    const name = `${url.split("/").pop()!.replace(/\.woff2$/, "")}-${createHash("sha256").update(readFileSync(file)).digest("hex").slice(0, 8)}.woff2`;
    copyFileSync(file, join(outDir, name));
    faces.push({ family, src: `/assets/${name}`, weight, unicodeRange });
  }
  return faces;
}
