import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LIMITERS, LIMITS } from "../../worker/edge/limits";

/** The limits table in code and the bindings of wrangler.toml (and the README) say the same. */
const toml = readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8");

function bindings(text: string): Map<string, { limit: number; period: number; namespace: string }[]> {
  const out = new Map<string, { limit: number; period: number; namespace: string }[]>();
  const re = /name\s*=\s*"(THROTTLE_[A-Z0-9_]+)"\s*,?\s*namespace_id\s*=\s*"(\d+)"\s*,?\s*simple\s*=\s*\{\s*limit\s*=\s*(\d+)\s*,\s*period\s*=\s*(\d+)\s*\}/g;
  for (const m of text.matchAll(re)) {
    const list = out.get(m[1]!) ?? [];
    list.push({ namespace: m[2]!, limit: Number(m[3]), period: Number(m[4]) });
    out.set(m[1]!, list);
  }
  return out;
}

describe("limits table", () => {
  const found = bindings(toml);
  it.each(Object.entries(LIMITERS))("%s is bound with the same limit and period in every environment", (name, { limit, period }) => {
    const list = found.get(name) ?? [];
    // development, production, beta, test
    expect(list.length).toBe(4);
    for (const b of list) expect({ limit: b.limit, period: b.period }).toEqual({ limit, period });
  });

  it("every environment has its own namespaces", () => {
    const ids = [...found.values()].flat().map((b) => b.namespace);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("every row uses a bound limiter, with a period the binding supports (10 or 60 s)", () => {
    for (const row of Object.values(LIMITS)) {
      expect(Object.keys(LIMITERS)).toContain(row.limiter);
      expect([10, 60]).toContain(LIMITERS[row.limiter].period);
    }
  });

  it("the README and docs/security.md list every limit", () => {
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    const docs = readFileSync(new URL("../../docs/security.md", import.meta.url), "utf8");
    for (const [kind, row] of Object.entries(LIMITS)) {
      const { limit, period } = LIMITERS[row.limiter];
      for (const text of [readme, docs]) expect(text).toMatch(new RegExp(`\`${kind}\`[^\\n]*\\| ${limit} / ${period} s \\|`));
    }
  });

  it("a row is counted by the endpoints it names, and only a row naming none waits for its form (documented as such)", () => {
    const root = new URL("../../worker/", import.meta.url).pathname;
    const sources = (readdirSync(root, { recursive: true }) as string[])
      .filter((f) => f.endsWith(".ts") && !f.endsWith("limits.ts"))
      .map((f) => readFileSync(join(root, f), "utf8"));
    const docs = readFileSync(new URL("../../docs/security.md", import.meta.url), "utf8");
    for (const [kind, row] of Object.entries(LIMITS)) {
      const users = sources.filter((text) => text.includes(`"${kind}"`));
      if (row.endpoints.length > 0) {
        expect(users.length, `${kind} is counted somewhere`).toBeGreaterThan(0);
        for (const endpoint of row.endpoints) {
          const path = endpoint.replace(/^POST /, "/");
          expect(users.some((text) => text.includes(`"${path}"`)), `${kind} on ${endpoint}`).toBe(true);
        }
      } else {
        expect(users, `${kind} has no form yet, so nothing counts it`).toEqual([]);
        expect("waitsFor" in row && row.waitsFor, `${kind} names what it waits for`).toBeTruthy();
        expect(docs).toMatch(new RegExp(`\`${kind}\`[^\\n]*waits for`));
      }
    }
  });
});
