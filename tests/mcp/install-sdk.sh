#!/usr/bin/env bash
# install-sdk.sh DIR: installs the official MCP TypeScript SDK (pinned) into DIR/node_modules
# for mcp_client_test.mjs. Reuses $ASSAY_NPM_CACHE as npm's cache when set. Does nothing when
# DIR already holds the pinned versions. No registry, no test: it fails (exit 1), never skips.
set -euo pipefail

SDK_VERSION=1.32.2   # checked with Node 20; LATEST_PROTOCOL_VERSION 2025-11-25
ZOD_VERSION=3.25.76  # the SDK's peer dependency (^3.25 || ^4.0)

if [ $# -ne 1 ] || [ -z "$1" ]; then
    echo "usage: $0 DIR" >&2
    exit 2
fi
dir=$1

installed_version() { # prints the version of package $1 in DIR, or nothing
    local pj="$dir/node_modules/$1/package.json"
    if [ -f "$pj" ]; then
        node -e 'process.stdout.write(require(process.argv[1]).version)' "$pj" 2>/dev/null || true
    fi
}

if [ "$(installed_version @modelcontextprotocol/sdk)" = "$SDK_VERSION" ] &&
   [ "$(installed_version zod)" = "$ZOD_VERSION" ]; then
    echo "@modelcontextprotocol/sdk@$SDK_VERSION already in $dir"
    exit 0
fi

fail() {
    echo "cannot install @modelcontextprotocol/sdk from npm: $1; the MCP test needs npm's registry" >&2
    exit 1
}

command -v npm >/dev/null 2>&1 || fail "npm is not installed"
mkdir -p "$dir" || fail "cannot create $dir"

# --silent hides npm's errors, so its debug log (in a dir of our own) gives the reason.
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
cache_args=()
[ -n "${ASSAY_NPM_CACHE:-}" ] && cache_args=(--cache "$ASSAY_NPM_CACHE")

start=$(date +%s.%N)
if ! npm install --prefix "$dir" --no-audit --no-fund --silent --save-exact \
        --logs-dir "$logs" "${cache_args[@]}" \
        "@modelcontextprotocol/sdk@$SDK_VERSION" "zod@$ZOD_VERSION" </dev/null; then
    # "N error code ECONNREFUSED" + the first message line, e.g. "FetchError: request to ... failed"
    reason=$(cat "$logs"/*.log 2>/dev/null | sed -n 's/^[0-9]* error //p' |
        awk '/^code /{code=$2; next}
             /^(syscall|errno) |^ +at |^A complete log/{next}
             {print (code ? code ": " : "") $0; exit}')
    fail "${reason:-npm install exited non-zero}"
fi
[ "$(installed_version @modelcontextprotocol/sdk)" = "$SDK_VERSION" ] ||
    fail "npm reported success but $dir/node_modules/@modelcontextprotocol/sdk is not version $SDK_VERSION"
end=$(date +%s.%N)
awk -v s="$start" -v e="$end" -v v="$SDK_VERSION" -v d="$dir" \
    'BEGIN { printf "@modelcontextprotocol/sdk@%s installed into %s in %.1f s\n", v, d, e - s }'
