#!/usr/bin/env python3
"""Writes the scene file and script of the progress-link benchmark (issue 44).

    python3 Benchmarks/make-linked-tiles.py SCENE.json SCRIPT.json [COUNT] [--near]

SCENE.json: COUNT (default 1 000) 14x18 tiles on a 960x640 window, 40 to a row, 24 pt apart,
and a knob dragged along x at the bottom. Every tile has one progress link ("follow") to the
knob's left edge over [0, W - 40]: a quarter each follow with their alpha (0.2 to 1), their y
(8 pt down), their scale (0.6 to 1.2) and their rotation (0 to 90 degrees), in turn. So every
tile changes every frame the knob moves, and the whole window is redrawn.

With --near, each tile's link is over the 200 pt of the knob's travel around the tile's own x
(held at its ends outside it): only the tiles near the knob change, about a fifth of them a
frame, as the stress scene's drag moves the cards near the pointer.

SCRIPT.json: the knob pressed at 0.5 s and dragged to the right end and back twice, a move
every 1/120 s, released at 5 s.
"""
import json
import math
import sys

near = "--near" in sys.argv[3:]
arguments = [argument for argument in sys.argv[1:] if argument != "--near"]
scene_path, script_path = arguments[0], arguments[1]
count = int(arguments[2]) if len(arguments) > 2 else 1000
columns, pitch, top = 40, 24, 8

tiles = []
for index in range(count):
    column, row = index % columns, index // columns
    x, y = 5 + column * pitch, top + row * pitch
    property_, to = [("alpha", [0.2, 1]), ("y", [y, y + 8]), ("scale", [0.6, 1.2]),
                     ("rotation", [0, 90])][index % 4]
    hue = (index * 37) % 360
    red = int(128 + 100 * math.cos(math.radians(hue)))
    green = int(128 + 100 * math.cos(math.radians(hue - 120)))
    blue = int(128 + 100 * math.cos(math.radians(hue + 120)))
    tiles.append({
        "id": f"t{index}", "x": x, "y": y, "w": 14, "h": 18, "radius": 3,
        "color": f"#{red:02X}{green:02X}{blue:02X}", "interactive": False,
        "follow": [{"property": property_, "of": "knob", "along": "x",
                    "from": [x - 100, x + 100] if near else [0, "W - 40"], "to": to}],
    })
knob = {"id": "knob", "y": "H - 36", "w": 40, "h": 28, "radius": 14, "color": "#3D7BFD",
        "drag": {"axis": "x", "choose": "nearest", "snap": {"left": 0, "right": "W - 40"}}}
scene = {"summary": f"{count} tiles, each following the knob", "hint": "Drag the knob",
         "background": "#E6EBF2", "subject": "knob", "layers": tiles + [knob]}
with open(scene_path, "w") as file:
    json.dump(scene, file, indent=0)

# The knob's centre starts at (20, 640 - 22); the pointer goes there and back twice.
events = [{"t": 0.5, "pointer": "down", "x": 20, "y": 618}]
step = 0
while True:
    step += 1
    t = 0.5 + step / 120
    if t >= 5:
        break
    phase = (t - 0.5) / 2.25 * 2 * math.pi
    events.append({"t": round(t, 5), "pointer": "move", "x": round(20 + 460 * (1 - math.cos(phase)), 2), "y": 618})
events.append({"t": 5.0, "pointer": "up", "x": events[-1]["x"], "y": 618})
with open(script_path, "w") as file:
    json.dump({"events": events}, file)
