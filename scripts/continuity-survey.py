#!/usr/bin/env python3
"""Every Assets script through one flick binary, headless, at several frame rates, with
resampling and prediction on and off: the worst hand-off of each kind the trace's `continuity`
records (what was drawn, docs/analysis.md), so a change to the hand-off can be judged on all of
them at once.

    python3 scripts/continuity-survey.py .build/debug/flick [--fps 30,60,144,240] [--variants default,no-resample,predict] [--synthetic]

Prints one line per script, variant and frame rate with a hand-off over the limits (position
0.5 pt, velocity 5 % of the speed before, 10 % for a script whose moves come 16 ms or more apart,
where the drawn path itself moves in steps; a grab's velocity is the hand's and is not judged,
nor a release's after a hold drawn in one frame, the trace's `velocityRead` false),
then a summary. A hand drawn in steps (the trace's `steps`: how far the drag's own frames stood
off the curve read through them) is also judged against its own steps: a release that jumps no
more than every event of the drag drew is within the physical limit; the summary counts those
apart. A release over the limits is played again with the hand held on past it (`flick --analyze
TRACE --held-at T`, docs/analysis.md): the same hand's drawn path read through the release's
instant with no hand-off. A release that jumps no more than that, plus the limits, is within the
drawn path's own steps too.
"""
import argparse
import json
import math
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The synthetic flicks (--synthetic): the card grabbed at its centre and flicked right for
# 200 ms, its events every 1, 8, 16 or 20 ms, at a speed that grows from 600 to 2 400 pt/s,
# holds 1 800, or falls from 2 400 to 600, then let go at the last event.
SPACINGS = [0.001, 0.008, 0.016, 0.020]
PROFILES = {
    "accelerating": lambda s: 600 * s + 4500 * s * s,
    "steady": lambda s: 1800 * s,
    "slowing": lambda s: 2400 * s - 4500 * s * s,
}


def synthetic_scripts(folder):
    """Writes the synthetic flicks into `folder`; their paths."""
    paths = []
    for name, travel in PROFILES.items():
        for spacing in SPACINGS:
            start = 0.2
            steps = int(round(0.2 / spacing))
            events = [{"t": start, "pointer": "down", "x": 480, "y": 352}]
            for step in range(1, steps + 1):
                s = step * spacing
                events.append({"t": round(start + s, 6), "pointer": "move",
                               "x": round(480 + travel(s), 3), "y": round(352 + travel(s) / 8, 3)})
            last = events[-1]
            events.append({"t": last["t"], "pointer": "up", "x": last["x"], "y": last["y"]})
            path = os.path.join(folder, "synthetic-%s-%gms.json" % (name, spacing * 1000))
            with open(path, "w") as f:
                json.dump({"scene": "card", "events": events}, f)
            paths.append(path)
    return paths
VARIANTS = {"default": [], "no-resample": ["--no-resample"], "predict": ["--predict"]}


def scene_file(script):
    """A script for a scene file (its "scene" is Assets/scenes/NAME.json, not a built-in
    scene): the --scene-file to play it with."""
    with open(script) as f:
        name = json.load(f).get("scene")
    path = os.path.join(ROOT, "Assets", "scenes", "%s.json" % name)
    builtin = {"modal", "pane", "navigation", "card", "stress", "scroll", "photos"}
    return ["--scene-file", path] if name not in builtin and os.path.exists(path) else []


