/**
 * `npm run lighthouse`: Lighthouse (npm `lighthouse`, pinned; 13.x needs Node 22) in its mobile
 * setup (simulated slow 4G, a mid-range phone's CPU) against Debian's Chromium, on home, category,
 * product, article, recipe and cart of `/` and `/en/`. It starts the e2e server
 * (scripts/e2e-server.sh: production bundles, own port and state) unless LH_BASE names a running
 * one, finds each page's address from the home page's own links, and writes the scores to
 * docs/lighthouse.md (issue 12). Run `npm run build` first, and on a quiet machine: on a busy one
 * the simulated CPU figures (TBT, and so performance) come out worse than a phone's.
 *
 * Each page is audited LH_RUNS times (3) and the run Lighthouse's own `computeMedianRun` picks is
 * the one recorded, with the spread of the runs' performance scores beside it: on a shared machine
 * one run's total blocking time can be twice another's.
 *
 * Env: LH_BASE (a running server), LH_PORT (8790), LH_SITES ("/,/en/"), LH_PAGES (a comma list of
 * page names), LH_RUNS (3), CHROMIUM_PATH (/usr/bin/chromium), LH_OUT (docs/lighthouse.md), LH_JSON_DIR (a directory
 * to keep each page's whole report in).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

const ROOT = join(import.meta.dirname, "..");
const PORT = Number(process.env.LH_PORT ?? 8790);
const BASE = process.env.LH_BASE ?? `http://localhost:${PORT}`;
const SITES = (process.env.LH_SITES ?? "/,/en/").split(",");
const OUT = process.env.LH_OUT ?? join(ROOT, "docs", "lighthouse.md");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Lighthouse's own mobile user agent names "Chrome-Lighthouse", which the storefront serves the bot page (no script): a plain phone Chrome instead. */
const PHONE_UA = "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));

type PageName = "home" | "category" | "product" | "article" | "recipe" | "cart";
const PAGE_NAMES: PageName[] = ["home", "category", "product", "article", "recipe", "cart"];

/**
 * Audits a page fails on purpose, with the reason (docs/decisions/0026-cart-noindex-and-lighthouse.md):
 * the cart is `noindex`, which Lighthouse's `is-crawlable` reads from the meta tag and from an
 * `X-Robots-Tag` header alike, so no placement of the directive scores 100. The table shows the
 * category's score and, beside it, the score with these audits left out, so that any other SEO
 * fault on the cart still shows.
 */
export const DELIBERATE: Partial<Record<PageName, Record<string, string>>> = {
  cart: { "is-crawlable": "noindex: a shopper's cart is no search result" },
};

interface CategoryLike {
  auditRefs: { id: string; weight: number }[];
}

/** A category's score (0–100) without the named audits, weighted as Lighthouse weighs them; null when nothing weighted is left. */
export function scoreWithout(category: CategoryLike | undefined, audits: Record<string, { score: number | null } | undefined>, without: readonly string[]): number | null {
  let sum = 0;
  let weights = 0;
  for (const ref of category?.auditRefs ?? []) {
    const score = audits[ref.id]?.score;
    if (ref.weight <= 0 || without.includes(ref.id) || score == null) continue;
    sum += score * ref.weight;
    weights += ref.weight;
  }
  return weights > 0 ? Math.round((sum / weights) * 100) : null;
}

/** The first href after `marker` in the home page's HTML. */
function hrefAfter(html: string, marker: string, pattern = /<a [^>]*href="([^"#]+)"/): string | null {
  const at = html.indexOf(marker);
  if (at < 0) return null;
  return pattern.exec(html.slice(at))?.[1] ?? null;
}

