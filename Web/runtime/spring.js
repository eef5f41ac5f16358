// The damped spring in closed form, as Motion's SpringSolution and SpringAnimation compute it:
// each step maps (displacement, velocity) through the exact solution over dt, for every damping
// ratio (under-, critically and over-damped), so the page moves the way Flick does at any
// frame rate. A second implementation of Motion's spring: Web/test holds the two together.
(function (Flick) {
  'use strict';

  /** A spring's exact step: stiffness k, damping c, mass m, as `Spring(mass:stiffness:damping:)`. */
  class SpringSolution {
    constructor({ stiffness, damping, mass }) {
      const omega0 = Math.sqrt(stiffness / mass);
      const zeta = damping / (2 * Math.sqrt(stiffness * mass));
      const valid =
        [stiffness, damping, mass].every(Number.isFinite) && mass > 0 && stiffness > 0 && damping >= 0 &&
        Number.isFinite(omega0) && omega0 > 0 && Number.isFinite(zeta);
      const w0 = valid ? omega0 : 0;
      const z = valid ? zeta : 0;
      this.squaredFrequency = w0 * w0;
      this.decayRate = z * w0;
      // (ζ − 1)(ζ + 1) rather than ζ² − 1 keeps the few bits that matter near ζ = 1.
      this.discriminant = this.squaredFrequency * (z - 1) * (z + 1);
      this.isValid =
        valid && Number.isFinite(this.squaredFrequency) && Number.isFinite(this.decayRate) &&
        Number.isFinite(this.discriminant);
    }

    /** e^(−αt)·(Ch, Sh): the decayed hyperbolic (or trigonometric) basis after t. */
    decayedBasis(t) {
      const z = this.discriminant * t * t;
      if (Math.abs(z) < 1e-2) {
        // Ch = Σ zⁿ/(2n)!, Sh = t·Σ zⁿ/(2n+1)!: six terms are below 1e-17 for |z| < 0.01.
        let ch = 1, sh = 1, chTerm = 1, shTerm = 1;
        for (let n = 1; n <= 6; n++) {
          const twoN = 2 * n;
          chTerm *= z / ((twoN - 1) * twoN);
          shTerm *= z / (twoN * (twoN + 1));
          ch += chTerm;
          sh += shTerm;
        }
        const envelope = Math.exp(-this.decayRate * t);
        return [envelope * ch, envelope * sh * t];
      }
      if (this.discriminant < 0) {
        const damped = Math.sqrt(-this.discriminant);
        const envelope = Math.exp(-this.decayRate * t);
        return [envelope * Math.cos(damped * t), (envelope * Math.sin(damped * t)) / damped];
      }
      // Overdamped: roots −α ± γ; γ − α = −ω0² / (α + γ) without cancellation.
      const gamma = Math.sqrt(this.discriminant);
      const slow = Math.exp((-this.squaredFrequency / (this.decayRate + gamma)) * t);
      const fast = Math.exp(-(this.decayRate + gamma) * t);
      return [0.5 * (slow + fast), (0.5 * (slow - fast)) / gamma];
    }

    /** The step's matrix: position and velocity after dt from position and velocity now. */
    coefficients(dt) {
      if (!(Number.isFinite(dt) && dt > 0)) return { pp: 1, pv: 0, vp: 0, vv: 1 };
      if (!this.isValid) return { pp: 0, pv: 0, vp: 0, vv: 0 };
      const [ch, sh] = this.decayedBasis(dt);
      const alphaSh = this.decayRate * sh;
      const c = { pp: ch + alphaSh, pv: sh, vp: -this.squaredFrequency * sh, vv: ch - alphaSh };
      return Object.values(c).every(Number.isFinite) ? c : { pp: 0, pv: 0, vp: 0, vv: 0 };
    }
  }

  /** Motion's `Tolerance.motion`: at rest within half a point, moving under 2 points a second. */
  const motionTolerance = { distance: 0.5, velocity: 2 };

  /**
   * A spring animation of a value with any number of components (a centre [x, y], or [alpha]),
   * stepped exactly: SpringAnimation's rules, including its rest test on the magnitudes.
   */
  class SpringAnimation {
    constructor({ from, to, velocity, spring, tolerance = motionTolerance }) {
      const finite = (v) => v.every(Number.isFinite);
      let start = from, end = to;
      if (!finite(from) && finite(to)) start = end = to;
      else if (finite(from) && !finite(to)) end = from;
      else if (!finite(from) && !finite(to)) start = end = from.map(() => 0);
      this.target = end.slice();
      this.displacement = start.map((v, i) => v - end[i]);
      this.velocity = finite(velocity) ? velocity.slice() : velocity.map(() => 0);
      this.tolerance = tolerance;
      this.spring = new SpringSolution(spring);
      this.cached = { dt: 0, c: null };
      this.isFinished = false;
      if (!this.spring.isValid || !finite(this.displacement)) this.settle();
      else this.settleIfAtRest();
    }

    get value() { return this.target.map((t, i) => t + this.displacement[i]); }

    advance(dt) {
      if (!(Number.isFinite(dt) && dt > 0) || this.isFinished) return;
      if (this.cached.dt !== dt) this.cached = { dt, c: this.spring.coefficients(dt) };
      const { pp, pv, vp, vv } = this.cached.c;
      const d = this.displacement.map((x, i) => pp * x + pv * this.velocity[i]);
      const v = this.displacement.map((x, i) => vp * x + vv * this.velocity[i]);
      if (!d.every(Number.isFinite) || !v.every(Number.isFinite)) return this.settle();
      this.displacement = d;
      this.velocity = v;
      this.settleIfAtRest();
    }

    /** Sent to a new target in flight: the position and velocity it has go on from there. */
    retarget(to) {
      if (!to.every(Number.isFinite)) return;
      const position = this.value;
      this.target = to.slice();
      this.displacement = position.map((p, i) => p - to[i]);
      this.isFinished = false;
      if (!this.spring.isValid) this.settle(); else this.settleIfAtRest();
    }

    settleIfAtRest() {
      if (Math.hypot(...this.displacement) < this.tolerance.distance &&
          Math.hypot(...this.velocity) < this.tolerance.velocity) this.settle();
    }

    settle() {
      this.displacement = this.displacement.map(() => 0);
      this.velocity = this.velocity.map(() => 0);
      this.isFinished = true;
    }
  }

  Flick.SpringSolution = SpringSolution;
  Flick.SpringAnimation = SpringAnimation;
  Flick.motionTolerance = motionTolerance;
  /** objc.io's hand-driven spring, Flick's default: k 300, friction 20, mass 1. */
  Flick.handDrivenSpring = { stiffness: 300, damping: 20, mass: 1 };
})(globalThis.Flick ??= {});
