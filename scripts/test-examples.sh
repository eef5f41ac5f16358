#!/usr/bin/env bash
# Builds and tests every package under Examples/ as a user of Flick would: each depends on Flick
# by path, uses only its public API, and its tests run its own executable headless with a script
# (trace and screenshot checked). A warning in an example's build fails too.
set -euo pipefail
cd "$(dirname "$0")/.."
for example in Examples/*/; do
  echo "test-examples: $example"
  log=$(mktemp)
  (cd "$example" && swift build --build-tests 2>&1) | tee "$log"
  if grep -E "warning:" "$log"; then
    echo "test-examples: $example builds with warnings (above)" >&2
    exit 1
  fi
  (cd "$example" && swift test --skip-build)
done
