import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { JS_BUDGET_GZ_KB, JS_GOAL_GZ_KB, jsWeight } from "../../scripts/bench/js-weight";
import { Screen } from "../../shared/screens";
import { homeBelowPath, productBelowPath } from "../../client/state/below-read";
import { familyOf } from "../../client/screens/registry";
import { ENTRY_SCRIPT, loaderScript, typefaceScript } from "../../worker/render/hints";
import { SCREEN_CHUNKS, TYPEFACE } from "../../worker/build-id.generated";
import { FAMILY_LABEL_KEYS } from "../../worker/label-keys.generated";
import { __DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE as browserInternals } from "../../client/react-dom-internals";

/**
 * The JavaScript budget (docs/decisions/0014-shop-footer.md, `npm run bench`): every shopper page
 * ships at most 90 KB of gzipped script. A page carries one inline loader (worker/render/hints.ts
 * `scriptLoader`), which starts the entry, its screen family's chunks and the runtime chunks; each
 * family's page here is that loader as a page of the family's screen kind carries it, weighed with
 * the files it loads and their static imports by the bench's own js-weight, so a change that breaks
 * the budget fails `npm test`, not a later bench.
 */
const ROOT = join(import.meta.dirname, "..", "..");

/**
 * Issue 12's goal: every page type ships at most 85 KB gzipped (JS_GOAL_GZ_KB). Families not there
 * yet, each with the ceiling it may not grow past (KB gzipped: its weight on 2026-11-26 at 20:30
 * plus 0.5, rounded up to 0.1, for chunk names that change with every build and work in flight):
 * a debt to pay down, never to grow. Each is within the standard's 90 KB. What keeps them over 85
 * and what reaching it takes: docs/decisions/0018-javascript-budget.md "Issue 12: 85 KB per page
 * type". A family not named here must stay within 85 KB itself. Re-measured 2026-11-27: the form
 * families (auth, login, payment, review, webshop) carry issue 18's error summary (+0.1–0.4 KB,
 * every refused form lists its errors at the top); the thank-you page's account offer loads lazily,
 * so order stays where it was. Recipe grew by 0.4 KB (87.34 → 87.74) for issue 10's "add all
 * ingredients to cart" (client/screens/publish/recipe-add-all.tsx); its ceiling is that plus 0.5.
 * The listing's families (catalog, search) carry issue 10's filters
 * drawer (+0.6 KB: the drawer's head and foot, a chip per active filter, the focus kept on the
 * ticked field while each filter applies at once). Content grew by 0.40 KB (85.90 → 86.30) for
 * issue 10's stores map: the "Street map" button and its import (Leaflet itself, 41 KB, is a chunk
 * the press loads, not counted here) and city names placed clear of every marker
 * (docs/decisions/0019-stores-map.md); its ceiling is that plus 0.5.
 * Re-measured 2026-11-27 at 08:00 with client.js 2.3 KB gz lighter (decision 0018, "Issue 12, the
 * entry"): dynamic imports skip Vite's preload helper (−0.53 on every page), what a client-side
 * navigation does loads with the first link pointed at (−0.76), and the error screens are a family
 * of their own (−0.43); then the browser's `react-dom` became only the internals `react-dom/client`
 * needs (−0.61). cms, content, login, order, quick and saved are within 85 and came off the list;
 * every other ceiling is its new weight plus 0.5 (product's with main's sticky add-to-cart bar of
 * 4ac976e, +0.33 KB: 87.02).
 * Issue 10's wishlist and compare to cart and empty states (2026-11-27, 10:50): the empty cart,
 * wishlist, comparison and no-results search offer category tiles and bestseller cards
 * (client/screens/catalog/empty-state.tsx, its own chunk with the tiles', as the three families
 * share it), and the wishlist's "add all" is the recipe's (client/screens/catalog/add-all.tsx, a
 * chunk the recipe and the saved lists share): cart 87.28 → 88.23, search 85.95 → 86.83, saved
 * 84.70 → 86.43 (back over the goal), recipe 85.44 → 85.82 (within its ceiling); each new ceiling
 * is that plus 0.5.
 * The cart's calls load with a shopper's first change of the cart (client/screens/webshop/cart-api-load.ts,
 * 2026-11-27, 13:30): cart 87.66 → 87.32, catalog 85.17 → 84.82 (within the goal, off the list),
 * product 87.53 → 87.22, recipe 85.89 → 85.54, saved 85.86 → 85.50, search 86.26 → 85.90, cms,
 * publish and quick −0.35; each ceiling is its new weight plus 0.5.
 * The account's and checkout's form posts load when the shopper reaches for a form (13:45): auth
 * 86.52, cart 87.19, login 83.75, payment 85.58, review 86.84, webshop 86.34.
 * The header search box's combobox (its keys, the debounced call) loads when the shopper focuses
 * the box or types (client/components/search-suggest.tsx, 14:10): every page −0.14 to −0.17; each
 * ceiling is its new weight plus 0.5.
 * The consent banner's submit and the product page's price refresh before an add left client.js
 * (14:20): every page −0.04 to −0.09; each ceiling is its new weight plus 0.5.
 * The saved lists' changes load on intent and the recipe no longer carries the article's screen
 * nor the post lists' numbered pages (14:30): recipe 85.34 → 84.96, saved 85.29 → 84.71 (both
 * within the goal, off the list), product 86.83 → 86.63.
 * The form families by what each page shows (14:30): the account pages, the customer step and the
 * gateway's forms are families of their own, the error summary, the card inputs (where a card is
 * one way to pay) and the session refetch load when needed: auth 83.30, payment 84.31 and webshop
 * 84.99 are within the goal, off the list; review 85.92. client.js +0.11 for the three more
 * families' loaders and kinds puts recipe back over the goal (84.96 → 85.07): ceiling 85.6.
 * The page's inline loader counts too (2026-11-27, 16:50; only the bench counted it), made 0.05–0.09
 * KB smaller first: +0.99 to +1.09 KB on every page; account, catalog, customer, payment, publish,
 * saved and webshop are back over 85; each ceiling is the new weight plus 0.5, rounded up to 0.1.
 * A public product page reads its sections below the fold (2026-11-27, session 20; decision 0016
 * "Product state: the sections below the fold"): the read (client/state/below-read.ts, a chunk the
 * home page shares) and the boundary, +0.55 KB (87.90 → 88.45), cms +0.19, for 13 KB less embedded
 * state (gz HTML −1.3 KB) on every product page view; the script is the browser's for a year, the
 * HTML is not.
 * The header's search box, category menu and site switch, and the consent banner, hydrate on the
 * shopper's first reach for them (client/components/islands.tsx, 2026-11-27, 23:00): every page
 * −0.4 to −1.4 KB; account, catalog, customer, publish, recipe, saved and webshop are within 85
 * and came off the list; every other ceiling is its new weight plus 0.5, rounded up to 0.1.
 * What a change of the cart does (client/screens/webshop/cart-actions.ts), the cart's coupon post
 * (coupon-submit.ts) and a checkout form's post (checkout-submit.ts) load when the shopper reaches
 * for the form, and the review step loads the customer's address alone (party.tsx), not the order
 * pages' parts (2026-11-28, 01:15, on main's a07794f): cart 86.53 → 85.76 (no longer the checkout's
 * calls nor the forms' post loader), review 85.35 → 84.36 (within the goal, off the list),
 * customer, login, payment and webshop −0.3 to −0.5, account, auth and gateway −0.1, order +0.17
 * (the address is a chunk of its own there); the cart's ceiling is its new weight plus 0.5,
 * rounded up to 0.1.
 * Session of 2026-11-28: the consent loader's chunk went (−0.10 on every page), the listings load
 * no constants chunk (catalog and search −0.22), and the listing's filter drawer is an island
 * (client/screens/catalog/filters.tsx; the islands' code is one helper, client/components/island.tsx,
 * which the empty state and the card inputs use too): catalog 84.02, search 85.04 (ceiling 85.6);
 * every other page +0.08 for the helper's navigation wait.
 * The cart's coupon box and cross-sell rail are islands (client/screens/webshop/cart-parts.ts), and
 * the empty cart's and the empty search's state are lazy parts of their own screens, not a shared
 * wrapper's chunk (2026-11-28, 05:00, on main's 15f7b4c, which counts the head's typeface script):
 * cart 85.91 → 84.90, search 85.04 → 84.92 (both within the goal, off the list), saved 84.63 →
 * 84.50; every other family ±0.02.
 * The product page's add to cart and save buttons load what a submit does on intent
 * (client/screens/catalog/product-submit.ts) and ask for the wishlist and compare lists through a
 * chunk loaded after hydration (2026-11-28, 12:30): product 87.30 → 86.89; its ceiling is that plus
 * 0.5, rounded up to 0.1. What keeps it over 85 (the cards' code in `shop`, which the rails need
 * and the buy box does not): decision 0018, "The product page's rails, islands near the viewport".
 */
