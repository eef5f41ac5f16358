#!/usr/bin/env bash
# A package that depends on Flick's Motion product alone builds Motion alone: this makes such a
# client in a scratch folder (Flick by path, so it needs no network beyond what SwiftPM's cache
# already holds), whose program is the README's "Motion, the library" snippet, builds and runs
# it, and fails if anything but Motion and the client was compiled (no ArgumentParser,
# HdrHistogram, Numerics, Stage, Scenes, SDL...) or if a test-only or documentation package
# (swift-property-based, swift-docc-plugin) reached the client's resolution. Then it builds and
# runs the DocC tutorials' code the same way, each tutorial's swift blocks one after the other as
# a program: Motion's "A Spring with a Gesture's Velocity" (Motion alone) and Stage's "A Layer
# Grabbed at Its Presentation Value" (Stage). CI runs it.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
root=$PWD
client=$(mktemp -d)
# KEEP_CLIENT=1 keeps the scratch package, to look at what was built.
[[ -n ${KEEP_CLIENT:-} ]] || trap 'rm -rf "$client"' EXIT
fail() {
  echo "test-motion-client: $*" >&2
  exit 1
}

mkdir -p "$client/Sources/motion-client" "$client/Sources/motion-tutorial" "$client/Sources/stage-tutorial"
cat >"$client/Package.swift" <<PACKAGE
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "motion-client",
  dependencies: [.package(name: "Flick", path: "$root")],
  targets: [
    .executableTarget(
      name: "motion-client", dependencies: [.product(name: "Motion", package: "Flick")]),
    .executableTarget(
      name: "motion-tutorial", dependencies: [.product(name: "Motion", package: "Flick")]),
    .executableTarget(
      name: "stage-tutorial",
      dependencies: [.product(name: "Motion", package: "Flick"), .product(name: "Stage", package: "Flick")]),
  ]
)
PACKAGE
# The README's snippet, verbatim, then where it ended.
awk '/^## Motion, the library/ { section = 1 } section && /^```swift$/ { inside = 1; next }
  inside && /^```/ { exit } inside' README.md >"$client/Sources/motion-client/main.swift"
grep -q 'SpringAnimation' "$client/Sources/motion-client/main.swift" || fail "no Motion snippet in the README"
echo 'print(y.value, y.velocity, y.isFinished)' >>"$client/Sources/motion-client/main.swift"
# A DocC article's swift blocks, in order.
swift_blocks() { awk '/^```swift$/ { inside = 1; next } inside && /^```/ { inside = 0 } inside' "$1"; }
swift_blocks Sources/Motion/Motion.docc/SpringWithAGesturesVelocity.md >"$client/Sources/motion-tutorial/main.swift"
swift_blocks Sources/Stage/Stage.docc/GrabbingALayer.md >"$client/Sources/stage-tutorial/main.swift"
# No Package.resolved is copied in: SwiftPM would fetch every package it pins, the test-only
# and documentation ones included. Resolved afresh, it takes Flick's dependencies from its cache.

log=$client/build.log
(cd "$client" && swift build --product motion-client 2>&1) | tee "$log" >/dev/null \
  || { cat "$log" >&2; fail "the client does not build"; }
grep -E "warning:" "$log" && fail "the client builds with warnings (above)"
output=$("$client/.build/debug/motion-client")
read -r value velocity finished <<<"$output"
[[ $finished == true ]] || fail "the spring did not come to rest: $output"
awk -v v="$value" 'BEGIN { exit !(v > 39.99 && v < 40.01) }' || fail "the spring rests at $value, not 40"

# What was compiled: the modules with object files under .build/debug (SwiftPM makes a folder
# for every module of the graph, compiled or not, so the folders alone say nothing).
modules=$(cd "$client/.build/debug" && find . -name '*.o' -path './*.build/*' | cut -d/ -f2 \
  | sed 's|\.build$||' | sort -u | tr '\n' ' ')
for module in $modules; do
  case $module in
    Motion | motion_client | motion-client) ;;
    *) fail "a Motion-only client compiled $module (compiled: $modules)" ;;
  esac
done
[[ " $modules " == *" Motion "* ]] || fail "Motion was not compiled (compiled: $modules)"
for package in swift-property-based swift-docc-plugin swift-docc-symbolkit; do
  if [[ -f $client/Package.resolved ]] && grep -q "\"identity\" : \"$package\"" "$client/Package.resolved"; then
    fail "$package reached the client's Package.resolved"
  fi
  [[ -e $client/.build/checkouts/$package ]] && fail "$package was checked out for the client"
  compgen -G "$client/.build/repositories/$package-*" >/dev/null && fail "$package was fetched for the client"
done
echo "test-motion-client: compiled $modules; the README's spring rests at $value"

# The tutorials: each builds without a warning and runs to its end (their preconditions hold).
for tutorial in motion-tutorial stage-tutorial; do
  (cd "$client" && swift build --product "$tutorial" 2>&1) | tee "$log" >/dev/null \
    || { cat "$log" >&2; fail "the $tutorial's code does not build"; }
  grep -E "warning:" "$log" && fail "the $tutorial's code builds with warnings (above)"
  "$client/.build/debug/$tutorial" || fail "the $tutorial's code stopped"
  echo "test-motion-client: the $tutorial's code builds and runs"
done
