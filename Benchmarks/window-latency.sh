#!/usr/bin/env bash
# Input-to-present latency and presented-frame interval in a window under Xvfb, before and now.
#
# The Assets scripts hold a handful of pointer events each (stress-demo six), so their latency
# p99 is their worst event, which lands anywhere in a frame's interval by chance. This plays
# each script with its held pointers and touches densified: between two events of a pointer
# that is down, a move every STEP seconds (default 0.0021, about a 480 Hz mouse, no divisor of a 60 Hz interval, so
# the moves sweep every phase of the frame), on the straight line between them. The gesture is
# the same; its latency p99 is taken over hundreds of events.
#
# BEFORE_FLICK (required) and AFTER_FLICK (default .build/release/flick): release binaries.
# SIZE (default 960x640) and SCALE (default 1): the window; the screen is SIZE × SCALE.
# RUNS (default 3): each binary in turn, RUNS times; prints the median of each p99.
# PAIRS: scene:script pairs (default every scene's script).
# Run from the package root: BEFORE_FLICK=/path/flick bash Benchmarks/window-latency.sh
set -euo pipefail
before=${BEFORE_FLICK:?"BEFORE_FLICK: a release flick binary to compare with"}
after=${AFTER_FLICK:-.build/release/flick}
size=${SIZE:-960x640}
scale=${SCALE:-1}
runs=${RUNS:-3}
step=${STEP:-0.0021}
pairs=${PAIRS:-"modal:grab-and-flick pane:pane-demo navigation:navigation-grab-push navigation:navigation-edge-pop card:card-flick stress:stress-demo scroll:scroll-fling photos:photos-demo"}
width=${size%x*} height=${size#*x}
work=$(mktemp -d)
display=:$((90 + RANDOM % 100))
Xvfb "$display" -screen 0 "$((width * scale))x$((height * scale))x24" -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true; rm -rf "$work"' EXIT
sleep 1

densify() {  # script.json -> densified script on stdout; the last event's time on fd 3
  python3 - "$1" "$step" <<'PY'
import json, sys
events = json.load(open(sys.argv[1]))["events"]
step = float(sys.argv[2])
def stream(e):
    return ("touch", e["id"]) if "touch" in e else ("pointer", 0) if "pointer" in e else None
out, last = [], {}
for e in events:
    key = stream(e)
    kind = e.get("touch", e.get("pointer"))
    if key in last and kind in ("move", "up"):
        a = last[key]
        t = a["t"] + step
        while t < e["t"] - 1e-9:
            f = (t - a["t"]) / (e["t"] - a["t"])
            m = {k: v for k, v in a.items() if k not in ("t", "x", "y")}
            m["touch" if "touch" in a else "pointer"] = "move"
            m.update(t=round(t, 6), x=round(a["x"] + f * (e["x"] - a["x"]), 3),
                     y=round(a["y"] + f * (e["y"] - a["y"]), 3))
            out.append(m)
            t += step
    out.append(e)
    if key is not None:
        if kind == "up": last.pop(key, None)
        else: last[key] = e
out.sort(key=lambda e: e["t"])
json.dump({"events": out}, sys.stdout)
print(max(e["t"] for e in out), file=sys.stderr)
PY
}
window_stats() {  # binary scene script duration -> "interval_p99 latency_p99"
  DISPLAY=$display "$1" --scene "$2" --script "$3" --size "$size" --scale "$scale" --duration "$4" --stats |
    awk '/^interval:/ {i = $6} /^latency:/ {l = $6} END {print i, l}' | tr -d ','
}
median() { printf '%s\n' "$@" | sort -g | sed -n "$(( ($# + 1) / 2 ))p"; }
printf '%-34s %7s %26s %26s\n' "scene (script)" "events" "before interval / latency" "now interval / latency"
for pair in $pairs; do
  scene=${pair%%:*} script=${pair#*:}
  dense=$work/$script.json
  last=$(densify "Assets/$script.json" 2>&1 >"$dense")
  duration=$(python3 -c "import math; print(math.ceil($last) + 1)")
  events=$(python3 -c "import json; print(sum(1 for e in json.load(open('$dense'))['events'] if 'pointer' in e or 'touch' in e))")
  bi=() bl=() ai=() al=()
  for _ in $(seq "$runs"); do
    read -r i l < <(window_stats "$before" "$scene" "$dense" "$duration")
    bi+=("$i") bl+=("$l")
    read -r i l < <(window_stats "$after" "$scene" "$dense" "$duration")
    ai+=("$i") al+=("$l")
  done
  printf '%-34s %7s %12s / %-11s %12s / %-11s\n' "$scene ($script)" "$events" "$(median "${bi[@]}")" \
    "$(median "${bl[@]}")" "$(median "${ai[@]}")" "$(median "${al[@]}")"
done
