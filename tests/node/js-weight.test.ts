import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { jsWeight } from "../../scripts/bench/js-weight";

/**
 * How the budget test and `npm run bench` count a page's JavaScript (scripts/bench/js-weight.ts):
 * what the page loads at once, and apart from it what only a dynamic import loads.
 */
function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "js-weight-"));
  mkdirSync(join(dir, "assets"));
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, "assets", name), code);
  return dir;
}

const urls = (w: ReturnType<typeof jsWeight>) => w.files.map((f) => f.url);
const lazyUrls = (w: ReturnType<typeof jsWeight>) => w.lazy.map((f) => f.url);

describe("a page's JavaScript weight", () => {
  it("counts a chunk the page imports statically even when another chunk named it by import() first", () => {
    // The entry's lazy screen `other.js` reaches `shared.js` before the page's own screen does
    // (through `mid.js`, one step further).
    const dir = site({
      "entry.js": 'const a=()=>import("./other.js");',
      "other.js": 'import{x}from"./shared.js";',
      "screen.js": 'import{y}from"./mid.js";',
      "mid.js": 'import{x}from"./shared.js";export const y=x;',
      "shared.js": "export const x=1;",
    });
    const html = '<script type="module" src="/assets/entry.js"></script><link rel="modulepreload" href="/assets/screen.js">';
    const w = jsWeight("page", "/", 200, html, new URL("http://shop.test/"), dir);
    expect(urls(w)).toEqual(["/assets/entry.js", "/assets/screen.js", "/assets/mid.js", "/assets/shared.js"]);
    expect(lazyUrls(w)).toEqual(["/assets/other.js"]);
  });

  it("counts what only a dynamic import loads, and its static imports, apart", () => {
    const dir = site({
      "entry.js": 'const a=()=>import("./lazy.js");',
      "lazy.js": 'import{x}from"./dep.js";',
      "dep.js": "export const x=1;",
    });
    const w = jsWeight("page", "/", 200, '<script type="module" src="/assets/entry.js"></script>', new URL("http://shop.test/"), dir);
    expect(urls(w)).toEqual(["/assets/entry.js"]);
    expect(lazyUrls(w)).toEqual(["/assets/lazy.js", "/assets/dep.js"]);
  });
});
