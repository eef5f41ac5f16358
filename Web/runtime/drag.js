// A scene file's "drag", as Scenes' SceneFileDrag: the layer follows the pointer along its axes,
// rubber-banded past its range; a release picks a snap point (projection, velocity or nearest)
// and settles there with the release velocity; a press catches it mid-flight where it is drawn.
// Positions here are the layer's top-left in its superlayer's points; its centre is that plus
// half its size.
(function (Flick) {
  'use strict';
  const { RubberBand, Projection, SettleHandoff } = Flick;
  const add = (a, b) => ({ x: a.x + b.x, y: a.y + b.y });
  const finite = (v) => Number.isFinite(v.x) && Number.isFinite(v.y);

  class SceneFileDrag {
    constructor(spec, layout, layer, slop, stage) {
      this.spec = spec;
      this.layout = layout;
      this.layer = layer;
      this.stage = stage;
      this.pan = new Flick.PanGestureRecognizer(slop);
      this.pan.onStateChange = (pan) => this.panChanged(pan);
      this.phase = 'rest';
      this.target = null;
      this.lastHandoff = null;
      this.grab = { x: 0, y: 0 };
      this.caughtByPress = false;
      // A scroll inside moves this layer by increments: the unbanded position they add to.
      this.nestedPosition = null;
      if (spec.snaps.length) this.target = this.nearestSnap(this.position);
    }

    get axes() { return { x: this.spec.axis !== 'y', y: this.spec.axis !== 'x' }; }
    get size() { return this.stage.size; }

    get position() {
      const p = this.layer.presentation;
      return { x: p.center.x - p.size.w / 2, y: p.center.y - p.size.h / 2 };
    }
    centerAt(position) { return { x: position.x + this.layer.size.w / 2, y: position.y + this.layer.size.h / 2 }; }
    get modelOrigin() { const f = this.layer.frame; return { x: f.x, y: f.y }; }

    snapPosition(index) {
      const snap = this.spec.snaps[index];
      const frame = this.layout.frame(this.size);
      return { x: snap.x ? snap.x(this.size) : frame.x, y: snap.y ? snap.y(this.size) : frame.y };
    }

    range(alongX) {
      const given = alongX ? this.spec.rangeX : this.spec.rangeY;
      if (given) {
        const a = given[0](this.size), b = given[1](this.size);
        return [Math.min(a, b), Math.max(a, b)];
      }
      if (!this.spec.snaps.length) return null;
      const values = this.spec.snaps.map((_, i) => (alongX ? this.snapPosition(i).x : this.snapPosition(i).y));
      return [Math.min(...values), Math.max(...values)];
    }
    dimension(alongX) { return alongX ? this.size.w : this.size.h; }

    band(value, alongX) {
      const range = this.range(alongX);
      if (!range) return value;
      if (!this.spec.rubberBand) return Math.min(Math.max(value, range[0]), range[1]);
      return RubberBand.clamp(value, range, this.dimension(alongX));
    }
    unband(value, alongX) {
      const range = this.range(alongX);
      if (!range || !this.spec.rubberBand) return value;
      return RubberBand.unclamp(value, range, this.dimension(alongX));
    }

    nearestSnap(point) {
      if (!finite(point)) return 0;
      let best = 0, bestDistance = Infinity;
      this.spec.snaps.forEach((_, index) => {
        const snap = this.snapPosition(index);
        const dx = this.axes.x ? snap.x - point.x : 0;
        const dy = this.axes.y ? snap.y - point.y : 0;
        const distance = Math.sqrt(dx * dx + dy * dy);
        if (distance < bestDistance) { best = index; bestDistance = distance; }
      });
      return best;
    }

    // The press and the drag

    pressed() {
      if (this.spec.catchOn !== 'press' || this.phase !== 'settling') return;
      this.layer.stopAtPresentation();
      this.phase = 'dragging';
      this.target = null;
      this.caughtByPress = true;
    }
    pressEnded() {
      if (!this.caughtByPress) return;
      this.caughtByPress = false;
      if (this.phase === 'dragging' && !this.pan.isActive) this.release({ x: 0, y: 0 });
    }

    panChanged(pan) {
      switch (pan.state) {
        case 'began': this.catchLayer(); this.drag(pan.translationSinceBegan); break;
        case 'changed': this.drag(pan.translationSinceBegan); break;
        case 'ended': this.drag(pan.translationSinceBegan); this.release(pan.velocity); break;
        case 'cancelled': this.release({ x: 0, y: 0 }, true); break;
      }
    }

    catchLayer() {
      this.caughtByPress = false;
      this.layer.stopAtPresentation();
      const caught = this.position;
      this.grab = { x: this.unband(caught.x, true), y: this.unband(caught.y, false) };
      this.nestedPosition = null;
      this.phase = 'dragging';
      this.target = null;
    }

    drag(translation) {
      if (this.phase !== 'dragging' || !finite(translation)) return;
      this.moveTo(add(this.grab, translation));
    }

    moveTo(wanted) {
      const now = this.modelOrigin;
      const shown = {
        x: this.axes.x ? this.band(wanted.x, true) : now.x,
        y: this.axes.y ? this.band(wanted.y, false) : now.y,
      };
      this.layer.center = this.centerAt(shown);
    }

    /** A scroll inside hands this layer `delta` of the finger's motion; returns what it took. */
    nudge(delta, stopAtTop) {
      if (this.phase !== 'dragging') this.catchLayer();
      let unbanded = this.nestedPosition || this.grab;
      const taken = { ...delta };
      const top = this.range(false), left = this.range(true);
      if (stopAtTop && top && this.axes.y && delta.y < 0) taken.y = Math.max(delta.y, Math.min(top[0] - unbanded.y, 0));
      if (stopAtTop && left && this.axes.x && delta.x < 0) taken.x = Math.max(delta.x, Math.min(left[0] - unbanded.x, 0));
      unbanded = add(unbanded, taken);
      this.nestedPosition = unbanded;
      this.moveTo(unbanded);
      return taken;
    }

    /** Whether the layer rests (or is held) at its first snap point along the axis. */
    get isAtTop() {
      const range = this.range(!this.axes.y);
      if (!range) return true;
      const at = this.nestedPosition || this.position;
      return (this.axes.y ? at.y : at.x) <= range[0] + 0.5;
    }

    // Release

    release(velocity, nearest = false) {
      this.caughtByPress = false;
      this.nestedPosition = null;
      let v = finite(velocity) ? velocity : { x: 0, y: 0 };
      if (this.spec.carry === 'axis') v = { x: this.axes.x ? v.x : 0, y: this.axes.y ? v.y : 0 };
      const from = this.layer.presentation.center;
      if (!nearest) this.stage.releasing(this, v);
      // First, so the model size is the one the layer rests at.
      this.stage.resumeShape(this);
      let chosen;
      const held = this.stage.heldPosition(this);
      if (held) {
        chosen = held;
        this.target = null;
      } else if (!this.spec.snaps.length) {
        const here = this.modelOrigin;
        const projected = Projection.restingPoint(here, v);
        const clampTo = (value, range) => (range ? Math.min(Math.max(value, range[0]), range[1]) : value);
        chosen = {
          x: this.axes.x ? clampTo(projected.x, this.range(true)) : here.x,
          y: this.axes.y ? clampTo(projected.y, this.range(false)) : here.y,
        };
        this.target = null;
      } else {
        const index = nearest ? this.nearestSnap(this.modelOrigin) : this.choose(v);
        this.target = index;
        chosen = this.snapPosition(index);
      }
      // Rubber-banded past an end, the layer moves slower than the pointer: its own velocity.
      const own = { x: this.bandedVelocity(v.x, true), y: this.bandedVelocity(v.y, false) };
      const first = this.settle(this.centerAt(chosen), own);
      this.lastHandoff = {
        t: this.stage.animator.now, release: own, settle: first, from,
        target: this.centerAt(chosen), targetTopLeft: chosen,
      };
      this.stage.released(this);
    }

    bandedVelocity(velocity, alongX) {
      const range = this.range(alongX);
      if (!this.spec.rubberBand || !range) return velocity;
      const origin = this.modelOrigin;
      const wanted = this.unband(alongX ? origin.x : origin.y, alongX);
      return RubberBand.velocity(velocity, wanted, range, this.dimension(alongX));
    }

    choose(velocity) {
      const here = this.modelOrigin;
      switch (this.spec.choose) {
        case 'nearest': return this.nearestSnap(here);
        case 'velocity': {
          const along = this.axes.y ? velocity.y : velocity.x;
          const values = this.spec.snaps.map((_, i) => (this.axes.y ? this.snapPosition(i).y : this.snapPosition(i).x));
          const extreme = along >= 0 ? Math.max(...values) : Math.min(...values);
          return values.indexOf(extreme);
        }
        default: return this.nearestSnap(Projection.restingPoint(here, velocity));
      }
    }

    settle(center, velocity, start) {
      this.phase = 'settling';
      const stage = this.stage;
      return SettleHandoff.animateCenter(this.layer, {
        from: start, target: center, velocity, mode: stage.mode, parameters: stage.parameters, animator: stage.animator,
        completion: (finished) => {
          if (!finished) return;
          this.phase = 'rest';
          if (this.target !== null) {
            this.layer.center = this.centerAt(this.snapPosition(this.target));
            stage.arrived(this, this.spec.snaps[this.target].name);
          }
        },
      });
    }

    settleToTopLeft(topLeft) {
      if (this.caughtByPress && !this.pan.isActive) { this.caughtByPress = false; this.phase = 'rest'; }
      if (this.phase === 'dragging') return;
      this.target = null;
      const destination = this.centerAt(topLeft);
      if (this.phase === 'settling' && this.stage.mode !== 'timed' && this.layer.isAnimating('center') &&
          SettleHandoff.retargetCenter(this.layer, destination, this.stage.mode, this.stage.parameters)) return;
      this.settle(destination, this.velocity);
    }

    placed() {
      if (this.phase === 'dragging') return;
      this.phase = 'rest';
      this.target = null;
    }

    step(toggling) {
      if (this.caughtByPress && !this.pan.isActive) { this.caughtByPress = false; this.phase = 'rest'; }
      if (this.phase === 'dragging' || !this.spec.snaps.length) return;
      const count = this.spec.snaps.length;
      const current = this.target ?? this.nearestSnap(this.position);
      const next = toggling ? (current === count - 1 ? 0 : count - 1) : (current + 1) % count;
      this.target = next;
      const destination = this.centerAt(this.snapPosition(next));
      if (this.phase === 'settling' && this.stage.mode !== 'timed' && this.layer.isAnimating('center') &&
          SettleHandoff.retargetCenter(this.layer, destination, this.stage.mode, this.stage.parameters)) return;
      this.settle(destination, this.velocity);
    }

    get velocity() {
      if (this.phase === 'dragging') {
        const pointer = this.pan.velocityAt(this.stage.animator.now);
        const v = {
          x: this.axes.x ? this.bandedVelocity(pointer.x, true) : 0,
          y: this.axes.y ? this.bandedVelocity(pointer.y, false) : 0,
        };
        return finite(v) ? v : { x: 0, y: 0 };
      }
      const v = this.layer.presentationVelocity;
      return { x: this.stage.animator.onScreen(v.x), y: this.stage.animator.onScreen(v.y) };
    }

    resized() {
      if (this.phase === 'rest') {
        this.layer.center = this.target !== null ? this.centerAt(this.snapPosition(this.target)) : this.centerAt(this.modelOrigin);
      } else if (this.phase === 'settling' && this.target !== null) {
        const destination = this.centerAt(this.snapPosition(this.target));
        if (!SettleHandoff.retargetCenter(this.layer, destination, this.stage.mode, this.stage.parameters)) {
          this.settle(destination, this.velocity, this.layer.presentation.center);
        }
      }
    }
  }

  Flick.SceneFileDrag = SceneFileDrag;
})(globalThis.Flick ??= {});
