import { env } from "cloudflare:workers";
import fc from "fast-check";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TENANTS } from "../../tenants";
import { coldCache, faults } from "../faults/faults";
import { BROWSER_UA, cookieHeader, get, stateOf, tokenFrom } from "./helpers";

/**
 * Shoppers and sites interleaved in ONE isolate (docs/security.md D1, D2, D3, D5): fast-check's
 * scheduler decides the order in which the requests start while earlier ones are still in
 * flight, and the stub upstream delays each API answer pseudo-randomly (seeded by fast-check), so
 * answers overtake one another. (The scheduler cannot hold the API answers themselves: a promise
 * of one request may not be settled from another request's context in workerd.) Invariant: a response carries only
 * its own principal's markers: its token (cookie), its saved items, its site's labels and page
 * atoms, never another's. Each page is rendered with its own Jotai store: were one shared,
 * `useHydrateAtoms` would keep the first request's atoms and another site's labels would show.
 */
const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB;

interface Shopper {
  name: string;
  base: string;
  tenant: (typeof TENANTS)[number];
  token: string;
  /** The package saved in this shopper's wishlist: their private marker. */
  saved: string;
}

const SITE_CODES = ["hr", "de", "si", "rs"] as const;
const PER_SITE = 2;
let shoppers: Shopper[] = [];
const seen = { interleavings: 0, requests: 0 };

function baseOf(code: string): string {
  const t = TENANTS.find((x) => x.code === code)!;
  return t.routing.isDefault ? "http://localhost" : `http://localhost/${t.routing.prefix}`;
}

beforeAll(async () => {
  const packs = (await db.prepare("SELECT v.code FROM product_variations v JOIN products p ON p.id = v.product_id WHERE p.visible = 1 ORDER BY v.id LIMIT 20").all<{ code: string }>()).results;
  let i = 0;
  for (const code of SITE_CODES) {
    for (let n = 0; n < PER_SITE; n++) {
      const base = baseOf(code);
      const res = await get(`${base}/`);
      const token = tokenFrom(res.headers.get("set-cookie"))!;
      const saved = packs[i++]!.code;
      const add = await get(`${base}/api/nuxtapi/catalog/wishlist/`, {
        method: "POST",
        headers: { ...cookieHeader(token), origin: "http://localhost", "sec-fetch-site": "same-origin", "content-type": "application/json" },
        body: JSON.stringify({ code: saved, qty: 1 }),
      });
      expect(add.status).toBe(200);
      shoppers.push({ name: `${code}#${n}`, base, tenant: TENANTS.find((t) => t.code === code)!, token, saved });
    }
  }
});

afterAll(() => {
  console.log(`ISOLATION ${JSON.stringify({ shoppers: shoppers.length, sites: SITE_CODES.length, ...seen })}`);
});

type Kind = "home" | "wishlist-page" | "wishlist-bff";
interface Visit {
  shopper: number;
  kind: Kind;
}

function urlOf(s: Shopper, kind: Kind): string {
  if (kind === "home") return `${s.base}/`;
  if (kind === "wishlist-page") return `${s.base}/${s.tenant.routeWords.wishlist}/`;
  return `${s.base}/api/nuxtapi/catalog/wishlist/`;
}

const Items = v.object({ data: v.object({ items: v.array(v.object({ shopping_cart_code: v.string() })) }) });

/** Nothing of any other shopper (token, saved item) and nothing of another site (language, atoms). */
async function checkOwn(s: Shopper, kind: Kind, res: Response) {
  expect(res.status, `${s.name} ${kind}`).toBe(200);
  expect(res.headers.get("set-cookie")).toBeNull();
  const body = await res.text();
  for (const other of shoppers) {
    if (other === s) continue;
    expect(body, `${s.name} ${kind} shows ${other.name}'s token`).not.toContain(other.token);
    // The wishlist page's own list (its empty-state offers are the shop's bestsellers, which may be anyone's saved package).
    const own = kind === "wishlist-page" ? JSON.stringify(wishlistOf(body)) : kind === "wishlist-bff" ? body : null;
    if (own !== null) expect(own, `${s.name} ${kind} shows ${other.name}'s saved item`).not.toContain(`"${other.saved}"`);
  }
  if (kind === "wishlist-bff") {
    expect(v.parse(Items, JSON.parse(body)).data.items.map((i) => i.shopping_cart_code)).toEqual([s.saved]);
    return;
  }
  const state = stateOf(body);
  expect(state.tenant.code).toBe(s.tenant.code);
  expect(state.tenant.lang).toBe(s.tenant.lang);
  expect(body).toContain(`<html lang="${s.tenant.htmlLang}"`);
  // The labels atom is this site's: its add-to-cart text, embedded (every page's header and cards use it).
  expect(state.labels.cart_add).toBe(LABELS[s.tenant.lang]);
  if (kind === "wishlist-page") expect(JSON.stringify(wishlistOf(body))).toContain(`"${s.saved}"`);
}

function wishlistOf(html: string): unknown {
  const screen = stateOf(html).screen;
  if (screen.kind !== "catalog-wishlist") throw new Error(screen.kind);
  return screen.wishlist;
}

const LABELS: Record<string, string> = { hr: "Dodaj u košaricu", de: "In den Warenkorb", sl: "Dodaj v košarico", sr: "Dodaj u korpu" };

describe("interleaved shoppers and sites in one isolate", () => {
  it("never see each other's token, saved items, labels or page atoms, whatever the interleaving", async () => {
    const visits = fc.array(
      fc.record({ shopper: fc.integer({ min: 0, max: shoppers.length - 1 }), kind: fc.constantFrom<Kind>("home", "wishlist-page", "wishlist-bff") }),
      { minLength: 4, maxLength: 12 },
    );
    try {
      await fc.assert(
        fc.asyncProperty(fc.scheduler(), visits, fc.subarray([...SITE_CODES]), fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (s, plan: Visit[], cold, seed) => {
          await faults.clear();
          // Some sites start cold, so their start-up data is loaded (and coalesced) mid-race.
          for (const code of cold) await coldCache(baseOf(code));
          // The API answers after a pseudo-random delay each, so answers overtake one another.
          await faults.set([{ prefix: "/", fault: { jitter: { maxMs: 12, seed } } }]);
          // The scheduler releases the requests one by one, in an order of its choosing, while
          // the ones released earlier are still in flight.
          const running = plan.map((visit, i) =>
            s.schedule(Promise.resolve(visit), `visit ${i}`).then(async ({ shopper, kind }) => {
              const who = shoppers[shopper]!;
              const res = await get(urlOf(who, kind), { headers: { ...cookieHeader(who.token), "user-agent": BROWSER_UA } });
              return { who, kind, res };
            }),
          );
          const done = await s.waitFor(Promise.all(running));
          seen.interleavings++;
          seen.requests += done.length;
          for (const { who, kind, res } of done) await checkOwn(who, kind, res);
        }),
        { numRuns: 20 },
      );
    } finally {
      await faults.clear();
    }
  }, 120_000);
});
