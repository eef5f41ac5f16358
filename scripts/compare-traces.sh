#!/usr/bin/env bash
# Traces every Assets script with one flick binary at 30, 60, 144 and 240 fps in every mode, into
# a folder, so a refactor can be checked line for line against the build before it:
#   bash scripts/compare-traces.sh OLD_FLICK /tmp/before
#   bash scripts/compare-traces.sh .build/debug/flick /tmp/after
#   diff -r /tmp/before /tmp/after && echo "traces unchanged"
# Each script runs with the scene it was written for: the file names it ("scene", "options",
# "size"), as the tests read it.
# A trace's first line opens with the format's version, `"traceVersion": N, `; it is taken out
# of the copies written here, so that builds before and after a version change (or from before
# the field existed) compare on what they traced. docs/scripts-and-traces.md has the format.
set -euo pipefail
flick=$1 out=$2
cd "$(dirname "$0")/.."
mkdir -p "$out"
for script in Assets/*.json; do
  name=$(basename "$script" .json)
  [ "$name" = presets ] && continue
  # A script written for an example scene file (refresh-pull.json names "refresh") runs with
  # that file, as AssetScriptTests runs it; a built-in scene's name is the built-in scene's.
  scene=$(grep -o '"scene": *"[^"]*"' "$script" | head -1 | sed 's/.*"\([^"]*\)"$/\1/')
  file=()
  case " modal card navigation pane scroll photos stress " in
    *" $scene "*) ;;
    *) [ -f "Assets/scenes/$scene.json" ] && file=(--scene-file "Assets/scenes/$scene.json") ;;
  esac
  for mode in spring dynamics timed; do
    for fps in ${FPS:-30 60 144 240}; do
      "$flick" --headless --mode "$mode" --fps "$fps" --script "$script" "${file[@]}" \
        --trace "$out/$name-$mode-$fps.jsonl" 2>"$out/$name-$mode-$fps.stderr" || true
    done &
  done
  wait
done
sed -i '1s/^{"traceVersion": [0-9]*, /{/' "$out"/*.jsonl
echo "$(ls "$out"/*.jsonl | wc -l) traces in $out"
