#!/usr/bin/env bash
# A throwaway PostgreSQL for the tests, from Debian's packages: data in DIR, listening on
# 127.0.0.1:PORT only, trusting local connections (user postgres). Used by .ci/run and by the
# tests themselves (TestPostgres), so there is one way to start, restart and stop it.
#
#   postgres.sh start DIR PORT     initialise DIR if needed, start, wait until it accepts
#   postgres.sh restart DIR PORT   fast restart (what a database restart mid-traffic is)
#   postgres.sh stop DIR           stop it by the pid in DIR/data/postmaster.pid
#
# initdb refuses to run as root: as root, the server runs as the postgres user.
set -euo pipefail
action=$1
dir=$2
port=${3:-54329}
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
options="-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=300"
case $action in
  start)
    mkdir -p "$dir"
    if [ "$(id -u)" = 0 ]; then chown postgres "$dir"; fi
    if [ ! -f "$dir/data/PG_VERSION" ]; then
      as_owner "$bin/initdb" -D "$dir/data" -A trust -U postgres >"$dir/initdb.log" 2>&1
    fi
    # The server keeps no descriptor of ours: whoever reads this script's output gets its end.
    if ! as_owner "$bin/pg_ctl" -D "$dir/data" -w -t 60 -o "$options" -l "$dir/log" start \
      >"$dir/pg_ctl.out" 2>&1 </dev/null; then
      cat "$dir/pg_ctl.out" "$dir/log" >&2
      exit 1
    fi
    ;;
  restart)
    if ! as_owner "$bin/pg_ctl" -D "$dir/data" -w -t 60 -m fast -o "$options" -l "$dir/log" restart \
      >"$dir/pg_ctl.out" 2>&1 </dev/null; then
      cat "$dir/pg_ctl.out" "$dir/log" >&2
      exit 1
    fi
    ;;
  stop)
    pid=$(head -1 "$dir/data/postmaster.pid" 2>/dev/null || true)
    if [ -n "$pid" ]; then
      kill -INT "$pid" 2>/dev/null || true
      for _ in $(seq 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    fi
    ;;
  *)
    echo "usage: postgres.sh start|restart|stop DIR [PORT]" >&2
    exit 2
    ;;
esac
