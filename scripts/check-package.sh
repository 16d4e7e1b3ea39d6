#!/usr/bin/env bash
# Packs the package as npm would publish it and checks it with publint and arethetypeswrong.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d dist ] || npm run build
rm -rf .pack && mkdir -p .pack
tarball=$(npm pack --silent --pack-destination .pack 2>/dev/null | tail -n 1)
node_modules/.bin/publint run ".pack/$tarball" --strict
node scripts/attw-check.mjs ".pack/$tarball"
node scripts/smoke-dist.mjs
