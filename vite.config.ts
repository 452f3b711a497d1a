import { defineConfig } from "vite";

// The browser bundle: one entry, fixed names (the build id versions them), no public dir.
export default defineConfig({
  publicDir: false,
  build: {
    outDir: "public/assets",
    emptyOutDir: true,
    modulePreload: false,
    // The Worker reads it (through scripts/write-build-id.ts) to preload a page's screen chunk.
    manifest: true,
    target: "es2022",
    rollupOptions: {
      input: "client/entry.tsx",
      output: { entryFileNames: "client.js", assetFileNames: "client[extname]", chunkFileNames: "[name]-[hash].js" },
      onwarn(warning, warn) {
        if (warning.code === "MODULE_LEVEL_DIRECTIVE") return; // jotai's "use client"
        warn(warning);
      },
    },
  },
});
