#!/usr/bin/env bash
# Stops the servers tests/servers/start.sh started and removes their directory.
ENV_FILE="${1:?usage: stop.sh ENV_FILE}"
if [ -f "$ENV_FILE" ]; then
  # shellcheck disable=SC1090
  . "$ENV_FILE"
fi
[ -n "${ASSAY_SERVERS_DIR:-}" ] && [ -d "$ASSAY_SERVERS_DIR" ] || { rm -f "$ENV_FILE" 2>/dev/null; exit 0; }

RUN_AS=()
[ "$(id -u)" -eq 0 ] && RUN_AS=(runuser -u assaytest --)

# The single servers and the sharded setups' shards and coordinator (tests/servers/sharded.sh).
for cluster in pg pg-shard1 pg-shard2; do
  if [ -f "$ASSAY_SERVERS_DIR/$cluster/postmaster.pid" ]; then
    "${RUN_AS[@]}" "${ASSAY_PG_BIN:-/usr/lib/postgresql/15/bin}/pg_ctl" -D "$ASSAY_SERVERS_DIR/$cluster" -m immediate -w stop > /dev/null 2>&1 || true
  fi
done
pids=()
for server in mysql mysql-shard1 mysql-shard2 mysql-spider; do
  if [ -f "$ASSAY_SERVERS_DIR/$server.pid" ]; then
    pid="$(cat "$ASSAY_SERVERS_DIR/$server.pid")"
    kill "$pid" 2>/dev/null || true
    pids+=("$pid")
  fi
done
for pid in "${pids[@]}"; do
  for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  kill -9 "$pid" 2>/dev/null || true
done
rm -rf "$ASSAY_SERVERS_DIR"
[ "$ENV_FILE" != /dev/null ] && rm -f "$ENV_FILE"
exit 0
