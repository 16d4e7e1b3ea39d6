#!/usr/bin/env bash
# A throwaway PostgreSQL server for the back-office tests (docs/sandbox.md, "PostgreSQL").
#
#   bash scripts/postgres.sh start <dir>   # prints the server's URL on its last line of stdout
#   bash scripts/postgres.sh stop <dir>    # stops it and deletes <dir>
#
# Uses Debian's PostgreSQL (any installed major version, the newest first); when none is installed
# and we are root, installs the `postgresql` package (`apt-get install`). The cluster lives in <dir>
# (nothing under /var/lib/postgresql is touched), listens on 127.0.0.1 on a free port, trusts local
# connections and runs without fsync: it is for tests only. Exits 3 when no server can be had.
set -euo pipefail

command=${1:-}
dir=${2:-}
if [ -z "$command" ] || [ -z "$dir" ]; then
  echo "usage: $0 start|stop <dir>" >&2
  exit 2
fi

find_bin() {
  local bin
  for bin in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k5 -rn); do
    if [ -x "$bin/initdb" ] && [ -x "$bin/pg_ctl" ]; then
      echo "$bin"
      return 0
    fi
  done
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(command -v initdb)"
    return 0
  fi
  return 1
}

# Runs a server binary as the cluster's owner: postgres refuses to run as root.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

case "$command" in
start)
  if ! bin=$(find_bin); then
    if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
      echo "PostgreSQL is not installed: installing Debian's postgresql" >&2
      (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null) >&2 ||
        true
    fi
    bin=$(find_bin) || {
      echo "PostgreSQL is not installed and could not be installed" >&2
      exit 3
    }
  fi
  mkdir -p "$dir"
  if [ "$(id -u)" -eq 0 ]; then chown postgres "$dir"; fi
  port=$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
  as_owner "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync >"$dir/initdb.log" 2>&1 ||
    as_owner "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C --no-sync >"$dir/initdb.log" 2>&1 || {
    cat "$dir/initdb.log" >&2
    exit 3
  }
  options="-p $port -c listen_addresses=127.0.0.1 -k $dir -c fsync=off -c synchronous_commit=off"
  options="$options -c full_page_writes=off -c max_connections=200 -c shared_buffers=128MB"
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -o "$options" -w -t 60 start >&2 || {
    cat "$dir/server.log" >&2
    exit 3
  }
  echo "postgres://postgres@127.0.0.1:$port/postgres"
  ;;
stop)
  if [ -d "$dir/data" ] && bin=$(find_bin); then
    as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >&2 || true
  fi
  rm -rf "$dir"
  ;;
*)
  echo "usage: $0 start|stop <dir>" >&2
  exit 2
  ;;
esac
