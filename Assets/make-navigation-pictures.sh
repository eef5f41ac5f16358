#!/usr/bin/env bash
# Regenerates the navigation scene's README pictures with the app's own headless mode:
#   Assets/navigation-filmstrip.png  a row clicked (animated push), then an edge-pan pop dragged
#                                    to 45 % and flicked (Assets/navigation-edge-pop.json)
#   Assets/navigation-grab-panel.png top: the animated push grabbed mid-flight and scrubbed
#                                    (Assets/navigation-grab-push.json); bottom: seed 003's side
#                                    panel opened by an edge pan and dragged shut
#                                    (Assets/navigation-panel.json)
# Each frame is captioned with its time and the trace's phase, transition and percent.
# Needs imagemagick. Run from the package root. FLICK=path/to/flick uses that binary instead of
# building the release one.
set -euo pipefail
flick=${FLICK:-}
if [[ -z $flick ]]; then
  swift build -c release --product flick >/dev/null
  flick=.build/release/flick
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# frame SCRIPT TIME OUT: the last frame at TIME, captioned from its trace line.
frame() {
  local script=$1 t=$2 out=$3
  "$flick" --headless --scene navigation --script "$script" --duration "$t" --screenshot "$out" \
    --trace "$work/trace.jsonl"
  local caption
  caption=$(tail -n 1 "$work/trace.jsonl" | sed -E \
    's/.*"depth": ([0-9]+), "phase": "([a-z]+)", "transition": "?([a-z]+)"?, "percent": ([0-9.]+).*/depth \1 · \2 \3 \4/')
  caption=${caption/ null 1/}
  convert "$out" -resize 320x -gravity south -background '#1c2230' -splice 0x22 \
    -fill white -pointsize 14 -annotate +0+3 "t = ${t} s   ${caption}" "$out"
}

# strip NAME SCRIPT TIME...: the frames side by side in $work/NAME.png.
strip() {
  local name=$1 script=$2
  shift 2
  local frames=()
  for t in "$@"; do
    frame "$script" "$t" "$work/$name-$t.png" >&2
    frames+=("$work/$name-$t.png")
  done
  convert "${frames[@]}" +append "$work/$name.png"
}

strip push Assets/navigation-edge-pop.json 0.30 0.70 1.15
strip pop Assets/navigation-edge-pop.json 1.50 1.70 2.30
convert "$work/push.png" "$work/pop.png" -append Assets/navigation-filmstrip.png

strip grab Assets/navigation-grab-push.json 0.10 0.40 0.75
strip panel Assets/navigation-panel.json 0.45 1.45 1.90
convert "$work/grab.png" "$work/panel.png" -append Assets/navigation-grab-panel.png
# The README shows the edge-pan run as an animation (GIF at 25 fps).
"$flick" --headless --scene navigation --script Assets/navigation-edge-pop.json --duration 2.3 --fps 25 \
  --video Assets/navigation-edge-pop.gif
echo "wrote Assets/navigation-filmstrip.png Assets/navigation-grab-panel.png Assets/navigation-edge-pop.gif"
