#!/usr/bin/env bash
# npm start: build, migrate and seed the local D1 (reference data only; visitor data is kept),
# then serve every tenant and the commerce API on http://localhost:8787.
set -euo pipefail
cd "$(dirname "$0")/.."
export WRANGLER_SEND_METRICS=false WRANGLER_HIDE_BANNER=true CLOUDFLARE_CF_FETCH_ENABLED=false
npm run build
mkdir -p .wrangler
# wrangler prints one result per seed statement (thousands); keep them in a log, not on screen.
if npm run db:setup > .wrangler/db-setup.log 2>&1; then
  echo "local D1 migrated and seeded (details: .wrangler/db-setup.log)"
else
  tail -n 40 .wrangler/db-setup.log
  echo "database setup failed: see .wrangler/db-setup.log" >&2
  exit 1
fi
npx tsx scripts/list-sites.ts "${PORT:-8787}"
exec npx wrangler dev -c wrangler.toml -c commerce/wrangler.toml --ip 127.0.0.1 --port "${PORT:-8787}" --persist-to .wrangler/state
