import { beforeAll, beforeEach, expect, it } from "vitest";
import { stateOf } from "../integration/helpers";
import { workerWithSiteSpy } from "../integration/site-spy";

/**
 * The page cache's anonymous render is the visitor's request rendered again: it takes that
 * request's site instead of working it out from its own address
 * (docs/decisions/0027-site-resolved-once.md), so a miss still resolves the site once and stores
 * the page of the site its key names.
 */
let spy: Awaited<ReturnType<typeof workerWithSiteSpy>>;

beforeAll(async () => {
  spy = await workerWithSiteSpy();
});
beforeEach(() => {
  spy.resolver.mockClear();
});

async function view(url: string, headers: Record<string, string> = {}) {
  const { res, body } = await spy.through(url, headers);
  return { res, html: body, state: res.headers.get("x-zrno-cache") };
}

it("a miss renders the anonymous copy for the visitor's site and works the site out once", async () => {
  const first = await view("http://localhost/si/");
  expect(first.state).toBe("miss");
  expect(stateOf(first.html).tenant.code).toBe("si");
  expect(spy.resolver).toHaveBeenCalledTimes(1);
  spy.resolver.mockClear();
  const again = await view("http://localhost/si/");
  expect(again.state).toBe("hit");
  expect(spy.resolver).toHaveBeenCalledTimes(1);
});

it("a site named by its Host, not its address: the stored copy is that site's page", async () => {
  const first = await view("http://localhost/", { host: "www.zrno.de" });
  expect(first.state).toBe("miss");
  expect(first.html).toContain('<html lang="de">');
  expect(stateOf(first.html).tenant.code).toBe("de");
  const again = await view("http://localhost/", { host: "www.zrno.de" });
  expect(again.state).toBe("hit");
  expect(stateOf(again.html).tenant.code).toBe("de");
  // The default site at the same address is another key and its own page.
  const hr = await view("http://localhost/");
  expect(stateOf(hr.html).tenant.code).toBe("hr");
});
