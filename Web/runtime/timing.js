// Timed curves, as Motion's TimingCurve and TimedAnimation: CAMediaTimingFunction's cubic
// Béziers, solved for the curve parameter by Newton's method with bisection to 1e-12.
(function (Flick) {
  'use strict';

  const controlPoints = {
    linear: [0, 0, 1, 1], easeIn: [0.42, 0, 1, 1], easeOut: [0, 0, 0.58, 1], easeInOut: [0.42, 0, 0.58, 1],
  };

  class UnitBezier {
    constructor([x1, y1, x2, y2]) {
      const cx1 = Math.min(Math.max(x1, 0), 1), cx2 = Math.min(Math.max(x2, 0), 1);
      this.cx = 3 * cx1; this.bx = 3 * (cx2 - cx1) - this.cx; this.ax = 1 - this.cx - this.bx;
      this.cy = 3 * y1; this.by = 3 * (y2 - y1) - this.cy; this.ay = 1 - this.cy - this.by;
    }
    x(s) { return ((this.ax * s + this.bx) * s + this.cx) * s; }
    y(s) { return ((this.ay * s + this.by) * s + this.cy) * s; }
    solve(x) {
      const tolerance = 1e-12;
      let s = x;
      for (let i = 0; i < 8; i++) {
        const error = this.x(s) - x;
        if (Math.abs(error) < tolerance) return s;
        const derivative = (3 * this.ax * s + 2 * this.bx) * s + this.cx;
        if (Math.abs(derivative) < 1e-6) break;
        s -= error / derivative;
        if (!(s >= 0 && s <= 1)) break;
      }
      let low = 0, high = 1;
      s = x;
      for (let i = 0; i < 80; i++) {
        const value = this.x(s);
        if (Math.abs(value - x) < tolerance) return s;
        if (value < x) low = s; else high = s;
        s = 0.5 * (low + high);
      }
      return s;
    }
    slope(s) {
      const cap = 1e9;
      const dx = [(3 * this.ax * s + 2 * this.bx) * s + this.cx, 6 * this.ax * s + 2 * this.bx, 6 * this.ax];
      const dy = [(3 * this.ay * s + 2 * this.by) * s + this.cy, 6 * this.ay * s + 2 * this.by, 6 * this.ay];
      for (let order = 0; order < 3; order++) {
        if (Math.abs(dx[order]) > 1e-9) return Math.min(Math.max(dy[order] / dx[order], -cap), cap);
        if (Math.abs(dy[order]) > 1e-9) return (dy[order] > 0) === (dx[order] >= 0) ? cap : -cap;
      }
      return 0;
    }
  }

  class TimingCurve {
    constructor(name) {
      this.name = name;
      this.bezier = name === 'linear' ? null : new UnitBezier(controlPoints[name] || controlPoints.easeOut);
    }
    value(progress) {
      if (!(progress > 0)) return 0;
      if (progress >= 1) return 1;
      return this.bezier ? this.bezier.y(this.bezier.solve(progress)) : progress;
    }
    slope(progress) {
      if (!this.bezier) return 1;
      const p = progress > 0 ? Math.min(progress, 1) : 0;
      return this.bezier.slope(p === 0 ? 0 : p === 1 ? 1 : this.bezier.solve(p));
    }
  }

  /** From one value to another over a duration along a curve; a release's velocity is not used. */
  class TimedAnimation {
    constructor({ from, to, duration, curve }) {
      this.from = from.slice();
      this.target = to.slice();
      this.duration = Number.isFinite(duration) && duration > 0 ? duration : 0;
      this.curve = curve instanceof TimingCurve ? curve : new TimingCurve(curve);
      this.elapsed = 0;
      this.update();
    }
    get isFinished() { return this.elapsed >= this.duration; }
    advance(dt) {
      if (!(Number.isFinite(dt) && dt > 0) || this.isFinished) return;
      this.elapsed = Math.min(this.elapsed + dt, this.duration);
      this.update();
    }
    update() {
      if (this.isFinished) {
        this.value = this.target.slice();
        this.velocity = this.target.map(() => 0);
        return;
      }
      const t = this.elapsed;
      const progress = t > 0 ? t / this.duration : 0;
      const eased = this.curve.value(progress);
      const slope = this.curve.slope(t / this.duration) / this.duration;
      this.value = this.from.map((a, i) => a + eased * (this.target[i] - a));
      this.velocity = this.from.map((a, i) => slope * (this.target[i] - a));
    }
  }

  Flick.TimingCurve = TimingCurve;
  Flick.TimedAnimation = TimedAnimation;
})(globalThis.Flick ??= {});
