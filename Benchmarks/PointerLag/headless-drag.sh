#!/usr/bin/env bash
# The card dragged by a script (steady-drag.py: pressed at its centre, 300 pt along x at each of
# SPEEDS pt/s with a move every INTERVALS ms), headless at FPS (default 60): flick's --stats
# lines `pointer lag` (to the real events' pointer: the resampling's own lag, no latency) and
# `judder`; then the same drag sharply reversed for 100 pt, and the overshoot at the reversal
# (how far past the pointer's turning point the grabbed point was drawn, from the trace's card),
# for two commands side by side. Deterministic: no clock, no window.
#
# BEFORE (default: "$FLICK --no-resample") and AFTER (default: "$FLICK"), FLICK defaulting to
# .build/debug/flick. Run from the package root: bash Benchmarks/PointerLag/headless-drag.sh
set -euo pipefail
flick=${FLICK:-.build/debug/flick}
before=${BEFORE:-"$flick --no-resample"}
after=${AFTER:-"$flick"}
speeds=${SPEEDS:-"500 1000 2000"}
intervals=${INTERVALS:-"1 8 16"}
fps=${FPS:-60}
here=$(dirname "$0")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
stats() {  # command steady-script reversal-script -> "p50 p95 max judder overshoot"
  # shellcheck disable=SC2086
  lines=$($1 --headless --scene card --fps "$fps" --script "$2" --stats |
    awk '/^pointer lag:/ {p50 = $4; p95 = $6; max = $8} /^judder:/ {j = $2} END {print p50, p95, max, j}')
  # shellcheck disable=SC2086
  $1 --headless --scene card --fps "$fps" --script "$3" --trace "$work/trace.jsonl" >/dev/null
  overshoot=$(python3 -c '
import json, sys
turn = max(e["x"] for e in json.load(open(sys.argv[2]))["events"])
# The card (its frame in the trace) was grabbed at its centre: 90 pt right of its left edge.
drawn = max(json.loads(l)["card"]["x"] + 90 for l in open(sys.argv[1]) if json.loads(l)["pointers"])
print(f"{max(0.0, drawn - turn):.2f}")' "$work/trace.jsonl" "$3")
  echo "$lines $overshoot"
}
printf '%-6s %-4s | %-44s | %-44s\n' "pt/s" "ms" "before: lag p50 / p95 / max, judder, overshoot" \
  "after: lag p50 / p95 / max, judder, overshoot"
for speed in $speeds; do
  for interval in $intervals; do
    python3 "$here/steady-drag.py" --speed "$speed" --interval "$interval" >"$work/steady.json"
    python3 "$here/steady-drag.py" --speed "$speed" --interval "$interval" --reversal 100 >"$work/reversal.json"
    read -r b1 b2 b3 bj bo < <(stats "$before" "$work/steady.json" "$work/reversal.json")
    read -r a1 a2 a3 aj ao < <(stats "$after" "$work/steady.json" "$work/reversal.json")
    printf '%-6s %-4s | %6s %6s %6s pt %6s %6s pt | %6s %6s %6s pt %6s %6s pt\n' "$speed" "$interval" \
      "$b1" "$b2" "$b3" "$bj" "$bo" "$a1" "$a2" "$a3" "$aj" "$ao"
  done
done
