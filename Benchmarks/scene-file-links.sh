#!/usr/bin/env bash
# A scene file of 1 000 layers with a progress link each, dragged, against the stress scene's
# 2 000 cards dragged (issue 44's goal: the same frame p99). Headless, 960x640, 60 fps.
#
# The file and its script come from Benchmarks/make-linked-tiles.py: 1 000 14x18 tiles whose
# alpha, y, scale or rotation (a quarter each) follow a knob's x; the knob is dragged to the
# right end and back twice from 0.5 s to 5 s, a move every 1/120 s. The stress scene (`--count
# 2000`) is dragged along stress-drag-instructions.sh's circle for the same 4.5 s.
#
# For each build it prints:
# - `--stats` (frame p50, p99, max) of RUNS runs of 5 s of each (default 3). Wall times: on a
#   shared machine they are the load's as much as the program's; the load average is printed.
# - instructions per frame of the drag (callgrind): a run of 3 s less a run of 1 s, over the
#   120 frames between (startup and the first half second excluded). These do not depend on
#   the load.
#
# Usage, from the package root:
#   bash Benchmarks/scene-file-links.sh [FLICK...]     (default .build/release/flick)
# e.g. bash Benchmarks/scene-file-links.sh /tmp/flick-before .build/release/flick
# INSTRUCTIONS=0 skips callgrind; RUNS=N sets the timed runs.
set -euo pipefail
runs=${RUNS:-3}
builds=("$@")
[[ ${#builds[@]} -gt 0 ]] || builds=(.build/release/flick)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
here=$(dirname "$0")
python3 "$here/make-linked-tiles.py" "$work/tiles.json" "$work/tiles-drag.json"
python3 - "$work/circling-drag.json" <<'PY'
import json, math, sys
events = [{"t": 0.5, "pointer": "down", "x": 680, "y": 320}]
t = 0.5
while t < 4.99:
    t += 1 / 120
    a = (t - 0.5) * 1.5
    events.append({"t": round(t, 5), "pointer": "move",
                   "x": round(480 + 200 * math.cos(a), 2), "y": round(340 + 150 * math.sin(a), 2)})
events.append({"t": 5.0, "pointer": "up", "x": events[-1]["x"], "y": events[-1]["y"]})
json.dump({"events": events}, open(sys.argv[1], "w"))
PY
common=(--headless --size 960x640 --fps 60)
tiles=(--scene-file "$work/tiles.json" --script "$work/tiles-drag.json")
stress=(--scene stress --count 2000 --script "$work/circling-drag.json")

instructions() {  # binary duration scene-arguments... -> instructions of the whole run
  local binary=$1 duration=$2
  shift 2
  # Valgrind gives up on the Swift release binary's DWARF: a copy without debug sections (the
  # same code) is measured.
  strip -g -o "$work/flick-stripped" "$binary"
  binary=$work/flick-stripped
  valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$binary" "${common[@]}" "$@" \
    --duration "$duration" 2>&1 >/dev/null | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

for build in "${builds[@]}"; do
  echo "== $build"
  for scene in tiles stress; do
    if [[ $scene == tiles ]]; then arguments=("${tiles[@]}"); else arguments=("${stress[@]}"); fi
    for run in $(seq 1 "$runs"); do
      load=$(cut -d' ' -f1 /proc/loadavg)
      frame=$("$build" "${common[@]}" "${arguments[@]}" --duration 5 --stats | grep '^frame:')
      echo "$scene run $run (load $load): $frame"
    done
    if [[ ${INSTRUCTIONS:-1} != 0 ]]; then
      short=$(instructions "$build" 1 "${arguments[@]}")
      long=$(instructions "$build" 3 "${arguments[@]}")
      echo "$scene: $(( (long - short) / 120 / 1000 )) k instructions a frame of the drag (callgrind)"
    fi
  done
done
