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
# SCENES (default "card"; also "scroll" and "stress"): what is dragged: the card at its centre
# along x, the scroll scene's list up (then back down: up is where its content is, down at its
# top would rubber-band), the stress scene's grid along x.
# Window timings: run it on an idle machine (the lag is the input-to-present latency times the
# speed). Run from the package root: bash Benchmarks/PointerLag/window-drag.sh
set -euo pipefail
after_flick=${AFTER_FLICK:-.build/release/flick}
before=${BEFORE:-"$after_flick --no-resample"}
after=${AFTER:-"$after_flick"}
speeds=${SPEEDS:-"500 1000 2000"}
intervals=${INTERVALS:-"1 8 16"}
runs=${RUNS:-1}
scenes=${SCENES:-card}
here=$(dirname "$0")
work=$(mktemp -d)
display=:$((90 + RANDOM % 100))
Xvfb "$display" -screen 0 960x640x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true; rm -rf "$work"' EXIT
sleep 1

# Where each scene is pressed (window points) and along which axis it is dragged.
drag_of() {  # scene -> "x y dx dy axis"
  case $1 in
    card) echo "480 352 1 0 x" ;;
    scroll) echo "480 500 0 -1 y" ;;
    stress) echo "300 200 1 0 x" ;;
    *) echo "window-drag: unknown scene '$1' (card, scroll or stress)" >&2; exit 2 ;;
  esac
}

one_run() {  # command speed interval scene -> "lag_p50 lag_p95 lag_max steady_p50 steady_p95 judder overshoot"
  local trace=$work/trace.jsonl stats=$work/stats.txt
  local px py dx dy axis
  read -r px py dx dy axis < <(drag_of "$4")
  # shellcheck disable=SC2086
  DISPLAY=$display $1 --scene "$4" --size 960x640 --duration 4 --trace "$trace" --stats >"$stats" 2>/dev/null &
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
  DISPLAY=$display python3 "$here/xtest-drag.py" --x $((X + px)) --y $((Y + py)) --dx "$dx" --dy "$dy" \
    --speed "$2" --interval "$3" --distance 300 --reversal 100 2>>"$work/driver.txt"
  wait $flick || true
  python3 - "$trace" "$stats" "$axis" "$dx$dy" <<'PY'
import json, re, sys
axis = sys.argv[3]
sign = -1 if "-" in sys.argv[4] else 1  # the drag's direction along its axis
lag = judder = None
for line in open(sys.argv[2]):
    m = re.match(r"pointer lag: p50 (\S+) p95 (\S+) max (\S+) pt", line)
    if m: lag = m.groups()
    m = re.match(r"judder: (\S+)%", line)
    if m: judder = m.group(1)
turn, overshoot, steady = None, 0.0, []
frames = [json.loads(l) for l in open(sys.argv[1]) if '"pointerLag"' in l]
if frames:
    along = lambda f, point: sign * f["pointerLag"][point][axis]
    turn = max(along(f, "pointer") for f in frames)
    overshoot = max(0.0, max(along(f, "drawn") for f in frames) - turn)
    # The steady part: from 100 ms after the pointer first moved (the velocity's own start-up)
    # to the last frame before the pointer reached its turn.
    start = along(frames[0], "pointer")
    moved = [f["t"] for f in frames if along(f, "pointer") > start]
    turned = [f["t"] for f in frames if along(f, "pointer") >= turn]
    if moved and turned:
        steady = sorted(f["pointerLag"]["distance"] for f in frames if moved[0] + 0.1 <= f["t"] < turned[0])
def pick(q):
    return f"{steady[min(len(steady) - 1, int(q * len(steady)))]:.2f}" if steady else "-"
print(*(lag or ("-", "-", "-")), pick(0.5), pick(0.95), judder or "-", f"{overshoot:.2f}")
PY
}

printf '%-7s %-8s %-6s | %-50s | %-50s\n' "scene" "pt/s" "ms" \
  "before: lag p50/p95/max, steady p50/p95, judder, overshoot" "after: lag p50/p95/max, steady p50/p95, judder, overshoot"
for scene in $scenes; do
  drag_of "$scene" >/dev/null
  for speed in $speeds; do
    for interval in $intervals; do
      for _ in $(seq "$runs"); do
        read -r b1 b2 b3 bs1 bs2 bj bo < <(one_run "$before" "$speed" "$interval" "$scene")
        read -r a1 a2 a3 as1 as2 aj ao < <(one_run "$after" "$speed" "$interval" "$scene")
        printf '%-7s %-8s %-6s | %6s %6s %6s %6s %6s pt %6s%% %6s pt | %6s %6s %6s %6s %6s pt %6s%% %6s pt\n' \
          "$scene" "$speed" "$interval" "$b1" "$b2" "$b3" "$bs1" "$bs2" "$bj" "$bo" "$a1" "$a2" "$a3" "$as1" "$as2" "$aj" "$ao"
      done
    done
  done
done
echo "driver: $(tail -n 1 "$work/driver.txt")"
