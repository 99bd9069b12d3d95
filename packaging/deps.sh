# Shared by run.sh and test.sh: the Debian 12 packages Assay needs, and a function that installs
# only what is missing (so a warm machine does not touch apt at all).
# wordnet-base is read at run time, not at build time: its database files relate a question's
# words to the schema's (core/knowledge/wordnet.h); the tests of that layer need it.

ASSAY_BUILD_PACKAGES="build-essential cmake ninja-build ccache pkg-config
  qt6-base-dev qt6-base-dev-tools qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools
  qt6-l10n-tools qt6-translations-l10n libqt6opengl6-dev
  libqt6sql6-sqlite libqt6sql6-psql libqt6sql6-mysql libqt6sql6-odbc libqt6svg6 qt6-qpa-plugins
  libsqlite3-dev libpq-dev libhnswlib-dev qtkeychain-qt6-dev libxlsxwriter-dev libmd4c-html0-dev libmd4c-dev zlib1g-dev libminizip-dev
  libgl-dev libxkbcommon-dev
  wordnet-base"

ASSAY_TEST_PACKAGES="postgresql mariadb-server mariadb-plugin-spider odbc-postgresql unixodbc xvfb xauth poppler-utils sqlite3 file
  dbus-daemon gnome-keyring libsecret-1-0 unzip python3-nbformat
  desktop-file-utils appstream fonts-wqy-microhei shared-mime-info
  clang libclang-rt-14-dev llvm
  nodejs"

# The MCP test installs the official MCP SDK client from npm's registry with npm. Debian's npm
# package conflicts with a nodejs built by NodeSource (which carries its own npm), so npm is
# installed only when no npm command exists (assay_install_npm).
ASSAY_TEST_NPM_PACKAGE="npm"

# Installs the packages in "$@" that dpkg does not report as installed.
assay_install_missing() {
  local missing=()
  local p
  for p in "$@"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
      missing+=("$p")
    fi
  done
  if [ ${#missing[@]} -eq 0 ]; then
    return 0
  fi
  echo "Installing: ${missing[*]}"
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  # Debian's mariadb-server and postgresql try to start system services; there may be none.
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq || true
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

assay_install_npm() {
  if ! command -v npm >/dev/null 2>&1; then
    assay_install_missing $ASSAY_TEST_NPM_PACKAGE
  fi
}

assay_configure_and_build() {
  local build_dir="$1"
  shift
  if [ ! -f "$build_dir/build.ninja" ]; then
    cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@"
  fi
  cmake --build "$build_dir" --parallel "$(nproc)"
}
