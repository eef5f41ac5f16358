#!/usr/bin/env bash
# How long a save of a scene file takes to show in the window: Assets/scenes/hello.json, driven
# by 11 s of recorded input (the card dragged and flicked every 1.2 s, a move every 1/120 s),
# is saved with another spring at 12.5 s while the window (Xvfb) runs; then once more, not
# saved. `--stats` prints each run's update and frame times: the saved run's `update max` is
# the save's frame (the file read again and the history since the last checkpoint re-simulated
# under it, the running version going on as the ghost; before issue 61 the whole history, twice);
# the unsaved run's is the frame without a reload. How the reload grows with the session's
# length: Benchmarks/Sources/reload-bench. A save is
# seen at the next frame while anything moves, or within PlaygroundApp.idleWakeInterval (0.1 s)
# of an idle window.
# Usage, from the package root: bash Benchmarks/scene-file-reload.sh [FLICK] (default .build/release/flick)
set -euo pipefail
flick=$(realpath "${1:-.build/release/flick}")
work=$(mktemp -d)
cp Assets/scenes/hello.json "$work/live.json"
python3 - "$work/input.json" <<'PY'
import json, sys
events, t = [], 0.3
while t < 10:
    events.append({"t": round(t, 4), "pointer": "down", "x": 480, "y": 600})
    step = 6 if int(t) % 2 == 0 else 3
    for i in range(1, 60):
        events.append({"t": round(t + i / 120, 4), "pointer": "move", "x": 480, "y": 600 - step * i})
    events.append({"t": round(t + 0.5, 4), "pointer": "up", "x": 480, "y": 600 - step * 59})
    t += 1.2
    events.append({"t": round(t, 4), "pointer": "down", "x": 480, "y": 300})
    for i in range(1, 20):
        events.append({"t": round(t + i / 120, 4), "pointer": "move", "x": 480, "y": 300 + 12 * i})
    events.append({"t": round(t + 0.17, 4), "pointer": "up", "x": 480, "y": 528})
    t += 1.2
json.dump({"events": events}, open(sys.argv[1], "w"))
PY
for n in $(seq 90 140); do [[ -e /tmp/.X$n-lock || -e /tmp/.X11-unix/X$n ]] || { display=:$n; break; }; done
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb; rm -rf "$work"' EXIT
sleep 1
for run in saved unsaved; do
  cp Assets/scenes/hello.json "$work/live.json"
  (cd "$work" && DISPLAY=$display "$flick" --scene-file live.json --script input.json --duration 13.5 --stats \
    --trace trace.jsonl >stats.txt 2>&1) &
  pid=$!
  sleep 12.5
  if [[ $run == saved ]]; then
    sed '0,/"layers": \[/s//"settle": {"spring": {"stiffness": 120, "damping": 14, "mass": 1}}, "layers": [/' \
      Assets/scenes/hello.json >"$work/saved.json"
    mv "$work/saved.json" "$work/live.json"
  fi
  wait $pid
  echo "$run: $(grep -o '"reload": {[^}]*}' "$work/trace.jsonl" || echo "no reload"); $(grep -E '^(frames|update|frame):' "$work/stats.txt" | tr '\n' ' ')"
done
