/// <reference types="vite/client" />
import { createStore } from "jotai";
import { renderToReadableStream } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { App } from "../../client/app";
import type { PageState } from "../../shared/page-state";
import { SERVER_SCREENS } from "../../worker/render/screens";
import { get, stateOf } from "./helpers";

/**
 * The server renders every page with its own Jotai store (docs/security.md D3): `<App>` gets no store
 * from the Worker, so its `<Provider>` creates one per render. The negative control shows why it
 * matters: with one store shared by two renders, `useHydrateAtoms` keeps the first page's atoms
 * and the second page shows the first site's labels.
 */
let hr: PageState;
let de: PageState;

// Catalogue pages: their embedded state is the whole screen. The home page's is not (its sections
// below the fold hydrate from a read of their own, docs/decisions/0016-lean-pages.md), so a
// render of its state alone would wait for that read.
beforeAll(async () => {
  hr = stateOf(await (await get("http://localhost/proizvodi/")).text());
  de = stateOf(await (await get("http://localhost/de/produkte/")).text());
});

async function html(state: PageState, store?: ReturnType<typeof createStore>): Promise<string> {
  const stream = await renderToReadableStream(<App state={state} screens={SERVER_SCREENS} store={store} />);
  await stream.allReady;
  return new Response(stream).text();
}

const NAV = { hr: "Naslovnica", de: "Startseite" };

describe("a Jotai store per request", () => {
  it("two renders interleaved in one isolate each show their own site's atoms", async () => {
    const [a, b, c] = await Promise.all([html(hr), html(de), html(hr)]);
    expect(a).toContain(NAV.hr);
    expect(a).not.toContain(NAV.de);
    expect(b).toContain(NAV.de);
    expect(b).not.toContain(NAV.hr);
    expect(c).toBe(a);
  });

  it("negative control: one store shared by two renders leaks the first page's atoms into the second", async () => {
    const shared = createStore();
    await html(hr, shared);
    const second = await html(de, shared);
    expect(second).toContain(NAV.hr);
    expect(second).not.toContain(NAV.de);
  });

  it("no server-side module reaches for Jotai's module-wide default store", () => {
    const sources = import.meta.glob(["../../worker/**/*.{ts,tsx}", "../../client/**/*.{ts,tsx}", "../../shared/**/*.ts"], { query: "?raw", import: "default", eager: true }) as Record<string, string>;
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    for (const [file, text] of Object.entries(sources)) {
      expect(text, file).not.toMatch(/getDefaultStore\s*\(/);
      // Jotai's Provider is used in one place: client/app.tsx, which the Worker renders per request.
      if (/import\s*\{[^}]*\bProvider\b[^}]*\}\s*from\s*"jotai"/.test(text)) expect(file).toMatch(/client\/app\.tsx$/);
    }
    // The Worker's document hands <App> no store: the Provider creates a fresh one per render.
    const document = sources["../../worker/render/document.tsx"]!;
    expect(document).toMatch(/<App state=\{state\} screens=\{SERVER_SCREENS\} \/>/);
  });
});