const OVER_GOAL_CEILING: Record<string, number> = {
  product: 87.4,
};

/**
 * A page of each family: its loader for one screen kind of the family (the same for every kind of
 * it), the cms family's the home page's and the product family's a public product's: the pages
 * that preload a read as they hydrate.
 */
function pageOf(family: string): string {
  const kind = Screen.options.map((o) => o.entries.kind.literal).find((k) => familyOf(k) === family);
  if (!kind) throw new Error(`${family}: no screen kind`);
  const read = kind === "cms" ? homeBelowPath("", "0".repeat(16)) : kind === "catalog-product" ? productBelowPath("", 1234, "0".repeat(16)) : null;
  // The head's typeface script and the body's loader: inline script every page of the family carries.
  return `<script>${typefaceScript(TYPEFACE, "")}</script><script>${loaderScript(kind, read)}</script>`;
}
const FAMILIES = [...new Set(["core", ...Object.keys(SCREEN_CHUNKS)])];

/** Each family's page weight, measured once for all the tests below (gzip of client.js per family is slow). */
const weights = new Map<string, ReturnType<typeof jsWeight>>();
function weightOf(family: string): ReturnType<typeof jsWeight> {
  let w = weights.get(family);
  if (!w) weights.set(family, (w = jsWeight(family, "/", 200, pageOf(family), new URL("http://localhost/"), join(ROOT, "public"))));
  return w;
}
/** Fifteen families of ~90 KB, gzipped: seconds on a loaded machine, not the default five. */
const SLOW = 60_000;

