#!/usr/bin/env bash
# Runs assay-bench with throw-away PostgreSQL and MariaDB servers (as the tests use), so the
# server figures are included. Usage: bench/run-with-servers.sh [BUILD_DIR] [NAME...]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
build="${1:-$here/../build}"
shift || true
env_file="$(mktemp /tmp/assay-bench-servers.XXXXXX.env)"
trap '"$here/../tests/servers/stop.sh" "$env_file"' EXIT
"$here/../tests/servers/start.sh" "$env_file" >&2
ASSAY_TEST_SERVERS="$env_file" "$build/bench/assay-bench" "$@"
