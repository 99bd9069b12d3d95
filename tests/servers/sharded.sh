# Sourced by start.sh: the sharded setups beside the single servers. Uses start.sh's BASE, RUN_AS,
# PG_BIN, PG_PORT, PG_ADMIN_PASSWORD, MY_PASSWORD, free_port (it sets the variable it is given)
# and secret; sets the *_PORT and MY_LOG_PASSWORD variables start.sh writes to the env file.

SHARD_A="'Books','Garden','Music','Toys'"
SHARD_B="'Food','Games','Sports','Tools'"
# The same million rows everywhere: a day over four years, eight categories, five regions, an amount.
PG_ROWS="SELECT date '2020-01-01' + (i % 1461) AS day,
  (ARRAY['Books','Food','Garden','Games','Music','Sports','Toys','Tools'])[1 + (i * 7) % 8] AS category,
  (ARRAY['North','South','East','West','Centre'])[1 + (i * 13) % 5] AS region,
  ((i * 37) % 10000) / 100.0 AS amount FROM generate_series(1, 1000000) i"
MY_ROWS="SELECT DATE_ADD('2020-01-01', INTERVAL seq % 1461 DAY) AS day,
  ELT(1 + (seq * 7) % 8, 'Books','Food','Garden','Games','Music','Sports','Toys','Tools') AS category,
  ELT(1 + (seq * 13) % 5, 'North','South','East','West','Centre') AS region,
  ((seq * 37) % 10000) / 100.0 AS amount FROM seq_1_to_1000000"
SALES_COLUMNS="day date, category varchar(20), region varchar(20), amount numeric(12,2)"

pg_admin() { # port database
  PGPASSWORD="$PG_ADMIN_PASSWORD" psql -q -h 127.0.0.1 -p "$1" -U assay_admin -d "$2" -v ON_ERROR_STOP=1
}

start_pg_shard() { # n port categories
  "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$BASE/pg-shard$1" -l "$BASE/postgres-shard$1.log" -w -t 60 \
    -o "-p $2 -k $BASE -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start > /dev/null
  pg_admin "$2" postgres <<SQL
CREATE ROLE assay_shard LOGIN PASSWORD '$PG_SHARD_PASSWORD';
CREATE TABLE sales_shard ($SALES_COLUMNS);
INSERT INTO sales_shard SELECT * FROM ($PG_ROWS) g WHERE category IN ($3);
ANALYZE sales_shard;
GRANT SELECT ON sales_shard TO assay_shard;
SQL
}

setup_pg_single() {
  pg_admin "$PG_PORT" assay_single <<SQL
CREATE TABLE sales ($SALES_COLUMNS);
INSERT INTO sales $PG_ROWS;
ANALYZE sales;
ALTER TABLE sales OWNER TO assay_test;
SQL
}

setup_pg_partitions() {
  pg_admin "$PG_PORT" assay_shard <<SQL
CREATE EXTENSION postgres_fdw;
CREATE SERVER shard1 FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host '127.0.0.1', port '$PG_SHARD1_PORT', dbname 'postgres', fetch_size '10000');
CREATE SERVER shard2 FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host '127.0.0.1', port '$PG_SHARD2_PORT', dbname 'postgres', fetch_size '10000');
GRANT USAGE ON FOREIGN SERVER shard1, shard2 TO assay_test;
CREATE USER MAPPING FOR assay_test SERVER shard1 OPTIONS (user 'assay_shard', password '$PG_SHARD_PASSWORD');
CREATE USER MAPPING FOR assay_test SERVER shard2 OPTIONS (user 'assay_shard', password '$PG_SHARD_PASSWORD');
CREATE USER MAPPING FOR assay_admin SERVER shard1 OPTIONS (user 'assay_shard', password '$PG_SHARD_PASSWORD');
CREATE USER MAPPING FOR assay_admin SERVER shard2 OPTIONS (user 'assay_shard', password '$PG_SHARD_PASSWORD');
CREATE TABLE sales ($SALES_COLUMNS) PARTITION BY LIST (category);
CREATE FOREIGN TABLE sales_books_garden_music_toys PARTITION OF sales FOR VALUES IN ($SHARD_A)
  SERVER shard1 OPTIONS (schema_name 'public', table_name 'sales_shard');
