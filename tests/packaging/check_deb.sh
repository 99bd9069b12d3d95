#!/usr/bin/env bash
# Builds the .deb with CPack from an existing build directory (nothing is recompiled) and checks
# it the way a user's system would see it: control data, file list, the desktop entry and
# AppStream metadata through their validators, the MIME type, and the packaged binary started
# offscreen in German and Simplified Chinese.
#   check_deb.sh BUILD_DIR
set -euo pipefail
build="$(cd "$1" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

# CPack's own staging goes to $work, so concurrent runs do not share _CPack_Packages.
cpack --config "$build/CPackConfig.cmake" -G DEB -B "$work/out" >"$work/cpack.log" 2>&1 \
    || { cat "$work/cpack.log"; fail "cpack"; }
deb="$(ls "$work"/out/*.deb | head -1)"
[ -f "$deb" ] || fail "no .deb produced"
echo "package: $(basename "$deb") ($(du -h "$deb" | cut -f1))"

# --- control data -------------------------------------------------------------------------
dpkg-deb -f "$deb" > "$work/control"
cat "$work/control"
[ "$(dpkg-deb -f "$deb" Package)" = assay ] || fail "package name"
depends="$(dpkg-deb -f "$deb" Depends)"
for dep in libqt6widgets6 libqt6charts6 libqt6sql6 libpq5 libsqlite3-0 qt6-qpa-plugins libqt6svg6; do
    grep -q "$dep" <<<"$depends" || fail "Depends lacks $dep: $depends"
done
[ -n "$(dpkg-deb -f "$deb" Description)" ] || fail "no description"
dpkg-deb -f "$deb" Description | grep -q "^  " && fail "description lines must not start with two spaces (verbatim in Debian)"
[ "$(dpkg-deb -f "$deb" Section)" = database ] || fail "section"
# No maintainer scripts: Debian's triggers refresh the desktop, MIME and icon caches.
dpkg-deb -I "$deb" | grep -Eq '^ *[0-9]+ bytes, +[0-9]+ lines +\*? *(postinst|prerm|postrm|preinst)' && fail "unexpected maintainer scripts"

# --- file list ----------------------------------------------------------------------------
dpkg-deb -c "$deb" | awk '{print $NF}' | sed 's|^\./|/|' > "$work/files"
cat "$work/files"
for f in /usr/bin/assay \
         /usr/share/applications/invalid.assay.Assay.desktop \
         /usr/share/metainfo/invalid.assay.Assay.metainfo.xml \
         /usr/share/mime/packages/invalid.assay.Assay.xml \
         /usr/share/icons/hicolor/scalable/apps/invalid.assay.Assay.svg; do
    grep -qx "$f" "$work/files" || fail "missing $f"
done
# Everything under /usr (nothing in /etc, /var or /home: removal leaves no files behind), and no
# test executables or build leftovers.
grep -v '/$' "$work/files" | grep -v '^/usr/' && fail "files outside /usr"
grep -Eq 'tst_|assay-bench|assay-fake-llm|\.a$|\.h$' "$work/files" && fail "test or build files in the package"

# --- contents -----------------------------------------------------------------------------
dpkg-deb -x "$deb" "$work/root"
desktop-file-validate "$work/root/usr/share/applications/invalid.assay.Assay.desktop"
grep -q '^MimeType=.*application/x-assay-notebook;' "$work/root/usr/share/applications/invalid.assay.Assay.desktop" \
    || fail "desktop entry does not open notebooks"
grep -q '^Exec=assay %f' "$work/root/usr/share/applications/invalid.assay.Assay.desktop" || fail "Exec"
appstreamcli validate --no-net --explain "$work/root/usr/share/metainfo/invalid.assay.Assay.metainfo.xml"
grep -q '<release version="[0-9]' "$work/root/usr/share/metainfo/invalid.assay.Assay.metainfo.xml" || fail "release version"
grep -q 'pattern="\*.assaynb"' "$work/root/usr/share/mime/packages/invalid.assay.Assay.xml" || fail "glob"
if command -v xmllint >/dev/null; then
    xmllint --noout "$work/root/usr/share/mime/packages/invalid.assay.Assay.xml"
fi
# The MIME type resolves for a notebook file with the package's database alone.
if command -v update-mime-database >/dev/null; then
    mkdir -p "$work/mime/packages"
    cp /usr/share/mime/packages/freedesktop.org.xml "$work/mime/packages/" 2>/dev/null || true
    cp "$work/root/usr/share/mime/packages/invalid.assay.Assay.xml" "$work/mime/packages/"
    update-mime-database "$work/mime" >/dev/null 2>&1
    grep -q 'application/x-assay-notebook:\*.assaynb' "$work/mime/globs" || fail "MIME database lacks *.assaynb"
fi
head -c 200 "$work/root/usr/share/icons/hicolor/scalable/apps/invalid.assay.Assay.svg" | grep -q '<svg\|<?xml' || fail "icon is not SVG"

# --- the packaged binary ------------------------------------------------------------------
bin="$work/root/usr/bin/assay"
"$bin" --version | grep -q "[0-9]\.[0-9]" || fail "assay --version"
export QT_QPA_PLATFORM=offscreen QT_LOGGING_RULES='qt.qpa.*=false' ASSAY_NO_KEYCHAIN=1
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" XDG_CACHE_HOME="$work/cache"
run_ui() { # LANG_VALUE OUTDIR
    env -u LC_ALL -u LC_MESSAGES LANGUAGE="$1" LANG="$1.UTF-8" ASSAY_UI_CHECK="$2" timeout 60 "$bin" \
        || fail "assay (UI check, $1)"
    cat "$2/ui.txt"
}
run_ui de_DE "$work/de"
grep -qx 'language=de' "$work/de/ui.txt" || fail "German not loaded"
grep -qx 'menu=&Datei' "$work/de/ui.txt" || fail "German menu"
grep -qx 'menu=&Hilfe' "$work/de/ui.txt" || fail "German help menu"
grep -q '^title=Unbenanntes Notizbuch' "$work/de/ui.txt" || fail "German window title"
grep -qx 'number=1.234.567,5' "$work/de/ui.txt" || fail "German number format"
run_ui zh_CN "$work/zh"
grep -qx 'language=zh_CN' "$work/zh/ui.txt" || fail "Chinese not loaded"
grep -qx 'menu=文件(&F)' "$work/zh/ui.txt" || fail "Chinese menu"
grep -q '^title=未命名笔记本' "$work/zh/ui.txt" || fail "Chinese window title"
grep -qx 'dock=助手' "$work/zh/ui.txt" || fail "Chinese dock title"
run_ui en_US "$work/en"
grep -qx 'menu=&File' "$work/en/ui.txt" || fail "English menu"
if [ -n "${ASSAY_TEST_OUTPUT:-}" ]; then
    mkdir -p "$ASSAY_TEST_OUTPUT"
    for l in de zh en; do cp "$work/$l/window.png" "$ASSAY_TEST_OUTPUT/packaged-window-$l.png"; done
fi
echo "OK: $(basename "$deb")"
