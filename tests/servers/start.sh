#!/usr/bin/env bash
# Starts throw-away PostgreSQL and MariaDB servers on loopback for the test suites and writes
# their coordinates to the env file given as $1. The servers run as an unprivileged user (they
# refuse root) in a temporary directory; tests/servers/stop.sh removes everything.
set -euo pipefail
ENV_FILE="${1:?usage: start.sh ENV_FILE}"
mkdir -p "$(dirname "$ENV_FILE")"

# A previous run that was killed may have left servers behind.
if [ -f "$ENV_FILE" ]; then
  "$(dirname "$0")/stop.sh" "$ENV_FILE" || true
fi

RUN_AS=()
if [ "$(id -u)" -eq 0 ]; then
  id assaytest >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin assaytest
  RUN_AS=(runuser -u assaytest --)
fi

BASE="$(mktemp -d /tmp/assay-servers.XXXXXX)"
chmod 755 "$BASE"
# MariaDB's temporary files (Spider's and the sorts') stay in this run's directory, apart from any
# other run's servers and from whatever else uses /tmp.
mkdir -p "$BASE/tmp"
[ "$(id -u)" -eq 0 ] && chown assaytest "$BASE" "$BASE/tmp"

# A port for a server, set in the variable named $1. Below the kernel's ephemeral range: a port in
# it can be taken between this check and the server's bind by the local end of any loopback
# connection (a test's client, the servers' own), which failed a loaded run with "Address already
# in use". Never one this run has already chosen.
EPHEMERAL_LOW="$(cut -f1 /proc/sys/net/ipv4/ip_local_port_range 2>/dev/null || echo 32768)"
[ "$EPHEMERAL_LOW" -gt 12000 ] 2>/dev/null || EPHEMERAL_LOW=32768
CHOSEN_PORTS=" "
free_port() {
  local p
  for _ in $(seq 1 100); do
    p=$(( 10000 + RANDOM % (EPHEMERAL_LOW - 10000) ))
    case "$CHOSEN_PORTS" in *" $p "*) continue ;; esac
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then
      CHOSEN_PORTS+="$p "
      printf -v "$1" '%s' "$p"
      return 0
    fi
  done
  echo "start.sh: no free port below $EPHEMERAL_LOW" >&2
  return 1
}
secret() { head -c 18 /dev/urandom | base64 | tr -dc 'A-Za-z0-9' | head -c 20; }

PG_BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"
free_port PG_PORT
PG_ADMIN_PASSWORD="$(secret)"
PG_PASSWORD="$(secret)"
free_port MY_PORT
MY_PASSWORD="$(secret)"

