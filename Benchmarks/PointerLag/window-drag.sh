#!/usr/bin/env bash
# How far the held card trails the pointer in a window under Xvfb, and how evenly it moves:
# the pointer driven through XTEST (xtest-drag.py) at steady SPEEDS with a move every INTERVALS
# ms, 300 pt and then sharply back 100 pt; flick's --stats lines `pointer lag` and `judder`, and
# the overshoot at the reversal (how far past the pointer's turning point the grabbed point was
# drawn, from the trace's pointerLag), for two runs side by side. "steady" is the lag from the
# trace over the steady part alone: from 100 ms after the pointer first moved to the last frame
# before its turn (the --stats line holds every held frame, the turn and the stop too).
#
# BEFORE (default: "$AFTER_FLICK --no-resample") and AFTER (default: "$AFTER_FLICK"): the
# commands compared, AFTER_FLICK defaulting to .build/release/flick. RUNS (default 1).
# Window timings: run it on an idle machine (the lag is the input-to-present latency times the
# speed). Run from the package root: bash Benchmarks/PointerLag/window-drag.sh
set -euo pipefail
after_flick=${AFTER_FLICK:-.build/release/flick}
before=${BEFORE:-"$after_flick --no-resample"}
after=${AFTER:-"$after_flick"}
speeds=${SPEEDS:-"500 1000 2000"}
intervals=${INTERVALS:-"1 8 16"}
runs=${RUNS:-1}
here=$(dirname "$0")
work=$(mktemp -d)
display=:$((90 + RANDOM % 100))
Xvfb "$display" -screen 0 960x640x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true; rm -rf "$work"' EXIT
sleep 1

one_run() {  # command speed interval -> "lag_p50 lag_p95 lag_max judder overshoot"
  local trace=$work/trace.jsonl stats=$work/stats.txt
  # shellcheck disable=SC2086
  DISPLAY=$display $1 --scene card --size 960x640 --duration 4 --trace "$trace" --stats >"$stats" 2>/dev/null &
  local flick=$!
  # The window: up to 10 s on a loaded machine (a missing one ended the whole table).
  local geometry= tries=0
  sleep 1.5
  while [ -z "$geometry" ] && [ $tries -lt 17 ]; do
    geometry=$(DISPLAY=$display xdotool search --name Flick getwindowgeometry --shell 2>/dev/null | grep -E '^(X|Y)=' | tr '\n' ' ' || true)
    [ -n "$geometry" ] || sleep 0.5
    tries=$((tries + 1))
  done
  local X=0 Y=0
  eval "$geometry"
  DISPLAY=$display python3 "$here/xtest-drag.py" --x $((X + 480)) --y $((Y + 352)) --speed "$2" --interval "$3" \
    --distance 300 --reversal 100 2>>"$work/driver.txt"
  wait $flick || true
  python3 - "$trace" "$stats" <<'PY'
import json, re, sys
lag = judder = None
for line in open(sys.argv[2]):
    m = re.match(r"pointer lag: p50 (\S+) p95 (\S+) max (\S+) pt", line)
    if m: lag = m.groups()
    m = re.match(r"judder: (\S+)%", line)
    if m: judder = m.group(1)
turn, overshoot, steady = None, 0.0, []
frames = [json.loads(l) for l in open(sys.argv[1]) if '"pointerLag"' in l]
if frames:
    turn = max(f["pointerLag"]["pointer"]["x"] for f in frames)
    overshoot = max(0.0, max(f["pointerLag"]["drawn"]["x"] for f in frames) - turn)
    # The steady part: from 100 ms after the pointer first moved (the velocity's own start-up)
    # to the last frame before the pointer reached its turn.
    start_x = frames[0]["pointerLag"]["pointer"]["x"]
    moved = [f["t"] for f in frames if f["pointerLag"]["pointer"]["x"] > start_x]
    turned = [f["t"] for f in frames if f["pointerLag"]["pointer"]["x"] >= turn]
    if moved and turned:
        steady = sorted(f["pointerLag"]["distance"] for f in frames if moved[0] + 0.1 <= f["t"] < turned[0])
def pick(q):
    return f"{steady[min(len(steady) - 1, int(q * len(steady)))]:.2f}" if steady else "-"
print(*(lag or ("-", "-", "-")), pick(0.5), pick(0.95), judder or "-", f"{overshoot:.2f}")
PY
}

printf '%-8s %-6s | %-50s | %-50s\n' "pt/s" "ms" "before: lag p50/p95/max, steady p50/p95, judder, overshoot" \
  "after: lag p50/p95/max, steady p50/p95, judder, overshoot"
for speed in $speeds; do
  for interval in $intervals; do
    for _ in $(seq "$runs"); do
      read -r b1 b2 b3 bs1 bs2 bj bo < <(one_run "$before" "$speed" "$interval")
      read -r a1 a2 a3 as1 as2 aj ao < <(one_run "$after" "$speed" "$interval")
      printf '%-8s %-6s | %6s %6s %6s %6s %6s pt %6s%% %6s pt | %6s %6s %6s %6s %6s pt %6s%% %6s pt\n' \
        "$speed" "$interval" "$b1" "$b2" "$b3" "$bs1" "$bs2" "$bj" "$bo" "$a1" "$a2" "$a3" "$as1" "$as2" "$aj" "$ao"
    done
  done
done
echo "driver: $(tail -n 1 "$work/driver.txt")"
