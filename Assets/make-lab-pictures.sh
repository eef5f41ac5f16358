#!/usr/bin/env bash
# The lab's README chart, made by the app: the modal's grab-and-flick with ghosts (G) at 30 fps,
# written by --plot: "one flick, four integrators". Run from the package root.
set -euo pipefail
if [ -z "${FLICK:-}" ]; then
  swift build -c release --product flick >/dev/null
  FLICK=.build/release/flick
fi
"$FLICK" --headless --script Assets/lab-ghosts.json --fps 30 --duration 1.0 --plot Assets/lab-one-flick.png
echo "wrote Assets/lab-one-flick.png"
