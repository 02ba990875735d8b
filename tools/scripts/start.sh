#!/usr/bin/env bash
# Installs dependencies if needed, builds the production app and serves it (prints the URL).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
bash tools/scripts/ensure-install.sh
echo "== Building the production app"
npx nx build web --skip-nx-cache
echo "== Serving the production build (Ctrl+C to stop)"
exec npx vite preview --config apps/web/vite.config.ts --port "${PORT:-4173}"
