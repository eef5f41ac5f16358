#!/usr/bin/env bash
# Makes Flick's icon from its own drawing: the card scene's card (its "F" avatar, title, lines and
# "Throw me" button) as the app draws it, headless at scale 4, cut out along its rounded corners
# (16 points) and centred on a transparent square, at the sizes desktops' icon themes take:
#   Assets/icons/flick-SIZE.png for SIZE in 48 64 128 256 512
# scripts/install.sh installs them. Needs imagemagick. Run from the package root:
#   bash scripts/make-icon.sh [path/to/flick]   (default: builds and uses the release build)
set -euo pipefail
cd "$(dirname "$0")/.."
flick=${1:-}
if [ -z "$flick" ]; then
  swift build -c release --product flick >/dev/null
  flick=.build/release/flick
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
scale=4
"$flick" --headless --scene card --size 400x560 --scale "$scale" --duration 0.1 \
  --screenshot "$work/card.png" --trace "$work/trace.jsonl"
# The card's frame in points, from the trace's first line: "card": {"x": 110, "y": 192, "w": 180, "h": 240}.
read -r x y w h < <(head -n 1 "$work/trace.jsonl" \
  | sed -E 's/.*"card": \{"x": ([0-9.]+), "y": ([0-9.]+), "w": ([0-9.]+), "h": ([0-9.]+)\}.*/\1 \2 \3 \4/')
px=$(( ${x%.*} * scale )); py=$(( ${y%.*} * scale )); pw=$(( ${w%.*} * scale )); ph=$(( ${h%.*} * scale ))
radius=$(( 16 * scale ))
convert "$work/card.png" -crop "${pw}x${ph}+${px}+${py}" +repage \
  \( -size "${pw}x${ph}" xc:none -fill white -draw "roundrectangle 0,0,$((pw - 1)),$((ph - 1)),$radius,$radius" \) \
  -compose DstIn -composite "$work/cut.png"
for size in 48 64 128 256 512; do
  convert "$work/cut.png" -resize "${size}x${size}" -background none -gravity center \
    -extent "${size}x${size}" -strip "Assets/icons/flick-$size.png"
done
echo "wrote Assets/icons/flick-{48,64,128,256,512}.png from the card at ($x, $y) ${w}x${h} points"