CREATE FOREIGN TABLE sales_food_games_sports_tools PARTITION OF sales FOR VALUES IN ($SHARD_B)
  SERVER shard2 OPTIONS (schema_name 'public', table_name 'sales_shard');
ALTER TABLE sales OWNER TO assay_test;
ALTER FOREIGN TABLE sales_books_garden_music_toys OWNER TO assay_test;
ALTER FOREIGN TABLE sales_food_games_sports_tools OWNER TO assay_test;
ANALYZE sales;
ALTER DATABASE assay_shard SET enable_partitionwise_aggregate = on;
ALTER DATABASE assay_shard SET enable_partitionwise_join = on;
SQL
}

my_root() { # socket [database]
  mariadb --no-defaults --socket="$1" -uroot ${2:+"$2"}
}

start_mariadb() { # name port [extra options...]
  local name="$1" port="$2"
  shift 2
  "${RUN_AS[@]}" mariadbd --no-defaults --datadir="$BASE/$name" --tmpdir="$BASE/tmp" --port="$port" --bind-address=127.0.0.1 \
    --socket="$BASE/$name.sock" --pid-file="$BASE/$name.pid" --log-error="$BASE/$name.err" \
    --innodb-buffer-pool-size=128M --innodb-flush-log-at-trx-commit=0 --skip-log-bin \
    --character-set-server=utf8mb4 --collation-server=utf8mb4_general_ci "$@" > /dev/null 2>&1 &
  for _ in $(seq 1 150); do
    mariadb-admin --no-defaults --socket="$BASE/$name.sock" -uroot ping > /dev/null 2>&1 && return 0
    sleep 0.1
  done
  return 1
}

start_mariadb_shard() { # n port categories
  start_mariadb "mysql-shard$1" "$2" --general-log=1 --log-output=TABLE
  my_root "$BASE/mysql-shard$1.sock" <<SQL
CREATE DATABASE shard CHARACTER SET utf8mb4;
CREATE TABLE shard.sales ($SALES_COLUMNS) ENGINE=InnoDB;
CREATE USER 'spider'@'127.0.0.1' IDENTIFIED BY '$MY_SHARD_PASSWORD';
GRANT ALL ON shard.* TO 'spider'@'127.0.0.1';
CREATE USER 'assay_log'@'127.0.0.1' IDENTIFIED BY '$MY_LOG_PASSWORD';
GRANT SELECT ON mysql.general_log TO 'assay_log'@'127.0.0.1';
SET SESSION sql_log_off = 1;
USE shard;
INSERT INTO shard.sales SELECT * FROM ($MY_ROWS) g WHERE category IN ($3);
SQL
}

setup_spider_single() {
  # Spider is installed once the server is up, not loaded at startup (--plugin-load-add): loaded
  # at startup, MariaDB 10.11 creates Spider's system tables on a background thread while the
  # server starts, and that crashed the server now and then (a loaded two-core machine, about one
  # run in ten: "select COLUMN_TYPE INTO @col_type ... spider_link_mon_servers" in the crash
  # report) or left "Unknown storage engine 'SPIDER'" for the partitions below. INSTALL SONAME
  # does the same work before it returns.
  start_mariadb mysql-spider "$MY_SPIDER_PORT"
  my_root "$BASE/mysql-spider.sock" <<< "INSTALL SONAME 'ha_spider';"
  my_root "$BASE/mysql-spider.sock" <<SQL
CREATE DATABASE assay_single CHARACTER SET utf8mb4;
USE assay_single;
CREATE TABLE assay_single.sales ($SALES_COLUMNS) ENGINE=InnoDB;
INSERT INTO assay_single.sales $MY_ROWS;
CREATE DATABASE assay_shard CHARACTER SET utf8mb4;
CREATE USER 'assay_test'@'127.0.0.1' IDENTIFIED BY '$MY_PASSWORD';
CREATE USER 'assay_test'@'localhost' IDENTIFIED BY '$MY_PASSWORD';
GRANT ALL ON assay_shard.* TO 'assay_test'@'127.0.0.1';
GRANT ALL ON assay_shard.* TO 'assay_test'@'localhost';
GRANT ALL ON assay_single.* TO 'assay_test'@'127.0.0.1';
GRANT ALL ON assay_single.* TO 'assay_test'@'localhost';
SQL
}

