import { spawnSync } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * A twelfth tenant from fixtures (issue 15): Poland, in a language no site has (pl, labels only,
 * content falling back to English) and a currency the shop never sold in (PLN). A scratch copy of
 * the project gets exactly: one tenant file, one currency entry, one country entry, one language
 * line and its folder. The build's generators, the i18n check and the seed run on it.
 */
const ROOT = resolve(import.meta.dirname, "../..");
const TSX = join(ROOT, "node_modules", ".bin", "tsx");
let dir = "";

function insertBefore(file: string, marker: string, text: string): void {
  const path = join(dir, file);
  const body = readFileSync(path, "utf8");
  const at = body.lastIndexOf(marker);
  if (at < 0) throw new Error(`fixture: ${marker} not found in ${file}`);
  writeFileSync(path, body.slice(0, at) + text + body.slice(at));
}

const PL_TENANT = readFileSync(join(ROOT, "tenants", "si.ts"), "utf8")
  .replace('code: "si"', 'code: "pl"')
  .replace(/name: "[^"]*"/, 'name: "Zrno Polska"')
  .replace(/htmlLang: "[^"]*"/, 'htmlLang: "pl"')
  .replace(/lang: "sl",/, 'lang: "pl",\n  // Labels and texts Polish lacks come from English (the site\'s own fallback chain).\n  fallback: ["en"],')
  .replace(/locale: "[^"]*"/, 'locale: "pl-PL"')
  .replace('currency: { code: "EUR" }', 'currency: { code: "PLN" }')
  .replace('country: "SI"', 'country: "PL"')
  .replace(/routing: \{[^}]*\}/, 'routing: { prefix: "pl", hosts: ["zrno.pl", "www.zrno.pl"], isDefault: false }')
  .replace(/baseUrls: \{[^}]*\}/, 'baseUrls: { production: "https://www.zrno.pl/", beta: "https://beta.zrno.pl/", test: "https://test.zrno.pl/" }')
  .replace('catalog: "izdelki"', 'catalog: "produkty"')
  .replace('product: "izdelek"', 'product: "produkt"');

const PLN = `  PLN: {
    code: "PLN",
    symbol: "zł",
    decimals: 2,
    aliases: ["zł", "zl"],
    seedRate: 4.3,
    shelf: (x) => Math.max(0.99, Math.round(x) - 0.01),
    below: (price) => Math.round((price - 1) * 100) / 100,
    isShelfPrice: (price) => Math.round(price * 100) % 100 === 99,
    shipping: [
      { code: "delivery", kind: "delivery", price: 14.99, freeOver: 199 },
      { code: "pickup", kind: "pickup", price: 0, freeOver: null },
    ],
    fixedCoupon: { code: "ZRNO20ZL", value: 20, min: 120 },
  },
`;

const PL_COUNTRY = `  PL: {
    seller: { payee: "Zrno Polska sp. z o.o.", street: "ul. Marszałkowska 10", city: "00-590 Warszawa", bank: { country: "PL", bban: "109010140000071219812874", bic: "WBKPPLPP" } },
    referenceScheme: "RF",
    shipTo: ["PL"],
  },
`;

const PL_VAT = `INSERT INTO vat_rates (country, tax_class, valid_from, rate, source) VALUES
  ('PL', 'food_basic', '2024-04-01', 0.05, 'PL ustawa o VAT zał. 10: food 5 %'),
  ('PL', 'food', '2024-04-01', 0.05, 'PL ustawa o VAT zał. 10: food 5 %'),
  ('PL', 'drinks', '2011-01-01', 0.08, 'PL ustawa o VAT art. 146ef: 8 %'),
  ('PL', 'supplements', '2011-01-01', 0.08, 'PL ustawa o VAT art. 146ef: 8 %'),
  ('PL', 'cosmetics', '2011-01-01', 0.23, 'PL ustawa o VAT art. 146ef: 23 %');
`;

