#!/usr/bin/env bash
# Installs flick like a program: the release build (the Swift runtime linked in, so it runs
# without the toolchain; the built-in presets are compiled in), what it reads at run time beside
# it (the DejaVu font it falls back on, the web page's runtime and the modal's scene file, in PREFIX/share/flick), a desktop entry and an icon (made from the app's
# own drawing by scripts/make-icon.sh), so that it starts from the desktop's launcher and works
# from any folder.
#   bash scripts/install.sh                      as root into /usr/local, as a user into ~/.local
#   bash scripts/install.sh --prefix DIR         under DIR
#   bash scripts/install.sh --uninstall [--prefix DIR]   removes exactly what the install wrote
#   --binary FILE   installs that built flick instead of building the release (tests, packagers)
# Every file written is listed in PREFIX/share/flick/installed-files, which --uninstall reads; the
# folders the install had to create are listed there too and removed when left empty.
set -euo pipefail
cd "$(dirname "$0")/.."

prefix=""
binary=""
uninstall=false
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) [ $# -ge 2 ] || { echo "install: --prefix needs a folder" >&2; exit 2; }; prefix=$2; shift 2 ;;
    --prefix=*) prefix=${1#--prefix=}; shift ;;
    --binary) [ $# -ge 2 ] || { echo "install: --binary needs a file" >&2; exit 2; }; binary=$2; shift 2 ;;
    --binary=*) binary=${1#--binary=}; shift ;;
    --uninstall) uninstall=true; shift ;;
    -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
if [ -z "$prefix" ]; then
  if [ "$(id -u)" -eq 0 ]; then prefix=/usr/local; else prefix="$HOME/.local"; fi
fi
# Absolute, without creating it: a folder the install makes is one it removes.
prefix=$(realpath -m -- "$prefix")
manifest="$prefix/share/flick/installed-files"

# Removes what a manifest lists: its files, then the folders it created, deepest first, where
# empty; then the manifest itself and its folder if it created that.
remove_installed() {
  local line
  local folders=()
  while IFS= read -r line; do
    case "$line" in
      "file "*) rm -f -- "${line#file }" ;;
      "folder "*) folders+=("${line#folder }") ;;
    esac
  done < "$manifest"
  rm -f -- "$manifest"
  local index
  for ((index = ${#folders[@]} - 1; index >= 0; index--)); do
    rmdir -- "${folders[$index]}" 2>/dev/null || true
  done
}

if $uninstall; then
  if [ ! -f "$manifest" ]; then
    echo "install: nothing installed under $prefix (no $manifest)" >&2
    exit 1
  fi
  remove_installed
  echo "install: removed flick from $prefix"
  exit 0
fi

if [ -z "$binary" ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
  command -v swift >/dev/null 2>&1 || { echo "install: swift is not in PATH" >&2; exit 1; }
  swift build -c release --product flick --static-swift-stdlib
  binary=.build/release/flick
fi
[ -x "$binary" ] || { echo "install: no built flick at '$binary'" >&2; exit 1; }
font=""
for candidate in /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf /usr/share/fonts/TTF/DejaVuSans.ttf \
  /usr/share/fonts/dejavu/DejaVuSans.ttf; do
  if [ -f "$candidate" ]; then font=$candidate; break; fi
done
[ -n "$font" ] || { echo "install: no DejaVuSans.ttf (bash scripts/install-dependencies.sh)" >&2; exit 1; }

# A second install replaces the first, leaving nothing of it behind.
if [ -f "$manifest" ]; then remove_installed; fi

written=()
created=()
# Creates $1 and the folders above it that are missing, remembering those, outermost first.
make_folder() {
  local folder=$1
  local missing=()
  while [ ! -d "$folder" ]; do
    missing=("$folder" "${missing[@]}")
    folder=$(dirname "$folder")
  done
  local each
  for each in "${missing[@]}"; do
    mkdir -- "$each"
    created+=("$each")
  done
}
# Installs file $1 as $2 with mode $3.
put() {
  make_folder "$(dirname "$2")"
  install -m "$3" -- "$1" "$2"
  written+=("$2")
}

put "$binary" "$prefix/bin/flick" 755
put "$font" "$prefix/share/flick/fonts/DejaVuSans.ttf" 644
bold="$(dirname "$font")/DejaVuSans-Bold.ttf"
if [ -f "$bold" ]; then put "$bold" "$prefix/share/flick/fonts/DejaVuSans-Bold.ttf" 644; fi
# The web page's template and runtime, which --export-web puts in every page it writes.
put Web/page.html "$prefix/share/flick/web/page.html" 644
put Web/runtime/files.txt "$prefix/share/flick/web/runtime/files.txt" 644
while IFS= read -r script; do
  [ -n "$script" ] && put "Web/runtime/$script" "$prefix/share/flick/web/runtime/$script" 644
done < Web/runtime/files.txt
# The modal as a scene file: O in the built-in modal writes its page.
put Assets/scenes/modal.json "$prefix/share/flick/scenes/modal.json" 644
for size in 48 64 128 256 512; do
  put "Assets/icons/flick-$size.png" "$prefix/share/icons/hicolor/${size}x${size}/apps/flick.png" 644
done
entry=$(mktemp)
trap 'rm -f "$entry"' EXIT
cat > "$entry" <<ENTRY
[Desktop Entry]
Type=Application
Name=Flick
GenericName=Animation Playground
Comment=Interruptible, gesture-driven animation: grab it while it moves, flick it
Exec=$prefix/bin/flick
Icon=flick
Terminal=false
Categories=Development;Graphics;
Keywords=animation;spring;gesture;physics;
ENTRY
put "$entry" "$prefix/share/applications/flick.desktop" 644

make_folder "$(dirname "$manifest")"
{
  for each in "${created[@]}"; do echo "folder $each"; done
  for each in "${written[@]}"; do echo "file $each"; done
} > "$manifest"
echo "install: flick installed under $prefix (${#written[@]} files, listed in $manifest)"
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "install: $prefix/bin is not in PATH; the desktop entry starts $prefix/bin/flick" ;;
esac
