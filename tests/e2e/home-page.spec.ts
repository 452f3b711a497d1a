import { TENANT_CASES, expect, seedLabel, test, waitForHydration } from "./fixtures";

test.describe("every tenant's home page", () => {
  for (const t of TENANT_CASES) {
    test(`${t.code} (${t.home}) loads in its language and hydrates without a console error`, async ({ page, consoleProblems }) => {
      const res = await page.goto(t.home);
      expect(res?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", t.htmlLang);

      await waitForHydration(page);
      await expect(page.locator(".hero h1")).toHaveText(seedLabel("welcome_title", t.labelLang));
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe("true");
      expect(consoleProblems).toEqual([]);
    });
  }
});

test("a server/client mismatch would be reported in the console, so zero problems above means none", async ({ page, consoleProblems }) => {
  const title = seedLabel("welcome_title", "hr");
  // The real response with the hero heading changed in the markup only, not in the embedded state.
  await page.route((url) => url.pathname === "/", async (route) => {
    const res = await route.fetch();
    const html = await res.text();
    expect(html).toContain(`<h1>${title}</h1>`);
    await route.fulfill({ response: res, body: html.replace(`<h1>${title}</h1>`, "<h1>Not what the client renders</h1>") });
  });
  await page.goto("/");
  await waitForHydration(page);

  expect(consoleProblems.join("\n")).toMatch(/hydration:.*(#418|[Hh]ydrat)/);
  // React recovers by rendering on the client: the shopper sees the right text.
  await expect(page.locator(".hero h1")).toHaveText(title);
});

/**
 * The sections below the fold (docs/decisions/0016-lean-pages.md "Home state: the sections below
 * the fold"): rendered by the server, not in the embedded state; the browser hydrates them from
 * the BFF's `home/below/` read, and the rest of the page does not wait for it.
 */
const BELOW = (url: URL) => url.pathname.endsWith("/api/nuxtapi/home/below/");
const RAILS = ["on-sale", "bestsellers", "new"] as const;

test.describe("the home page's sections below the fold", () => {
  for (const home of ["/", "/en/"]) {
    test(`${home}: the offers and rails show before their data arrives and after; a rail's card then adds to the cart`, async ({ page, consoleProblems }) => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const reads: string[] = [];
      await page.route(BELOW, async (route) => {
        reads.push(route.request().url());
        await held;
        await route.continue();
      });
      await page.goto(home);
      // The page above the fold has hydrated while the read is held: the server's cards stay.
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await expect.poll(() => reads.length).toBe(1);
      const ids = await page.locator("main .product-card").evaluateAll((cards) => cards.map((c) => c.getAttribute("data-product-id")));
      expect(ids).toHaveLength(18);
      for (const r of RAILS) await expect(page.locator(`.home-${r} .product-card`).first()).toBeVisible();
      await expect(page.locator(".home-posts li").first()).toBeVisible();
      expect(await page.locator("html").getAttribute("data-home-below")).toBeNull();

      release();
      await waitForHydration(page);
      expect(await page.locator("main .product-card").evaluateAll((cards) => cards.map((c) => c.getAttribute("data-product-id")))).toEqual(ids);
      for (const r of RAILS) await expect(page.locator(`.home-${r} .product-card`).first()).toBeVisible();
      expect(reads).toHaveLength(1);
      expect(new URL(reads[0]!).searchParams.get("v")).toMatch(/^[0-9a-f]{16}$/);

      const card = page.locator(".home-bestsellers .product-card:has(.card-add)").first();
      await card.locator(".card-add-button").click();
      await expect(page.locator(".nav-cart .cart-count")).toHaveText("(1)");
      expect(new URL(page.url()).pathname).toBe(home);
      expect(consoleProblems).toEqual([]);
    });
  }

  test("the read leaves with the page (preloaded), before the scripts have run, and is made once", async ({ page, consoleProblems }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/client-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const reads: string[] = [];
    page.on("request", (r) => {
      if (BELOW(new URL(r.url()))) reads.push(r.url());
    });
    const read = page.waitForRequest((r) => BELOW(new URL(r.url())));
    await page.goto("/en/", { waitUntil: "commit" });
    await read; // while the entry script is still held
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
    release();
    await waitForHydration(page);
    expect(reads).toHaveLength(1);
    expect(consoleProblems).toEqual([]);
  });

  test("a product link in a rail opens the product client-side; back on the home page its sections come with the page answer", async ({ page, consoleProblems }) => {
    const reads: string[] = [];
    page.on("request", (r) => {
      if (BELOW(new URL(r.url()))) reads.push(r.url());
    });
    await page.goto("/en/");
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    const link = page.locator(".home-new .product-card-title a").first();
    const title = (await link.textContent())!;
    await link.click();
    await expect(page.locator("body")).toHaveClass(/page-catalog-product/);
    await expect(page.locator("main h1")).toHaveText(title);

    await page.goBack();
    await expect(page.locator("body")).not.toHaveClass(/page-catalog-product/);
    for (const r of RAILS) await expect(page.locator(`.home-${r} .product-card`).first()).toBeVisible();
    expect(await page.locator("main .product-card").count()).toBe(18);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true); // no full load
    expect(reads).toHaveLength(1); // the first view's read only
    expect(consoleProblems).toEqual([]);
  });

  test("a failed read keeps the server's sections as they are; a client-side navigation home renders them from the page answer", async ({ page, consoleProblems }) => {
    await page.route(BELOW, (route) => route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ success: false, data: null }) }));
    await page.goto("/en/");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect.poll(() => consoleProblems.some((p) => p.startsWith("warning: home/below:"))).toBe(true);
    expect(await page.locator("main .product-card").count()).toBe(18);
    expect(await page.locator("html").getAttribute("data-home-below")).toBeNull();
    // The server's add-to-cart forms and links stay usable as plain HTML; the page above is live.
    await expect(page.locator(".home-new form.card-add").first()).toHaveAttribute("action", /\/api\/nuxtapi\/webshop\/product\/$/);
    await page.locator("nav.site-nav a[href='/en/']").first().click();
    await expect(page.locator("html")).toHaveAttribute("data-home-below", "live");
    expect(await page.locator("main .product-card").count()).toBe(18);
    await page.locator(".home-new .product-card:has(.card-add) .card-add-button").first().click();
    await expect(page.locator(".nav-cart .cart-count")).toHaveText("(1)");
    expect(consoleProblems.filter((p) => !p.startsWith("warning: home/below:") && !p.includes("503"))).toEqual([]);
  });

  test("sections that moved under a cached page are rendered anew from the read, without a hydration error", async ({ page, consoleProblems }) => {
    // The read answers other sections than the page shows: the new rail's cards in reverse.
    await page.route(BELOW, async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: { key: string; rails: { list: { code: string }; products: { id: number }[] }[] } };
      const rail = body.data.rails.find((r) => r.list.code === "new")!;
      rail.products.reverse();
      body.data.key = body.data.key === "ffffffffffffffff" ? "0000000000000000" : "ffffffffffffffff";
      await route.fulfill({ response: res, json: body });
    });
    const html = await (await page.goto("/"))!.text();
    const rail = /<section class="home-section home-new"[\s\S]*?<\/section>/.exec(html)![0];
    const server = [...rail.matchAll(/data-product-id="(\d+)"/g)].map((m) => m[1]!);
    expect(server.length).toBeGreaterThan(1);
    await waitForHydration(page);
    await expect.poll(() => page.locator(".home-new .product-card").evaluateAll((cards) => cards.map((c) => c.getAttribute("data-product-id")))).toEqual([...server].reverse());
    // The new sections are live: a card adds to the cart.
    await page.locator(".home-new .product-card:has(.card-add) .card-add-button").first().click();
    await expect(page.locator(".nav-cart .cart-count")).toHaveText("(1)");
    expect(consoleProblems).toEqual([]);
  });
});
