import { describe, expect, it } from "vitest";
import { selfTimes } from "../../scripts/bench/self-times";

describe("npm run profile attributes each sample to the function and source module it ran in", () => {
  const bundle = ["// worker/edge/page-cache.ts", "function serve() {", "}", "// node_modules/hono/dist/compose.js", "function compose() {", "}"].join("\n");
  const frame = (functionName: string, url: string, lineNumber: number) => ({ functionName, url, lineNumber });
  const profile = {
    nodes: [
      { id: 1, callFrame: frame("(root)", "", -1), children: [2, 3, 4] },
      { id: 2, callFrame: frame("serve", "file:///tmp/x/storefront/index.js", 1) },
      { id: 3, callFrame: frame("compose", "file:///tmp/x/storefront/index.js", 4) },
      { id: 4, callFrame: frame("Blob", "", -1) },
    ],
    samples: [2, 2, 3, 4],
  };

  it("by module, by the bundle's path comments; native frames by name", () => {
    const { modules } = selfTimes(profile, bundle);
    expect(modules).toEqual([
      ["worker/edge/page-cache.ts", 0.5],
      ["node_modules/hono/dist/compose.js", 0.25],
      ["(native) Blob", 0.25],
    ]);
  });

  it("by function, each with its module", () => {
    const { functions } = selfTimes(profile, bundle);
    expect(functions[0]).toEqual(["serve  worker/edge/page-cache.ts", 0.5]);
    expect(functions.map(([name]) => name)).toContain("compose  node_modules/hono/dist/compose.js");
  });
});
