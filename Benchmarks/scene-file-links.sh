#!/usr/bin/env bash
# A scene file of 1 000 layers with a progress link each, dragged, against the stress scene's
# 2 000 cards (issue 44's goal: the same frame p99). Headless, 960x640, 60 fps.
#
# Four workloads, in two pairs that change about as much of the window a frame:
# - tiles: Benchmarks/make-linked-tiles.py's 1 000 14x18 tiles whose alpha, y, scale or rotation
#   (a quarter each) follow a knob's x over its whole travel; the knob is dragged to the right
#   end and back twice from 0.5 s to 5 s, a move every 1/120 s. Every tile changes every frame:
#   the whole window is redrawn.
# - stress-flick: the stress scene (`--count 2000`) clicked at the window's middle every 0.6 s
#   from 0.5 s: every card is flicked and springs home, the whole window redrawn.
# - tiles-near: the same tiles and drag, each tile's link over the 200 pt of the knob's travel
#   around it (`--near`): the tiles near the knob change, about a fifth a frame.
# - stress-drag: the stress scene dragged along stress-drag-instructions.sh's circle for the
#   same 4.5 s: the cards near the pointer move.
#
# For each build it prints:
# - `--stats` (frame p50, p99, max) of RUNS rounds of 5 s of each workload in turn (default 3).
#   Wall times: on a shared machine they are the load's as much as the program's; the load
#   average is printed. For a verdict, pair them (`farm-bench --vs`, docs/performance.md).
# - instructions per frame (callgrind): a run of 3 s less a run of 1 s, over the 120 frames
#   between (startup and the first half second excluded). These do not depend on the load.
#
# Usage, from the package root:
#   bash Benchmarks/scene-file-links.sh [FLICK...]     (default .build/release/flick)
# e.g. bash Benchmarks/scene-file-links.sh /tmp/flick-before .build/release/flick
# INSTRUCTIONS=0 skips callgrind; RUNS=N sets the timed rounds.
set -euo pipefail
runs=${RUNS:-3}
builds=("$@")
[[ ${#builds[@]} -gt 0 ]] || builds=(.build/release/flick)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
here=$(dirname "$0")
python3 "$here/make-linked-tiles.py" "$work/tiles.json" "$work/tiles-drag.json"
python3 "$here/make-linked-tiles.py" "$work/near.json" "$work/tiles-drag.json" --near
python3 - "$work/circling-drag.json" "$work/clicks.json" <<'PY'
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
clicks = []
for index in range(8):
    t = 0.5 + 0.6 * index
    clicks.append({"t": round(t, 3), "pointer": "down", "x": 480, "y": 340})
    clicks.append({"t": round(t + 0.05, 3), "pointer": "up", "x": 480, "y": 340})
json.dump({"events": clicks}, open(sys.argv[2], "w"))
PY
common=(--headless --size 960x640 --fps 60)
workloads=(tiles stress-flick tiles-near stress-drag)
arguments() {  # workload -> its flick arguments, one a line
  case $1 in
    tiles) printf '%s\n' --scene-file "$work/tiles.json" --script "$work/tiles-drag.json" ;;
    tiles-near) printf '%s\n' --scene-file "$work/near.json" --script "$work/tiles-drag.json" ;;
    stress-drag) printf '%s\n' --scene stress --count 2000 --script "$work/circling-drag.json" ;;
    stress-flick) printf '%s\n' --scene stress --count 2000 --script "$work/clicks.json" ;;
  esac
}

instructions() {  # binary duration scene-arguments... -> instructions of the whole run
  local binary=$1 duration=$2
  shift 2
  # Valgrind gives up on the Swift release binary's DWARF: a copy without debug sections (the
  # same code) is measured.
  strip -g -o "$work/flick-stripped" "$binary"
  binary=$work/flick-stripped
  # --stats: every frame drawn (a headless run otherwise draws only what it is asked for, and
  # these counts would be the model's alone).
  valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$binary" "${common[@]}" "$@" \
    --duration "$duration" --stats 2>&1 >/dev/null | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

for build in "${builds[@]}"; do
  echo "== $build"
  for run in $(seq 1 "$runs"); do
    for workload in "${workloads[@]}"; do
      mapfile -t scene < <(arguments "$workload")
      load=$(cut -d' ' -f1 /proc/loadavg)
      frame=$("$build" "${common[@]}" "${scene[@]}" --duration 5 --stats | grep '^frame:')
      echo "$workload run $run (load $load): $frame"
    done
  done
  if [[ ${INSTRUCTIONS:-1} != 0 ]]; then
    for workload in "${workloads[@]}"; do
      mapfile -t scene < <(arguments "$workload")
      short=$(instructions "$build" 1 "${scene[@]}")
      long=$(instructions "$build" 3 "${scene[@]}")
      echo "$workload: $(( (long - short) / 120 / 1000 )) k instructions a frame (callgrind)"
    done
  fi
done
