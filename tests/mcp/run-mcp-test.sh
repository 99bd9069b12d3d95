#!/usr/bin/env bash
# run-mcp-test.sh ASSAY_BINARY [extra mcp_client_test.mjs options]: drives `ASSAY_BINARY mcp` with
# the official MCP SDK client on a fresh sample database. The SDK goes into $ASSAY_MCP_SDK_DIR when
# set (installed there once, reused after), else into the temp dir; $ASSAY_NPM_CACHE is npm's cache.
# Exits with the test's code (1 when npm cannot install the SDK).
set -euo pipefail

if [ $# -lt 1 ]; then
    echo "usage: $0 ASSAY_BINARY [--verbose] [--calls N] [--timeout S]" >&2
    exit 2
fi
assay=$(realpath "$1")
shift
here=$(cd "$(dirname "$0")" && pwd)
[ -x "$assay" ] || { echo "$assay is not an executable" >&2; exit 2; }

tmp=$(mktemp -d "${TMPDIR:-/tmp}/assay-mcp-test.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

sdk=${ASSAY_MCP_SDK_DIR:-$tmp/sdk}
"$here/install-sdk.sh" "$sdk"

# Nothing of the user's settings or data reaches the server (the test passes its env through).
export XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data" XDG_CACHE_HOME="$tmp/cache" \
       XDG_STATE_HOME="$tmp/state" XDG_RUNTIME_DIR="$tmp/runtime"
mkdir -p "$XDG_CONFIG_HOME" "$XDG_DATA_HOME" "$XDG_CACHE_HOME" "$XDG_STATE_HOME"
mkdir -m 700 "$XDG_RUNTIME_DIR"
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}

if ! "$assay" sample-db "$tmp/sample.sqlite" >/dev/null 2>"$tmp/sample-db.err"; then
    echo "$assay sample-db failed:" >&2
    cat "$tmp/sample-db.err" >&2
    exit 1
fi
printf '{"hiddenColumns":["customers.email"],"redactedColumns":["customers.last_name"]}\n' >"$tmp/privacy.json"

set +e
node "$here/mcp_client_test.mjs" --sdk "$sdk" --assay "$assay" --db "$tmp/sample.sqlite" \
    --notebook "$tmp/mcp-test.assaynb" --privacy "$tmp/privacy.json" "$@"
rc=$?
exit $rc
