#!/usr/bin/env bash
# docs/instrument.md's "Take it with you" snippets, made by the app: `flick --export-code NAME` for
# every platform `--export-code list` names, written between the page's export-code markers. Run from
# the package root. (A test checks that each snippet is still what the app prints.)
set -euo pipefail
if [ -z "${FLICK:-}" ]; then
  swift build --product flick >/dev/null
  FLICK=.build/debug/flick
fi
language() {
  case "$1" in
    swiftui | uikit | coreanimation) echo swift ;;
    android | compose) echo kotlin ;;
    flutter) echo dart ;;
    framer) echo js ;;
    css) echo css ;;
    rebound) echo java ;;
    pop) echo objc ;;
    *) echo text ;;
  esac
}
block=$(mktemp)
trap 'rm -f "$block"' EXIT
for platform in $("$FLICK" --export-code list); do
  {
    echo
    echo "\`flick --export-code $platform\`:"
    echo
    echo "\`\`\`$(language "$platform")"
    "$FLICK" --export-code "$platform"
    echo "\`\`\`"
  } >>"$block"
done
echo >>"$block"
awk -v block="$block" '
  /<!-- export-code: begin -->/ { print; while ((getline line < block) > 0) print line; skipping = 1; next }
  /<!-- export-code: end -->/ { skipping = 0 }
  !skipping { print }
' docs/instrument.md >docs/instrument.md.new
mv docs/instrument.md.new docs/instrument.md
echo "wrote the export-code snippets into docs/instrument.md"
