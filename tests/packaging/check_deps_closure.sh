#!/usr/bin/env bash
# Proves that packaging/deps.sh installs everything this build read, so a clean Debian 12 machine
# can go from clone to green with ./test.sh alone (a package someone installed by hand once must
# not hide a missing install step: it happened with libmd4c-dev).
#
# What the build read, from the build directory itself:
#   - every header outside the source and build trees (`ninja -t deps`)
#   - every library on a link line of build.ninja (absolute paths, and -lNAME resolved the way
#     the compiler driver resolves it)
#   - every CMake file CMake read while configuring (the RERUN_CMAKE inputs of build.ninja),
#     which includes the package config files of find_package
#   - every pkg-config file of the modules the CMakeLists ask for, with their Requires
#   - every tool build.ninja runs by absolute path (moc, rcc, lrelease, ...)
# Each file is mapped to its Debian package (dpkg -S); each package must be in the dependency
# closure (apt-cache depends --recurse, no recommends or suggests) of the packages deps.sh names,
# or be part of every Debian system (Essential or Priority: required, as debootstrap installs).
# Also, the tools the test scripts run must come from a package in that closure.
#   check_deps_closure.sh SOURCE_DIR BUILD_DIR [DEPS_SH]   (DEPS_SH: another deps.sh to judge)
set -euo pipefail
src="$(cd "$1" && pwd)"
build="$(cd "$2" && pwd)"
deps_sh="${3:-$src/packaging/deps.sh}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

. "$deps_sh"
wanted="$(echo $ASSAY_BUILD_PACKAGES $ASSAY_TEST_PACKAGES ${ASSAY_TEST_NPM_PACKAGE:-})"

# --- 1. files the build read ----------------------------------------------------------------
outside() { grep -v -e "^$src/" -e "^$build/" -e '^/tmp/' | grep '^/' ; }

ninja -C "$build" -t deps 2>/dev/null | awk '/^ /{print $1}' | outside | sort -u > "$work/headers"

