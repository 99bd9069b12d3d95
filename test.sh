#!/usr/bin/env bash
# Installs what is missing (Debian 12), builds, and runs every test through CTest. CTest starts
# real PostgreSQL and MariaDB servers on loopback (tests/servers) and stops them afterwards, even
# when tests fail. Extra arguments go to ctest (for example -R tst_db).
set -euo pipefail
cd "$(dirname "$0")"
. packaging/deps.sh
assay_install_missing $ASSAY_BUILD_PACKAGES $ASSAY_TEST_PACKAGES
assay_install_npm
assay_configure_and_build build
cd build
# Tests that need the servers fail (rather than skip) when the servers cannot start.
export ASSAY_REQUIRE_SERVERS=1
ctest --output-on-failure --parallel "$(nproc)" "$@"
