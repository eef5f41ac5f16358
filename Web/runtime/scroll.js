// A scene file's "scroll", as Scenes' SceneFileScroll over Motion's ScrollDeceleration: the
// content follows the finger, rubber-banded past its ends, and a release decelerates it as
// UIScrollView does (rate 0.998 or 0.99 a millisecond), springing back from an end it crosses.
// Inside a layer dragged along the same axis, the finger first moves that layer to its top,
// then scrolls; pulled down at the content's top, it hands the drag back.
(function (Flick) {
  'use strict';

  /** Motion's DecayAnimation (one value): v(t) = v0·e^(−t/τ), stopping at the rest speed. */
  class Decay {
    constructor(from, velocity, rate, restSpeed) {
      const tau = rate > 0 && rate < 1 ? -1 / (1000 * Math.log(rate)) : 0;
      this.timeConstant = tau;
      this.origin = from;
      const speed = Math.abs(velocity);
      let duration = 0, target = from, initial = velocity;
      if (tau > 0 && speed > restSpeed) {
        duration = restSpeed > 0 ? tau * Math.log(speed / restSpeed) : Infinity;
        target = from + (1 - restSpeed / speed) * tau * velocity;
        if ((!Number.isFinite(duration) && restSpeed > 0) || !Number.isFinite(target)) { duration = 0; target = from; }
      }
      if (duration === 0) initial = 0;
      this.initialVelocity = initial;
      this.duration = duration;
      this.target = target;
    }
    state(time) {
      if (!(time > 0)) return [this.origin, this.initialVelocity];
      if (time >= this.duration) return [this.target, 0];
      const v = Math.exp(-time / this.timeConstant) * this.initialVelocity;
      return [this.origin + this.timeConstant * (this.initialVelocity - v), v];
    }
  }

  /** Motion's SpringSimulation (one value), with its rest test and snap to the end. */
  class SpringSimulation {
    constructor(spring, start, end, velocity, tolerance) {
      this.solution = new Flick.SpringSolution(spring);
      Object.assign(this, { start, end, velocity, tolerance });
    }
    state(time) {
      const { pp, pv, vp, vv } = this.solution.coefficients(time);
      const d0 = this.start - this.end;
      return [pp * d0 + pv * this.velocity, vp * d0 + vv * this.velocity];
    }
    done(d, v) {
      return (Math.abs(d) < this.tolerance.distance || d === 0) && (Math.abs(v) < this.tolerance.velocity || v === 0);
    }
    position(time) { const [d, v] = this.state(time); return this.done(d, v) ? this.end : this.end + d; }
    velocityAt(time) { const [d, v] = this.state(time); return this.done(d, v) ? 0 : v; }
    isDone(time) { const [d, v] = this.state(time); return this.done(d, v); }
  }

  const bounceSpring = { stiffness: 100, damping: 20, mass: 1 };
  const bounceTolerance = { distance: 0.05, velocity: 1 };

  /** Motion's ScrollDeceleration: a decay, and the spring back from an end it crosses. */
  class ScrollDeceleration {
    constructor(position, velocity, extents, rate, bounce = bounceSpring) {
      const [low, high] = extents;
      this.extents = extents;
      this.decay = null;
      this.bounce = null;
      this.crossingTime = Infinity;
      if (position < low || position > high) {
        const end = position < low ? low : high;
        this.bounce = new SpringSimulation(bounce, position, end, velocity, bounceTolerance);
        this.crossingTime = 0;
        return;
      }
      const fling = new Decay(position, velocity, rate, 0.5);
      this.decay = fling;
      const tau = fling.timeConstant, speed = Math.abs(fling.initialVelocity);
      const end = velocity > 0 ? high : low;
      const distance = Math.abs(end - position);
      if (speed > 0 && tau > 0 && Number.isFinite(distance) && distance < Math.abs(fling.target - position)) {
        this.crossingTime = -tau * Math.log1p(-distance / (speed * tau));
        const handOff = (velocity > 0 ? 1 : -1) * (speed - distance / tau);
        this.bounce = new SpringSimulation(bounce, end, end, handOff, bounceTolerance);
      }
    }
    get restingPosition() { return this.bounce ? this.bounce.end : this.decay ? this.decay.target : this.extents[0]; }
    position(time) {
      if (this.bounce && time >= this.crossingTime) return this.bounce.position(time - this.crossingTime);
      return this.decay ? this.decay.state(time)[0] : this.restingPosition;
    }
    velocityAt(time) {
      if (this.bounce && time >= this.crossingTime) return this.bounce.velocityAt(time - this.crossingTime);
      return this.decay ? this.decay.state(time)[1] : 0;
    }
    isDone(time) {
      if (this.bounce) return time >= this.crossingTime && this.bounce.isDone(time - this.crossingTime);
      return this.decay ? time >= this.decay.duration : true;
    }
  }

  /** Motion's SimulationAnimation over a scroll offset, shown as the content's centre. */
  class OffsetAnimation {
    constructor(simulation, origin, axis) {
      this.simulation = simulation;
      this.origin = origin;
      this.axis = axis;
      this.elapsed = 0;
      this.offset = simulation.position(0);
      this.rate = simulation.velocityAt(0);
      this.isFinished = false;
      if (simulation.isDone(0) || !Number.isFinite(this.offset) || !Number.isFinite(this.rate)) this.finish();
    }
    get value() { return [this.origin.x - this.offset * this.axis.x, this.origin.y - this.offset * this.axis.y]; }
    get velocity() { return [-this.rate * this.axis.x, -this.rate * this.axis.y]; }
    get target() {
      const end = this.isFinished ? this.offset : this.simulation.restingPosition;
      return [this.origin.x - end * this.axis.x, this.origin.y - end * this.axis.y];
    }
    advance(dt) {
      if (!(Number.isFinite(dt) && dt > 0) || this.isFinished) return;
      const time = this.elapsed + dt;
      const position = this.simulation.position(time), speed = this.simulation.velocityAt(time);
      if (!Number.isFinite(position) || !Number.isFinite(speed)) return this.finish();
      this.elapsed = time;
      this.offset = position;
      this.rate = speed;
      if (this.simulation.isDone(time)) this.finish();
    }
    finish() { this.rate = 0; this.isFinished = true; }
  }

  class SceneFileScroll {
    constructor(spec, viewport, viewportSpec, content, contentSpec, stage) {
      Object.assign(this, { spec, viewport, viewportSpec, content, contentSpec, stage });
      this.pan = new Flick.PanGestureRecognizer(0);
      this.pan.onStateChange = (pan) => this.panChanged(pan);
      this.parentDrag = null;
      this.grabOffset = 0;
      this.nestedOffset = 0;
      this.lastTranslation = 0;
      this.sheetMovedLast = false;
      this.isNested = false;
    }
    get alongY() { return this.spec.axis !== 'x'; }
    get axis() { return this.alongY ? { x: 0, y: 1 } : { x: 1, y: 0 }; }
    along(v) { return this.alongY ? v.y : v.x; }

    get restingCenter() {
      const frame = this.contentSpec.frame(this.stage.size);
      const shown = this.content.frame;
      const center = { x: shown.x + shown.w / 2, y: shown.y + shown.h / 2 };
      return this.alongY ? { x: center.x, y: frame.y + shown.h / 2 } : { x: frame.x + shown.w / 2, y: center.y };
    }
    get extents() {
      const length = this.alongY ? this.content.size.h : this.content.size.w;
      const window = this.alongY ? this.viewport.size.h : this.viewport.size.w;
      const frame = this.contentSpec.frame(this.stage.size);
      return [0, Math.max(0, length + (this.alongY ? frame.y : frame.x) - window)];
    }
    get dimension() { return Math.max(this.alongY ? this.viewport.size.h : this.viewport.size.w, 1); }
    get offset() {
      const rest = this.restingCenter, shown = this.content.presentation.center;
      return this.along({ x: rest.x - shown.x, y: rest.y - shown.y });
    }
    show(offset) {
      const rest = this.restingCenter;
      this.content.center = { x: rest.x - offset * this.axis.x, y: rest.y - offset * this.axis.y };
    }

    pressed() { if (this.content.isAnimating('center')) this.content.stopAtPresentation(); }

    panChanged(pan) {
      const { RubberBand } = Flick;
      switch (pan.state) {
        case 'began':
          this.content.stopAtPresentation();
          this.grabOffset = RubberBand.unclamp(this.offset, this.extents, this.dimension);
          this.nestedOffset = this.grabOffset;
          this.lastTranslation = 0;
          this.sheetMovedLast = false;
          this.isNested = this.parentDrag !== null;
          if (this.parentDrag) this.parentDrag.catchLayer();
          this.drag(this.along(pan.translation));
          break;
        case 'changed': this.drag(this.along(pan.translation)); break;
        case 'ended': this.drag(this.along(pan.translation)); this.release(this.along(pan.velocity)); break;
        case 'cancelled': this.release(0); break;
      }
    }

    drag(translation) {
      const { RubberBand } = Flick;
      if (!Number.isFinite(translation)) return;
      if (!this.isNested || !this.parentDrag) {
        this.show(RubberBand.clamp(this.grabOffset - translation, this.extents, this.dimension));
        return;
      }
      let delta = translation - this.lastTranslation;
      this.lastTranslation = translation;
      if (delta === 0) return;
      const scaled = (d) => ({ x: d * this.axis.x, y: d * this.axis.y });
      if (delta < 0) {
        const taken = this.along(this.parentDrag.nudge(scaled(delta), true));
        if (taken !== 0) this.sheetMovedLast = true;
        delta -= taken;
        if (delta !== 0) { this.nestedOffset -= delta; this.sheetMovedLast = false; }
      } else {
        const back = Math.min(delta, Math.max(this.nestedOffset, 0));
        this.nestedOffset -= back;
        delta -= back;
        if (back > 0) this.sheetMovedLast = false;
        if (delta > 0) { this.parentDrag.nudge(scaled(delta), false); this.sheetMovedLast = true; }
      }
      this.show(RubberBand.clamp(this.nestedOffset, this.extents, this.dimension));
    }

    release(fingerVelocity) {
      const velocity = Number.isFinite(fingerVelocity) ? fingerVelocity : 0;
      if (this.isNested && this.parentDrag) {
        this.isNested = false;
        if (this.sheetMovedLast || !this.parentDrag.isAtTop) {
          this.parentDrag.release({ x: velocity * this.axis.x, y: velocity * this.axis.y });
          this.fling(0);
        } else {
          this.parentDrag.release({ x: 0, y: 0 }, true);
          this.fling(-velocity);
        }
        return;
      }
      this.fling(-velocity);
    }

    fling(velocity) {
      const { animator } = this.stage;
      const from = this.offset;
      const rest = this.restingCenter;
      if (this.spec.paging) {
        const page = this.dimension;
        const projected = Flick.Projection.restingPoint({ x: from, y: 0 }, { x: velocity, y: 0 }).x;
        const current = Math.round(from / page);
        const wanted = Math.min(Math.max(Math.round(projected / page), current - 1), current + 1);
        const last = Math.floor(this.extents[1] / page);
        const target = Math.min(Math.max(wanted, 0), Math.max(last, 0)) * page;
        Flick.SettleHandoff.animateCenter(this.content, {
          target: { x: rest.x - target * this.axis.x, y: rest.y - target * this.axis.y },
          velocity: { x: -velocity * this.axis.x, y: -velocity * this.axis.y },
          mode: this.stage.mode, parameters: this.stage.parameters, animator,
        });
        return;
      }
      const deceleration = new ScrollDeceleration(
        from, animator.inAnimationTime(velocity), this.extents, this.spec.decelerationRate,
        Flick.Reduced.edgeBounce(bounceSpring, animator.motionPreference));
      if (deceleration.isDone(0) && from === deceleration.restingPosition) return;
      this.content.animate('center', new OffsetAnimation(deceleration, rest, this.axis), animator);
    }

    hideContentOutsideViewport() {
      const p = this.content.presentation;
      const origin = { x: p.center.x - p.size.w / 2, y: p.center.y - p.size.h / 2 };
      const window = this.alongY ? this.viewport.size.h : this.viewport.size.w;
      for (const row of this.content.sublayers) {
        const r = row.presentation;
        const start = this.along({ x: r.center.x - r.size.w / 2 + origin.x, y: r.center.y - r.size.h / 2 + origin.y });
        const end = start + (this.alongY ? r.size.h : r.size.w);
        row.hidden = end <= 0 || start >= window;
      }
    }

    wheel(delta) {
      const now = this.offset;
      this.content.stopAtPresentation();
      const [low, high] = this.extents;
      this.show(Math.min(Math.max(now + this.along(delta), low), high));
    }

    resized() {
      if (this.content.isAnimating('center') || this.pan.isActive) return;
      const now = Number.isFinite(this.offset) ? this.offset : 0;
      const [low, high] = this.extents;
      this.show(Math.min(Math.max(now, low), high));
    }
  }

  Flick.SceneFileScroll = SceneFileScroll;
})(globalThis.Flick ??= {});
