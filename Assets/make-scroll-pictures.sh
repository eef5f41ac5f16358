#!/usr/bin/env bash
# The scroll scene's README pictures, made by the app. Run from the package root.
# scroll-screenshot.png: a row selected (its title in the navbar), the strip held halfway to page 2.
# scroll-ghosts.png: one fling, four platforms (G on): 20 rows, so the fling reaches the end.
set -euo pipefail
if [ -z "${FLICK:-}" ]; then
  swift build -c release --product flick >/dev/null
  FLICK=.build/release/flick
fi
"$FLICK" --headless --scene scroll --script Assets/scroll-picture.json --duration 1.1 \
  --screenshot Assets/scroll-screenshot.png
"$FLICK" --headless --scene scroll --rows 20 --script Assets/scroll-ghosts.json --fps 60 --duration 2.5 \
  --plot Assets/scroll-ghosts.png
echo "wrote Assets/scroll-screenshot.png and Assets/scroll-ghosts.png"
