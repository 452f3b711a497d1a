import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { RoutesResponse, type RouteRecord } from "../../shared/contract/app";
import { bodyClass } from "../../shared/body-class";
import { TENANTS } from "../../tenants";
import { get, GOOGLEBOT_UA, stateOf } from "./helpers";

/**
 * The layout of every page comes from its tenant's template→layout table (docs/behaviour/02-screens-and-routes.md "Layouts";
 * templates not listed use `default`), and the server knows it when it renders: the about page
 * is rendered in the about layout, the home page in the default one, on every site. Bots get the
 * bot layout whatever the table says. Body classes come from controller, action, content type
 * and template.
 */
const CASES = TENANTS.map((t) => ({ code: t.code, base: t.routing.isDefault ? "http://localhost" : `http://localhost/${t.routing.prefix}`, tenant: t }));

async function routesOf(base: string): Promise<RouteRecord[]> {
  return v.parse(RoutesResponse, await (await get(`${base}/api/nuxtapi/routes/`)).json()).data;
}

function routeBy(routes: RouteRecord[], template: string): RouteRecord {
  const found = routes.find((r) => r.template === template && r.visible !== false);
  if (!found) throw new Error(`no visible route with template ${template}`);
  return found;
}

describe.each(CASES)("layouts on $code", ({ base, tenant }) => {
  it("home page (template homepage) in the default layout, about page (template about) in the about layout, as the tenant's table says", async () => {
    const routes = await routesOf(base);
    for (const [template, layout] of [
      ["homepage", "default"],
      ["about", "about"],
      ["contact", "default"],
    ] as const) {
      expect(tenant.layouts[template] ?? "default").toBe(layout);
      const route = routeBy(routes, template);
      const res = await get(`${base}${route.path}`);
      expect(res.status, route.path).toBe(200);
      const html = await res.text();
      const state = stateOf(html);
      expect(state.layout).toBe(layout);
      expect(html).toContain(`class="layout-${layout}"`);
      for (const other of ["default", "about", "blank", "bot"].filter((l) => l !== layout)) expect(html).not.toContain(`class="layout-${other}"`);
      // Body classes from the same route: controller, action, content type, template.
      const classes = bodyClass(route);
      expect(classes).toContain(`template-${template}`);
      expect(/<body class="([^"]*)"/.exec(html)?.[1]).toBe(classes);
    }
  });

  it("a crawler gets the bot layout on the about page too: the table does not override bot detection", async () => {
    const route = routeBy(await routesOf(base), "about");
    const html = await (await get(`${base}${route.path}`, { headers: { "user-agent": GOOGLEBOT_UA } })).text();
    expect(html).toContain('class="layout-bot"');
    expect(html).not.toContain('class="layout-about"');
  });
});