# Link lines: LINK_LIBRARIES (and LINK_FLAGS) of every link edge.
grep -E '^\s+(LINK_LIBRARIES|LINK_FLAGS) =' "$build/build.ninja" | sed 's/^[^=]*=//' | tr ' ' '\n' \
    | sed '/^$/d' | sort -u > "$work/linkwords"
{
    grep '^/' "$work/linkwords" | grep -E '\.(so|a)(\.[0-9]+)*$' || true
    for l in $(grep -E '^-l[A-Za-z0-9_+.-]+$' "$work/linkwords" | sed 's/^-l//'); do
        f="$(g++ -print-file-name="lib$l.so")"
        [ "$f" = "lib$l.so" ] && f="$(g++ -print-file-name="lib$l.a")"
        case "$f" in /*) echo "$f" ;; *) echo "UNRESOLVED -l$l" ;; esac
    done
} | outside | sort -u > "$work/libs" || true

# CMake's inputs: the implicit dependencies of the rule that re-runs CMake.
awk '/^build build.ninja/{on=1} on{print} on && !/\$$/{exit}' "$build/build.ninja" \
    | tr ' ' '\n' | sed 's/\$$//' | grep '^/' | outside | sort -u > "$work/cmakefiles"

# pkg-config modules named in the CMakeLists, and everything they require.
grep -rhoE 'pkg_check_modules\([A-Za-z0-9_]+ +REQUIRED +(IMPORTED_TARGET +)?[A-Za-z0-9_.+-]+' \
    --include=CMakeLists.txt --include='*.cmake' "$src" | awk '{print $NF}' | sort -u > "$work/pcmodules"
: > "$work/pcfiles"
pc_walk() {
    local m="$1"
    grep -qx "$m" "$work/pcseen" 2>/dev/null && return 0
    echo "$m" >> "$work/pcseen"
    local path
    path="$(pkg-config --path "$m" 2>/dev/null || true)"
    if [ -z "$path" ]; then
        echo "MISSING-PC $m" >> "$work/pcfiles"
        return 0
    fi
    echo "$path" >> "$work/pcfiles"
    local r
    for r in $( { pkg-config --print-requires "$m"; pkg-config --print-requires-private "$m"; } 2>/dev/null \
                | awk '{print $1}'); do
        pc_walk "$r"
    done
}
: > "$work/pcseen"
while read -r m; do pc_walk "$m"; done < "$work/pcmodules"

# Tools build.ninja runs by absolute path.
grep -oE '(^|[ "])/usr/[^ "]*/(moc|rcc|uic|lrelease|lupdate|qmlcachegen|cmake|ninja|ccache|c\+\+|g\+\+|gcc|cc)\b' \
    "$build/build.ninja" | sed 's/^[ "]//' | sort -u > "$work/tools"
for t in "$(command -v cmake)" "$(command -v ninja)" "$(command -v g++)" "$(command -v pkg-config)"; do
    echo "$t" >> "$work/tools"
done

if grep -q '^UNRESOLVED\|^MISSING-PC' "$work/libs" "$work/pcfiles"; then
    echo "FAIL: the build uses something this machine cannot resolve:" >&2
    grep -h '^UNRESOLVED\|^MISSING-PC' "$work/libs" "$work/pcfiles" >&2
    exit 1
fi
# Files only: a directory such as /usr/lib/x86_64-linux-gnu/cmake belongs to many packages.
sort -u "$work/headers" "$work/libs" "$work/cmakefiles" "$work/pcfiles" "$work/tools" \
    | while read -r f; do [ -d "$f" ] || echo "$f"; done > "$work/files"
echo "files the build read outside the tree: $(wc -l < "$work/files")" \
     "(headers $(wc -l < "$work/headers"), libraries $(wc -l < "$work/libs")," \
     "CMake files $(wc -l < "$work/cmakefiles"), pkg-config files $(wc -l < "$work/pcfiles"))"

# --- 2. the packages that own them ----------------------------------------------------------
# Debian 12 merged /usr, but dpkg records some files under /lib or /bin: try both spellings, and
# the file a symlink points to.
owner_of() {
    local f="$1" alt real
    for cand in "$f" "$(readlink -f "$f" 2>/dev/null)"; do
        [ -n "$cand" ] || continue
        for alt in "$cand" "${cand#/usr}" ; do
            dpkg -S "$alt" 2>/dev/null | grep -v '^diversion' | head -1 | cut -d: -f1 && return 0
        done
    done
    return 1
}
: > "$work/owned"
: > "$work/unowned"
# Most files resolve in one batched call; the rest one by one with the fallbacks above.
xargs -a "$work/files" -d '\n' dpkg -S 2>/dev/null | grep -v '^diversion' \
    | awk -F': ' '{n=split($1,p,", "); for(i=1;i<=n;i++) print p[i] "\t" $2}' > "$work/batched" || true
cut -f2 "$work/batched" | sort -u > "$work/batched_files"
while read -r f; do
    if grep -qxF "$f" "$work/batched_files"; then continue; fi
    if pkg="$(owner_of "$f")" && [ -n "$pkg" ]; then
        printf '%s\t%s\n' "$pkg" "$f" >> "$work/batched"
    else
        echo "$f" >> "$work/unowned"
    fi
done < "$work/files"
# Package names without the architecture qualifier.
sed 's/:[a-z0-9]*\t/\t/' "$work/batched" | sort -u > "$work/owned"
cut -f1 "$work/owned" | sort -u > "$work/used_packages"
echo "packages the build used: $(wc -l < "$work/used_packages")"

# --- 3. the closure of what deps.sh installs ------------------------------------------------
# shellcheck disable=SC2086
apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks \
    --no-replaces --no-enhances $wanted 2>/dev/null \
    | sed -E 's/^ +(\|)?(Pre)?Depends: //; s/^<(.*)>$/\1/; s/:any$//' | sed 's/^ *//' \
    | grep -v '^ ' | sort -u > "$work/closure"
# Part of every Debian system: what debootstrap's minbase variant installs.
dpkg-query -W -f='${Package}\t${Essential}\t${Priority}\n' \
    | awk -F'\t' '$2=="yes" || $3=="required" {print $1}' > "$work/base"
apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks \
    --no-replaces --no-enhances $(cat "$work/base") 2>/dev/null \
    | sed -E 's/^ +(\|)?(Pre)?Depends: //; s/^<(.*)>$/\1/; s/:any$//' | sed 's/^ *//' \
    | sort -u >> "$work/closure"
sort -u -o "$work/closure" "$work/closure"
echo "packages in the closure of deps.sh: $(wc -l < "$work/closure")"

missing="$(comm -23 "$work/used_packages" "$work/closure")"
status=0
if [ -n "$missing" ]; then
    echo "FAIL: the build used files from packages that packaging/deps.sh does not install:" >&2
    for p in $missing; do
        echo "  $p (add it to ASSAY_BUILD_PACKAGES), for example:" >&2
        awk -F'\t' -v p="$p" '$1==p {print "      " $2}' "$work/owned" | head -3 >&2
    done
    status=1
fi
if [ -s "$work/unowned" ]; then
    echo "FAIL: the build read files that no Debian package owns (installed by hand?):" >&2
    sed 's/^/  /' "$work/unowned" | head -20 >&2
    status=1
fi

# --- 4. tools the tests run -----------------------------------------------------------------
# Every program the test scripts start by name must come from a package in the closure.
test_tools="psql pg_ctl initdb postgres mariadbd mariadb mariadb-install-db Xvfb xvfb-run xauth
  pdftoppm pdftotext sqlite3 dbus-daemon dbus-run-session gnome-keyring-daemon unzip
  desktop-file-validate appstreamcli update-mime-database odbcinst runuser clang llvm-symbolizer
  dpkg-deb cpack file dpkg-shlibdeps /usr/bin/python3 node npm"
# (cpack's DEB generator runs file and dpkg-shlibdeps itself: minbase has neither file nor dpkg-dev.)
for t in $test_tools; do
    # The tests run Debian's python3 by its path (another python3 may come first in PATH).
    p="$(command -v "$t" 2>/dev/null || true)"
    if [ -z "$p" ]; then
        # PostgreSQL's server programs live outside PATH.
        p="$(ls /usr/lib/postgresql/*/bin/"$t" 2>/dev/null | head -1 || true)"
    fi
    if [ -z "$p" ]; then
        echo "FAIL: the tests run '$t', which is not installed; add its package to ASSAY_TEST_PACKAGES" >&2
        status=1
        continue
    fi
    pkg="$(owner_of "$p" | sed 's/:[a-z0-9]*$//')" || true
    if [ -z "$pkg" ]; then
        echo "FAIL: the tests run $p, which no Debian package owns" >&2
        status=1
    elif ! grep -qxF "$pkg" "$work/closure"; then
        echo "FAIL: the tests run $p from $pkg, which packaging/deps.sh does not install" >&2
        status=1
    fi
done

[ $status -eq 0 ] && echo "OK: every file the build read and every tool the tests run comes from packaging/deps.sh"
exit $status