const PL_LABELS = { back_to_homepage: "Powrót do strony głównej", cart_add: "Dodaj do koszyka", error_404_title: "Nie znaleziono strony", footer_about: "O nas" };
/** Two texts translated so far: the welcome coupon's word and the Polish name of Vienna. */
const PL_CONTENT = { "coupons.welcome.code": "WITAJ15", "content.locations.wien.place": "Wiedeń" };

let statements: string[] = [];
let gen: ReturnType<typeof spawnSync>;
let check: ReturnType<typeof spawnSync>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "zrno-twelfth-"));
  for (const d of ["tenants", "shared", "i18n", "scripts"]) cpSync(join(ROOT, d), join(dir, d), { recursive: true });
  cpSync(join(ROOT, "commerce", "seed"), join(dir, "commerce", "seed"), { recursive: true, filter: (src) => !src.endsWith(".generated.sql") });
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  // An existing site for the twelfth slot too: a second site in a known country, currency and
  // language is one file (a Trieste shop selling from Italy in Italian).
  writeFileSync(join(dir, "tenants", "ts.ts"), readFileSync(join(ROOT, "tenants", "it.ts"), "utf8").replace('code: "it"', 'code: "ts"').replace(/routing: \{[^}]*\}/, 'routing: { prefix: "ts", hosts: ["zrno-trieste.it"], isDefault: false }').replace(/baseUrls: \{[^}]*\}/, 'baseUrls: { production: "https://www.zrno-trieste.it/", beta: "https://beta.zrno-trieste.it/", test: "https://test.zrno-trieste.it/" }'));
  // The new country: one tenant file, one currency entry, one country entry, one language.
  writeFileSync(join(dir, "tenants", "pl.ts"), PL_TENANT);
  insertBefore("tenants/currencies.ts", "} satisfies Record<string, CurrencyFactsInput>;", PLN);
  insertBefore("tenants/countries.ts", "} satisfies Record<string, CountryFactsInput>;", PL_COUNTRY);
  insertBefore("i18n/languages.ts", "] as const satisfies readonly Language[];", '  { code: "pl", name: "Polski", fallback: [], complete: false },\n');
  mkdirSync(join(dir, "i18n", "pl"));
  writeFileSync(join(dir, "i18n", "pl", "labels.json"), JSON.stringify(PL_LABELS));
  writeFileSync(join(dir, "i18n", "pl", "content.json"), JSON.stringify(PL_CONTENT));
  gen = spawnSync("bash", ["-c", `${TSX} scripts/gen-languages.ts && ${TSX} scripts/gen-tenants.ts`], { cwd: dir, encoding: "utf8" });
  check = spawnSync(TSX, ["scripts/i18n-check.ts"], { cwd: dir, encoding: "utf8" });
  const seed = (await import(pathToFileURL(join(dir, "scripts", "build-seed.ts")).href)) as { seedStatements: () => string[] };
  statements = seed.seedStatements();
}, 120_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const rows = (table: string, ...parts: string[]) => statements.filter((s) => s.startsWith(`INSERT INTO ${table} `) && parts.every((p) => s.includes(p)));

