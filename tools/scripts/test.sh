#!/usr/bin/env bash
# Every check: lint, typecheck, unit and component tests, production build, e2e in Chromium.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
bash tools/scripts/ensure-install.sh
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false

step() { echo; echo "== $1"; }
start=$(date +%s)

step "Lint (ESLint, Nx module boundaries)"
# The boundaries rule reads the cached project graph; without it the rule is silently skipped.
npx nx show projects >/dev/null
npx eslint . --max-warnings=0

step "Translation catalogs up to date (Lingui)"
node tools/scripts/check-catalogs.mjs

step "Typecheck (tsc)"
npx tsc -p tsconfig.json --noEmit

step "Unit and component tests (Vitest)"
# fast-check seed: fixed unless HT_FC_SEED=random (see tools/test/setup.ts).
HT_FC_SEED="${HT_FC_SEED:-20261122}" npx vitest run

step "Production build"
npx nx build web --skip-nx-cache

step "Packages: library builds, npm pack contents, plain-Node imports (what npm publish ships)"
node tools/scripts/check-packages.mjs

step "Bundle budgets"
node tools/scripts/bundle-budget.mjs

step "End-to-end tests (Playwright, Chromium)"
HT_CHROMIUM="$(node tools/scripts/find-browser.mjs)"
export HT_CHROMIUM
npx playwright test -c e2e/playwright.config.ts

echo
echo "== All checks passed in $(( $(date +%s) - start )) s"
