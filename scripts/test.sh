#!/usr/bin/env bash
# The whole test suite: typecheck, lint, unit tests, build, package checks, bundle budgets, browser tests.
# Installs Debian's chromium-headless-shell for the browser tests when no Chromium is there. Each stage's time goes to
# reports/stages.tsv; scripts/count-tests.mjs prints them with the slowest test files (docs/testing.md).
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

# Keeps .ci/run's install time (written before this script starts) across the reports folder's reset.
install_line=$(grep -s '^install	' reports/stages.tsv || true)
rm -rf reports && mkdir -p reports
[ -n "$install_line" ] && echo "$install_line" >reports/stages.tsv

# Runs one stage and records its start and end (epoch seconds) and exit status in reports/stages.tsv.
stage() {
  local name=$1 started=$EPOCHREALTIME status=0
  shift
  echo "::: stage $name: $*"
  "$@" || status=$?
  printf '%s\t%s\t%s\t%s\n' "$name" "$started" "$EPOCHREALTIME" "$status" >>reports/stages.tsv
  return "$status"
}

# The browser tests run in Debian's chromium-headless-shell (scripts/chromium.ts), installed here when
# it is missing; when it cannot be installed, Debian's chromium serves (slower).
if [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium-headless-shell >/dev/null 2>&1; then
  echo "chromium-headless-shell is missing: installing it from Debian"
  install='apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null'
  sudo=$([ "$(id -u)" -eq 0 ] || echo sudo)
  if ! stage chromium $sudo bash -c "$install"; then
    command -v chromium >/dev/null 2>&1 || { echo "no Chromium for the browser tests" >&2; exit 1; }
    echo "chromium-headless-shell could not be installed: the browser tests use chromium"
  fi
fi

# tsc and eslint each keep one core busy: on 2 cores they run side by side (each stage's time is its own).
stage typecheck npm run typecheck &
typecheck=$!
stage lint npm run lint &
lint=$!
checks=0
wait "$typecheck" || checks=$?
wait "$lint" || checks=$?
[ "$checks" -eq 0 ] || exit "$checks"
stage unit npm run test:unit
# The back-office tests that touch SQL again on a PostgreSQL server (installed and started here;
# skipped, loudly, only when none can be had): docs/sandbox.md, "PostgreSQL".
stage postgres bash scripts/test-postgres.sh
stage build npm run build
stage package npm run check:package
stage size npm run check:size
stage browser npm run test:e2e
