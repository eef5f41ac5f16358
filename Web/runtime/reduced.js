// Reduced motion, as Stage's ReducedSettle: the twin of every release's settle for people whom
// motion makes ill. A critically damped approach along the straight line to the same target, from
// the release velocity toward it (none if it points away): it never passes the target, and no
// faster than max(the release's speed, 4 800 pt/s). A monotone timed curve is its own twin; an
// edge's bounce is critically damped. The page plays it when the browser asks
// (`prefers-reduced-motion: reduce`), as Flick does with --reduce-motion.
(function (Flick) {
  'use strict';
  const angularFrequency = 20, speedCap = 4800;

  /** ReducedSettle over any number of components (a centre [x, y], or [alpha]). */
  class ReducedSettle {
    constructor(from, velocity, target, tolerance) {
      this.from = from.slice();
      this.target = target.slice();
      this.tolerance = tolerance;
      const offset = target.map((t, i) => t - from[i]);
      const distance = Math.hypot(...offset);
      this.distance = Number.isFinite(distance) ? distance : 0;
      if (!(distance > 0 && Number.isFinite(distance))) {
        this.direction = offset.map(() => 0);
        this.initialSpeed = 0;
        this.omega = angularFrequency;
        return;
      }
      this.direction = offset.map((o) => o / distance);
      const toward = velocity.every(Number.isFinite) ? velocity.reduce((sum, v, i) => sum + v * this.direction[i], 0) : 0;
      this.initialSpeed = Math.max(0, toward);
      this.omega = Math.max(Math.min(angularFrequency, (2 * speedCap) / distance), this.initialSpeed / distance);
    }
    remaining(time) {
      const t = Math.max(0, time);
      return (this.distance + (this.omega * this.distance - this.initialSpeed) * t) * Math.exp(-this.omega * t);
    }
    position(time) {
      if (!(this.distance > 0)) return this.target.slice();
      const r = this.remaining(time);
      return this.target.map((t, i) => t - r * this.direction[i]);
    }
    velocityAt(time) {
      if (!(this.distance > 0)) return this.target.map(() => 0);
      const t = Math.max(0, time);
      const speed = (this.initialSpeed + this.omega * (this.omega * this.distance - this.initialSpeed) * t) * Math.exp(-this.omega * t);
      return this.direction.map((d) => speed * d);
    }
    isDone(time) {
      return this.distance === 0 ||
        (this.remaining(time) <= this.tolerance.distance && Math.hypot(...this.velocityAt(time)) <= this.tolerance.velocity);
    }
  }

  /** The twin as an animation stepped by the time passed in (ReducedSettleAnimation). */
  class ReducedSettleAnimation {
    constructor(from, velocity, target, tolerance) {
      this.simulation = new ReducedSettle(from, velocity, target, tolerance);
      this.reduced = true;
      this.elapsed = 0;
      this.value = this.simulation.position(0);
      this.velocity = this.simulation.velocityAt(0);
      this.isFinished = false;
      if (this.simulation.isDone(0)) this.finish();
    }
    get target() { return this.simulation.target; }
    advance(dt) {
      if (!(Number.isFinite(dt) && dt > 0) || this.isFinished) return;
      this.elapsed += dt;
      this.value = this.simulation.position(this.elapsed);
      this.velocity = this.simulation.velocityAt(this.elapsed);
      if (this.simulation.isDone(this.elapsed)) this.finish();
    }
    finish() {
      this.value = this.simulation.target.slice();
      this.velocity = this.value.map(() => 0);
      this.isFinished = true;
    }
  }

  const Reduced = {
    /** A timed curve that never leaves [0, 1] between its ends is its own reduced twin. */
    keepsCurve(curve) {
      const points = { easeIn: [0.42, 0, 1, 1], easeOut: [0, 0, 0.58, 1], easeInOut: [0.42, 0, 0.58, 1], linear: [0, 0, 1, 1] }[curve];
      if (!points) return false;
      const [, y1, , y2] = points;
      return y1 >= 0 && y1 <= y2 && y2 <= 1;
    },
    /** An edge's bounce under reduced motion: the same spring, critically damped. */
    edgeBounce(spring, preference) {
      const ratio = spring.damping / (2 * Math.sqrt(spring.stiffness * spring.mass));
      if (preference !== 'reduced' || ratio >= 1) return spring;
      return { ...spring, damping: 2 * Math.sqrt(spring.stiffness * spring.mass) };
    },
    animation(from, velocity, target, tolerance) { return new ReducedSettleAnimation(from, velocity, target, tolerance); },
  };

  Flick.Reduced = Reduced;
  Flick.ReducedSettleAnimation = ReducedSettleAnimation;
})(globalThis.Flick ??= {});
