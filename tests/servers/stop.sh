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

if [ -d "$ASSAY_SERVERS_DIR/pg" ]; then
  "${RUN_AS[@]}" "${ASSAY_PG_BIN:-/usr/lib/postgresql/15/bin}/pg_ctl" -D "$ASSAY_SERVERS_DIR/pg" -m immediate -w stop > /dev/null 2>&1 || true
fi
if [ -f "$ASSAY_SERVERS_DIR/mysql.pid" ]; then
  pid="$(cat "$ASSAY_SERVERS_DIR/mysql.pid")"
  kill "$pid" 2>/dev/null || true
  for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  kill -9 "$pid" 2>/dev/null || true
fi
rm -rf "$ASSAY_SERVERS_DIR"
[ "$ENV_FILE" != /dev/null ] && rm -f "$ENV_FILE"
exit 0
