import { expect, test, waitForHydration } from "./fixtures";

test("mutation: a text mismatch in SSR is caught by consoleProblems after waitForHydration", async ({ page, consoleProblems }) => {
  await page.route("http://localhost:8799/", async (route) => {
    const res = await route.fetch();
    const body = (await res.text()).replace("<h1>Dobrodošli u Zrno</h1>", "<h1>Mismatch</h1>");
    await route.fulfill({ response: res, body });
  });
  await page.goto("/");
  await waitForHydration(page);
  console.log(consoleProblems);
  expect(consoleProblems).toEqual([]);
});

test("mutation: a script without nonce is blocked and recorded", async ({ page }) => {
  await page.addInitScript(() => {
    (window as any).__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => (window as any).__cspViolations.push(e.effectiveDirective));
  });
  await page.route("http://localhost:8799/", async (route) => {
    const res = await route.fetch();
    const body = (await res.text()).replace("</body>", "<script>window.__x=1</script></body>");
    await route.fulfill({ response: res, body });
  });
  await page.goto("/");
  await waitForHydration(page);
  console.log(await page.evaluate(() => [(window as any).__cspViolations, (window as any).__x]));
});
