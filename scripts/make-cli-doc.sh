#!/usr/bin/env bash
# Writes `flick --help`, as the program prints it, between the flick --help markers of
# docs/cli.md. `--check` writes nothing and fails when the page differs from the program
# (CLIDocTests does the same check in `swift test`). FLICK names the binary (default: the debug
# build's, built if missing). COLUMNS is unset: the parser wraps to 80 columns off a terminal.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
flick=${FLICK:-.build/debug/flick}
[[ -n ${FLICK:-} || -x $flick ]] || swift build --product flick
page=docs/cli.md
help=$(env -u COLUMNS "$flick" --help)
made=$(mktemp)
trap 'rm -f "$made"' EXIT
awk -v help="$help" '
  /^<!-- flick --help: begin/ { print; print "```text"; print help; print "```"; skipping = 1; next }
  /^<!-- flick --help: end -->/ { skipping = 0 }
  !skipping
' "$page" >"$made"
grep -q '^<!-- flick --help: end -->' "$made" || { echo "make-cli-doc: no markers in $page" >&2; exit 1; }
if [[ ${1:-} == --check ]]; then
  diff -u "$page" "$made" || { echo "make-cli-doc: $page is not what flick --help prints: run bash scripts/make-cli-doc.sh" >&2; exit 1; }
else
  cp "$made" "$page"
  echo "make-cli-doc: wrote flick --help into $page"
fi
