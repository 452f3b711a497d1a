/** Where a V8 CPU profile of the unminified storefront bundle spent its samples (scripts/profile.ts). */
export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
}

/** Self time per source module and per function, as shares of every sample. */
export function selfTimes(profile: CpuProfile, bundle: string): { modules: [string, number][]; functions: [string, number][] } {
  const lines = bundle.split("\n");
  const marks: { line: number; path: string }[] = [];
  lines.forEach((l, i) => {
    const m = /^\/\/ ((?:worker|shared|client|tenants|node_modules)\/\S+)/.exec(l);
    if (m) marks.push({ line: i + 1, path: m[1]! });
  });
  const moduleAt = (line: number) => {
    let lo = 0;
    let hi = marks.length - 1;
    let found = "(bundle)";
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (marks[mid]!.line <= line) {
        found = marks[mid]!.path;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const modules = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const id of profile.samples) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const inBundle = url.endsWith("index.js");
    const mod = inBundle ? moduleAt(lineNumber + 1) : `(native) ${functionName || "(anonymous)"}`;
    const fn = inBundle ? `${functionName || "(anonymous)"}  ${mod}` : mod;
    modules.set(mod, (modules.get(mod) ?? 0) + 1);
    functions.set(fn, (functions.get(fn) ?? 0) + 1);
  }
  const shares = (m: Map<string, number>) => [...m].map(([k, v]) => [k, v / profile.samples.length] as [string, number]).sort((a, b) => b[1] - a[1]);
  return { modules: shares(modules), functions: shares(functions) };
}
