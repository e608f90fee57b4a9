#!/usr/bin/env bash
# The way most managed PostgreSQL is reached: through PgBouncer in transaction pooling mode, where
# each transaction may run on another server connection. This starts PgBouncer (Debian's package)
# in front of the test server and runs through it the migrations, sign-in, the app's devices and
# inbox, and the delivery engine's API tests, test apps and worker processes with
# DB_POOL_MODE=transaction (tests/api/templates.ts).
# Databases are still created and dropped directly. Arguments replace the default test files.
set -euo pipefail
cd "$(dirname "$0")/.."

port="${PGBOUNCER_PORT:-6432}"
server="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
host="$(node -e 'const u = new URL(process.argv[1]); console.log(u.hostname)' "$server")"
server_port="$(node -e 'const u = new URL(process.argv[1]); console.log(u.port || 5432)' "$server")"
user="$(node -e 'const u = new URL(process.argv[1]); console.log(u.username || "postgres")' "$server")"

dir="$(mktemp -d)"
cat >"$dir/pgbouncer.ini" <<INI
[databases]
* = host=$host port=$server_port

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $port
unix_socket_dir =
auth_type = trust
auth_file = $dir/users.txt
pool_mode = transaction
max_client_conn = 400
default_pool_size = 8
ignore_startup_parameters = extra_float_digits
logfile = $dir/pgbouncer.log
pidfile = $dir/pgbouncer.pid
INI
echo "\"$user\" \"\"" >"$dir/users.txt"

# PgBouncer will not run as root: it drops to the postgres user when started by root.
if [ "$(id -u)" = 0 ]; then
  chown -R postgres "$dir"
  pgbouncer -d -u postgres "$dir/pgbouncer.ini"
else
  pgbouncer -d "$dir/pgbouncer.ini"
fi
stop() {
  kill "$(cat "$dir/pgbouncer.pid" 2>/dev/null)" 2>/dev/null || true
  rm -rf "$dir"
}
trap stop EXIT
for _ in $(seq 1 50); do
  [ -s "$dir/pgbouncer.pid" ] && break
  sleep 0.1
done

files=("$@")
if [ ${#files[@]} -eq 0 ]; then
  files=(
    server/db/migratePostgres.pg.test.ts
    server/modules/auth
    server/modules/devices
    server/modules/inbox
    server/modules/delivery/killedWorker.pg.test.ts
    server/modules/delivery/killedDispatcher.pg.test.ts
    server/modules/delivery/fanOut.test.ts
    server/modules/delivery/dispatcher.test.ts
    server/modules/delivery/occurrenceRanges.test.ts
    server/modules/delivery/leaseRelease.test.ts
    server/modules/delivery/scheduling.test.ts
  )
fi

TEST_DB=pg TEST_POOLER_URL="postgres://$user@127.0.0.1:$port/test" \
  npx vitest run --project api "${files[@]}"