/** Each page type's address on a site, from its home page's links (footer categories, cards, teasers, header cart). */
export function pagesOf(homeHtml: string, home: string): Record<PageName, string | null> {
  return {
    home,
    category: hrefAfter(homeHtml, "footer-col-shop"),
    product: hrefAfter(homeHtml, 'class="product-card"'),
    article: hrefAfter(homeHtml, 'id="home-posts"', /<h3><a href="([^"#]+)"/),
    recipe: hrefAfter(homeHtml, 'id="home-recipes"', /<h3><a href="([^"#]+)"/),
    cart: /<a href="([^"#]+)" class="nav-cart/.exec(homeHtml)?.[1] ?? null,
  };
}

async function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`lighthouse: no server at ${url}`);
}

export interface Row {
  site: string;
  page: PageName;
  url: string;
  scores: Record<string, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  failing: string[];
  /** SEO without the page's DELIBERATE audits (only for pages that have some). */
  seoApart?: number | null;
  /** The performance scores of every run, lowest first (the median run's is `scores.performance`). */
  perfRuns?: number[];
  error?: string;
}

async function audit(port: number, url: string, page: PageName): Promise<Omit<Row, "site" | "page" | "url">> {
  // Loaded here, not at the top: the page finder above is tested without the whole of Lighthouse.
  const { default: lighthouse } = await import("lighthouse");
  const run = async () => {
    const result = await lighthouse(
      url,
      { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] },
      { extends: "lighthouse:default", settings: { formFactor: "mobile", emulatedUserAgent: PHONE_UA } },
    );
    if (!result) throw new Error("no result");
    return result.lhr;
  };
  const { computeMedianRun } = await import("lighthouse/core/lib/median-run.js");
  const once = async () => {
    // Lighthouse's own advice for a trace it could not read (NO_NAVSTART, now and then on the first page): run it again, once.
    let lhr = await run();
    if (lhr.runtimeError?.code === "NO_NAVSTART") lhr = await run();
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return lhr;
  };
  const lhrs = [];
  for (let i = 0; i < RUNS; i++) lhrs.push(await once());
  const lhr = computeMedianRun(lhrs);
  const perfRuns = lhrs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)).sort((a, b) => a - b);
  // The whole report, to see where a score went (long tasks, the largest paint's phases).
  if (process.env.LH_JSON_DIR) writeFileSync(join(process.env.LH_JSON_DIR, `${page}-${new URL(url).pathname.split("/")[1] || "hr"}.json`), JSON.stringify(lhr));
  const scores: Record<string, number | null> = {};
  for (const c of CATEGORIES) scores[c] = lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c]!.score! * 100);
  const failing = new Set<string>();
  for (const c of CATEGORIES) {
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a && a.score !== null && a.score < 1) failing.add(`${a.id} (${Math.round(a.score * 100)})`);
    }
  }
  const num = (id: string) => (typeof lhr.audits[id]?.numericValue === "number" ? lhr.audits[id]!.numericValue! : null);
  const deliberate = Object.keys(DELIBERATE[page] ?? {});
  const seoApart = deliberate.length ? scoreWithout(lhr.categories.seo, lhr.audits, deliberate) : undefined;
  return { scores, lcpMs: num("largest-contentful-paint"), tbtMs: num("total-blocking-time"), cls: num("cumulative-layout-shift"), failing: [...failing], seoApart, perfRuns };
}

