import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests in a real Chromium: Debian's (scripts/ensure-chromium.sh installs it;
 * Playwright cannot download its own here) or whatever CHROMIUM_PATH names. The server is
 * scripts/e2e-server.sh: both Workers' deploy bundles in one Miniflare on port 8799 with their own
 * local state, so a run never meets the developer's server on 8787.
 */
// E2E_PORT (with E2E_STATE_DIR, read by the server script) lets two runs share a machine.
const PORT = Number(process.env.E2E_PORT ?? 8799);

/**
 * Debian's headless shell when it is there: the same Chromium build without the full browser
 * around it, which is what Playwright itself runs headless. A flow costs it about 40 % less CPU
 * than the full browser in headless mode (9.2 s against 15.5 s for six content flows), and on two
 * cores the browsers' CPU is most of what the e2e suite waits for. The full browser is the
 * fallback (and what a `--headed` run needs: CHROMIUM_PATH=/usr/bin/chromium).
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const BROWSER = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

export default defineConfig({
  testDir: "./tests/e2e",
  // Two at a time: on two cores a third browser only makes every test slower.
  // Each test is its own unit (no spec holds state between its tests), so the longest files no
  // longer set the suite's length on one worker.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: true,
  // A hang guard, not a speed assertion: a sign-up-to-order flow takes half a minute on a loaded
  // machine, over the default 30 s.
  timeout: 90_000,
  retries: 0,
  // How long a web-first assertion waits for the page to get there, not how fast it must be: on
  // two loaded cores a checkout's 303 chain can take longer than the default five seconds.
  expect: { timeout: 15_000 },
  forbidOnly: !!process.env.CI,
  // `list` ends with a "N passed" summary line that CI logs show.
  // The digest comes last: CI logs keep the tail, so the cause of failures must be there.
  reporter: [["list"], ["./tests/e2e/support/failure-digest.ts"]],
  use: {
    // `localhost`, not 127.0.0.1: the token cookie is Secure, which Chromium accepts over
    // plain http only on localhost.
    baseURL: `http://localhost:${PORT}`,
    // A CI log is all that is left of a CI run, so a trace there is never read; recording one
    // costs each test about a quarter of its CPU (screencast frames and DOM snapshots).
    trace: process.env.CI ? "off" : "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        browserName: "chromium",
        headless: true,
        launchOptions: {
          executablePath: BROWSER,
          // --disable-dev-shm-usage: a container's /dev/shm may be tiny (64 MB), where pages
          // crash one after another once it fills.
          args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
        },
      },
    },
  ],
  webServer: {
    command: "bash scripts/e2e-server.sh",
    url: `http://127.0.0.1:${PORT}/api/nuxtapi/health`,
    reuseExistingServer: !process.env.CI,
    // Bundling, migrating and seeding take under a minute alone and several on a loaded
    // machine; the server is only waited for, never timed.
    timeout: 300_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      WRANGLER_SEND_METRICS: "false",
      WRANGLER_HIDE_BANNER: "true",
      CLOUDFLARE_CF_FETCH_ENABLED: "false",
      NODE_ENV: "production",
    },
  },
});
