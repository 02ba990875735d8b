#!/usr/bin/env bash
# Every check: lint, typecheck, unit and component tests, production build, e2e in Chromium.
# Prints the time of each step and what the run would take with the whole catalogue
# (HT_TARGET_TOOLS, default 254 tools): the steps whose work grows with each tool are scaled by
# target / current tool count, the others kept as measured.
#
# Most steps are one Node process on one core. On a 2-core machine two lanes run side by side:
# typecheck and Vitest in the background, lint, catalogs, build and the package checks in the
# foreground (none reads what another writes). The e2e tests use both cores; they follow the
# foreground lane (they need its build) while the background lane finishes.
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
lanes=()
secs=()
start=$EPOCHREALTIME
elapsed() { awk -v a="$1" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }'; }

# Prints each step's time and the projection for $target_tools tools.
summary() {
  local now
  now=$(elapsed "$start")
  echo
  echo "== Time per step, now ($tools tools) and projected for $target_tools tools (steps marked 'per tool' × $target_tools/$tools)"
  for i in "${!names[@]}"; do printf '%s\t%s\t%s\t%s\n' "${kinds[$i]}" "${secs[$i]}" "${lanes[$i]}" "${names[$i]}"; done |
    awk -F'\t' -v n="$tools" -v t="$target_tools" -v now="$now" -v budget="$budget_min" '
      function line(name, a, b) { printf "  %-88s %7.0f s %7.0f s\n", name, a, b }
      {
        if ($1 == "lanes") {
          # The foreground lane, beside the background lane (whose steps are listed after it): the
          # e2e tests follow it. A background lane that ends after them adds the wait (now - sum).
          then = 0
          for (l in lane_sum) if (lane_sum[l] > then) then = lane_sum[l]
          line($4, $2, then)
          sum += $2; projected += then
          next
        }
        then = ($1 == "per tool") ? $2 * t / n : $2
        lane = $3 == "" ? "" : " [" $3 " lane]"
        line($4 lane (($1 == "per tool") ? " [per tool]" : ""), $2, then)
        if ($3 == "") { sum += $2; projected += then } else { lane_sum[$3] += then }
      }
      END {
        projected += now - sum  # setup between the steps (install check, browser lookup)
        line("Total", now, projected)
        printf "  = %.1f min now, %.1f min projected for %d tools (budget: %d min)\n", now / 60, projected / 60, t, budget
        if (projected > budget * 60) printf "  WARNING: the projection is over the budget: make the per-tool checks cheaper (see CONTRIBUTING.md, e2e).\n"
      }'
}

# record <fixed|per tool> <lane or ""> <title> <seconds>
record() {
  kinds+=("$1")
  lanes+=("$2")
  names+=("$3")
  secs+=("$4")
}

# fail <title> <status>: prints the times so far and stops with the step's exit code.
fail() {
  summary
  echo
  echo "== FAILED: $1 (exit code $2)"
  exit "$2"
}

# run <fixed|per tool> <lane or ""> <title> <command...>: runs a step in the foreground and records
# its time; on failure, stops the background lane, prints the times so far and exits.
run() {
  local kind="$1" lane="$2" title="$3" status=0 step_start=$EPOCHREALTIME
  shift 3
  echo
  echo "== $title"
  "$@" || status=$?
  record "$kind" "$lane" "$title" "$(elapsed "$step_start")"
  if [ "$status" -ne 0 ]; then
    stop_background
    fail "$title" "$status"
  fi
  # A background step that failed stops the run now, not after the whole foreground lane.
  if [ -n "$background_pid" ] && [ -f "$background_dir/steps" ] && cut -f3 "$background_dir/steps" | grep -qv '^0$'; then wait_background; fi
}

# The background lane: its steps run one after the other in a subshell, their output kept in a file
# and printed when the lane is waited for; each step's kind, time and status in another file.
background_pid=""
background_dir=$(mktemp -d)
trap 'stop_background; rm -rf "$background_dir"' EXIT

