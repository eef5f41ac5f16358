#!/usr/bin/env bash
# The modal scene's whole headless frame (presented, dimming on) before the scene architecture
# (commit a85686f, span fills) and now, measured in the same run: both binaries render the same
# 10 s at 60 fps (601 frames) in turn, 5 times each; prints the median ms per frame of each.
# Run from the package root: bash Benchmarks/modal-frame-before-after.sh
set -euo pipefail
export PATH="/opt/swift/usr/bin:$PATH"
before_commit=${BEFORE:-a85686f}
work=$(mktemp -d)
trap 'git worktree remove --force "$work/before" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
git worktree add --detach "$work/before" "$before_commit" >/dev/null 2>&1
(cd "$work/before" && swift build -c release --product flick >/dev/null 2>&1)
swift build -c release --product flick >/dev/null 2>&1
echo '{"events": [{"t": 0, "key": "space"}]}' >"$work/present.json"
frames=601
time_run() {  # prints wall seconds of one headless run
  local start end
  start=$(date +%s.%N)
  "$1" --headless --script "$work/present.json" --duration 10 --fps 60 --screenshot "$work/out.png"
  end=$(date +%s.%N)
  echo "$end - $start" | bc -l
}
before=() after=()
for _ in 1 2 3 4 5; do
  before+=("$(time_run "$work/before/.build/release/flick")")
  after+=("$(time_run .build/release/flick)")
done
median() { printf '%s\n' "$@" | sort -g | sed -n 3p; }
b=$(median "${before[@]}")
a=$(median "${after[@]}")
printf 'modal presented, headless 960x640 scale 1, %d frames\n' "$frames"
printf '  before (%s): %.2f ms/frame\n' "$before_commit" "$(echo "$b * 1000 / $frames" | bc -l)"
printf '  now:            %.2f ms/frame\n' "$(echo "$a * 1000 / $frames" | bc -l)"
printf '  ratio now/before: %.2f\n' "$(echo "$a / $b" | bc -l)"