export function markdown(rows: Row[], started: Date, load: string): string {
  const cell = (n: number | null) => (n == null ? "–" : String(n));
  const lines = [
    "# Lighthouse (issue 12)",
    "",
    `Written by \`npm run lighthouse\` (scripts/lighthouse.ts) on ${started.toISOString().slice(0, 16)} UTC: Lighthouse ${LH_VERSION}, mobile`,
    "(simulated slow 4G, 4× CPU slowdown), Debian's Chromium, production bundles on the e2e server.",
    `Each page ${RUNS} times: the median run (Lighthouse's \`computeMedianRun\`) is shown, and after "perf" the lowest and highest of the runs.`,
    `Load average when it started: ${load} (the machine has 2 cores; a loaded one lowers performance through TBT).`,
    "",
    "| site | page | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | below 1 |",
    "|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const r of rows) {
    if (r.error) lines.push(`| ${r.site} | ${r.page} | – | – | – | – | – | – | – | ${r.error.replace(/\|/g, "/")} |`);
    else
      lines.push(
        `| ${r.site} | ${r.page} | ${cell(r.scores.performance!)}${r.perfRuns && r.perfRuns.length > 1 ? ` (${r.perfRuns[0]}–${r.perfRuns.at(-1)})` : ""} | ${cell(r.scores.accessibility!)} | ${cell(r.scores["best-practices"]!)} | ${seoCell(r)} | ${r.lcpMs == null ? "–" : Math.round(r.lcpMs)} | ${r.tbtMs == null ? "–" : Math.round(r.tbtMs)} | ${r.cls == null ? "–" : r.cls.toFixed(3)} | ${r.failing.join(", ")} |`,
      );
  }
  const notes = PAGE_NAMES.flatMap((p) => Object.entries(DELIBERATE[p] ?? {}).map(([id, why]) => `- ${p}: \`${id}\` fails on purpose (${why}); "SEO" shows the score and, after the arrow, the score without it (docs/decisions/0026-cart-noindex-and-lighthouse.md).`));
  if (notes.length) lines.push("", ...notes);
  return lines.join("\n") + "\n";
}

function seoCell(r: Row): string {
  const seo = r.scores.seo == null ? "–" : String(r.scores.seo);
  return r.seoApart === undefined ? seo : `${seo} → ${r.seoApart == null ? "–" : r.seoApart}`;
}

let LH_VERSION = "";

async function main() {
  const started = new Date();
  const { readFileSync } = await import("node:fs");
  LH_VERSION = (JSON.parse(readFileSync(join(ROOT, "node_modules", "lighthouse", "package.json"), "utf8")) as { version: string }).version;
  const load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  let server: ChildProcess | null = null;
  if (!process.env.LH_BASE) {
    server = spawn("bash", ["scripts/e2e-server.sh"], {
      cwd: ROOT,
      env: { ...process.env, E2E_PORT: String(PORT), E2E_STATE_DIR: process.env.E2E_STATE_DIR ?? "/tmp/zrno-lighthouse-state" },
      stdio: "ignore",
      detached: true,
    });
  }
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
  const rows: Row[] = [];
  try {
    await waitFor(`${BASE}/api/nuxtapi/health`, 300_000);
    const only = process.env.LH_PAGES ? new Set(process.env.LH_PAGES.split(",")) : null;
    for (const site of SITES) {
      const home = await (await fetch(BASE + site, { headers: { "user-agent": PHONE_UA } })).text();
      const pages = pagesOf(home, site);
      for (const page of PAGE_NAMES) {
        if (only && !only.has(page)) continue;
        const path = pages[page];
        if (!path) {
          rows.push({ site, page, url: "", scores: {}, lcpMs: null, tbtMs: null, cls: null, failing: [], error: "no link to it on the home page" });
          continue;
        }
        const url = new URL(path, BASE).href;
        process.stdout.write(`${site} ${page} ${url} … `);
        try {
          // One warm-up view: the page cache and the asset cache are filled as a shopper finds them.
          await fetch(url, { headers: { "user-agent": PHONE_UA } });
          const r = await audit(chrome.port, url, page);
          rows.push({ site, page, url, ...r });
          console.log(CATEGORIES.map((c) => r.scores[c]).join(" / "), r.seoApart === undefined ? "" : `(SEO ${r.seoApart} without ${Object.keys(DELIBERATE[page] ?? {}).join(", ")})`, `LCP ${Math.round(r.lcpMs ?? 0)} ms`);
        } catch (err) {
          rows.push({ site, page, url, scores: {}, lcpMs: null, tbtMs: null, cls: null, failing: [], error: String((err as Error).message ?? err) });
          console.log("failed:", (err as Error).message);
        }
      }
    }
  } finally {
    await chrome.kill();
    if (server?.pid) {
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {
        /* gone */
      }
    }
  }
  writeFileSync(OUT, markdown(rows, started, load));
  console.log(`written ${OUT}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
