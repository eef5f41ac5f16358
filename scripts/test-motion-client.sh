#!/usr/bin/env bash
# A package that depends on Flick's Motion product alone builds Motion alone: this makes such a
# client in a scratch folder (Flick by path, so it needs no network beyond what SwiftPM's cache
# already holds), whose program is the README's "Motion, the library" snippet, builds and runs
# it, and fails if anything but Motion and the client was compiled (no ArgumentParser,
# HdrHistogram, Numerics, Stage, Scenes, SDL...) or if a test-only or documentation package
# (swift-property-based, swift-docc-plugin) reached the client's resolution. Then it builds every
# step of the DocC tutorials the same way, each step's code file (the `@Code` files the
# tutorials name, in Sources/*/*.docc/Resources) as a target of its own against the products its
# catalog may use: Motion's steps against Motion alone, Stage's against Motion and Stage, Scenes'
# against Motion, Stage and Scenes. A step shown as `main.swift` is a program and runs to its end
# (its preconditions hold); a scene's step is a library. Steps that are links into Examples/ (the
# scene tutorial's package, its last scene step and its main.swift) are the example package's
# files, which scripts/test-examples.sh builds and tests. CI runs it.
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

mkdir -p "$client/Sources/motion-client"
# The tutorials' steps: one target each, named after the catalog and the step's file.
tutorial_targets=""
tutorial_programs=()
tutorial_libraries=()
for catalog in Motion Stage Scenes; do
  case $catalog in
    Motion) products='.product(name: "Motion", package: "Flick")' ;;
    Stage) products='.product(name: "Motion", package: "Flick"), .product(name: "Stage", package: "Flick")' ;;
    Scenes) products='.product(name: "Motion", package: "Flick"), .product(name: "Stage", package: "Flick"), .product(name: "Scenes", package: "Flick")' ;;
  esac
  steps=0
  for tutorial in Sources/$catalog/$catalog.docc/Tutorials/*.tutorial; do
    # `@Code(name: "main.swift", file: step.swift[, previousFile: …])`, in the order the steps come.
    while IFS=$'\t' read -r shown file; do
      path=Sources/$catalog/$catalog.docc/Resources/$file
      [[ -f $path ]] || fail "$tutorial names $file, which is not in $catalog.docc/Resources"
      steps=$((steps + 1))
      if [[ -L $path ]]; then
        [[ $(realpath "$path") == "$root/Examples/"* ]] || fail "$path links outside Examples/"
        continue
      fi
      target="$(tr '[:upper:]' '[:lower:]' <<<"$catalog")-${file%.swift}"
      mkdir -p "$client/Sources/$target"
      if [[ $shown == main.swift ]]; then
        cp "$path" "$client/Sources/$target/main.swift"
        tutorial_targets+="    .executableTarget(name: \"$target\", dependencies: [$products]),"$'\n'
        tutorial_programs+=("$target")
      else
        cp "$path" "$client/Sources/$target/$shown"
        tutorial_targets+="    .target(name: \"$target\", dependencies: [$products]),"$'\n'
        tutorial_libraries+=("$target")
      fi
    done < <(grep -oE '@Code\(name: *"[^"]+", *file: *"?[^",)]+' "$tutorial" \
      | sed -E 's/@Code\(name: *"([^"]+)", *file: *"?([^",)]+)/\1\t\2/')
  done
  ((steps > 0)) || fail "the $catalog tutorials have no @Code steps"
done

cat >"$client/Package.swift" <<PACKAGE
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "motion-client",
  dependencies: [.package(name: "Flick", path: "$root")],
  targets: [
    .executableTarget(
      name: "motion-client", dependencies: [.product(name: "Motion", package: "Flick")]),
$tutorial_targets  ]
)
PACKAGE
# The README's snippet, verbatim, then where it ended.
awk '/^## Motion, the library/ { section = 1 } section && /^```swift$/ { inside = 1; next }
  inside && /^```/ { exit } inside' README.md >"$client/Sources/motion-client/main.swift"
grep -q 'SpringAnimation' "$client/Sources/motion-client/main.swift" || fail "no Motion snippet in the README"
echo 'print(y.value, y.velocity, y.isFinished)' >>"$client/Sources/motion-client/main.swift"
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

# The tutorials' steps: all build without a warning, and each program runs to its end. They build
# in the example packages' build folder (scripts/test-examples.sh's, HelloScene's, which CI makes
# in the step before): Flick's Motion, Stage and Scenes there are the same modules with the same
# flags (a dependency by path, debug), compiled once for both steps, as test-examples.sh shares
# the folder between its examples. Only the steps' own code is compiled here, and its warnings
# read. Without that folder (this script alone on a fresh clone) they are built into it.
# (What a Motion-only client compiles was checked above, in the client's own folder.)
scratch=${TUTORIAL_SCRATCH:-$root/Examples/HelloScene/.build}
(cd "$client" && swift build --scratch-path "$scratch" 2>&1) | tee "$log" >/dev/null \
  || { cat "$log" >&2; fail "the tutorials' steps do not build"; }
grep -E "warning:" "$log" && fail "the tutorials' steps build with warnings (above)"
for target in "${tutorial_programs[@]}"; do
  "$scratch/debug/$target" >/dev/null || fail "the tutorial step $target stopped"
done
echo "test-motion-client: the tutorials' ${#tutorial_libraries[@]} scene steps build and their" \
  "${#tutorial_programs[@]} program steps build and run: ${tutorial_libraries[*]} ${tutorial_programs[*]}"
