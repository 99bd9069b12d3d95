#!/usr/bin/env bash
# What a newcomer meets: a minimal Debian 12 root (debootstrap, minbase: only what every Debian
# system has), a clean clone of this repository's HEAD copied in, and `./test.sh` run there as
# root, exactly as the README says. It proves that packaging/deps.sh installs everything the build
# and the tests need; a package installed by hand on a developer's machine cannot hide a missing
# step here. Not run by CI (it downloads ~1 GB of packages and builds from scratch: 30-60 min).
#
#   packaging/fresh-check.sh [--keep] [--mirror URL] [-- CTEST_ARGS...]
#
# Needs root (debootstrap, chroot, mounts) and Debian's package mirror. The database servers run
# inside the root as the unprivileged test user, as on any machine. Prints CTest's summary and the
# wall time; the exit status is test.sh's. --keep leaves the root in place for a look around.
set -euo pipefail

keep=0
mirror="http://deb.debian.org/debian"
ctest_args=()
while [ $# -gt 0 ]; do
    case "$1" in
        --keep) keep=1 ;;
        --mirror) mirror="$2"; shift ;;
        --) shift; ctest_args=("$@"); break ;;
        *) echo "usage: $0 [--keep] [--mirror URL] [-- CTEST_ARGS...]" >&2; exit 2 ;;
    esac
    shift
done
[ "$(id -u)" -eq 0 ] || { echo "fresh-check.sh needs root (debootstrap, chroot)" >&2; exit 2; }

src="$(cd "$(dirname "$0")/.." && pwd)"
started=$(date +%s)
root="$(mktemp -d /var/tmp/assay-fresh.XXXXXX)"
chmod 755 "$root" # apt downloads as the _apt user, which must reach the root's /var/lib/apt
mounted=()

cleanup() {
    local m
    for ((i=${#mounted[@]}-1; i>=0; i--)); do
        umount -l "${mounted[$i]}" 2>/dev/null || true
    done
    # Servers a failed run left behind inside the root.
    pkill -f "$root/" 2>/dev/null || true
    if [ $keep -eq 0 ]; then
        rm -rf --one-file-system "$root"
    else
        echo "fresh-check: the root is kept at $root"
    fi
}
trap cleanup EXIT

step() { echo "== fresh-check [$(( $(date +%s) - started ))s] $*"; }

if ! command -v debootstrap >/dev/null; then
    step "installing debootstrap on the host"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap
fi

step "debootstrap bookworm (minbase) into $root"
debootstrap --variant=minbase bookworm "$root" "$mirror" > "$root.debootstrap.log" 2>&1 \
    || { tail -n 30 "$root.debootstrap.log"; exit 1; }
rm -f "$root.debootstrap.log"

# The same suites as a stock Debian 12 installation: bookworm, its updates and security.
cat > "$root/etc/apt/sources.list" <<EOF
deb $mirror bookworm main
deb $mirror bookworm-updates main
deb http://deb.debian.org/debian-security bookworm-security main
EOF
cp /etc/resolv.conf "$root/etc/resolv.conf"
# Like resolv.conf, the network's own TLS trust comes along: where outgoing HTTPS passes an
# intercepting proxy, the host trusts its CA through NODE_EXTRA_CA_CERTS, and so must npm in the
# root (the MCP test installs the SDK from npm's registry). Nothing of Assay's is installed by it.
node_ca_env=()
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -f "$NODE_EXTRA_CA_CERTS" ]; then
    cp "$NODE_EXTRA_CA_CERTS" "$root/etc/network-extra-ca.crt"
    node_ca_env=(NODE_EXTRA_CA_CERTS=/etc/network-extra-ca.crt)
fi
# Without a policy-rc.d, packages would try to start services inside the root.
printf '#!/bin/sh\nexit 101\n' > "$root/usr/sbin/policy-rc.d"
chmod +x "$root/usr/sbin/policy-rc.d"

step "copying a clean clone of HEAD ($(git -C "$src" rev-parse --short HEAD))"
git clone -q --no-local "$src" "$root/src/assay"
# The public benchmark data beside the checkout, read-only, as on the team's machines.
if [ -d "$src/../shared/data" ]; then
    mkdir -p "$root/src/shared/data"
    mount --bind -o ro "$src/../shared/data" "$root/src/shared/data"
    mounted+=("$root/src/shared/data")
fi

# Recursive binds (so /dev/shm, which PostgreSQL's shared memory needs, and /dev/pts come along),
# made slaves so that nothing mounted or unmounted in the root reaches the host.
for fs in proc sys dev; do
    mkdir -p "$root/$fs"
    mount --rbind "/$fs" "$root/$fs"
    mount --make-rslave "$root/$fs"
    mounted+=("$root/$fs")
done
mount -t tmpfs tmpfs "$root/tmp"
mounted+=("$root/tmp")

step "apt-get update inside the root"
chroot "$root" apt-get update -qq

step "./test.sh ${ctest_args[*]:-} (installs, builds, tests)"
set +e
chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 "${node_ca_env[@]}" \
    /bin/bash -c "cd /src/assay && ./test.sh ${ctest_args[*]:-}" 2>&1 | tee "$root/../assay-fresh-check.log" \
    | grep -E '^(Installing:|\s*[0-9]+/[0-9]+ Test|[0-9]+% tests passed|The following tests|\s+[0-9]+ - |CMake Error|FAILED:|Total Test time)'
status=${PIPESTATUS[0]}
set -e
step "done: test.sh exited $status; wall time $(( $(date +%s) - started )) s; full log: /var/tmp/assay-fresh-check.log"
exit $status
