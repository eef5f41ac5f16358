#!/usr/bin/env bash
# The README's small picture of each scene, made by the app: each scene's own Assets script
# played headless to a moment where something is happening, screenshotted at 960×640 and scaled
# to 240×160 (imagemagick) into Assets/thumbnails/NAME.png. Run from the package root; FLICK
# names the binary (default: the debug build's).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
if [[ -z ${FLICK:-} ]]; then
  swift build --product flick >/dev/null
  FLICK=.build/debug/flick
fi
mkdir -p Assets/thumbnails
shot=$(mktemp --suffix=.png)
trap 'rm -f "$shot"' EXIT
# scene | arguments (the script and the moment)
while IFS='|' read -r scene arguments; do
  read -r -a flags <<<"$arguments"
  "$FLICK" --headless --scene "$scene" "${flags[@]}" --screenshot "$shot"
  convert "$shot" -resize 240x160 -strip "Assets/thumbnails/$scene.png"
  echo "wrote Assets/thumbnails/$scene.png"
done <<'SCENES'
modal|--script Assets/grab-and-flick.json --duration 0.2
pane|--script Assets/pane-demo.json --duration 0.5
navigation|--script Assets/navigation-edge-pop.json --duration 1.3
card|--mode dynamics --script Assets/card-picture.json --duration 0.75
stress|--script Assets/stress-demo.json --duration 1.4
scroll|--script Assets/scroll-picture.json --duration 1.0
photos|--script Assets/photos-demo.json --duration 1.3
SCENES
