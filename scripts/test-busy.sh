#!/usr/bin/env bash
# npm run test:busy [-- RUNS [PHASE]]: npm test on a fresh clone of this commit while stress-ng keeps
# the CPUs busy (4 workers on this 2-core machine: a load average like a shared CI host's), RUNS
# times in a row (3 by default). PHASE=unit runs only the unit tests, for a quicker check. Prints
# each step's wall time (test-all.sh does) and a summary line per run; exits non-zero on the first
# red run. Needs stress-ng (Debian: apt-get install stress-ng), installed here when missing and root.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
phase=${2:-all}

if ! command -v stress-ng >/dev/null; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq stress-ng >/dev/null
  else
    echo 'test:busy needs stress-ng (apt-get install stress-ng)' >&2
    exit 2
  fi
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/landfall-busy-XXXXXX")
stress_pid=''
cleanup() {
  [ -n "$stress_pid" ] && kill "$stress_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

commit=$(git rev-parse HEAD)
here=$(pwd)
echo "━━ fresh clone of $commit in $work"
git clone -q --no-local . "$work/landfall"
cd "$work/landfall"
git checkout -q "$commit"
# shared/ sits beside the checkout (the spec and hooks some tests read), as on CI.
if [ -d "$here/../shared" ]; then ln -s "$(cd "$here/../shared" && pwd)" "$work/shared"; fi
npm ci --no-audit --no-fund >/dev/null

stress-ng --cpu 4 --timeout 0 --quiet &
stress_pid=$!
echo "━━ stress-ng --cpu 4 running (pid $stress_pid); load average: $(cut -d' ' -f1-3 /proc/loadavg)"

for run in $(seq 1 "$runs"); do
  started=$SECONDS
  echo "━━ busy run $run of $runs ($phase)"
  if [ "$phase" = unit ]; then
    npx vitest run --update=none
  else
    npm test
  fi
  echo "━━ busy run $run passed in $((SECONDS - started)) s; load average: $(cut -d' ' -f1-3 /proc/loadavg)"
done
