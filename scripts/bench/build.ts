import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

const WRANGLER_ENV = {
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_HIDE_BANNER: "true",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};

export interface Bundles {
  storefront: string;
  commerce: string;
  /** The storefront bundle uses React's production build (checked on the bundle's text). */
  reactProduction: boolean;
  buildMs: number;
}

/** Finds index.js under dir (wrangler has resolved some --outdir paths against the config's folder). */
function findIndex(dir: string): string | null {
  if (!existsSync(dir)) return null;
  const direct = join(dir, "index.js");
  if (existsSync(direct)) return direct;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) {
      const found = findIndex(p);
      if (found) return found;
    }
  }
  return null;
}

async function dryRun(root: string, config: string, outdir: string, minify = true): Promise<void> {
  const wrangler = join(root, "node_modules", ".bin", "wrangler");
  try {
    await run(wrangler, ["deploy", "--dry-run", "-c", config, "--outdir", outdir, ...(minify ? ["--minify"] : [])], {
      cwd: root,
      env: { ...process.env, ...WRANGLER_ENV },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    throw new Error(`wrangler deploy --dry-run -c ${config} failed:\n${e.stdout ?? ""}\n${e.stderr ?? ""}`);
  }
}

/**
 * React's production server build carries minified error codes; its development build carries
 * the warnings (`unique "key" prop`) and names its files `.development`.
 */
function isReactProduction(bundle: string): boolean {
  const prodMarker = bundle.includes("Minified React error") || bundle.includes("react.dev/errors");
  const devMarker = bundle.includes('unique "key" prop') || bundle.includes("react-dom-server.edge.development");
  return prodMarker && !devMarker;
}

/**
 * Builds both Worker bundles the way `wrangler deploy` would (production React, minified),
 * into absolute folders under tmp, both at once. The profiler keeps the storefront unminified:
 * its function names and the bundler's `// path` comments name what the time went to.
 */
export async function buildBundles(root: string, tmp: string, { minifyStorefront = true } = {}): Promise<Bundles> {
  const started = performance.now();
  const sfOut = resolve(tmp, "storefront");
  const cmOut = resolve(tmp, "commerce");
  await Promise.all([dryRun(root, "wrangler.toml", sfOut, minifyStorefront), dryRun(root, "commerce/wrangler.toml", cmOut)]);
  const storefront = findIndex(sfOut);
  // Should wrangler ever resolve an absolute --outdir against commerce/, look there as well.
  const commerce = findIndex(cmOut) ?? findIndex(join(root, "commerce", cmOut));
  if (!storefront) throw new Error(`storefront bundle not found under ${sfOut}`);
  if (!commerce) throw new Error(`commerce bundle not found under ${cmOut}`);
  return {
    storefront,
    commerce,
    reactProduction: isReactProduction(readFileSync(storefront, "utf8")),
    buildMs: performance.now() - started,
  };
}