# start_background <fixed|per tool> <title> <command...> [';;' <fixed|per tool> <title> <command...>]...:
# starts the lane's steps, one after the other, in the background.
start_background() {
  (
    while [ "$#" -gt 0 ]; do
      local kind="$1" title="$2" step_start=$EPOCHREALTIME status=0 command=()
      shift 2
      while [ "$#" -gt 0 ] && [ "$1" != ";;" ]; do command+=("$1"); shift; done
      [ "$#" -gt 0 ] && shift
      echo "== $title (background lane)" >>"$background_dir/output"
      "${command[@]}" >>"$background_dir/output" 2>&1 || status=$?
      printf '%s\t%s\t%s\t%s\n' "$kind" "$(elapsed "$step_start")" "$status" "$title" >>"$background_dir/steps"
      [ "$status" -eq 0 ] || exit "$status"
    done
  ) &
  background_pid=$!
}

# kill_tree <pid>: stops a process and every process under it (npx → node → Vitest's workers).
kill_tree() {
  local child
  for child in $(pgrep -P "$1" 2>/dev/null); do kill_tree "$child"; done
  kill -TERM "$1" 2>/dev/null || true
}

stop_background() {
  if [ -n "$background_pid" ] && kill -0 "$background_pid" 2>/dev/null; then kill_tree "$background_pid"; fi
  background_pid=""
}

# Waits for the background lane, prints its output and records its steps; stops on a failure.
wait_background() {
  local status=0 step_kind step_secs step_status step_title failed=""
  wait "$background_pid" || status=$?
  background_pid=""
  echo
  cat "$background_dir/output"
  if [ -f "$background_dir/steps" ]; then
    while IFS=$'\t' read -r step_kind step_secs step_status step_title; do
      record "$step_kind" "background" "$step_title" "$step_secs"
      [ "$step_status" -eq 0 ] || failed="$step_title"
    done <"$background_dir/steps"
  fi
  [ "$status" -eq 0 ] || fail "${failed:-the background lane}" "$status"
}

lint() {
  # The boundaries rule reads the cached project graph; without it the rule is silently skipped.
  npx nx show projects >/dev/null
  npx eslint . --max-warnings=0
}

lanes_start=$EPOCHREALTIME
# fast-check seed: fixed unless HT_FC_SEED=random (see tools/test/setup.ts).
# The scaffold check follows the typecheck: it reuses what the typecheck learnt (tsconfig.json:
# incremental), so it only checks again what the scaffold changed. Vitest runs one worker on two
# cores (its default: cores - 1), so each lane has about one core; the steps are spread so that the
# two lanes take about as long.
start_background \
  fixed "Typecheck (tsc)" npx tsc -p tsconfig.json --noEmit ";;" \
  fixed "A new tool's scaffold is green with no manual step (in a temporary copy)" node tools/scripts/check-scaffold.mjs ";;" \
  "per tool" "Unit and component tests (Vitest)" env HT_FC_SEED="${HT_FC_SEED:-20261122}" npx vitest run
run fixed foreground "Lint (ESLint, Nx module boundaries)" lint
run fixed foreground "Translation catalogs up to date (Lingui)" node tools/scripts/check-catalogs.mjs
run fixed foreground "Production build" npx nx build web --skip-nx-cache
HT_CHROMIUM="$(node tools/scripts/find-browser.mjs)"
export HT_CHROMIUM
# The library builds grow with the tools (one module per tool file): scaled like the tools.
run "per tool" foreground "Packages: library builds, npm pack contents, plain-Node imports, nx release dry run (what npm publish ships)" node tools/scripts/check-packages.mjs
run fixed foreground "Packages in someone else's app: the tarballs in a fresh Vite + React app, in Node and in Chromium" node tools/scripts/check-consumer.mjs
run fixed foreground "Bundle budgets" node tools/scripts/bundle-budget.mjs
record lanes "" "Foreground lane (wall time; the background lane goes on beside the e2e tests)" "$(elapsed "$lanes_start")"

# Both Playwright projects in one run (e2e/playwright.config.ts): every tool's spec, the guard
# rails and the offline visit (`tools`), and the shell's checks; one run keeps both workers busy to
# the end. Counted as growing with the tools, the shell's part too (an over-estimate of ~10 s).
# It needs only the build, so it starts as soon as the foreground lane is done, while the
# background lane finishes (its last minute or so of Vitest fills the e2e run's start-up, when
# Playwright loads the specs and starts the server and browsers).
run "per tool" "" "End-to-end: every tool's spec, guard rails, offline, the shell (Playwright, Chromium)" npx playwright test -c e2e/playwright.config.ts
wait_background

summary
echo
echo "== All checks passed in $(awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.0f", b - a }') s"
