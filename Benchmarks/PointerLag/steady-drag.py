#!/usr/bin/env python3
"""A Flick script of one steady drag: press at (x, y), move along +x at SPEED pt/s with an event
every INTERVAL ms for DISTANCE points, then (with --reversal) straight back at the same speed for
REVERSAL points, hold still 50 ms and release. For `flick --headless --script ... --stats` (the
judder and pointer-lag lines) and as the plan pointer-lag.sh's xdotool drag follows.

  steady-drag.py --speed 1000 --interval 8 > /tmp/drag.json
"""
import argparse
import json

parser = argparse.ArgumentParser()
parser.add_argument("--speed", type=float, default=1000, help="points per second")
parser.add_argument("--interval", type=float, default=8, help="ms between move events")
parser.add_argument("--distance", type=float, default=300, help="points of steady drag")
parser.add_argument("--reversal", type=float, default=0, help="points back after a sharp reversal")
parser.add_argument("--x", type=float, default=480)
parser.add_argument("--y", type=float, default=352)
parser.add_argument("--start", type=float, default=0.2, help="time of the press, s")
args = parser.parse_args()
if args.speed <= 0 or args.interval <= 0 or args.distance <= 0 or args.reversal < 0:
    parser.error("speed, interval and distance must be positive, reversal not negative")

events = [{"t": args.start, "pointer": "down", "x": args.x, "y": args.y}]
step = args.interval / 1000
count = int(round(args.distance / args.speed / step))
x = args.x
for index in range(1, count + 1):
    x = args.x + args.speed * index * step
    events.append({"t": round(args.start + index * step, 6), "pointer": "move", "x": round(x, 4), "y": args.y})
turn = args.start + count * step
turnX = x
for index in range(1, int(round(args.reversal / args.speed / step)) + 1):
    x = turnX - args.speed * index * step
    events.append({"t": round(turn + index * step, 6), "pointer": "move", "x": round(x, 4), "y": args.y})
end = events[-1]["t"]
events.append({"t": round(end + 0.05, 6), "pointer": "up", "x": round(x, 4), "y": args.y})
print(json.dumps({"events": events}, indent=1))
