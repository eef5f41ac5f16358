#!/usr/bin/env bash
# The window tier (CONTRIBUTING.md, "Test tiers"): every suite that opens a real window under
# Xvfb (or weston nested in it) and drives it with xdotool, one window at a time. `swift test`
# skips them, saying so; CI runs this script after it. A missing Xvfb, xdotool, xrdb or weston
# fails them here. Builds the tests first unless FLICK_SKIP_BUILD=1 (CI has just built them).
#   bash scripts/test-windows.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
[[ -n ${FLICK_SKIP_BUILD:-} ]] || swift build --build-tests
# A window-tier suite's type name ends in WindowTests (Tests/PlaygroundTests/TestTier.swift).
FLICK_TEST_TIER=window swift test --skip-build --filter 'WindowTests/'
