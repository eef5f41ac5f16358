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
apart.
"""
import argparse
import json
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
    total = over = beyond_steps = unread_total = 0
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
                        if not within:
                            beyond_steps += 1
                        print("%-28s %-11s %3s fps  %-8s at %.3f: %6.2f pt, %6.0f pt/s (%3.0f %% of %5.0f)%s" % (
                            name, variant, fps, jump["kind"], jump["at"], jump["position"], jump["velocity"],
                            percent, speed, ("  within its steps of %.2f pt" % steps if within else "")
                            + ("  (speed unread: one frame held)" if unread else "")))
    print("%d hand-offs, %d over 0.5 pt or the velocity limit (5 %%, 10 %% for moves 16 ms apart);"
          " %d of them beyond the drag's own steps too; %d releases after a hold of one frame"
          " (speed unread)" % (total, over, beyond_steps, unread_total))


if __name__ == "__main__":
    sys.exit(main())
