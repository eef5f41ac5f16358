#!/usr/bin/env bash
# Every scene's headless frame at 3840x2160 pixels (--size 1920x1080 --scale 2) before and now, in
# the same run: each scene plays its Assets script (modal grab-and-flick, pane pane-demo,
# navigation navigation-grab-push and navigation-edge-pop, card card-flick, stress stress-demo,
# scroll scroll-fling, photos photos-demo) with --stats, both binaries in turn, RUNS times
# (default 3); prints the median of each binary's frame p50 and p99 per scene.
# BEFORE is the commit to compare with (default 75945d8, the build before damage tracking);
# BEFORE_FLICK, a release flick binary already built, skips building it.
# Run from the package root: bash Benchmarks/scenes-4k-before-after.sh
set -euo pipefail
export PATH="/opt/swift/usr/bin:$PATH"
before_commit=${BEFORE:-75945d8}
runs=${RUNS:-3}
work=$(mktemp -d)
trap 'git worktree remove --force "$work/before" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
before_flick=${BEFORE_FLICK:-}
if [[ -z $before_flick ]]; then
  git worktree add --detach "$work/before" "$before_commit" >/dev/null 2>&1
  (cd "$work/before" && swift build -c release --product flick >/dev/null 2>&1)
  before_flick=$work/before/.build/release/flick
fi
swift build -c release --product flick >/dev/null 2>&1
frame_stats() {  # binary scene script -> "p50 p99" of the frame line, in ms
  "$1" --headless --scene "$2" --script "Assets/$3.json" --size 1920x1080 --scale 2 --stats |
    sed -n 's/^frame: p50 \([0-9.]*\) ms, p99 \([0-9.]*\) ms.*/\1 \2/p'
}
median() { printf '%s\n' "$@" | sort -g | sed -n "$(( ($# + 1) / 2 ))p"; }
printf '%-32s %22s %22s\n' "scene (script)" "before p50 / p99 (ms)" "now p50 / p99 (ms)"
for pair in modal:grab-and-flick pane:pane-demo navigation:navigation-grab-push navigation:navigation-edge-pop \
  card:card-flick stress:stress-demo scroll:scroll-fling photos:photos-demo; do
  scene=${pair%%:*} script=${pair#*:}
  b50=() b99=() a50=() a99=()
  for _ in $(seq "$runs"); do
    read -r p50 p99 < <(frame_stats "$before_flick" "$scene" "$script")
    b50+=("$p50") b99+=("$p99")
    read -r p50 p99 < <(frame_stats .build/release/flick "$scene" "$script")
    a50+=("$p50") a99+=("$p99")
  done
  printf '%-32s %10s / %-9s %10s / %-9s\n' "$scene ($script)" "$(median "${b50[@]}")" "$(median "${b99[@]}")" \
    "$(median "${a50[@]}")" "$(median "${a99[@]}")"
done
