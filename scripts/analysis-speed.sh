#!/usr/bin/env bash
# The speed of `flick --analyze` on a 1080p60 recording (docs/performance.md): draws a 30 s
# 1920x1080 60 fps H.264 video (a 200 px textured square over a still picture, dragged and let go
# onto a spring every 3 s), then times ffmpeg's decoding alone and flick following the square.
#   swift build -c release && bash scripts/analysis-speed.sh [.build/release/flick]
set -euo pipefail
flick=${1:-.build/release/flick}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Response 0.5 s, damping ratio 0.6, let go at 1500 px/s towards x = 1200 (the closed form).
x=$(python3 -c '
import math
w = 2 * math.pi / 0.5; a = 0.6 * w; wd = w * math.sqrt(1 - 0.36)
d0 = 200 + 1500 * 0.3 - 1200; T = "mod(t,3)"
print(f"if(lt({T},0.3),200,if(lt({T},0.6),200+1500*({T}-0.3),1200+exp(-{a}*({T}-0.6))*({d0}*cos({wd}*({T}-0.6))+{(1500 + a * d0) / wd}*sin({wd}*({T}-0.6)))))")')
ffmpeg -hide_banner -loglevel error -nostdin -y -f lavfi -i "testsrc2=s=1920x1080:r=60:d=30,trim=end_frame=1,loop=-1:1" \
  -f lavfi -i "smptebars=s=200x200:r=60:d=30" \
  -filter_complex "[0][1]overlay=x='$x':y=400:eval=frame:shortest=1,format=yuv420p" \
  -c:v libx264 -preset veryfast -crf 23 -t 30 "$work/v1080p60.mp4"
echo "ffmpeg decoding alone:"
/usr/bin/time -f "  %e s wall, %U s user, %S s sys, %M KB" ffmpeg -hide_banner -loglevel error -nostdin \
  -i "$work/v1080p60.mp4" -map 0:v:0 -vf showinfo=checksum=0,format=gray -fps_mode passthrough \
  -f rawvideo -pix_fmt gray -y /dev/null
echo "flick --analyze (with its ffmpeg):"
/usr/bin/time -f "  %e s wall, %U s user, %S s sys" "$flick" --analyze "$work/v1080p60.mp4" \
  --track 200,400,200,200 --trace "$work/out.jsonl"
"$flick" --analyze "$work/v1080p60.mp4" --track 200,400,200,200 --headless >/dev/null &
pid=$!
peak=0
while kill -0 "$pid" 2>/dev/null; do
  value=$(awk '/VmHWM/ {print $2}' "/proc/$pid/status" 2>/dev/null || true)
  [ -n "$value" ] && peak=$value
  sleep 0.5
done
echo "  flick's peak memory (VmHWM): $peak kB"
uptime
