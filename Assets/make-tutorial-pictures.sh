#!/usr/bin/env bash
# Regenerates the DocC tutorials' chapter pictures with the app's own headless mode:
#   Sources/Motion/Motion.docc/Resources/spring-velocity-chapter.png
#       the modal's position and velocity against time (--plot): flicked down, the sheet carries
#       the flick's velocity into the spring (Assets/grab-and-flick.json)
#   Sources/Stage/Stage.docc/Resources/grabbing-a-layer-chapter.png
#       the card scene, the card held and dragged, the projection marker ahead of it
#       (Assets/card-picture-spring.json at 0.55 s)
#   Sources/Scenes/Scenes.docc/Resources/hello-scene-chapter.png
#       Examples/HelloScene's own executable, its square flicked and on its way home
#       (Examples/HelloScene/Scripts/flick-and-grab.json at 0.5 s)
# Needs imagemagick. Run from the package root. FLICK=path uses that flick instead of a release
# build, FLICK_HELLO=path that flick-hello (headless frames depend on the script only).
set -euo pipefail
if [[ -z ${FLICK:-} ]]; then
  swift build -c release --product flick >/dev/null
fi
if [[ -z ${FLICK_HELLO:-} ]]; then
  swift build -c release --package-path Examples/HelloScene --product flick-hello >/dev/null
fi
flick=${FLICK:-.build/release/flick}
hello=${FLICK_HELLO:-Examples/HelloScene/.build/release/flick-hello}
# DocC shows a chapter's picture at about 400 points wide: a 960×640 window, halved.
small() { convert "$1" -resize 480x "$2"; }
out=$(mktemp --suffix=.png)
trap 'rm -f "$out"' EXIT
"$flick" --headless --scene modal --script Assets/grab-and-flick.json --duration 1.2 --plot "$out"
small "$out" Sources/Motion/Motion.docc/Resources/spring-velocity-chapter.png
"$flick" --headless --scene card --script Assets/card-picture-spring.json --duration 0.55 \
  --screenshot "$out"
small "$out" Sources/Stage/Stage.docc/Resources/grabbing-a-layer-chapter.png
"$hello" --headless --script Examples/HelloScene/Scripts/flick-and-grab.json --duration 0.5 \
  --screenshot "$out"
small "$out" Sources/Scenes/Scenes.docc/Resources/hello-scene-chapter.png
echo "wrote the chapter pictures in Sources/{Motion,Stage,Scenes}/*.docc/Resources"
