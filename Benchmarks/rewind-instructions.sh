#!/usr/bin/env bash
# What twenty steps back cost (the rewind: ',' while paused), counted in instructions
# (callgrind), for two builds: deterministic where wall-clock times on a shared machine vary.
#
# In the pane, a flick at 0.2 s, '.' pauses at 1.5 s (frame 90 at 60 fps), then ',' twenty times,
# one every 0.1 s: each re-simulates the scene from the start to one frame earlier. Each build
# runs the script headless twice, with the twenty ',' and without them (the same frames, paused
# the same); the difference is the twenty steps back, startup and drawing excluded.
#
# BEFORE_FLICK (required) and AFTER_FLICK (default .build/release/flick): release binaries.
# Run from the package root: BEFORE_FLICK=/path/flick bash Benchmarks/rewind-instructions.sh
set -euo pipefail
before=${BEFORE_FLICK:?"BEFORE_FLICK: a release flick binary to compare with"}
after=${AFTER_FLICK:-.build/release/flick}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work" <<'PY'
import json, sys
flick = [{"t": 0.2, "pointer": "down", "x": 480, "y": 600}]
flick += [{"t": round(0.2 + 0.016 * i, 3), "pointer": "move", "x": 480, "y": 600 - 30 * i} for i in range(1, 7)]
flick += [{"t": 0.312, "pointer": "up", "x": 480, "y": 420}, {"t": 1.5, "key": "."}]
back = [{"t": round(1.6 + 0.1 * i, 1), "key": ","} for i in range(20)]
json.dump({"events": flick + back}, open(sys.argv[1] + "/back.json", "w"))
json.dump({"events": flick}, open(sys.argv[1] + "/paused.json", "w"))
PY
instructions() {  # binary script -> instructions of the whole run
  valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$1" --headless --scene pane \
    --script "$2" --duration 6 2>&1 >/dev/null | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
for build in "$before" "$after"; do
  paused=$(instructions "$build" "$work/paused.json")
  back=$(instructions "$build" "$work/back.json")
  echo "$build: $(( (back - paused) / 1000000 )) M instructions for 20 steps back" \
    "($(( back / 1000000 )) M with them, $(( paused / 1000000 )) M without)"
done
