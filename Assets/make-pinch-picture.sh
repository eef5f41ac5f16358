#!/usr/bin/env bash
# The README's picture of a pinch in flight: a real window under Xvfb, an Alt-drag made with
# xdotool (the Simulator-style two touches, both drawn), a screenshot of the window cropped from
# the screen. Needs Xvfb, xdotool and imagemagick (scripts/install-dependencies.sh).
#   bash Assets/make-pinch-picture.sh [path/to/flick]
set -euo pipefail
cd "$(dirname "$0")/.."
flick=${1:-.build/debug/flick}
display=:$(( 150 + RANDOM % 90 ))
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $flick_pid 2>/dev/null; kill -9 $xvfb 2>/dev/null' EXIT
sleep 1
# The 960×640 window is centred on the 1280×800 screen, at (160, 80).
DISPLAY=$display SDL_VIDEODRIVER=x11 "$flick" --scene card >/dev/null 2>&1 &
flick_pid=$!
sleep 3
export DISPLAY=$display
xdotool mousemove --sync 560 432 keydown alt mousedown 1
sleep 0.15
for point in "550 432" "530 420" "500 400" "480 380"; do
  xdotool mousemove --sync $point
  sleep 0.06
done
sleep 0.4
import -window root /tmp/flick-pinch-screen.png
xdotool mouseup 1 keyup alt
convert /tmp/flick-pinch-screen.png -crop 960x640+160+80 +repage Assets/card-pinch.png
echo "Assets/card-pinch.png"
