import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The README is the next engineer's map (issue 2, point 11): the two-command quick start, how a
 * request travels naming real files, and every npm script. A renamed file or a new script
 * without a line in the README fails here instead of quietly misleading someone.
 */
const ROOT = resolve(import.meta.dirname, "../..");
const README = readFileSync(join(ROOT, "README.md"), "utf8");
const scripts = Object.keys((JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts);

/** The text of a `## title` section, up to the next `## `. */
function section(title: string): string {
  const start = README.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`README has no "## ${title}" section`);
  const end = README.indexOf("\n## ", start + 1);
  return README.slice(start, end < 0 ? undefined : end);
}

describe("README", () => {
  it("quick start is the two commands: npm ci && npm start, then npm test", () => {
    const quick = section("Quick start");
    expect(quick).toMatch(/^npm ci && npm start\b/m);
    expect(quick).toMatch(/^npm test\b/m);
    expect(quick).toContain("http://localhost:8787");
  });

  it.each(scripts)("the npm scripts table has a row for `%s`", (name) => {
    expect(section("npm scripts")).toMatch(new RegExp(`^\\| \`${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\` \\|`, "m"));
  });

  it("the npm scripts table names no script package.json lacks", () => {
    const rows = [...section("npm scripts").matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]);
    expect(rows.filter((r) => !scripts.includes(r ?? ""))).toEqual([]);
  });

  it("every file the request's journey names exists", () => {
    const journey = section("How a request travels");
    const files = [...journey.matchAll(/`((?:worker|client|shared|commerce|tenants)\/[A-Za-z0-9_./-]+\.(?:ts|tsx))`/g)].map((m) => m[1] ?? "");
    expect(files.length).toBeGreaterThan(15);
    expect(files.filter((f) => !existsSync(join(ROOT, f)))).toEqual([]);
  });

  it("the journey lists the edge rules in the order worker/index.ts wires them", () => {
    const journey = section("How a request travels");
    const index = readFileSync(join(ROOT, "worker", "index.ts"), "utf8");
    // [file the README names, middleware worker/index.ts uses]
    const steps: Array<[string, string]> = [
      ["request-guard.ts", "requestGuard()"],
      ["tenant.ts", "resolveTenant()"],
      ["probes.ts", "scannerProbes()"],
      ["bots.ts", "detectBots()"],
      ["blocked-paths.ts", "blockedPaths()"],
      ["trailing-slash.ts", "trailingSlash()"],
      ["instashop.ts", "instashop()"],
      ["redirects.ts", "redirectRules()"],
    ];
    const ascending = (xs: number[]) => xs.every((x, i) => x >= 0 && (i === 0 || x > (xs[i - 1] ?? -1)));
    expect(ascending(steps.map(([, use]) => index.indexOf(`app.use(${use})`)))).toBe(true);
    expect(ascending(steps.map(([file]) => journey.indexOf(file)))).toBe(true);
  });

  it("says how to add a tenant: one file under tenants/", () => {
    expect(section("Adding a country site")).toContain("tenants/<code>.ts");
  });
});
