#!/usr/bin/env bash
# Runs a command against a PostgreSQL cluster on 127.0.0.1, with DATABASE_URL set.
# By default the cluster is a throwaway in a temporary folder, stopped and removed whatever the
# result. With PG_DATA_DIR=/some/folder the cluster lives there and outlives the run (stopped,
# not removed; the next run starts it again), and VIGIL_PG_KEPT=1 tells the command so (the
# dashboard benchmark then keeps its filled database as a template).
# PG_SHARED_BUFFERS sets shared_buffers (PostgreSQL's default is 128MB).
# Usage: scripts/with-postgres.sh npm run test:server
set -euo pipefail

PG_PORT="${PG_PORT:-55432}"
PG_BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  echo "PostgreSQL server binaries not found (apt-get install -y postgresql)" >&2
  exit 1
fi

if [ -n "${PG_DATA_DIR:-}" ]; then
  PG_DIR="$PG_DATA_DIR"
  mkdir -p "$PG_DIR"
  export VIGIL_PG_KEPT=1
else
  PG_DIR="$(mktemp -d /tmp/vigil-pg.XXXXXX)"
fi
as_postgres() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
cleanup() {
  if [ -n "${PG_DATA_DIR:-}" ]; then
    as_postgres "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast stop >/dev/null 2>&1 || true
  else
    as_postgres "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$PG_DIR"
  fi
}
trap cleanup EXIT

if [ "$(id -u)" = "0" ]; then chown postgres "$PG_DIR"; fi
if [ ! -f "$PG_DIR/data/PG_VERSION" ]; then
  as_postgres "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust -E UTF8 >/dev/null
fi
PG_OPTIONS="-c listen_addresses=127.0.0.1 -c port=$PG_PORT -c unix_socket_directories=$PG_DIR -c fsync=off"
if [ -n "${PG_SHARED_BUFFERS:-}" ]; then
  PG_OPTIONS="$PG_OPTIONS -c shared_buffers=$PG_SHARED_BUFFERS"
fi
as_postgres "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w -o "$PG_OPTIONS" start >/dev/null

export DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
echo "PostgreSQL ready on 127.0.0.1:$PG_PORT"
"$@"
