import { HtmlValidate } from "html-validate";
import { expect, test } from "./fixtures";

/**
 * Every page type passes an HTML validity check (html-validate's "standard" preset: conformance
 * to the HTML standard, no style rules). One page of each controller/action/template of the
 * route table, for a prefixed site too, plus the 404 screen.
 */
const validator = new HtmlValidate({ extends: ["html-validate:standard"], rules: { "no-inline-style": "off" } });

interface Route {
  path: string;
  controller: string;
  action: string;
  template: string;
  visible?: boolean;
}

for (const base of ["", "/de"]) {
  test(`every page type of ${base || "/"} is valid HTML`, async ({ request }) => {
    const res = await request.get(`${base}/api/nuxtapi/routes/`);
    const routes = ((await res.json()) as { data: Route[] }).data;
    const byType = new Map<string, Route>();
    for (const r of routes) {
      const key = `${r.controller}/${r.action}/${r.template}`;
      if (r.visible !== false && !byType.has(key)) byType.set(key, r);
    }
    const paths = [...[...byType.values()].map((r) => r.path), "/no-such-page-anywhere/"];
    expect(paths.length).toBeGreaterThan(15);
    const problems: string[] = [];
    for (const path of paths) {
      const page = await request.get(`${base}${path}`, { maxRedirects: 0 });
      if (page.status() >= 300 && page.status() < 400) continue; // entity redirects
      const html = await page.text();
      const report = await validator.validateString(html);
      for (const result of report.results) {
        for (const m of result.messages) problems.push(`${base}${path}: ${m.ruleId}: ${m.message} (line ${m.line}:${m.column})`);
      }
    }
    expect(problems).toEqual([]);
  });
}
