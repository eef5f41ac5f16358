#!/usr/bin/env bash
# Regenerates the pane scene's README pictures with the app's own headless mode:
#   Assets/pane-screenshot.png  the HUD and plot mid rubber band, after a tap reversal and a
#                               flick (Assets/pane-hud-demo.json)
#   Assets/pane-filmstrip.png   six frames of Assets/pane-demo.json: closed, opening, reversed
#                               by a tap in flight, flicked open, pulled past open, at rest
# Needs imagemagick for the filmstrip. Run from the package root.
set -euo pipefail
swift build -c release --product flick >/dev/null
flick=.build/release/flick
"$flick" --headless --scene pane --script Assets/pane-hud-demo.json --duration 2.99 \
  --screenshot Assets/pane-screenshot.png
frames=()
captions=("closed" "a tap opens it" "a tap in flight: back" "flicked up" "pulled past open" "open, at rest")
times=(0.20 0.38 0.52 1.55 2.99 3.80)
for i in "${!times[@]}"; do
  t=${times[$i]}
  out=$(mktemp --suffix=.png)
  "$flick" --headless --scene pane --script Assets/pane-demo.json --duration "$t" --screenshot "$out"
  convert "$out" -resize 320x -gravity south -background '#1c2230' -splice 0x22 \
    -fill white -pointsize 15 -annotate +0+3 "t = ${t} s   ${captions[$i]}" "$out"
  frames+=("$out")
done
convert \( "${frames[@]:0:3}" +append \) \( "${frames[@]:3:3}" +append \) -append Assets/pane-filmstrip.png
rm -f "${frames[@]}"
# The README shows the run as an animation (GIF at 25 fps: a whole number of hundredths a frame).
"$flick" --headless --scene pane --script Assets/pane-demo.json --duration 3.8 --fps 25 --video Assets/pane-demo.gif
echo "wrote Assets/pane-screenshot.png Assets/pane-filmstrip.png Assets/pane-demo.gif"
