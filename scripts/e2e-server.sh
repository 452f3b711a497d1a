#!/usr/bin/env bash
# The server the Playwright tests run against (playwright.config.ts `webServer`): both Workers
# in one `wrangler dev`, on their own port and with their own local state, so an e2e run never
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

for f in public/assets/client.js commerce/seed/seed.generated.sql tenants/index.generated.ts; do
  if [ ! -f "$f" ]; then
    echo "e2e-server: $f is missing; run 'npm run build' first" >&2
    exit 1
  fi
done

# Migrating and seeding are idempotent (the seed deletes before it inserts), so a reused state
# dir from an earlier run is brought to the same data as a fresh one.
npx wrangler d1 migrations apply zrno-commerce --local -c commerce/wrangler.toml --persist-to "$STATE"
# Local execution of 18,000 statements has failed once in a while on a loaded machine with an
# internal workerd assertion ("false == true"); the seed is idempotent, so a second try is safe.
for try in 1 2 3; do
  if npx wrangler d1 execute zrno-commerce --local -y -c commerce/wrangler.toml --persist-to "$STATE" \
    --file commerce/seed/seed.generated.sql; then
    break
  fi
  if [ "$try" = 3 ]; then exit 1; fi
  echo "e2e-server: seeding failed (try $try), trying again" >&2
done

# wrangler.toml sets no PUBLIC_ORIGIN, so in development canonical and hreflang links follow the
# request's own origin (http://localhost:8799 here) and the site switcher stays on this server.
# The inspector gets its own port beside the developer's 9229.
exec npx wrangler dev -c wrangler.toml -c commerce/wrangler.toml --ip 127.0.0.1 --port "$PORT" \
  --inspector-port "${E2E_INSPECTOR_PORT:-9230}" --persist-to "$STATE"
