#!/usr/bin/env bash
# Runs the commands the README, CONTRIBUTING.md and every page under docs/ give, as a user on a
# fresh clone would type them, and fails on the first that does not work. CI runs it on its own fresh clone (after `swift build`); by hand,
# `bash scripts/test-readme-commands.sh --clone` copies the committed tree to a temporary folder
# first, so nothing built or resolved here (Benchmarks/.build, Package.resolved) hides a problem.
#
# `flick` in a command is the debug build's binary. A command that opens a window runs under
# Xvfb: it must still be running after 3 s, then quit on SIGTERM with status 0. A `…` in a
# command is a file of the reader's choosing: a temporary one. Some commands are not run (the
# suite itself, CI itself, builds of a second version, forms with a placeholder): SKIPPED below
# says why. Every command in those pages' sh blocks, and every inline `flick`, `swift`, `python3`
# and `bash` command, must be in RUN or SKIPPED, so a new one in any page is run from then on.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ ${1:-} == --clone ]]; then
  clone=$(mktemp -d)
  trap 'rm -rf "$clone"' EXIT
  git clone --quiet . "$clone"
  cd "$clone"
fi
export PATH="/opt/swift/usr/bin:$PATH"
root=$PWD
work=$(mktemp -d)
trap 'rm -rf "$work" ${clone:+"$clone"}' EXIT

