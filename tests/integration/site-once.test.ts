import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { stateOf } from "./helpers";
import { workerWithSiteSpy } from "./site-spy";

/**
 * The site is worked out once per request (docs/decisions/0027-site-resolved-once.md): routing, the
 * site step, the edge rules, the BFF, the page and the error page all read that one answer. The
 * resolver is wrapped in a spy; a step that works the site out again makes a count here 2.
 */
let spy: Awaited<ReturnType<typeof workerWithSiteSpy>>;
const asked = () => spy.asked();
const through = (url: string, headers?: Record<string, string>) => spy.through(url, headers);

beforeAll(async () => {
  spy = await workerWithSiteSpy();
});
beforeEach(() => {
  spy.resolver.mockClear();
});

describe("one resolution per request", () => {
  it.each([
    { name: "the default site's home", url: "http://localhost/", code: "hr", status: 200 },
    { name: "a prefixed site's home", url: "http://localhost/de/", code: "de", status: 200 },
    { name: "a site on its own host", url: "http://localhost/", host: "www.zrno.de", code: "de", status: 200 },
    { name: "a page that is not there (the 404 screen)", url: "http://localhost/de/gibt-es-nicht/", code: "de", status: 404 },
  ])("$name: rendered for its site, the site worked out once", async ({ url, host, code, status }) => {
    const { res, body } = await through(url, host ? { host } : {});
    expect(res.status).toBe(status);
    expect(stateOf(body).tenant.code).toBe(code);
    expect(asked()).toEqual([`${host ?? "localhost"} ${new URL(url).pathname}`]);
  });

  it.each([
    { name: "the default site's own prefix", url: "http://localhost/hr/o-nama/", location: "/o-nama/" },
    { name: "a prefix without its slash", url: "http://localhost/de", location: "/de/" },
    { name: "an edge rule (trailing slash) on the site path", url: "http://localhost/de/gibt-es-nicht", location: "/de/gibt-es-nicht/" },
  ])("$name: the redirect comes from the same one answer", async ({ url, location }) => {
    const { res } = await through(url);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(location);
    expect(asked()).toEqual([`localhost ${new URL(url).pathname}`]);
  });

  it("a BFF call and robots.txt are routed on the site path the same answer gave", async () => {
    const cart = await through("http://localhost/de/api/nuxtapi/webshop/cart/");
    expect(cart.res.status).toBe(200);
    expect(asked()).toEqual(["localhost /de/api/nuxtapi/webshop/cart/"]);
    spy.resolver.mockClear();
    const robots = await through("http://localhost/de/robots.txt");
    expect(robots.res.status).toBe(200);
    expect(robots.body).toContain("Disallow: /de/");
    expect(asked()).toEqual(["localhost /de/robots.txt"]);
  });

  it("a request refused before the site step gets its error page from the answer routing already had", async () => {
    const de = await through("http://localhost/de/%2e%2e%2f%2e%2e%2f/");
    expect(de.res.status).toBe(404);
    expect(stateOf(de.body).tenant.code).toBe("de");
    expect(asked()).toEqual(["localhost /de/%2e%2e%2f%2e%2e%2f/"]);
    spy.resolver.mockClear();
    // On its way to another address (the default site's prefix): the default site answers.
    const hr = await through("http://localhost/hr/%2e%2e%2f/");
    expect(hr.res.status).toBe(404);
    expect(stateOf(hr.body).tenant.code).toBe("hr");
    expect(asked()).toEqual(["localhost /hr/%2e%2e%2f/"]);
  });

  it("the pages endpoint works out the site of the address it is asked about as well, and no more", async () => {
    const { res, body } = await through("http://localhost/de/api/nuxtapi/pages/?slug=/de/");
    expect(res.status).toBe(200);
    expect(JSON.parse(body)).toMatchObject({ success: true });
    expect(asked()).toEqual(["localhost /de/api/nuxtapi/pages/", "localhost /de/"]);
  });
});
