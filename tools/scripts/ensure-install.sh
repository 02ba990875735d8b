#!/usr/bin/env bash
# Installs the workspace's npm dependencies (npm ci) when node_modules is missing or older
# than package-lock.json. Runs under Node 24 (called through with-node24.sh).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
marker=node_modules/.package-lock.json
if [ ! -f "$marker" ] || [ package-lock.json -nt "$marker" ]; then
  echo "== Installing dependencies (npm ci)"
  npm ci --no-audit --no-fund
fi