# The pages whose commands are run.
documents=(README.md CONTRIBUTING.md docs/*.md docs/scenes/*.md)

# The commands run, verbatim from those pages.
RUN=(
  "flick --scene-file Assets/scenes/hello.json --export-web hello.html"
  "flick --scene-file Assets/scenes/modal.json --export-web modal.html"
  "flick --export-web modal.html"
  "flick --headless --mode timed --script Assets/grab-and-flick.json"
  "flick --headless --script Assets/hud-demo.json --duration 1.2 --screenshot hud.png"
  "flick --headless --script Assets/hud-demo.json --duration 1.5 --stats"
  "flick --headless --script Assets/hud-demo.json --stats"
  "flick --headless --script Assets/scroll-fling.json --stats"
  "flick --headless --scene-file Assets/scenes/photo.json --script Assets/card-pinch.json --stats"
  "flick --help"
  "flick --list-scenes"
  "flick --scene pane --rule projection"
  "bash scripts/make-cli-doc.sh"
  "flick --export-code list"
  "flick --export-code compose --scene pane --preset swiftui-snappy"
  "flick --script Assets/card-flick.json --export-test CardFlickRecordingTests.swift"
  "flick --headless --script Assets/grab-and-flick.json --video grab.mp4"
  "flick --headless --fps 250 --script Assets/slow-motion-flick.json --trace …"
  "flick --headless --fps 250 --slow-motion --script Assets/slow-motion-flick.json --duration 20 --trace …"
  "flick --headless --fps 250 --slow-motion --slow-motion-release on-screen-speed --script Assets/slow-motion-flick.json --duration 20 --trace …"
  "flick --headless --scene pane --script Assets/pane-demo.json --fps 30 --video pane.gif"
  "flick --headless --script Assets/hud-demo.json --duration 1.2 --screenshot …"
  "flick --headless --script Assets/tuning-demo.json --screenshot …"
  "flick --headless --scene card --mode dynamics --script Assets/card-picture.json --duration 0.75 --screenshot …"
  "flick --headless --scene card --script Assets/card-pinch.json --duration 0.7 --screenshot pinch.png"
  "flick --headless --scene scroll --rows 20 --script Assets/scroll-ghosts.json --fps 240 --trace …"
  "flick --headless --scene photos --fps 240 --script Assets/photos-demo.json --trace …"
  "flick --headless --scene photos --script Assets/photos-demo.json --stats"
  "flick --headless --reduce-motion --script Assets/card-flick.json --stats"
  "flick --reduce-motion"
  "flick --headless --size 1920x1080 --scale 2 --stats"
  "flick --headless"
  "flick"
  "flick --stats"
  "flick --scene pane"
  "flick --scene navigation"
  "flick --scene card"
  "flick --scene photos"
  "flick --scene-file Assets/scenes/sheet.json"
  "flick --scene-file Assets/scenes/hello.json"
  "flick --scene stress --count 10000"
  "flick --scene scroll --rows 100000"
  "swift run flick"
  "swift run -c release --package-path Benchmarks flick-bench"
  "swift run -c release --package-path Benchmarks pixman-bench"
  "bash scripts/generate-builtin-presets.sh"
  "cd Examples/HelloScene && swift run flick-hello"
)
# Every `flick --export-code PLATFORM` (the README shows each platform's output).
for platform in $(.build/debug/flick --export-code list); do RUN+=("flick --export-code $platform"); done

# Not run here, and why.
SKIPPED=(
  "bash scripts/install-dependencies.sh && swift test|the suite: CI's own test command"
  "bash scripts/install-dependencies.sh && swift run flick|install-dependencies.sh runs first in CI; swift run flick is run"
  "swift test|the suite: CI's own test command"
  "swift test --filter Navigation|the suite: CI's own test command"
  "swift test --filter ReducedMotionTwinTests|the suite: CI's own test command"
  "bash .ci/run|CI itself"
  "bash scripts/test-examples.sh|CI runs it"
  "bash scripts/install.sh|a release build into /usr/local; InstallTests runs it into a scratch prefix with the tested binary"
  "bash scripts/install.sh --uninstall|InstallTests runs it after its install"
  "bash scripts/coverage.sh|the whole suite again, with coverage"
  "FLICK_FUZZ_EVENTS=100000 FLICK_FUZZ_SEED=7 swift test --filter FuzzTests|the suite's fuzzer, longer"
  "FLICK_RECORD_REFERENCES=1 swift test --filter VisualRegressionTests|rewrites the reference screenshots"
  "bash Assets/make-pinch-picture.sh|rewrites a README picture"
  "bash Assets/make-scene-thumbnails.sh|rewrites the README's pictures"
  "bash scripts/install-dependencies.sh|CI's first step"
  "swift build --build-tests|CI's build (which must have no warnings)"
  "bash scripts/test-motion-client.sh|CI runs it"
  "bash scripts/test-web.sh|CI runs it"
  "bash scripts/test-windows.sh|CI runs it (the window tier)"
  "bash scripts/test-readme-commands.sh|this script"
  "bash scripts/test-times.sh|the whole suite again, timed"
  "bash scripts/test-times.sh --no-parallel --filter …|suites again, one test at a time, timed"
  "bash scripts/docs.sh|CI runs it"
  "swift package generate-documentation --target Motion|scripts/docs.sh (CI's DocC step) generates Motion's documentation, with Stage's, Scenes' and Playground's, and fails on any warning: one DocC run, not two"
  "swift package generate-documentation --target Stage|scripts/docs.sh (CI's DocC step) generates Stage's documentation with the others: one DocC run, not two"
  "bash scripts/compare-traces.sh OLD_FLICK /tmp/before|OLD_FLICK stands for the build before a change"
  "bash scripts/compare-traces.sh .build/debug/flick /tmp/after|every Assets script twelve times, minutes; AssetScriptTests runs each script"
  "diff -r /tmp/before /tmp/after && echo \"traces unchanged\"|needs the two folders above"
  "swift format -i --configuration .swift-format FILES|FILES stands for the files changed"
  "swift build -c release && bash scripts/analysis-speed.sh|a release build and minutes of timing"
  "swift build -c release && python3 scripts/analysis-accuracy.py .build/release/flick > table.md|a release build and minutes of videos; AnalyzeVideoTests checks the goals"
  "python3 scripts/analysis-accuracy.py|the same, named inline"
  "flick --analyze samples.csv --headless|samples.csv stands for your samples; the Analysis tests read samples files"
  "flick --analyze run.jsonl --headless|run.jsonl stands for a trace of yours; AnalyzeFlickRecordingTests reads Flick's own traces"
  "flick --analyze run.jsonl --headless --held-at 0.22|run.jsonl stands for a trace of yours; AnalyzeHeldAtTests reads a hold through an instant of Flick's own traces"
  "flick --analyze TRACE --held-at T|a form: TRACE stands for a trace, T for an instant in it (AnalyzeHeldAtTests runs it)"
  "flick --scene-file PATH|a form: PATH stands for a scene file (flick --scene-file Assets/scenes/sheet.json is run)"
  "BEFORE_FLICK=/tmp/before-s AFTER_FLICK=/tmp/after-s bash Benchmarks/stress-drag-instructions.sh|needs two stripped release builds to compare"
  "BEFORE_FLICK=/tmp/before-s AFTER_FLICK=/tmp/after-s bash Benchmarks/rewind-instructions.sh|needs two stripped release builds to compare"
  "flick --script REC.json --export-test RecTests.swift|a form: REC.json and RecTests.swift stand for your files (the card-flick export is run)"
  "bash Benchmarks/scene-file-reload.sh|a window benchmark of a release build under Xvfb, 30 s"
  "bash Benchmarks/scene-file-links.sh BEFORE AFTER|needs two release builds to compare, and minutes of callgrind"
  "RUNS=0 SWIFT_DETERMINISTIC_HASHING=1 bash Benchmarks/scene-file-links.sh BEFORE AFTER|needs two release builds to compare, and minutes of callgrind"
  "bash Benchmarks/web-frame-cost.sh|a benchmark in headless Chromium, three minutes of runs (the web tier, scripts/test-web.sh, plays the same pages)"
  "TRACE=tiles-trace.json bash Benchmarks/web-frame-cost.sh|the benchmark above with a 28 MB Chromium trace"
  "bash Benchmarks/PointerLag/window-drag.sh|a window benchmark of release builds under Xvfb, minutes long"
  "swift build && bash Benchmarks/PointerLag/headless-drag.sh|a benchmark table, minutes of runs; PointerResamplerTests checks the rule"
  "flick --headless --scene-file my.json --script s.json --trace t.jsonl|a form: my.json, s.json, t.jsonl stand for your files (SceneFileTests runs files of Assets/scenes)"
  "flick --analyze recording.mp4|recording.mp4 stands for your recording; AnalysisWindowTests opens the analysis window"
  "flick --analyze recording.mp4 --track 412,880,160,160 --headless|recording.mp4 stands for your recording; AnalyzeVideoTests runs it headless"
  "flick --analyze recording.mp4 --track 412,880,160,160|recording.mp4 stands for your recording; AnalyzeVideoTests runs --analyze on videos it draws"
  "flick --analyze recording.mp4 --track 412,880,160,160 --trace out.jsonl|the same, with a trace"
  "flick --analyze recording.mp4 --track 412,880,160,160@1.5 --headless|recording.mp4 stands for your recording; AnalyzeTrackStartTests follows a region from a later start"
  "flick --analyze samples.csv|samples.csv stands for your samples; AnalyzeFlickRecordingTests runs CSV and JSON Lines"
  "flick --analyze run.jsonl|the same, JSON Lines"
  "flick --export-code|a flag named inline, not a command (flick --export-code list is run)"
  "flick --export-web|a flag named inline, not a command (docs/web.md's exports are run)"
  "flick --analyze|a flag named inline, not a command"
  "flick --analyze FILE|a form: FILE stands for a recording"
  "flick --analyze FILE --trace OUT|a form: FILE and OUT stand for files"
  "flick --analyze … --trace|a form, named inline"
  "flick --headless --scene card --script Assets/card-flick.json --video|a form, named inline (the pictures' script runs it)"
  "flick --headless --scene pane --script … --screenshot …|a form: Assets/make-pane-pictures.sh runs it with its scripts"
  "swift run -c release --package-path Benchmarks reload-bench|a release build and minutes of runs (ten minutes of dragging made again); SceneFileReloadSpanTests checks the rule"
  "swift run -c release --package-path Benchmarks scroll-bench|a release build of the whole app (its package is flick-bench's, which is run)"
  "swift run -c release --package-path Benchmarks cairo-bench|a release build of the whole app, six minutes cold (its package is flick-bench's, which is run)"
  "swift package --package-path Benchmarks benchmark|a release build of the whole app and minutes of runs (its package is flick-bench's)"
  "BEFORE_FLICK=<21333bf> bash Benchmarks/stress-drag-instructions.sh|needs a second build to compare"
  "BEFORE_FLICK=<91898d6> bash Benchmarks/stress-drag-instructions.sh|needs a second build to compare"
  "BEFORE_FLICK=<build> bash Benchmarks/window-latency.sh|needs a second build to compare"
  "BEFORE_FLICK=… RUNS=5 bash Benchmarks/scenes-4k-before-after.sh|needs a second build to compare"
  "python3 scripts/continuity-survey.py .build/debug/flick --fps 60,240 --variants predict|minutes of headless runs; PredictedReleaseTests checks the rule"
  "python3 scripts/continuity-survey.py .build/release/flick|a release build; every script, variant and rate headless; StaircaseReadingTests and VelocityTrackerBiasTests check the rules"
  "python3 scripts/continuity-survey.py .build/release/flick --fps 60,240 --variants default|a release build and minutes of headless runs; ContinuityMeterTests and HandStoppedTests check the rules"
  "flick --headless --scene stress --count 100000 --script Assets/stress-demo.json --stats|a benchmark at 100 000 cards, minutes in a debug build"
  "flick --headless --scene stress --count 10000 --script Assets/stress-demo.json --stats|a benchmark at 10 000 cards, minutes in a debug build"
  "bash scripts/compare-traces.sh BUILD DIR|BUILD and DIR are placeholders: a second build to compare"
  "flick --headless --scene stress --count 100000 --script long-drag.json --duration 20 --stats|long-drag.json is the reader's own script; a benchmark of minutes"
  "flick --headless --scene stress --count 100000 --script long-drag.json --duration 60 --stats|long-drag.json is the reader's own script; a benchmark of minutes"
  "flick --headless --script Assets/stress-demo.json --trace T|T is the reader's trace file; AssetScriptTests plays the script"
  "FLICK_SKIP_BUILD=1 bash scripts/test-windows.sh|CI's window step"
  "flick --headless --script Tests/PlaygroundTests/Scripts/ab-reduced-twin.json --duration 0.4 --screenshot ab.png|ReducedMotionABTests plays the script and reads the picture's HUD line"
)

fail() {
  echo "test-readme-commands: $*" >&2
  exit 1
}

# The README's commands: the lines of its sh blocks (comments dropped) and its inline code that
# starts like a command, on one line.
readme_commands() {
  local document=$1
  awk '/^```(sh|bash|shell)$/ { inside = 1; next } /^```/ { inside = 0 } inside' "$document" \
    | sed -e 's/[[:space:]]*#.*$//' -e '/^$/d'
  tr '\n' ' ' <"$document" \
    | grep -oE '`([A-Z_]+=[^ `]* )*(flick|python3|swift (run|package|test|build|format)|bash) [^`]*`' | tr -d '`'
}
known() {
  local command=$1 entry
  for entry in "${RUN[@]}"; do [[ $entry == "$command" ]] && return 0; done
  for entry in "${SKIPPED[@]}"; do [[ ${entry%%|*} == "$command" ]] && return 0; done
  return 1
}
for document in "${documents[@]}"; do
  while IFS= read -r command; do
    command=$(echo "$command" | tr -s ' ' | sed -e 's/^ //' -e 's/ $//')
    known "$command" || fail "$document gives '$command': add it to RUN or SKIPPED in $0"
  done < <(readme_commands "$document")
done

[[ -x .build/debug/flick ]] || swift build --product flick
flick=$root/.build/debug/flick

# A display of our own for the window commands.
for n in $(seq 90 140); do [[ -e /tmp/.X$n-lock || -e /tmp/.X11-unix/X$n ]] || { display=:$n; break; }; done
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null; [[ -z ${bench_build:-} ]] || kill -- -"$bench_build" 2>/dev/null; rm -rf "$work" ${clone:+"$clone"}' EXIT
for _ in $(seq 50); do [[ -e /tmp/.X11-unix/X${display#:} ]] && break; sleep 0.1; done

# A window command in `directory`: alive after 3 s, then it quits on SIGTERM (what a window
# manager's close sends) with status 0. `exec` keeps one process from the shell to the program
# (swift run execs the product too).
run_window() {
  local directory=$1 line=$2 log=$work/window.log
  (cd "$directory" && DISPLAY=$display exec bash -c "exec $line") >"$log" 2>&1 &
  local pid=$!
  # swift run may still be building (an example's first build is the whole of Flick's): its
  # 3 s start when the program does.
  if [[ $line == "swift run"* ]]; then
    sleep 1
    for _ in $(seq 1800); do
      [[ $(cat /proc/$pid/comm 2>/dev/null) == swift* ]] || break
      sleep 1
    done
  fi
  sleep 3
  kill -0 "$pid" 2>/dev/null || { cat "$log" >&2; fail "'$line' ended within 3 s"; }
  kill -TERM "$pid"
  wait "$pid" || { cat "$log" >&2; fail "'$line' did not quit with status 0 on SIGTERM"; }
}

# The benchmarks' release build (flick-bench's and pixman-bench's, about two minutes cold) starts
# now, beside the commands before theirs (most of them single-threaded flick runs and window
# commands that wait 3 s), so their `swift run -c release` finds it done. Built once: Benchmarks'
# own build folder, which the commands then reuse.
bench_log=$work/benchmarks-build.log
# A process group of its own (setsid), so that a failure on the way ends the build too.
setsid bash -c 'swift build -c release --package-path Benchmarks --product flick-bench \
  && swift build -c release --package-path Benchmarks --product pixman-bench' >"$bench_log" 2>&1 &
bench_build=$!
bench_built() {
  [[ -n ${bench_build:-} ]] || return 0
  wait "$bench_build" || { cat "$bench_log" >&2; fail "the benchmarks' release build failed"; }
  echo "test-readme-commands: the benchmarks' release build, begun at the start, done"
  bench_build=
}

# Outputs go to a scratch folder; the scripts the commands name are found there too.
ln -s "$root/Assets" "$work/Assets"
for command in "${RUN[@]}"; do
  [[ -z ${started:-} ]] || echo "test-readme-commands: took $((SECONDS - started)) s"
  started=$SECONDS
  echo "test-readme-commands: $command"
  line=${command//…/$work/file-$RANDOM.png}
  [[ $line == *"--trace $work"* ]] && line=${line//.png/.jsonl}
  [[ $line == *"--package-path Benchmarks"* ]] && bench_built
  case $line in
    flick*--headless* | flick*--export-code* | flick*--export-test* | flick*--export-web* | "flick --help" | "flick --list-scenes")
      (cd "$work" && bash -c "$flick${line#flick}" >/dev/null) || fail "'$command' failed"
      ;;
    flick*) run_window "$work" "$flick${line#flick}" ;;
    "swift run flick") run_window "$root" "$line" ;;
    "cd Examples/"*" && swift run "*)
      example=${line#cd }
      run_window "$root/${example%% &&*}" "${line#*&& }"
      ;;
    *)
      bash -c "$line" >/dev/null || fail "'$command' failed"
      ;;
  esac
done
echo "test-readme-commands: took $((SECONDS - started)) s"
git diff --quiet -- Sources/Playground/Instrument/BuiltInPresets.swift \
  || fail "BuiltInPresets.swift is not what scripts/generate-builtin-presets.sh makes of Assets/presets.json"
git diff --quiet -- docs/cli.md || fail "docs/cli.md is not what scripts/make-cli-doc.sh makes of flick --help"
echo "test-readme-commands: ${#RUN[@]} commands work, ${#SKIPPED[@]} not run (see SKIPPED)"
