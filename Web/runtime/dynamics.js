// The dynamics mode (key 2), as Motion's DynamicsWorld and DynamicsAnimation
// (Sources/Motion/Dynamics/DynamicsWorld.swift, DynamicsAnimation.swift, DynamicItem.swift): one
// item attached to the settle's target by a soft zero-length spring (AttachmentBehavior) with an
// item behavior's resistance (ItemBehavior), pushed with the release velocity. Only what a scene
// file's settle uses is here: one item, one attachment, one item behavior; no action, no
// collisions, no offset attachment (Flick's card scene has those, no scene file does), and no
// turn (the attachment pulls the centre, so the angle stays 0).
//
// Why it matches Flick at any frame rate: the world steps in fixed sub-steps of 1/480 s from an
// accumulator, each the exact damped-spring step (SpringSolution's coefficients, spring.js), so
// its states depend on the step count only; a frame between two sub-steps is drawn by cubic
// Hermite interpolation, never fed back. The same numbers in the same order as the Swift.
(function (Flick) {
  'use strict';

  /** DynamicsWorld.defaultStepDuration: an exact divisor of 30, 60, 120, 240 and 480 Hz frames. */
  const stepDuration = 1 / 480;
  /** Frame times on the sub-step grid up to rounding count as on it (DynamicsWorld.gridTolerance). */
  const gridTolerance = 1e-9;
  /** DynamicsWorld.maximumSimulatedTimePerAdvance: a giant dt cannot hang the page. */
  const maximumSimulatedTimePerAdvance = 10;
  const finite = (v) => Number.isFinite(v.x) && Number.isFinite(v.y);

  /** One item's exact sub-step around its anchor (DynamicsWorld's ItemMotion, its `.spring` case:
   * a scene file's frequency is at least 0.01 Hz, so the attachment is always active). */
  class ItemMotion {
    constructor(attachment, itemBehavior, h) {
      const resistance = Number.isFinite(itemBehavior.resistance) && itemBehavior.resistance > 0 ? itemBehavior.resistance : 0;
      const omega = 2 * Math.PI * attachment.frequency;
      const ratio = Number.isFinite(attachment.dampingRatio) ? Math.max(attachment.dampingRatio, 0) : 0;
      // Per unit mass: k = ω², c = resistance + 2ζω (the item's mass scales every force alike).
      const spring = new Flick.SpringSolution({ stiffness: omega * omega, damping: resistance + 2 * ratio * omega, mass: 1 });
      this.coefficients = spring.coefficients(h);
      this.anchor = attachment.anchor;
    }
    advanced(item) {
      const { pp, pv, vp, vv } = this.coefficients;
      const d = { x: item.position.x - this.anchor.x, y: item.position.y - this.anchor.y };
      return {
        position: { x: this.anchor.x + (pp * d.x + pv * item.velocity.x), y: this.anchor.y + (pp * d.y + pv * item.velocity.y) },
        velocity: { x: vp * d.x + vv * item.velocity.x, y: vp * d.y + vv * item.velocity.y },
      };
    }
  }

  /** A one-item DynamicsWorld: the item, its attachment, its item behavior, sub-steps and the pause. */
  class DynamicsWorld {
    constructor(item, attachment, itemBehavior) {
      this.stepDuration = stepDuration;
      this.restSpeed = 2;
      this.restDistance = 0.5;
      this.time = 0;
      this.stepCount = 0;
      this.current = { position: { ...item.position }, velocity: { ...item.velocity } };
      this.previous = this.current;
      this.attachment = { ...attachment };
      this.itemBehavior = itemBehavior;
      this.changed();
    }

    changed() {
      this.motion = null;
      this.isPaused = false;
    }
    get itemMotion() { return (this.motion ??= new ItemMotion(this.attachment, this.itemBehavior, this.stepDuration)); }

    /** setAnchor(_:for:): moves the attachment's anchor on the latest sub-step and wakes the world. */
    setAnchor(anchor) {
      if (!finite(anchor)) return;
      this.attachment.anchor = { ...anchor };
      this.changed();
    }

    /** Within 0.5 pt of the anchor and under 2 pt/s (allAtRest, with the motion as it is now). */
    get isAtRest() {
      const { position, velocity } = this.current;
      const anchor = this.itemMotion.anchor;
      return Math.hypot(velocity.x, velocity.y) < this.restSpeed &&
        Math.hypot(position.x - anchor.x, position.y - anchor.y) < this.restDistance;
    }

    /** The item as drawn at `time`: Hermite-interpolated between the last two sub-steps. */
    get item() {
      const latest = this.current;
      if (this.isPaused || this.stepCount <= 0) return latest;
      const h = this.stepDuration;
      const fraction = 1 - (this.stepCount * h - this.time) / h;
      if (!(fraction < 1)) return latest;
      return hermite(this.previous, latest, Math.max(fraction, 0), h);
    }

    advance(dt) {
      if (!(Number.isFinite(dt) && dt > 0)) return;
      this.time += dt;
      if (this.isPaused) return this.skipToTime();
      const limit = Math.ceil(maximumSimulatedTimePerAdvance / this.stepDuration);
      let steps = 0;
      while (this.time - this.stepCount * this.stepDuration > gridTolerance) {
        if (steps === limit) {
          this.time = this.stepCount * this.stepDuration;
          break;
        }
        this.step();
        steps += 1;
        if (this.isPaused) {
          this.skipToTime();
          break;
        }
      }
    }

    step() {
      const motion = this.itemMotion;
      this.previous = this.current;
      this.current = motion.advanced(this.previous);
      this.stepCount += 1;
      if (this.isAtRest) this.isPaused = true;
    }

    /** While paused the step grid keeps up with the time, so a push after a pause happens now. */
    skipToTime() {
      const steps = Math.ceil((this.time - gridTolerance) / this.stepDuration);
      if (Number.isFinite(steps)) this.stepCount = Math.max(this.stepCount, steps);
      this.previous = this.current;
    }
  }

  /** DynamicsWorld.hermite: position from both ends' positions and velocities, and its derivative. */
  function hermite(start, end, s, h) {
    const s2 = s * s, s3 = s2 * s;
    const h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2;
    const d00 = (6 * s2 - 6 * s) / h, d10 = 3 * s2 - 4 * s + 1, d11 = 3 * s2 - 2 * s;
    const axis = (k) => ({
      position: h00 * start.position[k] + (h10 * h) * start.velocity[k] + h01 * end.position[k] + (h11 * h) * end.velocity[k],
      velocity: d00 * (start.position[k] - end.position[k]) + d10 * start.velocity[k] + d11 * end.velocity[k],
    });
    const x = axis('x'), y = axis('y');
    return { position: { x: x.position, y: y.position }, velocity: { x: x.velocity, y: y.velocity } };
  }

  /**
   * Seed 000's finish as an animation of a centre [x, y] (DynamicsAnimation): the item released at
   * `from` with `velocity`, attached to `anchor` with `frequency` and `dampingRatio`, with
   * `resistance`. `density` and `itemSize` only make its mass, which no force here depends on
   * (each scales with it); they are kept for the Swift's signature.
   */
  class DynamicsAnimation {
    constructor({ from, velocity, anchor, itemSize, frequency = 3.5, dampingRatio = 0.6, density = 100, resistance = 25 }) {
      this.behaviors = { itemSize, frequency, dampingRatio, density, resistance };
      const setup = DynamicsAnimation.world(vector(from), vector(velocity), vector(anchor), this.behaviors);
      this.anchor = setup.anchor;
      this.world = setup.world;
      this.isInert = !finite(vector(from)) || !(Number.isFinite(frequency) && frequency > 0);
      this.restsAtAnchor = setup.finishedAtOnce;
    }

    /** DynamicsAnimation.world: the world and the anchor it settles at; done before it starts? */
    static world(position, velocity, anchor, behaviors) {
      const start = finite(position) ? position : anchor;
      const anchorInWorld = finite(anchor) ? anchor : start;
      const world = new DynamicsWorld(
        { position: start, velocity: finite(velocity) ? velocity : { x: 0, y: 0 } },
        { anchor: anchorInWorld, frequency: behaviors.frequency, dampingRatio: behaviors.dampingRatio },
        { density: behaviors.density, resistance: behaviors.resistance });
      const frequency = behaviors.frequency;
      const finishedAtOnce = !finite(position) || !finite(anchor) || !(Number.isFinite(frequency) && frequency > 0) || world.isAtRest;
      return { world, anchor: finite(anchorInWorld) ? anchorInWorld : { x: 0, y: 0 }, finishedAtOnce };
    }

    get isFinished() { return this.isInert || this.restsAtAnchor || this.world.isPaused; }
    get value() {
      const p = this.isFinished ? this.anchor : this.world.item.position;
      return [p.x, p.y];
    }
    get velocity() {
      if (this.isFinished) return [0, 0];
      const v = this.world.item.velocity;
      return [v.x, v.y];
    }
    get target() { return [this.anchor.x, this.anchor.y]; }

    /** Seed 002's `setTargetPoint:`: only the anchor moves; the item keeps its state. A finished
     * animation starts again from its anchor, at rest. */
    retarget(to) {
      const anchor = vector(to);
      if (!finite(anchor)) return;
      if (this.isFinished && !this.isInert) {
        this.world = DynamicsAnimation.world(this.anchor, { x: 0, y: 0 }, anchor, this.behaviors).world;
      } else {
        this.world.setAnchor(anchor);
      }
      this.anchor = anchor;
      this.restsAtAnchor = this.world.isAtRest;
    }

    advance(dt) {
      if (this.isFinished) return;
      this.world.advance(dt);
      // Cannot happen with exact sub-steps; if it ever did, rest rather than show NaN.
      if (!finite(this.world.item.position) || !finite(this.world.item.velocity)) this.restsAtAnchor = true;
    }
  }

  /** [x, y] or {x, y} as {x, y}. */
  function vector(v) { return Array.isArray(v) ? { x: v[0], y: v[1] } : { x: v.x, y: v.y }; }

  Flick.DynamicsWorld = DynamicsWorld;
  Flick.DynamicsAnimation = DynamicsAnimation;
  /** SettleParameters' dynamics defaults: seed 000's attachment (3.5 Hz, 0.6) and item (100, 25). */
  Flick.dynamicsDefaults = { frequency: 3.5, damping: 0.6, density: 100, resistance: 25 };
})(globalThis.Flick ??= {});
