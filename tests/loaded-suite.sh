#!/usr/bin/env bash
# Runs the whole test suite several times while two CPU hogs keep the machine busy, the way a
# shared CI machine is: a test that waits for time instead of for a condition fails here first.
# Prints one line per run and a total; exits non-zero unless every run passed.
#
#   tests/loaded-suite.sh [RUNS] [BUILD_DIR]     (defaults: 5 runs, ./build, already built)
#
# Each run's full ctest output is kept in BUILD_DIR/loaded-suite/run-N.log.
set -uo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"
build="${2:-build}"
[[ -f "$build/CTestTestfile.cmake" ]] || { echo "loaded-suite: build first (./test.sh or ./run.sh)" >&2; exit 2; }
logs="$build/loaded-suite"
mkdir -p "$logs"

hogs=()
stop_hogs() {
  ((${#hogs[@]})) && kill "${hogs[@]}" 2>/dev/null
  wait 2>/dev/null
  # Interrupted mid-run, ctest does not reach its db_servers_stop fixture: stop the servers here.
  [[ -f "$build/test-servers/servers.env" ]] && tests/servers/stop.sh "$build/test-servers/servers.env" > /dev/null 2>&1
  return 0
}
trap stop_hogs EXIT
for _ in 1 2; do
  ( while :; do :; done ) &
  hogs+=($!)
done

passed=0
for ((i = 1; i <= runs; i++)); do
  start=$(date +%s)
  ( cd "$build" && ASSAY_REQUIRE_SERVERS=1 ctest --output-on-failure --parallel "$(nproc)" ) > "$logs/run-$i.log" 2>&1
  code=$?
  summary=$(grep -E "tests passed|tests failed" "$logs/run-$i.log" | tail -1)
  failed=$(sed -n '/The following tests FAILED/,$p' "$logs/run-$i.log" | grep -E '^\s+[0-9]+ - ' | sed 's/^\s*//' | tr '\n' ';')
  echo "run $i/$runs: exit $code, $(( $(date +%s) - start )) s, ${summary:-no summary}${failed:+ — failed: $failed}"
  ((code == 0)) && ((passed++))
done
echo "loaded-suite: $passed of $runs runs passed with two CPU hogs (logs in $logs)"
((passed == runs))
