#!/usr/bin/env bash
# Builds the libFuzzer targets in a separate clang build (AddressSanitizer + UBSan, coverage only
# on the core libraries they link) and runs each over its seed corpus for a short time.
# Fails on any crash, sanitizer report, leak, timeout or broken property; the crashing input is
# kept in <build>/fuzz-artifacts and the log is printed.
#
#   tests/fuzz/run-fuzzers.sh [BUILD_DIR] [TARGET...]
#
# Environment: ASSAY_FUZZ_BUILD_DIR (wins over BUILD_DIR; default build-fuzz), ASSAY_FUZZ_SECONDS
# (per target, default 25), ASSAY_FUZZ_JOBS (build jobs, default nproc). CTest runs this as
# fuzz_short_runs. Longer runs: tests/fuzz/README.md.
set -euo pipefail

src="$(cd "$(dirname "$0")/../.." && pwd)"
build="${ASSAY_FUZZ_BUILD_DIR:-${1:-$src/build-fuzz}}"
[ $# -gt 0 ] && shift
seconds="${ASSAY_FUZZ_SECONDS:-15}"
jobs="${ASSAY_FUZZ_JOBS:-$(nproc)}"
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=(fuzz_notebook_file fuzz_sse_parser fuzz_sql_references fuzz_model_answers fuzz_glossary_import fuzz_mcp_messages
    fuzz_offline_reader)
fi

for tool in clang clang++; do
  if ! command -v "$tool" >/dev/null; then
    echo "run-fuzzers: $tool is not installed (Debian: clang libclang-rt-14-dev llvm; see packaging/deps.sh)" >&2
    exit 1
  fi
done

# The logs live inside the build directory: beside it they land in the repository root.
mkdir -p "$build"
configure_log="$build/configure.log"
build_log="$build/build.log"

# Debug (with -O1) keeps Qt's and our assertions on: Q_ASSERT in QList::operator[] and friends
# catches out-of-range reads that stay inside a list's capacity, where ASan sees nothing.
cmake -S "$src" -B "$build" -G Ninja \
  -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
  -DCMAKE_BUILD_TYPE=Debug -DCMAKE_C_FLAGS_DEBUG="-O1 -g1" -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g1" \
  -DCMAKE_C_FLAGS="-fsanitize=fuzzer-no-link" -DCMAKE_CXX_FLAGS="-fsanitize=fuzzer-no-link" \
  -DASSAY_SANITIZE=address,undefined -DASSAY_BUILD_FUZZERS=ON -DASSAY_BUILD_BENCH=OFF >"$configure_log" 2>&1 \
  || { cat "$configure_log"; exit 1; }
nice -n 10 cmake --build "$build" --target "${targets[@]}" -j "$jobs" >"$build_log" 2>&1 \
  || { grep -v "ld.gold: warning: Cannot export local symbol" "$build_log" | tail -n 100; exit 1; }

artifacts="$build/fuzz-artifacts"
mkdir -p "$artifacts"
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:symbolize=1"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
unset LSAN_OPTIONS
export QT_LOGGING_RULES="*.debug=false;*.warning=false"
failed=()
printf '%-22s %12s %8s %s\n' target executions seconds result
for t in "${targets[@]}"; do
  seeds="$src/tests/fuzz/corpus/${t#fuzz_}"
  work="$build/fuzz-corpus/$t" # new inputs go here, never into the repository
  log="$build/fuzz-logs/$t.log"
  mkdir -p "$work" "$(dirname "$log")"
  dict=()
  if [ -f "$src/tests/fuzz/dict/${t#fuzz_}.dict" ]; then
    dict=(-dict="$src/tests/fuzz/dict/${t#fuzz_}.dict")
  fi
  result=ok
  if ! nice -n 10 "$build/tests/fuzz/$t" -max_total_time="$seconds" -timeout=30 -rss_limit_mb=2048 \
      "${dict[@]}" -print_final_stats=1 -artifact_prefix="$artifacts/$t-" "$work" "$seeds" >"$log" 2>&1; then
    result=FAILED
    failed+=("$t")
  fi
  execs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n1)"
  printf '%-22s %12s %8s %s\n' "$t" "${execs:-?}" "$seconds" "$result"
  if [ "$result" != ok ]; then
    echo "---- $log (last 80 lines) ----"
    tail -n 80 "$log"
    echo "---- artifacts: $(ls "$artifacts" | grep "^$t-" | tr '\n' ' ')"
  fi
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "run-fuzzers: failed: ${failed[*]}" >&2
  exit 1
fi
