#!/usr/bin/env bash
# The web page's tier (docs/web.md): the runtime's physics against the numbers Motion's tests
# check, and every scene-file script replayed through the runtime against Flick's headless trace
# at 30, 60, 120 and 144 fps (Web/test/*.test.js, node's own test runner). Needs a built flick
# (FLICK=path, default .build/debug/flick) and nodejs.
#   bash scripts/test-web.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
if [ -z "${FLICK:-}" ] && [ ! -x .build/debug/flick ]; then swift build --product flick; fi
node --test Web/test/*.test.js
