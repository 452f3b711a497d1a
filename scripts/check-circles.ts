/**
 * Fails when any two modules of the project import each other, directly or round a longer
 * circle (docs/architecture.md "Layers"): a circle means neither file can be read, tested or
 * moved without the other. Imports are read and resolved by the TypeScript compiler itself
 * (type-only imports count too: they tie the files together just the same for a reader).
 *
 *   npm run check:circles      → prints each circle, exits 1 if there is one
 *
 * KNOWN may list a circle still to break, by one file of it and its size: a circle not in it, or
 * a known one that grew, fails. It is empty: there is no circle, so any new one fails.
 */
import { readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import ts from "typescript";

const ROOT = resolve(import.meta.dirname, "..");
const SOURCES = ["worker", "client", "shared", "commerce", "tenants", "scripts"];

const config = ts.getParsedCommandLineOfConfigFile(resolve(ROOT, "tsconfig.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
if (!config) throw new Error("check-circles: tsconfig.json could not be read");
const files = config.fileNames.filter((f) => SOURCES.some((s) => relative(ROOT, f).startsWith(`${s}/`)) && !/\.generated\.|\/dist\//.test(f));
const inProject = new Set(files);

/** Each file's imports (and re-exports) that resolve to another file of the project. */
function importsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  const out: string[] = [];
  for (const ref of info.importedFiles) {
    const target = ts.resolveModuleName(ref.fileName, file, config!.options, ts.sys).resolvedModule?.resolvedFileName;
    if (target && inProject.has(target)) out.push(target);
  }
  return out;
}

/** Strongly connected components (Tarjan): every component of more than one file is a circle. */
function circlesOf(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** Circles still to break, by one file of each and its size today: none, and it only shrinks. */
const KNOWN: Readonly<Record<string, number>> = {};

const graph = new Map(files.map((f) => [f, importsOf(f)]));
const circles = circlesOf(graph).map((c) => c.map((f) => relative(ROOT, f)));
const fresh = circles.filter((c) => !c.some((f) => KNOWN[f] !== undefined && c.length <= KNOWN[f]!));
for (const circle of fresh) console.error(`circular imports among:\n  ${circle.join("\n  ")}`);
console.log(`check-circles: ${files.length} modules, ${circles.length} circle(s), ${circles.length - fresh.length} known and still to break`);
if (fresh.length > 0) process.exit(1);
