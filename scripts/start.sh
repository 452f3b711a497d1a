#!/usr/bin/env bash
# npm start: build, migrate and seed the local D1 (reference data only; visitor data is kept),
# then serve every tenant and the commerce API on http://localhost:8787.
set -euo pipefail
cd "$(dirname "$0")/.."
export WRANGLER_SEND_METRICS=false WRANGLER_HIDE_BANNER=true CLOUDFLARE_CF_FETCH_ENABLED=false
npm run build
npm run db:setup
echo "Zrno: http://localhost:8787/ (hr), /en/ /si/ /de/ /at/ /it/ /es/ /rs/ /ba/ /me/ — outbox and API notes in README.md"
exec npx wrangler dev -c wrangler.toml -c commerce/wrangler.toml --ip 127.0.0.1 --port "${PORT:-8787}" --persist-to .wrangler/state
