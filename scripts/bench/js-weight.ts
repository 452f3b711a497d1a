import { existsSync, readFileSync } from "node:fs";
import { join, normalize, posix } from "node:path";
import { gzipSync } from "node:zlib";

/** The standard's budget for every shopper page (KB gzipped). */
export const JS_BUDGET_GZ_KB = 90;
/** Issue 12's goal per page type (tests/node/js-budget.test.ts holds the families not there yet at their weight). */
export const JS_GOAL_GZ_KB = 85;

interface JsFile {
  url: string;
  /** How the page pulls it in; "lazy" = a dynamic import() chunk, loaded only by screens that need it. */
  via: "script" | "modulepreload" | "import" | "lazy";
  bytes: number;
  gzBytes: number;
}

export interface JsWeight {
  label: string;
  path: string;
  status: number;
  /** Files the page loads for sure (script, modulepreload and their static imports). */
  files: JsFile[];
  /** Dynamic-import chunks reachable from those files: not counted, shown as the upper bound. */
  lazy: JsFile[];
  lazyGzBytes: number;
  /** Inline executable scripts (JSON data blocks excluded). */
  inlineScripts: number;
  inlineGzBytes: number;
  totalGzBytes: number;
  /** Script URLs that could not be read from public/ (other origins, missing files). */
  unresolved: string[];
}

const gz = (buf: Buffer | string) => gzipSync(buf, { level: 9 }).byteLength;

function attrs(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const m of tag.matchAll(re)) out[m[1]!.toLowerCase()] = (m[2] ?? m[3] ?? m[4] ?? "").replace(/&amp;/g, "&");
  return out;
}

const NON_JS_TYPES = /^(application\/(ld\+)?json|importmap|speculationrules|text\/template)$/i;

/** `<script src>` and `<link rel=modulepreload href>` URLs and those an inline loader names, plus inline executable scripts. */
function scriptRefs(html: string): { refs: { url: string; via: "script" | "modulepreload" }[]; inline: string[] } {
  const refs: { url: string; via: "script" | "modulepreload" }[] = [];
  const inline: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const a = attrs(m[1]!);
    if (a.type && NON_JS_TYPES.test(a.type)) continue;
    if (a.src !== undefined) refs.push({ url: a.src, via: "script" });
    else if (m[2]!.trim()) {
      inline.push(m[2]!);
      // The page's loader (worker/render/hints.ts scriptLoader) names the scripts it starts after the largest paint.
      for (const u of m[2]!.matchAll(/"(\/assets\/[\w.-]+\.js)"/g)) refs.push({ url: u[1]!, via: "modulepreload" });
    }
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const a = attrs(m[1]!);
    if ((a.rel ?? "").toLowerCase().split(/\s+/).includes("modulepreload") && a.href) refs.push({ url: a.href, via: "modulepreload" });
  }
  return { refs, inline };
}

/** Static `import … from "./x.js"`, `import "./x.js"` and `export … from` of an ES module (not `import()`). */
function staticImports(code: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(/\b(?:import|export)\s*(?:[^"'();=]*?\bfrom\s*)?["']((?:\.{1,2}\/|\/)[^"']+)["']/g)) out.push(m[1]!);
  return out;
}

/** `import("./x.js")` with a literal specifier (quotes or a backtick string without `${}`). */
function dynamicImports(code: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(/\bimport\(\s*["'`]((?:\.{1,2}\/|\/)[^"'`$]+)["'`]\s*\)/g)) out.push(m[1]!);
  return out;
}

/** The file under public/ a same-origin URL path names, or null. */
function publicFile(publicDir: string, urlPath: string): string | null {
  const clean = posix.normalize(decodeURIComponent(urlPath));
  const file = normalize(join(publicDir, clean));
  return file.startsWith(normalize(publicDir)) && existsSync(file) ? file : null;
}

/**
 * Every JS file a page loads, read from public/ (query strings dropped) and gzipped at level 9,
 * following the static imports of each file. `html` is the page as the server sent it.
 */
export function jsWeight(label: string, path: string, status: number, html: string, base: URL, publicDir: string): JsWeight {
  const { refs, inline } = scriptRefs(html);
  const files: JsFile[] = [];
  const unresolved: string[] = [];
  const seen = new Set<string>();
  // What the page loads at once first (its scripts, preloads and their static imports), then what
  // only a dynamic import loads: a chunk both imported statically and named by some other chunk's
  // `import()` is the page's own, whichever the walk would have reached first.
  const eagerQueue: { url: URL; via: JsFile["via"] }[] = refs.map((r) => ({ url: new URL(r.url, new URL(path, base)), via: r.via }));
  const lazyQueue: URL[] = [];
  const visit = (url: URL, via: JsFile["via"]): string | null => {
    if (url.origin !== base.origin) {
      unresolved.push(url.href);
      return null;
    }
    if (seen.has(url.pathname)) return null;
    seen.add(url.pathname);
    const file = publicFile(publicDir, url.pathname);
    if (!file) {
      unresolved.push(url.pathname);
      return null;
    }
    const buf = readFileSync(file);
    files.push({ url: url.pathname, via, bytes: buf.byteLength, gzBytes: gz(buf) });
    return buf.toString("utf8");
  };
  while (eagerQueue.length) {
    const { url, via } = eagerQueue.shift()!;
    const code = visit(url, via);
    if (code === null) continue;
    for (const spec of staticImports(code)) eagerQueue.push({ url: new URL(spec, url), via: "import" });
    for (const spec of dynamicImports(code)) lazyQueue.push(new URL(spec, url));
  }
  while (lazyQueue.length) {
    const url = lazyQueue.shift()!;
    const code = visit(url, "lazy");
    if (code === null) continue;
    // What a lazy chunk imports statically is lazy too.
    for (const spec of [...staticImports(code), ...dynamicImports(code)]) lazyQueue.push(new URL(spec, url));
  }
  const inlineGzBytes = inline.length ? gz(inline.join("\n")) : 0;
  const eager = files.filter((f) => f.via !== "lazy");
  const lazy = files.filter((f) => f.via === "lazy");
  return {
    label,
    path,
    status,
    files: eager,
    lazy,
    lazyGzBytes: lazy.reduce((n, f) => n + f.gzBytes, 0),
    inlineScripts: inline.length,
    inlineGzBytes,
    totalGzBytes: eager.reduce((n, f) => n + f.gzBytes, 0) + inlineGzBytes,
    unresolved,
  };
}
