#!/usr/bin/env bash
# The server the Playwright tests run against (playwright.config.ts `webServer`): both Workers
# in one Miniflare (scripts/e2e-serve.ts), on their own port and with their own local state, so an e2e run never
# touches the developer's `npm start` server (8787, .wrangler/state) and vice versa.
# It builds nothing: `npm test` runs `npm run build` first.
set -euo pipefail
cd "$(dirname "$0")/.."

PORT="${E2E_PORT:-8799}"
STATE="${E2E_STATE_DIR:-.wrangler/e2e-state}"
# Everything the server prints also goes to a log whose tail the failure digest
# (tests/e2e/support/failure-digest.ts) prints when tests fail.
LOG="${E2E_SERVER_LOG:-$STATE.log}"
mkdir -p "$(dirname "$LOG")"
exec > >(tee "$LOG") 2>&1

export WRANGLER_SEND_METRICS=false WRANGLER_HIDE_BANNER=true CLOUDFLARE_CF_FETCH_ENABLED=false
# Production React on the server: the dev build is slower and logs warnings a shopper never sees.
export NODE_ENV=production

for f in public/assets/client.css commerce/seed/seed.generated.sql tenants/index.generated.ts; do
  if [ ! -f "$f" ]; then
    echo "e2e-server: $f is missing; run 'npm run build' first" >&2
    exit 1
  fi
done

# The storefront as it deploys (the commerce API's bundle is built by `npm run build`), unminified
# so that a stack trace in the log names real functions.
npx wrangler deploy --dry-run -c wrangler.toml --env "" --outdir "${E2E_BUNDLE_DIR:-.wrangler/e2e-bundle}" > /dev/null

# wrangler.toml sets no PUBLIC_ORIGIN, so in development canonical and hreflang links follow the
# request's own origin (http://localhost:8799 here) and the site switcher stays on this server.
# Both Workers run in Miniflare without `wrangler dev` (scripts/e2e-serve.ts says why).
export E2E_PORT="$PORT" E2E_STATE_DIR="$STATE"
exec npx tsx scripts/e2e-serve.ts
