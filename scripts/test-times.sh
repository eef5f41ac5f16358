#!/usr/bin/env bash
# How long the suite takes, and where: runs `swift test` (already built; extra arguments are
# passed on, e.g. `--filter Plot` or `--no-parallel`), keeps its log, and prints the run's wall
# time, the machine's load, then the suites and tests by time, slowest first.
#   bash scripts/test-times.sh [SWIFT-TEST-ARGUMENTS...]        (LOG=FILE keeps the log there)
# In a parallel run a suite's time is its span from start to end, its tests sharing the cores
# with everything else; `--no-parallel` gives each test's own time. The table in
# docs/performance.md ("The test suite's time") was made with it.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
log=${LOG:-$(mktemp)}
start=$(date +%s.%N)
status=0
swift test --skip-build "$@" >"$log" 2>&1 || status=$?
end=$(date +%s.%N)
echo "test-times: swift test $* took $(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.0f", b - a }') s" \
  "(exit $status, load $(cut -d' ' -f1-3 /proc/loadavg), log $log)"
python3 - "$log" <<'PY'
import re, sys
suites, tests = [], []
pattern = re.compile(r"(Test|Suite) (.*?) (?:with \d+ test cases? )?(passed|failed) after ([0-9.]+) seconds")
for line in open(sys.argv[1], errors="replace"):
    match = pattern.search(line)
    if match and not match.group(2).startswith("run with"):
        (suites if match.group(1) == "Suite" else tests).append((float(match.group(4)), match.group(2), match.group(3)))
for title, rows, count in (("suites", suites, 25), ("tests", tests, 25)):
    print(f"\nslowest {title} (of {len(rows)}):")
    for seconds, name, outcome in sorted(rows, reverse=True)[:count]:
        print(f"{seconds:9.1f} s  {name}{'' if outcome == 'passed' else '  (' + outcome + ')'}")
PY
exit $status