describe("a twelfth tenant: new language with fallback, new currency, new country", () => {
  it("the generators accept it and list pl and ts beside the ten", () => {
    expect(gen.stderr).toBe("");
    expect(gen.status).toBe(0);
    expect(gen.stdout).toContain("languages: 10 (hr, en, sl, de, it, es, sr, bs, cnr, pl)");
    expect(gen.stdout).toContain("tenants: 12 valid (at, ba, de, en, es, hr, it, me, pl, rs, si, ts)");
  });

  it("i18n:check lists what pl lacks and still passes, since pl is not marked complete", () => {
    expect(check.status).toBe(0);
    expect(check.stdout).toMatch(/^pl\s+no\s+[1-9]\d*\s+0\s+[1-9]\d*$/m);
  });

  it("prints prices in its own money format: the registry's symbol in the tenant's locale", async () => {
    const { formatPrice, parsePrice } = (await import(pathToFileURL(join(dir, "shared", "price.ts")).href)) as typeof import("../../shared/price");
    expect(formatPrice(1234.5, "pl-PL", "PLN").replace(/[\u00a0\u202f]/g, " ")).toBe("1234,50 zł");
    expect(parsePrice("1 234,50 zł")).toBe(1234.5);
  });

  it("the seed builds its site row, currency row and a PLN price list in its shelf endings", () => {
    expect(rows("sites", "'pl'", "'PLN'", "'www.zrno.pl'", "'pl-PL'")).toHaveLength(1);
    expect(rows("currencies", "'PLN'", "'zł'")).toHaveLength(1);
    const pln = rows("prices", "'PLN'");
    expect(pln.length).toBe(rows("prices", "'EUR'").length);
    for (const p of pln.slice(0, 50)) expect(p).toMatch(/'PLN', \d+\.99, /);
    // The regular price a reduction is measured against lives in the price history (0021).
    const regular = rows("price_history", "'PLN'", "'-120 days'");
    expect(regular.length).toBe(rows("price_history", "'EUR'", "'-120 days'").length);
    for (const p of regular.slice(0, 50)) expect(p).toMatch(/, \d+\.99\);$/);
  });

  it("sells from Poland: Polish seller and the currency's shipping and coupon defaults; VAT is data, not seed", () => {
    // VAT rates are rows a migration writes (0019, and the PL one below), never the seed.
    expect(rows("vat_rates")).toHaveLength(0);
    expect(rows("checkout_settings", "'pl'", "'Zrno Polska sp. z o.o.'", "'PL'")).toHaveLength(1);
    expect(rows("shipping_methods", "'pl'", "14.99", "199")).toHaveLength(1);
    expect(rows("coupons", "'pl'", "'ZRNO20ZL'")).toHaveLength(1);
  });

  it("labels: its own where translated, English (its fallback) for the rest; every key present", () => {
    expect(rows("labels", "('pl', 'back_to_homepage', 'Powrót do strony głównej')")).toHaveLength(1);
    expect(rows("labels", "('pl', 'error_404_text', 'The page you are looking for does not exist or has been moved.')")).toHaveLength(1);
    expect(rows("labels", "('pl',").length).toBe(rows("labels", "('hr',").length);
  });

  it("content falls back to English, and its routes use its own route words", () => {
    const en = rows("product_i18n", "(1, 'en',")[0]!;
    const pl = rows("product_i18n", "(1, 'pl',")[0]!;
    expect(pl.replace("'pl'", "'en'")).toBe(en);
    const routes = rows("routes", "'pl'");
    expect(routes.some((r) => r.includes("'/produkty/"))).toBe(true);
    expect(routes.some((r) => r.includes("'/products/"))).toBe(false);
    // Redirects of moved categories and lists take the site's catalogue word from its tenant file.
    const moved = rows("catalog_list_i18n", "'pl'").filter((r) => r.includes("301"));
    expect(moved.length).toBeGreaterThan(0);
    for (const r of moved) expect(r).toContain("'/produkty/");
  });

  it("routes say which language their content is really in: English for pl's products and pages, its own for index pages", () => {
    const route = (site: string, part: string) => rows("routes", `('${site}', '${part}`)[0]!;
    const product = rows("routes", "('pl', '/produkty/", "'catalog_product:")[0]!;
    expect(product).toMatch(/'catalog_product:[^']+', 'en', 1\);$/);
    expect(route("pl", "/', 'cms'")).toMatch(/'cms:homepage', 'en', 1\);$/);
    expect(route("pl", "/produkty/', 'catalog', 'index'")).toMatch(/'catalog:index', NULL, 1\);$/);
    for (const site of ["hr", "en", "ts"]) expect(rows("routes", `('${site}', `).filter((r) => !/, NULL, [01]\);$/.test(r))).toEqual([]);
  });

  it("coupon words and place names are per-language texts: its own where translated, English otherwise", () => {
    expect(rows("coupons", "'pl'", "'WITAJ15'")).toHaveLength(1);
    expect(rows("coupons", "'pl'", "'SUMMER2025'")).toHaveLength(1);
    expect(rows("location_i18n", "'pl'", "'Zrno Wiedeń'", "'wieden'")).toHaveLength(1);
    expect(rows("location_i18n", "'pl'", "'Zrno Berlin'")).toHaveLength(1);
  });

  it("the site in a known country, currency and language (ts) needed its one file only: Italy's seller, EUR, Italian texts", () => {
    expect(rows("sites", "'ts'", "'EUR'", "'it'")).toHaveLength(1);
    expect(rows("checkout_settings", "'ts'", "'Zrno S.r.l.'")).toHaveLength(1);
    expect(rows("shipping_methods", "'ts'").length).toBe(rows("shipping_methods", "'it'").length);
  });
});

