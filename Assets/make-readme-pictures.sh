#!/usr/bin/env bash
# Regenerates the README's pictures with the app's own headless mode:
#   Assets/screenshot.png  the HUD and plot after a grab-and-flick (Assets/hud-demo.json)
#   Assets/filmstrip.png   six frames of a grab-and-flick (Assets/grab-and-flick.json)
#   Assets/grab-and-flick.gif the same run as an animation (--video, 25 fps)
#   Assets/stress.png      the stress scene, 10 000 cards flicked, then pulled (Assets/stress-demo.json)
#   Assets/small-window.png the compact layout: a 480×360 window with the HUD (Assets/small-window.json)
# Needs imagemagick for the filmstrip. Run from the package root.
set -euo pipefail
swift build -c release --product flick >/dev/null
flick=.build/release/flick
"$flick" --headless --script Assets/hud-demo.json --duration 1.2 --screenshot Assets/screenshot.png
# --stats: every frame drawn, so the HUD's draw times are the run's (a headless run draws only
# the frames it is asked for); the printed stats are not kept.
"$flick" --headless --scene stress --count 10000 --script Assets/stress-demo.json --duration 1.4 \
  --stats --screenshot Assets/stress.png >/dev/null
"$flick" --headless --size 480x360 --script Assets/small-window.json --duration 0.45 \
  --screenshot Assets/small-window.png
frames=()
for t in 0.06 0.13 0.18 0.23 0.32 0.60; do
  out=$(mktemp --suffix=.png)
  "$flick" --headless --script Assets/grab-and-flick.json --duration "$t" --screenshot "$out"
  convert "$out" -resize 320x -gravity south -background '#1c2230' -splice 0x22 \
    -fill white -pointsize 15 -annotate +0+3 "t = ${t} s" "$out"
  frames+=("$out")
done
convert \( "${frames[@]:0:3}" +append \) \( "${frames[@]:3:3}" +append \) -append Assets/filmstrip.png
rm -f "${frames[@]}"
"$flick" --headless --script Assets/grab-and-flick.json --duration 1.0 --fps 25 --video Assets/grab-and-flick.gif
echo "wrote Assets/screenshot.png Assets/filmstrip.png Assets/grab-and-flick.gif Assets/small-window.png Assets/stress.png"
