#!/usr/bin/env bash
# The README's pictures of the photos scene: the grid and the demo GIF (headless), a pinch in flight and a
# dismissal in flight, both in a real window under Xvfb driven by xdotool (a click opens a
# photo; Alt-drag is the Simulator-style pair of touches, both drawn; a plain drag down at fit
# dismisses), screenshots of the window cropped from the screen. Needs Xvfb, xdotool and
# imagemagick (scripts/install-dependencies.sh).
#   bash Assets/make-photos-pictures.sh [path/to/flick] [scale]
# (a release build keeps up with xdotool: a debug one draws a turned photo in about a second)
set -euo pipefail
cd "$(dirname "$0")/.."
flick=${1:-.build/debug/flick}
scale=${2:-1}
suffix=$([ "$scale" = 1 ] && echo "" || echo "@${scale}x")
"$flick" --headless --scene photos --duration 0.1 --scale "$scale" --screenshot "Assets/photos-grid$suffix.png"
# The demo: open, pinch and turn, double tap, a flick down (the video draws the touches).
[ "$scale" = 1 ] && "$flick" --headless --scene photos --script Assets/photos-demo.json --duration 4.5 --fps 25 \
  --video Assets/photos-demo.gif
display=:$(( 150 + RANDOM % 90 ))
w=$((960 * scale)) h=$((640 * scale))
Xvfb "$display" -screen 0 $((w + 320))x$((h + 160))x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $flick_pid 2>/dev/null; kill -9 $xvfb 2>/dev/null' EXIT
sleep 1
# The window is centred on the screen, at (160, 80); window points are pixels / scale.
DISPLAY=$display SDL_VIDEODRIVER=x11 "$flick" --scene photos --scale "$scale" >/dev/null 2>&1 &
flick_pid=$!
sleep 3
export DISPLAY=$display
at() { echo $((160 + $1 * scale)) $((80 + $2 * scale)); }
# Open the mountain lake (second row) and pinch it in while turning it, about the window's
# centre (the pointer and its mirror): the dismissal in flight, the grid showing through.
xdotool mousemove --sync $(at 287 282) click 1
sleep 1.5
xdotool mousemove --sync $(at 330 250) keydown alt mousedown 1
sleep 0.15
for point in "346 252" "362 253" "378 253" "394 251" "409 249"; do
  xdotool mousemove --sync $(at $point)
  sleep 0.06
done
sleep 1
import -window root /tmp/flick-photos-screen.png
convert /tmp/flick-photos-screen.png -crop ${w}x${h}+160+80 +repage "Assets/photos-pinch$suffix.png"
# Spread the fingers again: the dismissal cancels back to the open photo.
for point in "380 250" "340 250" "320 250"; do
  xdotool mousemove --sync $(at $point)
  sleep 0.06
done
xdotool mouseup 1 keyup alt
sleep 2
# Close it with Space and open the city (middle).
xdotool key space
sleep 1.5
xdotool mousemove --sync $(at 480 280) click 1
sleep 1.5
# Drag it down: the dismissal follows the finger.
xdotool mousemove --sync $(at 470 260) mousedown 1
sleep 0.1
for point in "472 280" "476 310" "482 340" "490 370" "496 395"; do
  xdotool mousemove --sync $(at $point)
  sleep 0.06
done
sleep 0.4
import -window root /tmp/flick-photos-screen.png
convert /tmp/flick-photos-screen.png -crop ${w}x${h}+160+80 +repage "Assets/photos-dismiss$suffix.png"
xdotool mouseup 1
echo "Assets/photos-grid$suffix.png Assets/photos-pinch$suffix.png Assets/photos-dismiss$suffix.png"
[ "$scale" = 1 ] && echo "Assets/photos-demo.gif"
