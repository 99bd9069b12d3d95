#!/bin/sh
# Runs a command with a real Secret Service: inside `dbus-run-session`, starts GNOME Keyring with
# a throw-away home and an unlocked login keyring, then execs the command. Used by ctest to test
# SecretStore against a real keychain (tst_llm_secrets_keychain).
#   dbus-run-session -- tests/llm/with-keyring.sh COMMAND...
set -e
HOME=$(mktemp -d)
XDG_RUNTIME_DIR=$(mktemp -d)
XDG_DATA_HOME=$HOME/.local/share
export HOME XDG_RUNTIME_DIR XDG_DATA_HOME
trap 'rm -rf "$HOME" "$XDG_RUNTIME_DIR"' EXIT
eval "$(printf 'assay-test\n' | gnome-keyring-daemon --unlock --components=secrets 2>/dev/null)"
eval "$(gnome-keyring-daemon --start --components=secrets 2>/dev/null)"
export ASSAY_EXPECT_KEYCHAIN=1
"$@"
