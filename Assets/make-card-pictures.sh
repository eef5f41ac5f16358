#!/usr/bin/env bash
# Regenerates the card scene's README pictures with the app's own headless mode:
#   Assets/card-screenshot.png  a card grabbed by its corner in dynamics mode: turned by the
#                               drag, with the projection marker ahead (Assets/card-picture.json)
#   Assets/card-filmstrip.png   spring mode (Assets/card-picture-spring.json): drag with the
#                               marker, the curving settle, the slot; dynamics mode
#                               (Assets/card-picture.json): turned while held, spinning off the
#                               wall, at rest
# Needs imagemagick. Run from the package root. FLICK=path uses that binary instead of a release
# build (the pictures are the same: headless frames depend on the script only).
set -euo pipefail
if [[ -z ${FLICK:-} ]]; then
  swift build -c release --product flick >/dev/null
fi
flick=${FLICK:-.build/release/flick}
"$flick" --headless --scene card --mode dynamics --script Assets/card-picture.json --duration 0.75 \
  --screenshot Assets/card-screenshot.png
frames=()
shot() {  # mode script time label
  local out
  out=$(mktemp --suffix=.png)
  "$flick" --headless --scene card --mode "$1" --script "$2" --duration "$3" --screenshot "$out"
  convert "$out" -resize 320x -gravity south -background '#1c2230' -splice 0x22 \
    -fill white -pointsize 15 -annotate +0+3 "$1, t = $3 s: $4" "$out"
  frames+=("$out")
}
shot spring Assets/card-picture-spring.json 0.55 "projection"
shot spring Assets/card-picture-spring.json 0.72 "curving"
shot spring Assets/card-picture-spring.json 1.60 "in the slot"
shot dynamics Assets/card-picture.json 0.75 "turned by the drag"
shot dynamics Assets/card-picture.json 1.15 "spinning"
shot dynamics Assets/card-picture.json 3.50 "at rest"
convert \( "${frames[@]:0:3}" +append \) \( "${frames[@]:3:3}" +append \) -append Assets/card-filmstrip.png
rm -f "${frames[@]}"
# The README shows both runs as animations (GIF at 25 fps).
"$flick" --headless --scene card --mode spring --script Assets/card-picture-spring.json --duration 1.6 --fps 25 \
  --video Assets/card-spring.gif
"$flick" --headless --scene card --mode dynamics --script Assets/card-picture.json --duration 2.0 --fps 25 \
  --video Assets/card-dynamics.gif
echo "wrote Assets/card-screenshot.png Assets/card-filmstrip.png Assets/card-spring.gif Assets/card-dynamics.gif"
