#!/usr/bin/env bash
# npm test: every check, cheapest first; stops at the first failure and says which step failed.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
current=''
if [ -t 1 ]; then bold=$'\e[1m' green=$'\e[32m' red=$'\e[31m' reset=$'\e[0m'; else bold='' green='' red='' reset=''; fi

step() {
  current="$1"
  shift
  printf '\n%s━━ %s%s  (%s)\n' "$bold" "$current" "$reset" "$*"
  local t=$SECONDS
  "$@"
  printf '%s✓ %s%s in %ss\n' "$green" "$current" "$reset" "$((SECONDS - t))"
}

on_exit() {
  local rc=$?
  if [ "$rc" -ne 0 ] && [ -n "$current" ]; then
    printf '\n%s✗ FAILED: %s (exit %s) after %ss%s\n' "$red" "$current" "$rc" "$((SECONDS - started))" "$reset" >&2
  fi
}
trap on_exit EXIT

step 'generated files are fresh' npx tsx scripts/generate.ts --check
step 'format and lint' npx biome ci .
step 'variants are valid' npx tsx scripts/validate.ts
step 'types check' npx tsc --noEmit -p tsconfig.json
# The Worker against the Workers runtime's own types (no DOM, no Node): the router stays platform-neutral.
step 'types check (edge worker)' npx tsc --noEmit -p edge/tsconfig.json
# The Edge Functions as Supabase runs them: Deno's types, each function's deno.json, npm: imports.
step 'types check (Deno functions)' bash scripts/check-functions.sh
# --update=none: a missing snapshot fails here as on CI, instead of being written and passing
# (vitest writes new ones unless CI is set); npm run test:update-snapshots writes them on purpose.
step 'unit tests' npx vitest run --update=none --reporter=default --reporter=json --outputFile.json=reports/vitest.json
step 'build' npx tsx scripts/build.ts
step 'JavaScript budget' npx tsx scripts/check-budget.ts
# The example site (examples/pingwell): built with its own engine, without the studio; its pages are
# tested by the browser tests' second project (playwright.config.ts).
step 'build (example site)' npx tsx scripts/build.ts --site examples/pingwell
step 'JavaScript budget (example site)' npx tsx scripts/check-budget.ts --dist dist-pingwell
step 'storybook builds' npm run --silent build-storybook
step 'browser tests' npx playwright test
current=''
printf '\n%s✓ all checks passed in %ss%s\n' "$green" "$((SECONDS - started))" "$reset"
# One plain closing line with the counts of both runners, for CI logs.
node -e '
  const v = require("./reports/vitest.json"), p = require("./reports/playwright.json").stats;
  const passed = v.numPassedTests + p.expected, failed = v.numFailedTests + p.unexpected + p.flaky;
  console.log(`tests: ${passed} passed, ${failed} failed, ${v.numPendingTests + p.skipped} skipped`);
'
