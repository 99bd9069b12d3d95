#!/usr/bin/env bash
# The built `assay` started offscreen with a German, a Chinese and an English system locale, and
# with the language chosen in the settings: menus, window title, docks and number formats.
#   check_app_languages.sh PATH/TO/assay
set -euo pipefail
bin="$1"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
export QT_QPA_PLATFORM=offscreen QT_LOGGING_RULES='qt.qpa.*=false' ASSAY_NO_KEYCHAIN=1
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" XDG_CACHE_HOME="$work/cache"
run_ui() { # LANG OUTDIR
    env -u LC_ALL -u LC_MESSAGES LANGUAGE="$1" LANG="$1.UTF-8" ASSAY_UI_CHECK="$2" timeout 60 "$bin" \
        || fail "assay (UI check, $1)"
    cat "$2/ui.txt"
}
run_ui de_DE "$work/de"
grep -qx 'language=de' "$work/de/ui.txt" || fail "German not loaded"
for m in '&Datei' '&Bearbeiten' '&Zelle' '&Konsole' '&Ansicht' '&Einstellungen' '&Hilfe'; do
    grep -qx "menu=$m" "$work/de/ui.txt" || fail "German menu $m"
done
grep -q '^title=Unbenanntes Notizbuch' "$work/de/ui.txt" || fail "German window title"
grep -qx 'dock=Assistent' "$work/de/ui.txt" || fail "German dock"
grep -qx 'number=1.234.567,5' "$work/de/ui.txt" || fail "German number format"
grep -qx 'date=Samstag, 14. März 2026' "$work/de/ui.txt" || fail "German date format"

run_ui zh_CN "$work/zh"
grep -qx 'language=zh_CN' "$work/zh/ui.txt" || fail "Chinese not loaded"
for m in '文件(&F)' '编辑(&E)' '单元格(&C)' '视图(&V)' '设置(&S)' '帮助(&H)'; do
    grep -qx "menu=$m" "$work/zh/ui.txt" || fail "Chinese menu $m"
done
grep -q '^title=未命名笔记本' "$work/zh/ui.txt" || fail "Chinese window title"
grep -qx 'dock=模式' "$work/zh/ui.txt" || fail "Chinese dock"
grep -qx 'tab=控制台' "$work/zh/ui.txt" || fail "Chinese tab"
grep -qx 'date=2026年3月14日星期六' "$work/zh/ui.txt" || fail "Chinese date format"

run_ui fr_FR "$work/fr" # not shipped: English
grep -qx 'language=en' "$work/fr/ui.txt" || fail "unshipped language falls back to English"
grep -qx 'menu=&File' "$work/fr/ui.txt" || fail "English menu"

# The language chosen in Settings → Appearance wins over the system's.
mkdir -p "$work/config/Assay"
printf '[appearance]\nlanguage=zh_CN\n' > "$work/config/Assay/Assay.conf"
run_ui de_DE "$work/override"
grep -qx 'language=zh_CN' "$work/override/ui.txt" || fail "settings override"
grep -qx 'menu=文件(&F)' "$work/override/ui.txt" || fail "settings override menu"
if [ -n "${ASSAY_TEST_OUTPUT:-}" ]; then
    mkdir -p "$ASSAY_TEST_OUTPUT"
    cp "$work/de/window.png" "$ASSAY_TEST_OUTPUT/app-de.png"
    cp "$work/zh/window.png" "$ASSAY_TEST_OUTPUT/app-zh_CN.png"
fi
echo OK