cleanup_on_error() {
  echo "start.sh: a server did not start; logs follow" >&2
  for f in "$BASE"/*.log "$BASE"/*.err; do [ -f "$f" ] && { echo "== $f" >&2; tail -n 30 "$f" >&2; }; done
  ASSAY_SERVERS_DIR="$BASE" ASSAY_PG_BIN="$PG_BIN" "$(dirname "$0")/stop.sh" /dev/null || true
}
trap cleanup_on_error ERR

# Each engine has two databases: assay_test, shared by the suites, and assay_hostile, which only
# tst_security_hostile_sql uses, because it checksums every object in its database and suites
# running in parallel create tables of their own. assay_privacy (and on MariaDB a second one,
# assay_privacy_vault) holds tst_security_privacy_corpus's tables, whose names other suites use.

# --- Data directories ---------------------------------------------------------------------
# Both engines' directories are created at once; the sharded setups (tests/servers/sharded.sh)
# start from copies of them, which is faster than creating more.
"${RUN_AS[@]}" mariadb-install-db --no-defaults --datadir="$BASE/mysql" --auth-root-authentication-method=normal \
  --skip-test-db > "$BASE/mysql-install.log" 2>&1 &
MY_INSTALL_PID=$!
printf '%s\n' "$PG_ADMIN_PASSWORD" > "$BASE/pgpass"
[ "$(id -u)" -eq 0 ] && chown assaytest "$BASE/pgpass"
"${RUN_AS[@]}" "$PG_BIN/initdb" -D "$BASE/pg" -U assay_admin --auth-local=trust --auth-host=scram-sha-256 \
  --pwfile="$BASE/pgpass" -E UTF8 --locale=C.UTF-8 > "$BASE/initdb.log" 2>&1
wait "$MY_INSTALL_PID"
for copy in pg-shard1 pg-shard2; do cp -a "$BASE/pg" "$BASE/$copy"; done
for copy in mysql-shard1 mysql-shard2 mysql-spider; do cp -a "$BASE/mysql" "$BASE/$copy"; done

# --- Sharded engines, first part ------------------------------------------------------------
# PostgreSQL: database assay_shard on the main server holds `sales`, partitioned by category over
# two foreign partitions (postgres_fdw) on two more servers, with partition-wise aggregation on;
# assay_single holds the same million rows in one plain table. MariaDB: a Spider server whose
# assay_shard.sales is partitioned over two backends (their general logs are tables the tests
# read), and assay_single with the same rows in InnoDB. Shards load while the main servers start.
. "$(dirname "$0")/sharded.sh"
choose_sharded_ports
start_shards > "$BASE/shards.out" 2>&1 &
SHARDS_PID=$!

# --- PostgreSQL ---------------------------------------------------------------------------
"${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$BASE/pg" -l "$BASE/postgres.log" -w -t 60 \
  -o "-p $PG_PORT -k $BASE -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start > /dev/null
PGPASSWORD="$PG_ADMIN_PASSWORD" psql -q -h 127.0.0.1 -p "$PG_PORT" -U assay_admin -d postgres -v ON_ERROR_STOP=1 <<SQL
CREATE ROLE assay_test LOGIN PASSWORD '$PG_PASSWORD';
CREATE DATABASE assay_test OWNER assay_test;
CREATE DATABASE assay_hostile OWNER assay_test;
CREATE DATABASE assay_offline OWNER assay_test;
CREATE DATABASE assay_privacy OWNER assay_test;
CREATE DATABASE assay_relationships OWNER assay_test;
SQL

# --- MariaDB ------------------------------------------------------------------------------
"${RUN_AS[@]}" mariadbd --no-defaults --datadir="$BASE/mysql" --tmpdir="$BASE/tmp" --port="$MY_PORT" --bind-address=127.0.0.1 \
  --socket="$BASE/mysql.sock" --pid-file="$BASE/mysql.pid" --log-error="$BASE/mysql.err" \
  --innodb-buffer-pool-size=64M --innodb-flush-log-at-trx-commit=0 --skip-log-bin > /dev/null 2>&1 &
for _ in $(seq 1 100); do
  mariadb-admin --no-defaults --socket="$BASE/mysql.sock" -uroot ping > /dev/null 2>&1 && break
  sleep 0.2
done
mariadb --no-defaults --socket="$BASE/mysql.sock" -uroot <<SQL
CREATE DATABASE assay_test CHARACTER SET utf8mb4;
CREATE USER 'assay_test'@'127.0.0.1' IDENTIFIED BY '$MY_PASSWORD';
CREATE USER 'assay_test'@'localhost' IDENTIFIED BY '$MY_PASSWORD';
GRANT ALL ON assay_test.* TO 'assay_test'@'127.0.0.1';
GRANT ALL ON assay_test.* TO 'assay_test'@'localhost';
CREATE DATABASE assay_hostile CHARACTER SET utf8mb4;
GRANT ALL ON assay_hostile.* TO 'assay_test'@'127.0.0.1';
GRANT ALL ON assay_hostile.* TO 'assay_test'@'localhost';
CREATE DATABASE assay_offline CHARACTER SET utf8mb4;
GRANT ALL ON assay_offline.* TO 'assay_test'@'127.0.0.1';
GRANT ALL ON assay_offline.* TO 'assay_test'@'localhost';
CREATE DATABASE assay_privacy CHARACTER SET utf8mb4;
CREATE DATABASE assay_privacy_vault CHARACTER SET utf8mb4;
GRANT ALL ON assay_privacy.* TO 'assay_test'@'127.0.0.1';
GRANT ALL ON assay_privacy.* TO 'assay_test'@'localhost';
GRANT ALL ON assay_privacy_vault.* TO 'assay_test'@'127.0.0.1';
GRANT ALL ON assay_privacy_vault.* TO 'assay_test'@'localhost';
CREATE DATABASE assay_relationships CHARACTER SET utf8mb4;
GRANT ALL ON assay_relationships.* TO 'assay_test'@'127.0.0.1';
GRANT ALL ON assay_relationships.* TO 'assay_test'@'localhost';
SQL

# --- Sharded engines, second part -----------------------------------------------------------
if ! wait "$SHARDS_PID"; then
  tail -n 40 "$BASE/shards.out" >&2
  false
fi
finish_sharded_engines

trap - ERR
cat > "$ENV_FILE" <<ENV
ASSAY_SERVERS_DIR=$BASE
ASSAY_PG_BIN=$PG_BIN
ASSAY_PG_HOST=127.0.0.1
ASSAY_PG_PORT=$PG_PORT
ASSAY_PG_USER=assay_test
ASSAY_PG_PASSWORD=$PG_PASSWORD
ASSAY_PG_DATABASE=assay_test
ASSAY_PG_ADMIN_USER=assay_admin
ASSAY_PG_ADMIN_PASSWORD=$PG_ADMIN_PASSWORD
ASSAY_MYSQL_HOST=127.0.0.1
ASSAY_MYSQL_PORT=$MY_PORT
ASSAY_MYSQL_USER=assay_test
ASSAY_MYSQL_PASSWORD=$MY_PASSWORD
ASSAY_MYSQL_DATABASE=assay_test
ASSAY_MYSQL_SOCKET=$BASE/mysql.sock
ASSAY_PGSHARD_DATABASE=assay_shard
ASSAY_PGSINGLE_DATABASE=assay_single
ASSAY_PG_SHARD_PORTS=$PG_SHARD1_PORT,$PG_SHARD2_PORT
ASSAY_MYSHARD_HOST=127.0.0.1
ASSAY_MYSHARD_PORT=$MY_SPIDER_PORT
ASSAY_MYSHARD_USER=assay_test
ASSAY_MYSHARD_PASSWORD=$MY_PASSWORD
ASSAY_MYSHARD_DATABASE=assay_shard
ASSAY_MYSINGLE_DATABASE=assay_single
ASSAY_MYSQL_SHARD_PORTS=$MY_SHARD1_PORT,$MY_SHARD2_PORT
ASSAY_MYSQL_LOG_USER=assay_log
ASSAY_MYSQL_LOG_PASSWORD=$MY_LOG_PASSWORD
ENV
echo "PostgreSQL on 127.0.0.1:$PG_PORT (shards $PG_SHARD1_PORT, $PG_SHARD2_PORT), MariaDB on 127.0.0.1:$MY_PORT" \
  "(Spider $MY_SPIDER_PORT over $MY_SHARD1_PORT, $MY_SHARD2_PORT) ($BASE)"
