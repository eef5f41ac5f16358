#!/usr/bin/env bash
# Builds and tests every package under Examples/ as a user of Flick would: each depends on Flick
# by path, uses only its public API, and its tests run its own executable headless with a script
# (trace and screenshot checked). A warning in an example's build fails too.
set -euo pipefail
cd "$(dirname "$0")/.."
# One build folder for every example, HelloScene's own: Flick's modules, the same in each (a
# dependency by path, the same flags), are compiled once, and the README's `cd Examples/HelloScene
# && swift run flick-hello` finds them built. (A folder of each compiled all of Flick again.)
scratch=$PWD/Examples/HelloScene/.build
for example in Examples/*/; do
  echo "test-examples: $example"
  log=$(mktemp)
  (cd "$example" && swift build --build-tests --scratch-path "$scratch" 2>&1) | tee "$log"
  if grep -E "warning:" "$log"; then
    echo "test-examples: $example builds with warnings (above)" >&2
    exit 1
  fi
  (cd "$example" && swift test --skip-build --scratch-path "$scratch")
done
