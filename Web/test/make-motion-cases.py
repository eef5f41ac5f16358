#!/usr/bin/env python3
"""Writes fixtures/motion-cases.json: springs, timing curves and the rubber band evaluated from
their textbook closed forms, here in Python, independently of both implementations. Motion's
tests (Tests/MotionTests/SharedMotionCasesTests.swift) and the web runtime's
(Web/test/physics.test.js) check their own code against the same numbers, which is how the two
implementations are held together below the level of whole scenes.

    python3 Web/test/make-motion-cases.py     # rewrites the fixture (it is checked in)
"""
import json, math, os

def spring(k, c, m, x0, v0, t):
    """x(t), v(t) of m x'' + c x' + k x = 0 (x is the displacement from the target)."""
    w0 = math.sqrt(k / m)
    zeta = c / (2 * math.sqrt(k * m))
    a = zeta * w0
    if abs(zeta - 1) < 1e-12:  # critical: x = (x0 + (v0 + w0 x0) t) e^(-w0 t)
        b = v0 + w0 * x0
        e = math.exp(-w0 * t)
        return (x0 + b * t) * e, (b - w0 * (x0 + b * t)) * e
    if zeta < 1:
        wd = w0 * math.sqrt(1 - zeta * zeta)
        B = (v0 + a * x0) / wd
        e = math.exp(-a * t)
        x = e * (x0 * math.cos(wd * t) + B * math.sin(wd * t))
        v = e * (-a * (x0 * math.cos(wd * t) + B * math.sin(wd * t)) + wd * (-x0 * math.sin(wd * t) + B * math.cos(wd * t)))
        return x, v
    g = w0 * math.sqrt(zeta * zeta - 1)
    r1, r2 = -a + g, -a - g
    C2 = (v0 - r1 * x0) / (r2 - r1)
    C1 = x0 - C2
    return C1 * math.exp(r1 * t) + C2 * math.exp(r2 * t), C1 * r1 * math.exp(r1 * t) + C2 * r2 * math.exp(r2 * t)

def bezier(x1, y1, x2, y2, x):
    """CSS/Core Animation cubic-bezier y at x, by bisection on the curve parameter to 1e-15."""
    X = lambda s: 3 * (1 - s) ** 2 * s * x1 + 3 * (1 - s) * s * s * x2 + s ** 3
    Y = lambda s: 3 * (1 - s) ** 2 * s * y1 + 3 * (1 - s) * s * s * y2 + s ** 3
    lo, hi = 0.0, 1.0
    for _ in range(200):
        mid = (lo + hi) / 2
        if X(mid) < x: lo = mid
        else: hi = mid
    return Y((lo + hi) / 2)

springs = []
for (k, c, m) in [(300, 20, 1), (300, 2 * math.sqrt(300), 1), (300, 60, 1), (157.9137, 17.5929, 1), (1000, 10, 2), (80, 30, 0.5)]:
    for (x0, v0) in [(484.0, -2000.0), (-100.0, 0.0), (0.0, 3000.0)]:
        for t in [0.001, 1 / 60, 0.1, 0.25, 0.5, 1.2]:
            x, v = spring(k, c, m, x0, v0, t)
            springs.append({"stiffness": k, "damping": c, "mass": m, "displacement": x0, "velocity": v0, "t": t,
                            "displacementAfter": x, "velocityAfter": v})
curves = {"easeIn": (0.42, 0, 1, 1), "easeOut": (0, 0, 0.58, 1), "easeInOut": (0.42, 0, 0.58, 1)}
timing = [{"curve": name, "progress": p, "value": bezier(*pts, p)} for name, pts in curves.items()
          for p in [0.05, 0.25, 0.5, 0.75, 0.95]]
rubber = [{"overshoot": o, "dimension": d, "offset": (1 - 1 / (abs(o) * 0.55 / d + 1)) * d * (1 if o >= 0 else -1)}
          for o in [-300, -40, 10, 120, 900] for d in [640, 844]]
projection = [{"position": p, "velocity": v, "restingPoint": p + 0.998 / (1 - 0.998) / 1000 * v}
              for p, v in [(100, 0), (400, -1500), (48, 2200)]]
out = {"springs": springs, "timingCurves": timing, "rubberBand": rubber, "projection": projection}
path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixtures", "motion-cases.json")
with open(path, "w") as f:
    json.dump(out, f, indent=1)
    f.write("\n")
print(f"wrote {path}: {len(springs)} springs, {len(timing)} curve points, {len(rubber)} rubber bands")
