import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Issue 12, main-thread work on a slow phone: the browser entry hydrates in a transition, so React
 * hydrates in slices and yields between them instead of one long task (client/entry.tsx).
 */
describe("the browser entry", () => {
  it("calls hydrateRoot inside startTransition", () => {
    const file = join(import.meta.dirname, "..", "..", "client", "entry.tsx");
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const calls: ts.CallExpression[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && node.expression.getText(source) === "hydrateRoot") calls.push(node);
      ts.forEachChild(node, visit);
    };
    visit(source);
    expect(calls).toHaveLength(1);
    let inTransition = false;
    for (let n: ts.Node | undefined = calls[0]!.parent; n; n = n.parent) {
      if (ts.isCallExpression(n) && n.expression.getText(source) === "startTransition") inTransition = true;
    }
    expect(inTransition).toBe(true);
  });
});
