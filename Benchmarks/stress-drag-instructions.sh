#!/usr/bin/env bash
# The stress scene's CPU work per frame while dragged, counted in instructions (callgrind), for
# two builds: deterministic where wall-clock times on a shared 2-core machine vary by ±10 %.
#
# The script circles the pointer (radius 200 × 150 pt about the window's centre, 1.5 rad/s)
# from 0.5 s to 20 s with a move every 1/120 s, with the frame-cost HUD shown (Tab). Each build
# runs headless for 1 s and for 3 s; the difference is 120 frames of the drag, startup excluded.
#
# BEFORE_FLICK (required) and AFTER_FLICK (default .build/release/flick): release binaries.
# Run from the package root: BEFORE_FLICK=/path/flick bash Benchmarks/stress-drag-instructions.sh
set -euo pipefail
before=${BEFORE_FLICK:?"BEFORE_FLICK: a release flick binary to compare with"}
after=${AFTER_FLICK:-.build/release/flick}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work/circling-drag.json" <<'PY'
import json, math, sys
events = [{"t": 0.0, "key": "tab"}, {"t": 0.5, "pointer": "down", "x": 680, "y": 320}]
t = 0.5
while t < 20:
    t += 1 / 120
    a = (t - 0.5) * 1.5
    events.append({"t": round(t, 5), "pointer": "move",
                   "x": round(480 + 200 * math.cos(a), 2), "y": round(340 + 150 * math.sin(a), 2)})
events.append({"t": 20.01, "pointer": "up", "x": events[-1]["x"], "y": events[-1]["y"]})
json.dump({"events": events}, open(sys.argv[1], "w"))
PY
instructions() {  # binary duration -> instructions of the whole run
  # --stats: every frame drawn (a headless run otherwise draws only what it is asked for).
  valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$1" --headless --scene stress \
    --script "$work/circling-drag.json" --duration "$2" --stats 2>&1 >/dev/null \
    | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
for build in "$before" "$after"; do
  short=$(instructions "$build" 1)
  long=$(instructions "$build" 3)
  echo "$build: $(( (long - short) / 1000000 )) M instructions for 120 frames of the drag"
done
