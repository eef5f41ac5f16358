#!/usr/bin/env bash
# The web page's tier (docs/web.md): the runtime's physics against the numbers Motion's tests
# check, and every scene-file script replayed through the runtime against Flick's headless trace
# at 30, 60, 120 and 144 fps (Web/test/*.test.js, node's own test runner). Needs a built flick
# (FLICK=path, default .build/debug/flick) and nodejs.
#   bash scripts/test-web.sh [NODE_TEST_OPTIONS…]   (e.g. --test-reporter=tap: each test's duration)
#
# Each test file is a process of node's; WEB_TEST_JOBS of them (default 3) run at once: the two
# page files each step a browser of their own (a replay waits on the browser more than it computes),
# beside the files that run Flick and the runtime in node. FLICK_TRACE_CACHE, a folder for this run
# only, holds each of Flick's reference traces once for every file (Web/test/scene-scripts.js): a
# trace that two files need (the modal's, the hello mutations') is made once.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
if [ -z "${FLICK:-}" ] && [ ! -x .build/debug/flick ]; then swift build --product flick; fi
FLICK_TRACE_CACHE=$(mktemp -d)
export FLICK_TRACE_CACHE
# One Flick run at a time in each file (three files run at once): on two cores more only adds
# threads that the browsers' stepped frames wait behind.
export FLICK_JOBS=${FLICK_JOBS:-1}
trap 'rm -rf "$FLICK_TRACE_CACHE"' EXIT
node --test --test-concurrency="${WEB_TEST_JOBS:-3}" "$@" Web/test/*.test.js
