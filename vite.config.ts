import { defineConfig, type Plugin } from "vite";

/**
 * Vite wraps every dynamic import() in its preload helper, which adds a chunk's CSS and imports
 * as <link>s before the import and fires `vite:preloadError` when one fails. Here it has nothing
 * to do: one stylesheet for every page (cssCodeSplit false), no module preloads
 * (modulePreload false: every call passes an empty list) and no listener for that event. There is
 * no option to leave it out, so its module becomes the bare import (client.js −0.4 KB gz on every
 * page, docs/decisions/0018-javascript-budget.md). Runs before Vite's own import analysis, which
 * would load the helper otherwise.
 */
const PRELOAD_HELPER = "\0vite/preload-helper.js";
const bareDynamicImports: Plugin = {
  name: "zrno:bare-dynamic-imports",
  enforce: "pre",
  load: {
    filter: { id: /^\0vite\/preload-helper\.js$/ },
    handler(id) {
      if (id === PRELOAD_HELPER) return { code: "export const __vitePreload = (load) => load();", moduleSideEffects: false };
    },
  },
};

// The browser bundle: one entry, content-hashed names (client.css is versioned by the build id), no public dir.
export default defineConfig({
  publicDir: false,
  plugins: [bareDynamicImports],
  // Where the shop serves the build: a file a chunk names by URL (Leaflet's stylesheet) is asked
  // for there. Chunks import each other by relative paths and no preload lists any, so nothing else
  // reads it.
  base: "/assets/",
  // Leaflet's ES module build: its package points at a UMD file, whose CommonJS helpers the bundler
  // would share with React's in a chunk of their own that every page then loads.
  // `react-dom` itself: only the internals `react-dom/client` shares with it (client/react-dom-internals.ts).
  resolve: {
    alias: [
      { find: /^leaflet$/, replacement: "leaflet/dist/leaflet-src.esm.js" },
      { find: /^react-dom$/, replacement: new URL("./client/react-dom-internals.ts", import.meta.url).pathname },
    ],
  },
  build: {
    outDir: "public/assets",
    emptyOutDir: true,
    modulePreload: false,
    // One stylesheet for every page (client.css, linked by the document): no chunk lists it as a
    // dependency, so a chunk a screen imports lazily does not make the browser fetch it again.
    cssCodeSplit: false,
    // The Worker reads it (through scripts/write-build-id.ts) to preload a page's screen chunk.
    manifest: true,
    target: "es2022",
    rollupOptions: {
      input: "client/entry.tsx",
      output: {
        // The entry is hashed like every chunk (the chunks import it by that name), so a browser
        // keeps it for a year and never revalidates it (public/_headers).
        entryFileNames: "client-[hash].js",
        // The shop's one stylesheet is client.css; a file a lazy chunk links by URL (Leaflet's
        // stylesheet, client/screens/publish/street-map.ts) keeps its name with a content hash.
        assetFileNames: (asset) => (asset.originalFileNames.some((f) => f.startsWith("node_modules/")) ? "[name]-[hash][extname]" : "client[extname]"),
        chunkFileNames: "[name]-[hash].js",
        // Everything the entry loads at start stays IN client.js. Left to itself the bundler at
        // times splits modules the entry already loads (React, Jotai, valibot) into chunks of
        // their own once a lazy screen chunk shares them (rolldown#10731, #9963), which costs
        // every page extra requests before it can hydrate.
        // The small modules the catalogue, home and recipe screens share (cards, prices, the
        // cart's calls) go in one chunk: as five chunks of a few hundred bytes each, their
        // gzip and request overhead put the listing over the 90 KB budget. The wishlist and
        // compare calls (personal-api) are not in it: only the product page and the saved lists
        // use them, and in "shop" every page with a card loaded them (issue 12).
        codeSplitting: {
          groups: [
            { name: "client", tags: ["$initial"], priority: 3 },
            // The shared limits and orders (field lengths, sort orders, consent categories): a chunk
            // of their own since the consent banner, which kept them in client.js, loads as an
            // island (client/components/islands.tsx); else the forms' `here` group takes them along
            // and every listing loads that group for its sort orders.
            { name: "constants", test: /shared\/contract\/constants\.ts$/, priority: 3 },
            { name: "shop", test: /client\/(screens\/catalog\/(product-card|card-add)|components\/price|state\/(cart-paths|live-prices))|shared\/price\.ts/ },
            // What the product page and the saved lists need of the wishlist and compare at first view,
            // with the loader of a change (personal-change-load.ts): apart, the loader is a chunk of
            // a few bytes and a request of its own on both pages.
            { name: "personal-lists", test: /client\/screens\/catalog\/personal-(lists|change-load)\.ts/ },
            // The forms' parts and the page's own path (useHere), one chunk: the gateway's card form
            // uses the parts alone, and apart they cost every other form page a chunk (issue 12).
            { name: "here", test: /client\/screens\/auth\/(form-parts|here|field-ids)\.tsx?$|shared\/auth\/notices/, priority: 2 },
          ],
        },
      },
      onwarn(warning, warn) {
        if (warning.code === "MODULE_LEVEL_DIRECTIVE") return; // jotai's "use client"
        warn(warning);
      },
    },
  },
});
