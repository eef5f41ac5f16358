#!/usr/bin/env python3
"""Every Assets script through one flick binary, headless, at several frame rates, with
resampling and prediction on and off: the worst hand-off of each kind the trace's `continuity`
records (what was drawn, docs/analysis.md), so a change to the hand-off can be judged on all of
them at once.

    python3 scripts/continuity-survey.py .build/debug/flick [--fps 30,60,144,240] [--variants default,no-resample,predict]

Prints one line per script, variant and frame rate with a hand-off over the limits (position
0.5 pt, velocity 5 % of the speed before; a grab's velocity is the hand's and is not judged),
then a summary.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VARIANTS = {"default": [], "no-resample": ["--no-resample"], "predict": ["--predict"]}


def scene_file(script):
    """A script for a scene file (its "scene" is Assets/scenes/NAME.json, not a built-in
    scene): the --scene-file to play it with."""
    with open(script) as f:
        name = json.load(f).get("scene")
    path = os.path.join(ROOT, "Assets", "scenes", "%s.json" % name)
    builtin = {"modal", "pane", "navigation", "card", "stress", "scroll", "photos"}
    return ["--scene-file", path] if name not in builtin and os.path.exists(path) else []


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
    args = parser.parse_args()
    scripts = sorted(
        os.path.join(ROOT, "Assets", name) for name in os.listdir(os.path.join(ROOT, "Assets"))
        if name.endswith(".json") and name != "presets.json")
    total = over = 0
    for script in scripts:
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
                    judged = percent if jump["kind"] != "grab" else 0
                    if jump["position"] > 0.5 or judged > 5:
                        over += 1
                        print("%-28s %-11s %3s fps  %-8s at %.3f: %6.2f pt, %6.0f pt/s (%3.0f %% of %5.0f)" % (
                            name, variant, fps, jump["kind"], jump["at"], jump["position"], jump["velocity"],
                            percent, speed))
    print("%d hand-offs, %d over 0.5 pt or 5 %%" % (total, over))


if __name__ == "__main__":
    sys.exit(main())
