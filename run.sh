#!/usr/bin/env bash
# Installs what is missing (Debian 12), builds, and opens Assay on the bundled sample database.
# Extra arguments go to the app (for example a SQLite file to open).
set -euo pipefail
cd "$(dirname "$0")"
. packaging/deps.sh
assay_install_missing $ASSAY_BUILD_PACKAGES
assay_configure_and_build build
exec ./build/app/assay "$@"
