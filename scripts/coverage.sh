#!/usr/bin/env bash
# Line coverage of every target, from the whole test suite: `bash scripts/coverage.sh`.
#
# The tests run `flick` itself as a subprocess (headless scripts, bad input, the window under
# Xvfb); those processes inherit LLVM_PROFILE_FILE from `swift test`, so their profiles are merged
# with the test binary's and the app's code counts as covered when a test drives it through the
# real command line. Prints one row per target and exits 1 if any is under the minimum (90 %,
# or the first argument).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
minimum=${1:-90}

swift build --build-tests --enable-code-coverage
bin=$(swift build --show-bin-path)
rm -f "$bin"/codecov/*.profraw
swift test --skip-build --enable-code-coverage >/dev/null

profile=$(mktemp --suffix=.profdata)
trap 'rm -f "$profile"' EXIT
llvm-profdata merge -sparse "$bin"/codecov/*.profraw -o "$profile"

# Per file: the Lines and Missed Lines columns of `llvm-cov report`; summed per target (the
# first directory under Sources/).
llvm-cov report "$bin/FlickPackageTests.xctest" -object "$bin/flick" -instr-profile "$profile" \
  -ignore-filename-regex='(\.build|Tests|Benchmarks)/' |
  awk -v minimum="$minimum" '
    $1 ~ /\.swift$/ {
      split($1, parts, "/"); target = parts[1]
      lines[target] += $8; missed[target] += $9
      total += $8; totalMissed += $9
    }
    END {
      printf "%-12s %8s %8s %8s\n", "target", "lines", "missed", "cover"
      failed = 0
      # mawk (Debian'"'"'s awk) has no sorted traversal: the targets in a fixed order.
      split("Motion Stage Scenes Playground flick", names, " ")
      for (i = 1; i <= 5; i++) {
        t = names[i]
        if (!(t in lines)) continue
        cover = 100 * (lines[t] - missed[t]) / lines[t]
        flag = ""
        if (cover < minimum) { flag = "  under " minimum "%"; failed = 1 }
        printf "%-12s %8d %8d %7.2f%%%s\n", t, lines[t], missed[t], cover, flag
      }
      printf "%-12s %8d %8d %7.2f%%\n", "total", total, totalMissed, 100 * (total - totalMissed) / total
      exit failed
    }'
