#!/usr/bin/env bash
# Installs what Flick needs from Debian 12's packages, as root or through sudo, and only what is
# missing: SDL2 with SDL2_ttf and SDL2_image (and their headers), the DejaVu font, and what the
# tests and the README's pictures use (Xvfb, xdotool, imagemagick; xrdb from x11-xserver-utils for a
# desktop's Xft.dpi, weston for a Wayland desktop at scale 2), ffmpeg (with ffprobe), which --video
# and V pipe frames to, OpenCV's core and imgproc (the template matching --analyze follows a region
# with), nodejs, which runs the exported JavaScript in the tests, and chromium with its headless
# shell, the browser the web page's equivalence test drives through the DevTools protocol (the
# shell steps frames at exact times; Web/test/README.md), and Mesa's OpenGL (libgl1-mesa-dri's llvmpipe
# with libglx-mesa0), on which the window tier draws the GPU backend under Xvfb
# (GPUBackendWindowTests), and cairo's headers (libcairo2-dev), which the Benchmarks package's
# cairo-bench measures the renderer's turned shapes against. Swift itself must be in PATH.
#   bash scripts/install-dependencies.sh && swift run flick
set -euo pipefail
packages=(libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev fonts-dejavu-core xvfb xdotool imagemagick ffmpeg libpixman-1-dev libopencv-imgproc-dev nodejs x11-xserver-utils weston chromium chromium-headless-shell libgl1-mesa-dri libglx-mesa0 libcairo2-dev)
missing=()
for package in "${packages[@]}"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ]; then
    as_root=()
  elif command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
  else
    echo "install-dependencies: need root or sudo to install: ${missing[*]}" >&2
    exit 1
  fi
  echo "install-dependencies: installing ${missing[*]}"
  # A fresh machine has no package lists yet: apt-get install fails until update has run.
  "${as_root[@]}" apt-get update -qq
  "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
if ! command -v swift >/dev/null 2>&1; then
  echo "install-dependencies: swift is not in PATH (Flick needs Swift 6.1 or later)" >&2
  exit 1
fi
