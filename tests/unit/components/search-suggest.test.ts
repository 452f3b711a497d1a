import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { combobox, type Combo } from "../../../client/components/search-suggest";
import { resetFirstCall } from "../../../client/state/first-call";

/**
 * The header search box's suggestions (client/components/search-suggest.tsx): a logged-in
 * shopper's suggestions show their own prices, asked for apart from the public suggestions.
 * Whether they are logged in is read when the debounced request is sent, not at the key press:
 * the header learns it from its first BFF call, which a shopper who types at once may outrun.
 */
describe("the search box's suggestions", () => {
  const product = { id: 7, title: "Kokos čips", url_without_domain: "/kokos-cips/", price_custom: 4.5, main_image_thumbs: { small: "/media/k.svg" } };
  const calls: string[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    resetFirstCall();
    calls.length = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        calls.push(url);
        const data = url.includes("/price-qty/") ? [{ id: 7, price_custom: 3.9, basic_price_custom: 4.5, available_qty: 3, is_available: true }] : { query: "ko", corrected: null, products: [product], categories: [], content: [], completions: [] };
        return new Response(JSON.stringify({ success: true, data }), { headers: { "content-type": "application/json" } });
      }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** A box that has been sent `value`: `sent()` lets the debounce end and answers the box's state once the answers are in. */
  function typed(value: string, loggedIn: () => boolean): { sent: () => Promise<Combo> } {
    let combo: Combo = { options: [], corrected: null, active: -1, open: false };
    const box = combobox((next) => (combo = typeof next === "function" ? next(combo) : next));
    box.input(value, { basePath: "", searchUrl: (q) => `/pretraga/?search_q=${q}`, path: (p) => p, loggedIn });
    return { sent: async () => (await vi.runAllTimersAsync(), combo) };
  }

  it("a shopper the header learnt is logged in after the key press, before the request, gets their own prices", async () => {
    let loggedIn = false;
    const box = typed("ko", () => loggedIn);
    // The header's first BFF call answers while the request still waits for the debounce.
    loggedIn = true;
    const combo = await box.sent();
    expect(calls).toEqual(["/api/nuxtapi/search/suggest/?q=ko", "/api/nuxtapi/catalog/products/price-qty/"]);
    expect(combo.options.find((o) => o.kind === "product")?.price).toBe(3.9);
  });

  it("a shopper not logged in when the request is sent gets the public prices, with no call for their own", async () => {
    const combo = await typed("ko", () => false).sent();
    expect(calls).toEqual(["/api/nuxtapi/search/suggest/?q=ko"]);
    expect(combo.options.find((o) => o.kind === "product")?.price).toBe(4.5);
  });
});
