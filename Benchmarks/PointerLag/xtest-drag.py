#!/usr/bin/env python3
"""Drags the X pointer like a hand with a mouse reporting every INTERVAL ms: press at (x, y) on
the screen, move along (dx, dy) at SPEED pt/s for DISTANCE points, then (with --reversal) sharply
back for REVERSAL points, rest 100 ms and release. Through the XTEST extension (libXtst, what
xdotool uses), one fake motion event per interval at its own time, so the events are as steady
as the machine lets a sleeping process be; it prints how late the moves were (p50 / max, ms)
on stderr.

  DISPLAY=:95 xtest-drag.py --x 480 --y 352 --speed 1000 --interval 8 --distance 300 --reversal 100
"""
import argparse
import ctypes
import sys
import time

parser = argparse.ArgumentParser()
parser.add_argument("--x", type=float, required=True)
parser.add_argument("--y", type=float, required=True)
parser.add_argument("--dx", type=float, default=1)
parser.add_argument("--dy", type=float, default=0)
parser.add_argument("--speed", type=float, default=1000, help="pixels per second")
parser.add_argument("--interval", type=float, default=8, help="ms between moves")
parser.add_argument("--distance", type=float, default=300)
parser.add_argument("--reversal", type=float, default=0)
args = parser.parse_args()

x11 = ctypes.CDLL("libX11.so.6")
xtst = ctypes.CDLL("libXtst.so.6")
x11.XOpenDisplay.restype = ctypes.c_void_p
x11.XFlush.argtypes = [ctypes.c_void_p]
xtst.XTestFakeMotionEvent.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_ulong]
xtst.XTestFakeButtonEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
display = x11.XOpenDisplay(None)
if not display:
    sys.exit("xtest-drag: cannot open the display")


def move(x, y):
    xtst.XTestFakeMotionEvent(display, -1, int(round(x)), int(round(y)), 0)
    x11.XFlush(display)


def button(down):
    xtst.XTestFakeButtonEvent(display, 1, 1 if down else 0, 0)
    x11.XFlush(display)


step = args.interval / 1000
legs = [(args.distance, 1)] + ([(args.reversal, -1)] if args.reversal > 0 else [])
move(args.x, args.y)
time.sleep(0.1)
button(True)
time.sleep(0.05)
start = time.perf_counter()
x, y, travelled, n, late = args.x, args.y, 0.0, 0, []
for distance, sign in legs:
    leg_start_x, leg_start_y, leg_travel = x, y, 0.0
    while leg_travel < distance - 1e-9:
        n += 1
        due = start + n * step
        now = time.perf_counter()
        if due > now:
            time.sleep(due - now)
        late.append((time.perf_counter() - due) * 1000)
        leg_travel = min(distance, leg_travel + args.speed * step)
        x = leg_start_x + sign * args.dx * leg_travel
        y = leg_start_y + sign * args.dy * leg_travel
        move(x, y)
time.sleep(0.1)
button(False)
late.sort()
print(f"xtest-drag: {len(late)} moves, late p50 {late[len(late) // 2]:.2f} ms, max {late[-1]:.2f} ms", file=sys.stderr)
