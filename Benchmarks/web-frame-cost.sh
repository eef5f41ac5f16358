#!/usr/bin/env bash
# The exported page's frame cost in headless Chromium (issue 59, docs/performance.md): the 1 000
# linked tiles dragged as Benchmarks/scene-file-links.sh drags them (frames from 0.5 s to 5 s), and
# the sheet played with Web/test/scripts/sheet-flick-scroll-pull.json, each RUNS times (default 3)
# in a fresh browser, at 60 fps, 960x640; Benchmarks/web-frame-cost.js measures.
# Needs chromium-headless-shell, node and a flick (FLICK=path, default .build/debug/flick: only its
# --export-web is used, so a debug build is as good as a release one).
#   bash Benchmarks/web-frame-cost.sh
# TRACE=FILE.json also records a Chromium trace of the tiles' first run and sums its slices.
set -euo pipefail
cd "$(dirname "$0")/.."
flick=${FLICK:-.build/debug/flick}
runs=${RUNS:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 Benchmarks/make-linked-tiles.py "$work/tiles.json" "$work/tiles-drag.json"
"$flick" --scene-file "$work/tiles.json" --export-web "$work/tiles.html"
"$flick" --scene-file Assets/scenes/sheet.json --export-web "$work/sheet.html"
echo "$(uptime)"
node Benchmarks/web-frame-cost.js "$work/tiles.html" "$work/tiles-drag.json" --duration 5 --from 0.5 --runs "$runs" \
  ${TRACE:+--chrome-trace "$TRACE"}
echo "$(uptime)"
node Benchmarks/web-frame-cost.js "$work/sheet.html" Web/test/scripts/sheet-flick-scroll-pull.json --runs "$runs"
echo "$(uptime)"
