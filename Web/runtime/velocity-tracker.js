// The pointer's velocity, as Stage's VelocityTracker estimates it from the events' own times:
// the samples of the last 100 ms back to a pause of 40 ms; a least-squares line, or, where a
// quadratic's curvature is clearly there (six standard errors), a quadratic weighted toward the
// newest samples (e^(t/20 ms)); only the samples since the hand last turned by more than 60°
// (Motion's PathTurn); capped at 8 000 points a second.
(function (Flick) {
  'use strict';
  const horizon = 0.1, stopThreshold = 0.04, minimumInterval = 0.0005, maximumSpeed = 8000, capacity = 128;
  const recency = 0.02;

  function linearSlope(t, x) {
    const n = t.length;
    const meanT = t.reduce((a, b) => a + b, 0) / n;
    const meanX = x.reduce((a, b) => a + b, 0) / n;
    let covariance = 0, variance = 0;
    for (let i = 0; i < n; i++) {
      covariance += (t[i] - meanT) * (x[i] - meanX);
      variance += (t[i] - meanT) * (t[i] - meanT);
    }
    return variance > 0 ? covariance / variance : 0;
  }

  function invert3x3([[a, b, c], [d, e, f], [g, h, i]]) {
    const determinant = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g);
    if (!Number.isFinite(determinant) || Math.abs(determinant) <= 1e-300) return null;
    const k = 1 / determinant;
    return [
      [e * i - f * h, -(b * i - c * h), b * f - c * e],
      [-(d * i - f * g), a * i - c * g, -(a * f - c * d)],
      [d * h - e * g, -(a * h - b * g), a * e - b * d],
    ].map((row) => row.map((v) => v * k));
  }

  function quadraticFit(t, x, weights) {
    const s = [0, 0, 0, 0, 0], b = [0, 0, 0];
    for (let n = 0; n < t.length; n++) {
      let power = weights ? weights[n] : 1;
      for (let k = 0; k < 5; k++) {
        s[k] += power;
        if (k < 3) b[k] += power * x[n];
        power *= t[n];
      }
    }
    const inverse = invert3x3([[s[0], s[1], s[2]], [s[1], s[2], s[3]], [s[2], s[3], s[4]]]);
    if (!inverse) return null;
    const c = [0, 1, 2].map((row) => [0, 1, 2].reduce((sum, col) => sum + inverse[row][col] * b[col], 0));
    let residuals = 0;
    for (let n = 0; n < t.length; n++) {
      const r = x[n] - (c[0] + c[1] * t[n] + c[2] * t[n] * t[n]);
      residuals += r * r;
    }
    const variance = residuals / (t.length - 3);
    return { c1: c[1], c2: c[2], c2StandardError: Math.sqrt(Math.max(0, variance * inverse[2][2])) };
  }

  function slope(t, x, offset = 0) {
    const linear = linearSlope(t, x);
    if (t.length < 4) return linear;
    const quadratic = quadraticFit(t, x);
    if (!quadratic) return linear;
    if (!(Math.abs(quadratic.c2) > 6 * quadratic.c2StandardError)) return linear;
    const fit = quadraticFit(t, x, t.map((v) => Math.exp(v / recency))) ?? quadratic;
    return fit.c1 + 2 * fit.c2 * offset;
  }

  // Motion's PathTurn: the index of the first sample after the corner of the last turn at or
  // after `first` (its motion over 8 ms heads more than 60° from the newest 16 ms's, at more than
  // a quarter of its speed), else `first`.
  const turnNewestSpan = 0.016, turnStepSpan = 0.008, turnSpeedShare = 0.25;

  function motion(times, positions, end, span, first, whole) {
    let start = end - 1;
    while (start > first && times[end] - times[start] < span - 1e-6) start--;
    if (start < first || start >= end || !(times[end] > times[start])) return null;
    if (whole && times[end] - times[start] < span - 1e-6) return null;
    const dx = positions[end].x - positions[start].x, dy = positions[end].y - positions[start].y;
    const length = Math.hypot(dx, dy);
    if (!(length > 0) || !Number.isFinite(length)) return null;
    return { x: dx / length, y: dy / length, speed: length / (times[end] - times[start]) };
  }

  function lastTurn(times, positions, first) {
    const newest = times.length - 1;
    if (!(newest > first)) return first;
    const newestMotion = motion(times, positions, newest, turnNewestSpan, first, false);
    if (!newestMotion) return first;
    for (let index = newest; index > first; index--) {
      const step = motion(times, positions, index, turnStepSpan, first, true);
      if (!step) continue;
      const cosine = step.x * newestMotion.x + step.y * newestMotion.y;
      if (step.speed > turnSpeedShare * newestMotion.speed && cosine < 0.5) return index + 1;
    }
    return first;
  }

  class VelocityTracker {
    constructor() { this.reset(); }
    reset() { this.times = []; this.positions = []; }

    addSample(position, time) {
      if (!Number.isFinite(position.x) || !Number.isFinite(position.y) || !Number.isFinite(time)) return;
      const newest = this.times[this.times.length - 1];
      if (newest !== undefined && time - newest < minimumInterval) {
        this.positions[this.positions.length - 1] = position;
        return;
      }
      this.times.push(time);
      this.positions.push(position);
      const last = time;
      if (this.times.length > 2) {
        const keep = this.times.findIndex((t) => t >= last - 2 * horizon);
        if (keep > 0) { this.times.splice(0, keep); this.positions.splice(0, keep); }
      }
      if (this.times.length > capacity) {
        const extra = this.times.length - capacity;
        this.times.splice(0, extra); this.positions.splice(0, extra);
      }
    }

    /** The velocity at `time`, the fit read at `instant` (the release as drawn), in points/s. */
    velocity(time, instant) {
      const times = this.times;
      const newest = times[times.length - 1];
      if (newest === undefined || !Number.isFinite(time) || time - newest > stopThreshold) return { x: 0, y: 0 };
      if (instant === undefined) instant = newest;
      let first = times.length - 1;
      while (first > 0 && times[first - 1] >= newest - horizon && times[first] - times[first - 1] <= stopThreshold) first--;
      const turn = lastTurn(times, this.positions, first);
      if (times.length - turn >= 2) first = turn;
      if (times.length - first < 2) return { x: 0, y: 0 };
      const t = times.slice(first).map((v) => v - newest);
      const xs = this.positions.slice(first).map((p) => p.x);
      const ys = this.positions.slice(first).map((p) => p.y);
      const offset = Number.isFinite(instant) ? Math.min(0, instant - newest) : 0;
      const v = { x: slope(t, xs, offset), y: slope(t, ys, offset) };
      const speed = Math.hypot(v.x, v.y);
      if (!Number.isFinite(speed)) return { x: 0, y: 0 };
      return speed > maximumSpeed ? { x: (maximumSpeed / speed) * v.x, y: (maximumSpeed / speed) * v.y } : v;
    }
  }

  Flick.VelocityTracker = VelocityTracker;
})(globalThis.Flick ??= {});
