#!/usr/bin/env bash
# The whole test suite: typecheck, lint, unit tests, build, package checks, bundle budgets, browser tests.
# Installs Debian's chromium for the browser tests when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

if [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1; then
  echo "chromium is missing: installing Debian's chromium"
  if [ "$(id -u)" -eq 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi
fi

rm -rf reports && mkdir -p reports
npm run typecheck
npm run lint
npm run test:unit
# The back-office tests again on a PostgreSQL server (installed and started here; skipped, loudly,
# only when none can be had): docs/sandbox.md, "PostgreSQL".
bash scripts/test-postgres.sh
npm run build
npm run check:package
npm run check:size
npm run test:e2e