/**
 * The same scratch copy, built and run as the shop runs (issue 15 "renders in workerd"): the
 * storefront and the commerce API bundled from the copy, its database migrated and seeded, and
 * tests/integration/twelfth-site.fixture.ts run against it by the project's own workerd test
 * setup (vitest.config.ts, project `workers`).
 */
describe("the twelfth site rendered in workerd", () => {
  let run: ReturnType<typeof spawnSync>;
  beforeAll(() => {
    const skip = (src: string) => /[/\\](?:dist|media|\.vite-temp)(?:[/\\]|$)/.test(src) || src.endsWith(".generated.sql");
    for (const d of ["worker", "client", "tests", "public"]) cpSync(join(ROOT, d), join(dir, d), { recursive: true, filter: (src) => !skip(src) });
    for (const d of ["migrations", "routes", "lib", "search"]) if (existsSync(join(ROOT, "commerce", d))) cpSync(join(ROOT, "commerce", d), join(dir, "commerce", d), { recursive: true });
    // A new country's VAT: its rows in the rate table, a migration (docs/decisions/0015-food-shop-rules.md "VAT").
    writeFileSync(join(dir, "commerce", "migrations", "0999_vat_pl.sql"), PL_VAT);
    // Every module at the commerce API's top level (index, env, endpoints, version, …): a list here
    // would miss the next one added.
    const commerceTop = readdirSync(join(ROOT, "commerce")).filter((f) => f.endsWith(".ts")).map((f) => `commerce/${f}`);
    for (const f of ["wrangler.toml", "vitest.config.ts", "tsconfig.json", "package.json", "commerce/wrangler.toml", ...commerceTop]) copyFileSync(join(ROOT, f), join(dir, f));
    copyFileSync(join(ROOT, "tests", "integration", "twelfth-site.fixture.ts"), join(dir, "tests", "integration", "twelfth-site.test.ts"));
    const build = spawnSync(
      "bash",
      ["-c", `${TSX} scripts/gen-offline-labels.ts && ${TSX} scripts/build-seed.ts && ${join(ROOT, "node_modules", ".bin", "wrangler")} deploy --dry-run -c commerce/wrangler.toml --outdir dist --minify`],
      { cwd: dir, encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false", WRANGLER_HIDE_BANNER: "true" } },
    );
    if (build.status !== 0) throw new Error(`build of the scratch copy failed:\n${build.stdout}\n${build.stderr}`);
    run = spawnSync(join(ROOT, "node_modules", ".bin", "vitest"), ["run", "--project", "workers", "tests/integration/twelfth-site.test.ts"], {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1" },
      timeout: 400_000,
    });
  }, 480_000);

  it("home, a category and a product of pl render with its language, fallback marks, route words, złoty and VAT; ts renders as an Italian site", () => {
    const out = `${run.stdout}\n${run.stderr}`;
    expect(run.status, out.slice(-4000)).toBe(0);
    expect(out).toMatch(/Tests\s+4 passed \(4\)/);
  });
});