setup_spider_partitions() {
  my_root "$BASE/mysql-spider.sock" assay_shard <<SQL
CREATE SERVER shard1 FOREIGN DATA WRAPPER mysql
  OPTIONS (HOST '127.0.0.1', PORT $MY_SHARD1_PORT, DATABASE 'shard', USER 'spider', PASSWORD '$MY_SHARD_PASSWORD');
CREATE SERVER shard2 FOREIGN DATA WRAPPER mysql
  OPTIONS (HOST '127.0.0.1', PORT $MY_SHARD2_PORT, DATABASE 'shard', USER 'spider', PASSWORD '$MY_SHARD_PASSWORD');
CREATE TABLE sales ($SALES_COLUMNS) ENGINE=SPIDER COMMENT='wrapper "mysql", table "sales"'
  PARTITION BY LIST COLUMNS (category) (
    PARTITION books_garden_music_toys VALUES IN ($SHARD_A) COMMENT = 'srv "shard1"',
    PARTITION food_games_sports_tools VALUES IN ($SHARD_B) COMMENT = 'srv "shard2"');
SQL
}

# Runs each step in the background with its output in $BASE/NAME.out; waits for all of them.
run_parallel() { # name:function:args... (one word each)
  local pids=() names=() failed=0 step
  for step in "$@"; do
    IFS=: read -r -a parts <<< "$step"
    ( "${parts[@]:1}" ) > "$BASE/${parts[0]}.out" 2>&1 &
    pids+=($!)
    names+=("${parts[0]}")
  done
  for i in "${!pids[@]}"; do
    if ! wait "${pids[$i]}"; then
      failed=1
      echo "== ${names[$i]}" >&2
      tail -n 20 "$BASE/${names[$i]}.out" >&2
    fi
  done
  return "$failed"
}

choose_sharded_ports() {
  free_port PG_SHARD1_PORT
  free_port PG_SHARD2_PORT
  free_port MY_SHARD1_PORT
  free_port MY_SHARD2_PORT
  free_port MY_SPIDER_PORT
  PG_SHARD_PASSWORD="$(secret)"
  MY_SHARD_PASSWORD="$(secret)"
  MY_LOG_PASSWORD="$(secret)"
}

# The shards and the Spider server with its single-node copy; needs no main server.
start_shards() {
  run_parallel "pg-shard1:start_pg_shard:1:$PG_SHARD1_PORT:$SHARD_A" "pg-shard2:start_pg_shard:2:$PG_SHARD2_PORT:$SHARD_B" \
    "mysql-shard1:start_mariadb_shard:1:$MY_SHARD1_PORT:$SHARD_A" \
    "mysql-shard2:start_mariadb_shard:2:$MY_SHARD2_PORT:$SHARD_B" "mysql-single:setup_spider_single"
}

# Once the main PostgreSQL server is up and the shards are loaded: the single-node copy there, and
# the partitioned tables over the shards.
finish_sharded_engines() {
  pg_admin "$PG_PORT" postgres <<SQL
CREATE DATABASE assay_shard OWNER assay_test;
CREATE DATABASE assay_single OWNER assay_test;
SQL
  run_parallel "pg-single:setup_pg_single" "pg-partitions:setup_pg_partitions" "mysql-partitions:setup_spider_partitions"
}
