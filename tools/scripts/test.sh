#!/usr/bin/env bash
# Every check: lint, typecheck, unit and component tests, production build, e2e in Chromium.
# Prints the time of each step and what the run would take with the whole catalogue
# (HT_TARGET_TOOLS, default 254 tools): the steps whose work grows with each tool are scaled by
# target / current tool count, the others kept as measured.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
bash tools/scripts/ensure-install.sh
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false

target_tools="${HT_TARGET_TOOLS:-254}"
budget_min="${HT_TEST_BUDGET_MIN:-25}"
# The registered tools, as the app's registry lists them (the families' `tools` arrays).
tools=$(node --input-type=module -e "
  const { families, familyTools } = await import('./tools/scripts/generate-tool-index.mjs');
  console.log(families().reduce((n, family) => n + familyTools('libs/' + family).length, 0));
")

names=()
kinds=()
secs=()
start=$EPOCHREALTIME

# Prints each step's time and the projection for $target_tools tools.
summary() {
  local now
  now=$(awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }')
  echo
  echo "== Time per step, now ($tools tools) and projected for $target_tools tools (steps marked 'per tool' × $target_tools/$tools)"
  for i in "${!names[@]}"; do printf '%s\t%s\t%s\n' "${kinds[$i]}" "${secs[$i]}" "${names[$i]}"; done |
    awk -F'\t' -v n="$tools" -v t="$target_tools" -v now="$now" -v budget="$budget_min" '
      function line(name, a, b) { printf "  %-88s %7.0f s %7.0f s\n", name, a, b }
      {
        then = ($1 == "per tool") ? $2 * t / n : $2
        line($3 (($1 == "per tool") ? " [per tool]" : ""), $2, then)
        sum += $2; projected += then
      }
      END {
        projected += now - sum  # setup between the steps (install check, browser lookup)
        line("Total", now, projected)
        printf "  = %.1f min now, %.1f min projected for %d tools (budget: %d min)\n", now / 60, projected / 60, t, budget
        if (projected > budget * 60) printf "  WARNING: the projection is over the budget: make the per-tool checks cheaper (see CONTRIBUTING.md, e2e).\n"
      }'
}

# run <fixed|per tool> <title> <command...>: runs a step and records its time; on failure, prints
# the times so far and stops with the step's exit code.
run() {
  local kind="$1" title="$2" status=0 step_start=$EPOCHREALTIME
  shift 2
  echo
  echo "== $title"
  "$@" || status=$?
  names+=("$title")
  kinds+=("$kind")
  secs+=("$(awk -v a="$step_start" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }')")
  if [ "$status" -ne 0 ]; then
    summary
    echo
    echo "== FAILED: $title (exit code $status)"
    exit "$status"
  fi
}

lint() {
  # The boundaries rule reads the cached project graph; without it the rule is silently skipped.
  npx nx show projects >/dev/null
  npx eslint . --max-warnings=0
}
run fixed "Lint (ESLint, Nx module boundaries)" lint
run fixed "Translation catalogs up to date (Lingui)" node tools/scripts/check-catalogs.mjs
run fixed "Typecheck (tsc)" npx tsc -p tsconfig.json --noEmit
# fast-check seed: fixed unless HT_FC_SEED=random (see tools/test/setup.ts).
run "per tool" "Unit and component tests (Vitest)" env HT_FC_SEED="${HT_FC_SEED:-20261122}" npx vitest run
run fixed "Production build" npx nx build web --skip-nx-cache
HT_CHROMIUM="$(node tools/scripts/find-browser.mjs)"
export HT_CHROMIUM
# The library builds grow with the tools (one module per tool file): scaled like the tools.
run "per tool" "Packages: library builds, npm pack contents, plain-Node imports, nx release dry run (what npm publish ships)" node tools/scripts/check-packages.mjs
run fixed "Packages in someone else's app: the tarballs in a fresh Vite + React app, in Node and in Chromium" node tools/scripts/check-consumer.mjs
run fixed "A new tool's scaffold is green with no manual step (in a temporary copy)" node tools/scripts/check-scaffold.mjs
run fixed "Bundle budgets" node tools/scripts/bundle-budget.mjs

# Two Playwright projects (e2e/playwright.config.ts): the checks of every tool, then the shell's.
run "per tool" "End-to-end: every tool's spec, guard rails, offline (Playwright, Chromium)" npx playwright test -c e2e/playwright.config.ts --project=tools
run fixed "End-to-end: the shell (Playwright, Chromium)" npx playwright test -c e2e/playwright.config.ts --project=shell

summary
echo
echo "== All checks passed in $(awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.0f", b - a }') s"