def event_spacing(script):
    """The median time between a script's pointer moves, seconds (0 with fewer than two)."""
    with open(script) as f:
        events = json.load(f).get("events", [])
    times = sorted(e["t"] for e in events if e.get("pointer") == "move" and "t" in e)
    gaps = sorted(b - a for a, b in zip(times, times[1:]) if b > a)
    return gaps[len(gaps) // 2] if gaps else 0


def jumps(flick, script, fps, flags):
    flags = flags + scene_file(script)
    with tempfile.NamedTemporaryFile(suffix=".jsonl") as trace:
        run = subprocess.run(
            [flick, "--headless", "--fps", str(fps), "--script", script, "--trace", trace.name] + flags,
            capture_output=True, text=True, cwd=ROOT)
        if run.returncode != 0:
            return None, run.stderr.strip().splitlines()[-1:] or ["exit %d" % run.returncode]
        found = []
        for line in open(trace.name):
            record = json.loads(line).get("continuity")
            if record is None:
                continue
            found += record if isinstance(record, list) else [record]
        return found, None


def held_on_script(script, at, folder):
    """The script with the hand held on past its release at `at`: the release becomes a move, and
    the hand goes on at its last velocity, at its events' spacing, for 150 ms (six events at least),
    then lets go; the events
    after the release are left out. None where that release is not one pointer's lift."""
    with open(script) as f:
        data = json.load(f)
    events = data.get("events", [])
    lifts = [i for i, e in enumerate(events) if e.get("pointer") == "up" and abs(e.get("t", -1) - at) < 1e-6]
    if len(lifts) != 1:
        return None
    lift = events[lifts[0]]
    pointer = lift.get("id")
    moves = [e for e in events[:lifts[0]] if e.get("pointer") in ("down", "move") and e.get("id") == pointer]
    held = [e for e in moves[-2:]] + [lift]
    if len(held) < 2:
        return None
    # The last step that moved in time (a lift often repeats its last move's time or place).
    a, b = held[-2], held[-1]
    if b["t"] - a["t"] < 1e-6 and len(held) == 3:
        a, b = held[0], held[1]
    if b["t"] - a["t"] < 1e-6:
        return None
    vx, vy = (b["x"] - a["x"]) / (b["t"] - a["t"]), (b["y"] - a["y"]) / (b["t"] - a["t"])
    # On at the drag's own spacing: the same device, reporting as it did.
    spacing = event_spacing(script) or b["t"] - a["t"]
    last = moves[-1] if moves else None
    repeats = last is not None and (last["t"], last["x"], last["y"]) == (lift["t"], lift["x"], lift["y"])
    kept = events[:lifts[0]] + ([] if repeats else [dict(lift, pointer="move")])
    t, x, y = lift["t"], lift["x"], lift["y"]
    # Long enough for four frames after it at 30 fps.
    for _ in range(max(6, int(math.ceil(0.15 / spacing)))):
        t, x, y = round(t + spacing, 6), x + vx * spacing, y + vy * spacing
        kept.append(dict(lift, pointer="move", t=t, x=round(x, 3), y=round(y, 3)))
    kept.append(dict(lift, pointer="up", t=t, x=round(x, 3), y=round(y, 3)))
    data["events"] = kept
    path = os.path.join(folder, "held-on-%s" % os.path.basename(script))
    with open(path, "w") as f:
        json.dump(data, f)
    return path


def held_through(flick, script, fps, flags, at, folder):
    """The same hand held on past the release at `at`, read through `at` (`flick --analyze
    --held-at`): the drawn path's own steps there, with no hand-off; None where it cannot be read."""
    held = held_on_script(script, at, folder)
    if held is None:
        return None
    trace = os.path.join(folder, "held-on.jsonl")
    analysis = os.path.join(folder, "held-on-analysis.jsonl")
    run = subprocess.run(
        [flick, "--headless", "--fps", str(fps), "--script", held, "--trace", trace] + flags + scene_file(script),
        capture_output=True, text=True, cwd=ROOT)
    if run.returncode != 0:
        return None
    run = subprocess.run([flick, "--analyze", trace, "--held-at", repr(at), "--trace", analysis],
                         capture_output=True, text=True, cwd=ROOT)
    if run.returncode != 0:
        return None
    with open(analysis) as f:
        last = f.read().strip().splitlines()[-1]
    return json.loads(last)["analysis"].get("heldThrough")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("flick")
    parser.add_argument("--fps", default="30,60,144,240")
    parser.add_argument("--variants", default="default,no-resample,predict")
    parser.add_argument("--synthetic", action="store_true",
                        help="also the synthetic flicks: accelerating, steady and slowing, events every 1, 8, 16, 20 ms")
    args = parser.parse_args()
    scripts = sorted(
        os.path.join(ROOT, "Assets", name) for name in os.listdir(os.path.join(ROOT, "Assets"))
        if name.endswith(".json") and name != "presets.json")
    folder = tempfile.TemporaryDirectory()
    if args.synthetic:
        scripts += synthetic_scripts(folder.name)
    total = over = beyond_steps = unread_total = held_on = 0
    for script in scripts:
        velocity_limit = 10 if event_spacing(script) >= 0.016 - 1e-9 else 5
        for variant in args.variants.split(","):
            for fps in args.fps.split(","):
                found, error = jumps(args.flick, script, fps, VARIANTS[variant])
                name = os.path.basename(script)
                if error:
                    print("%s %s %s fps: %s" % (name, variant, fps, error[0]))
                    continue
                for jump in found:
                    total += 1
                    speed = jump.get("speedBefore", 0)
                    percent = 100 * jump["velocity"] / speed if speed >= 1 else 0
                    # A grab's velocity is the hand's; a release after a hold of one frame has no
                    # drawn velocity before it (`velocityRead` false): neither is judged.
                    unread = jump.get("velocityRead", True) is False
                    unread_total += unread
                    judged = percent if jump["kind"] != "grab" and not unread else 0
                    steps = jump.get("steps", 0)
                    if jump["position"] > 0.5 or judged > velocity_limit:
                        over += 1
                        within = jump["position"] <= max(0.5, steps) and judged <= velocity_limit
                        note = "  within its steps of %.2f pt" % steps if within else ""
                        if not within and jump["kind"] == "release":
                            # The control: the same hand held on through the release's instant.
                            held = held_through(args.flick, script, fps, VARIANTS[variant], jump["at"], folder.name)
                            if held is not None:
                                held_speed = held.get("speedBefore", 0)
                                held_percent = 100 * held["velocity"] / held_speed if held_speed >= 1 else 0
                                # Within what the drawn path itself does there, give or take the limits.
                                within = (jump["position"] <= held["position"] + 0.5
                                          and judged <= held_percent + velocity_limit)
                                note = "  %s held on: %.2f pt, %.0f %%" % (
                                    "within the path's own steps," if within else "beyond the path", held["position"],
                                    held_percent)
                                held_on += within
                        if not within:
                            beyond_steps += 1
                        print("%-28s %-11s %3s fps  %-8s at %.3f: %6.2f pt, %6.0f pt/s (%3.0f %% of %5.0f)%s" % (
                            name, variant, fps, jump["kind"], jump["at"], jump["position"], jump["velocity"],
                            percent, speed, note + ("  (speed unread: one frame held)" if unread else "")))
    print("%d hand-offs, %d over 0.5 pt or the velocity limit (5 %%, 10 %% for moves 16 ms apart);"
          " %d of them beyond the drag's own steps too (%d releases within what the same hand held on"
          " reads there); %d releases after a hold of one frame (speed unread)"
          % (total, over, beyond_steps, held_on, unread_total))


if __name__ == "__main__":
    sys.exit(main())
