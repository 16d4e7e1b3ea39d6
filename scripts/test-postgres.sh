#!/usr/bin/env bash
# The back-office tests on a real PostgreSQL server (docs/sandbox.md, "PostgreSQL"): the test files
# whose services run SQL (tests/vitest.postgres.config.ts lists them: tests/sandbox/backoffice, the
# fuzz test of both services, the client's contract and streaming tests against the real service)
# again, each service on a database of its own, plus tests/postgres. Report: reports/unit-postgres.json.
#
# With BACKOFFICE_TEST_DATABASE_URL set (a role that may create databases), runs on that server.
# Otherwise starts a throwaway server (scripts/postgres.sh: Debian's PostgreSQL, installed when
# missing and we are root) and stops it afterwards. When no server can be had it says so loudly and
# exits 0 without running (set BACKOFFICE_POSTGRES_REQUIRED=1 to make that a failure instead).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${BACKOFFICE_TEST_DATABASE_URL:-}" ]; then
  server_dir=$(mktemp -d /tmp/backoffice-postgres.XXXXXX)
  trap 'bash scripts/postgres.sh stop "$server_dir" >/dev/null 2>&1 || true' EXIT
  if ! url=$(bash scripts/postgres.sh start "$server_dir"); then
    echo "################################################################################"
    echo "# SKIPPED: the back-office tests on PostgreSQL did not run: no PostgreSQL server  #"
    echo "# could be installed or started (see the messages above). They ran on PGlite only.#"
    echo "################################################################################"
    if [ "${BACKOFFICE_POSTGRES_REQUIRED:-0}" = "1" ]; then exit 1; fi
    exit 0
  fi
  export BACKOFFICE_TEST_DATABASE_URL=${url##*$'\n'}
fi

echo "Back-office tests on PostgreSQL: $(node -e "const u=new URL(process.argv[1]);u.password&&(u.password='***');console.log(u.href)" "$BACKOFFICE_TEST_DATABASE_URL")"
VITE_CONFIG_NATIVE_IGNORE_WARNING=true node_modules/.bin/vitest run -c tests/vitest.postgres.config.ts "$@"