describe("the JavaScript budget", () => {
  it("every screen family's page ships at most 85 KB gzipped, and none over it today grows", () => {
    expect(existsSync(join(ROOT, "public", ENTRY_SCRIPT)), "run `npm run build` first").toBe(true);
    const over: string[] = [];
    const sizes: string[] = [];
    for (const family of FAMILIES) {
      const w = weightOf(family);
      expect(w.unresolved, family).toEqual([]);
      const kb = w.totalGzBytes / 1024;
      const ceiling = OVER_GOAL_CEILING[family] ?? JS_GOAL_GZ_KB;
      if (kb > ceiling || kb > JS_BUDGET_GZ_KB) over.push(`${family}: ${kb.toFixed(2)} KB, over ${ceiling} KB`);
      if (family in OVER_GOAL_CEILING && kb <= JS_GOAL_GZ_KB) over.push(`${family}: ${kb.toFixed(2)} KB is within the goal: take it off OVER_GOAL_CEILING`);
      sizes.push(`${family} ${kb.toFixed(2)}`);
    }
    console.log(`gzipped JavaScript per page type (KB): ${sizes.join(", ")}`);
    expect(over).toEqual([]);
    for (const family of Object.keys(OVER_GOAL_CEILING)) expect(FAMILIES, `${family} is no family`).toContain(family);
  }, SLOW);

  // Issue 12 (docs/decisions/0018-javascript-budget.md, "the entry"): what only a shopper who acts
  // needs, or only an error page shows, stays out of client.js, which every page loads.
  it("client.js carries no preload helper, no navigation, no error screens and no islands' code", () => {
    const code = readFileSync(join(ROOT, "public", ENTRY_SCRIPT), "utf8");
    expect(code).not.toContain("vite:preloadError"); // dynamic imports are bare (vite.config.ts)
    expect(code).not.toContain("/api/nuxtapi/pages/"); // the page answer: client/navigation/navigate.ts
    expect(code).not.toContain("unauthorized_redirecting"); // the error screens: client/screens/core
    expect(SCREEN_CHUNKS.core?.length, "the error screens are a family the server preloads").toBeGreaterThan(0);
    // The islands (client/components/islands.tsx): their code loads on the first reach.
    expect(code).not.toContain("category-menu-toggle"); // the category menu
    expect(code).not.toContain("search_suggestions"); // the search box's combobox
    expect(code).not.toContain("site-switch-current"); // the site switch
    expect(code).not.toContain("consent-actions"); // the consent banner
  });

  // The browser's `react-dom` is only the internals object `react-dom/client` shares with it
  // (client/react-dom-internals.ts, vite.config.ts): it must keep the real module's shape, so a
  // React upgrade that changes it fails here, not in a shopper's browser.
  it("the browser's react-dom internals have the shape of the pinned react-dom's", () => {
    const require = createRequire(import.meta.url);
    const dir = dirname(require.resolve("react-dom/package.json"));
    const real = (require(join(dir, "cjs", "react-dom.production.js")) as { __DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE: typeof browserInternals }).__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
    expect(Object.keys(browserInternals).sort()).toEqual(Object.keys(real).sort());
    expect(Object.keys(browserInternals.d).sort()).toEqual(Object.keys(real.d).sort());
    expect([browserInternals.p, browserInternals.findDOMNode]).toEqual([real.p, real.findDOMNode]);
    for (const k of Object.keys(real.d) as (keyof typeof real.d)[]) {
      if (k === "r") continue;
      expect(browserInternals.d[k](), k).toBe(real.d[k]());
    }
    expect(() => browserInternals.d.r()).toThrow(/#522\b/);
    expect(() => real.d.r()).toThrow(/#522\b/);
  });

  it("the ceilings stay within the standard's budget", () => {
    for (const [family, ceiling] of Object.entries(OVER_GOAL_CEILING)) expect(ceiling, family).toBeLessThanOrEqual(JS_BUDGET_GZ_KB);
  });

  it("the browser never loads the currency registry: prices print with the generated symbols (shared/price-format.ts)", () => {
    // The registry's shelf rules, shipping and coupons cost every page about 0.6 KB gzipped.
    const assets = join(ROOT, "public", "assets");
    const carrying = readdirSync(assets).filter((f) => f.endsWith(".js") && /\bseedRate\b|\bfixedCoupon\b/.test(readFileSync(join(assets, f), "utf8")));
    expect(carrying).toEqual([]);
  });

  // Issue 12: a page ships its own screens' code, not another family's. A label key that only one
  // family's chunks name marks that family's code; no other family's page may carry it.
  it("no page ships another screen family's code", () => {
    const owners = new Map<string, string[]>();
    for (const [family, keys] of Object.entries(FAMILY_LABEL_KEYS)) for (const k of keys) owners.set(k, [...(owners.get(k) ?? []), family]);
    const carried: string[] = [];
    for (const family of FAMILIES) {
      const code = weightOf(family).files.map((f) => readFileSync(join(ROOT, "public", f.url), "utf8")).join("\n");
      for (const [key, fams] of owners) {
        if (fams.length === 1 && fams[0] !== family && ['"', "'", "`"].some((q) => code.includes(q + key + q))) carried.push(`${family} carries ${fams[0]}'s ${key}`);
      }
    }
    expect(carried).toEqual([]);
    // The marks exist: the placed orders, payments, quick order and each checkout step have keys of their own.
    for (const family of ["login", "webshop", "review", "order", "payment", "quick"]) expect([...owners].filter(([, f]) => f.length === 1 && f[0] === family).length, family).toBeGreaterThan(0);
  }, SLOW);

  // A listing needs only its sort orders of the contracts' constants: they live with its query
  // (shared/catalog-query.ts), so the catalogue and the search results load no constants chunk.
  it("a listing's first view loads no chunk of the contracts' constants", () => {
    for (const family of ["catalog", "search"]) expect(weightOf(family).files.map((f) => f.url).filter((u) => u.startsWith("/assets/constants-")), family).toEqual([]);
    expect(weightOf("auth").files.some((f) => f.url.startsWith("/assets/constants-")), "the constants chunk exists").toBe(true);
  });

  // The listing's filter drawer is an island (client/screens/catalog/filters.tsx): its code loads
  // when the shopper reaches for it, so the catalogue's and the search results' first view lack it.
  it("a listing's first view carries no filter drawer code", () => {
    for (const family of ["catalog", "search"]) {
      const code = weightOf(family).files.map((f) => readFileSync(join(ROOT, "public", f.url), "utf8")).join("\n");
      expect(code, family).toContain("filter_title"); // the listing's own button
      expect(code, family).not.toContain("filter_show_results"); // the drawer's foot
      expect(code, family).not.toContain("price-bound"); // the drawer's price bounds
    }
  });

  // The product cards' code (the "shop" chunk, vite.config.ts) stays off the account, checkout and
  // placed-order pages, which print prices through their own small chunk.
  it("account, checkout and order pages load no product card code", () => {
    const carrying = FAMILIES.filter((family) => weightOf(family).files.some((f) => readFileSync(join(ROOT, "public", f.url), "utf8").includes("product-card")));
    for (const family of ["auth", "account", "login", "customer", "webshop", "review", "order", "payment", "gateway"]) expect(carrying).not.toContain(family);
    expect(carrying).toContain("catalog");
  }, SLOW);

  // Calls a page makes only once the shopper acts are chunks loaded when they reach for the form
  // (docs/decisions/0018-javascript-budget.md): the cart's (client/screens/webshop/cart-api-load.ts,
  // also "add all" on a recipe and the wishlist), the account's and checkout's form posts
  // (client/state/form-post-load.ts), the saved lists' changes, and what the cart page's changes
  // and a checkout form's submit do.
  it.each([
    ["the cart's calls", /^cart-api-[\w-]{8}\.js$/, /["'`]CartError["'`]/],
    ["the account's and checkout's form posts", /^form-post-[\w-]{8}\.js$/, /error_too_many_attempts/],
    // The wishlist's and comparison's change and its retry (client/screens/catalog/personal-change-load.ts).
    ["the wishlist's and comparison's changes", /^personal-change-[\w-]{8}\.js$/, /compare_limit/],
    // Only a refused form shows its error summary, and only a log-in or log-out that went through refetches the session.
    ["a refused form's error summary", /^error-summary-[\w-]{8}\.js$/, /error-summary/],
    ["the session's refetch after a log-in or log-out", /^session-refetch-[\w-]{8}\.js$/, /is-login/],
    // What a change of the cart page does, its coupon box (an island, with its post) and a checkout form's post (client/screens/webshop).
    ["the cart page's changes", /^cart-actions-[\w-]{8}\.js$/, /cart_removed/],
    // The cart's islands (client/screens/webshop/cart-parts.ts): the coupon box with its post, and the cross-sell rail.
    ["the cart's coupon box", /^cart-parts-[\w-]{8}\.js$/, /coupon-toggle/],
    ["the cart's cross-sell rail", /^cart-parts-[\w-]{8}\.js$/, /mini-cards/],
    ["a checkout form's post", /^checkout-submit-[\w-]{8}\.js$/, /refetch_cart/],
    // What the product page's own add to cart and save buttons do when sent (client/screens/catalog/product-submit.ts).
    ["the product page's add and save submits", /^product-submit-[\w-]{8}\.js$/, /\bsendSave\b/],
  ])("no page's first view carries %s", (_, name, marker) => {
    const chunk = readdirSync(join(ROOT, "public", "assets")).filter((f) => name.test(f));
    expect(chunk).toHaveLength(1);
    expect(readFileSync(join(ROOT, "public", "assets", chunk[0]!), "utf8")).toMatch(marker);
    const carrying = FAMILIES.filter((family) => weightOf(family).files.some((f) => f.url.endsWith(`/${chunk[0]}`)));
    expect(carrying).toEqual([]);
  }, SLOW);

  // The product page's save buttons ask whether the product is saved after hydration: the lists'
  // calls (client/screens/catalog/personal-api.ts) are a chunk that asking loads, not the first view's.
  it("the product page's first view carries no wishlist or compare calls", () => {
    const chunk = readdirSync(join(ROOT, "public", "assets")).filter((f) => /^personal-api-[\w-]{8}\.js$/.test(f));
    expect(chunk).toHaveLength(1);
    expect(weightOf("product").files.map((f) => f.url)).not.toContain(`/assets/${chunk[0]}`);
    expect(weightOf("product").lazy.map((f) => f.url)).toContain(`/assets/${chunk[0]}`);
  }, SLOW);

  // The empty state is a lazy part each page that shows it declares (client/screens/search/index.tsx):
  // shared by the cart's, search's and saved lists' chunks, its wrapper was a chunk of its own, a
  // request and 0.1 KB gz more on each of their first views. The empty state itself loads only where it shows.
  it("no page's first view loads the empty state or a chunk of its wrapper", () => {
    for (const family of FAMILIES) expect(weightOf(family).files.map((f) => f.url).filter((u) => u.startsWith("/assets/empty-state")), family).toEqual([]);
    expect(readdirSync(join(ROOT, "public", "assets")).filter((f) => f.startsWith("empty-state"))).toEqual([expect.stringMatching(/^empty-state-[\w-]{8}\.js$/)]);
  }, SLOW);

  // The review step shows the customer's address (client/screens/webshop/party.tsx), not the order
  // pages' lines and facts: only the order pages, the payment pages and the gateway load those.
  it("the review step loads none of the order pages' parts", () => {
    const chunk = readdirSync(join(ROOT, "public", "assets")).filter((f) => /^order-parts-[\w-]{8}\.js$/.test(f));
    expect(chunk).toHaveLength(1);
    expect(readFileSync(join(ROOT, "public", "assets", chunk[0]!), "utf8")).toContain("order-facts");
    const carrying = FAMILIES.filter((family) => weightOf(family).files.some((f) => f.url.endsWith(`/${chunk[0]}`)));
    expect(carrying).not.toContain("review");
    expect(carrying).toContain("order");
  }, SLOW);

  // The card inputs load where a card is paid (client/screens/webshop/card-fields-lazy.tsx): only the
  // gateway's card form carries them at first view, not the review step or payment new.
  it("only the gateway's card form carries the card inputs at first view", () => {
    const chunk = readdirSync(join(ROOT, "public", "assets")).filter((f) => /^card-fields-[\w-]{8}\.js$/.test(f));
    expect(chunk).toHaveLength(1);
    expect(readFileSync(join(ROOT, "public", "assets", chunk[0]!), "utf8")).toContain("cc-number");
    const carrying = FAMILIES.filter((family) => weightOf(family).files.some((f) => f.url.endsWith(`/${chunk[0]}`)));
    expect(carrying).toEqual(["gateway"]);
  }, SLOW);

  // Issue 11: search adds no JavaScript to pages that do not show results; the header's box and
  // its suggestions are all it may put on them (they live in client.js). The results screen's
  // own label keys mark its code, wherever the bundler puts it.
  it("only the search results page loads the results screen's code", () => {
    const marker = "search_showing_results_for";
    const carrying = FAMILIES.filter((family) => weightOf(family).files.some((f) => readFileSync(join(ROOT, "public", f.url)).toString("utf8").includes(marker)));
    expect(carrying).toEqual(["search"]);
  }, SLOW);
});
