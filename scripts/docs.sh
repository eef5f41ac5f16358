#!/usr/bin/env bash
# Builds the DocC documentation of Motion, Stage, Scenes and Playground (the API, the articles
# and the tutorials) as one static site, ready for any static web server:
#   bash scripts/docs.sh [OUTPUT]         (default .build/docs-site; open OUTPUT/documentation/)
# HOSTING_BASE_PATH (e.g. flick for https://example.org/flick/) is passed to DocC when the site
# is not served from the root. Fails on any warning, as CI does: a broken symbol link or an
# uncurated page is a warning.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
output=${1:-.build/docs-site}
mkdir -p "$output"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
hosting=()
[[ -n ${HOSTING_BASE_PATH:-} ]] && hosting=(--hosting-base-path "$HOSTING_BASE_PATH")
swift package --allow-writing-to-directory "$output" generate-documentation \
  --target Motion --target Stage --target Scenes --target Playground \
  --enable-experimental-combined-documentation \
  --transform-for-static-hosting "${hosting[@]}" --output-path "$output" 2>&1 | tee "$log"
if grep -E "warning:" "$log"; then
  echo "docs: the documentation has warnings (above)" >&2
  exit 1
fi
[[ -f $output/index.html ]] || { echo "docs: no index.html in $output" >&2; exit 1; }
for target in motion stage scenes playground; do
  [[ -d $output/documentation/$target ]] || { echo "docs: no $target pages in $output" >&2; exit 1; }
done
# The tutorials: each catalog's table of contents and its tutorial, with their steps.
for tutorial in motion/springwithagesturesvelocity stage/grabbingalayer scenes/writingasceneofyourown; do
  toc=${tutorial%%/*}tutorials
  [[ -f $output/tutorials/$toc/index.html && -f $output/data/tutorials/$toc.json ]] \
    || { echo "docs: no tutorials/$toc in $output" >&2; exit 1; }
  grep -q '"type":"step"' "$output/data/tutorials/$tutorial.json" 2>/dev/null \
    || { echo "docs: no steps in tutorials/$tutorial in $output" >&2; exit 1; }
done
echo "docs: the site is in $output (documentation/motion, stage, scenes, playground; tutorials/)"
