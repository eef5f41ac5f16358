// Two fingers on a layer, as Stage's pinch and rotation recognizers over TwoPointerGesture and
// Scenes' SceneFileTwoFingers: the scale is the fingers' span against the span at the start
// (Flutter's measure), the turn the angle of the line from the first finger to the second, each
// accumulated event by event, its velocity estimated from the events' times as a drag's is; a
// release springs the scale into its limits (or to `rest`) and the turn to the nearest `snap`
// past where it would coast.
(function (Flick) {
  'use strict';
  const minimumSpan = 0.5;

  function span(table) {
    if (table.count < 2) return null;
    const c = table.centroid;
    let total = 0;
    for (const p of table.locations) total += Math.hypot(p.x - c.x, p.y - c.y);
    const s = (2 * total) / table.count;
    return s >= minimumSpan ? s : null;
  }
  function angle(table) {
    if (table.count < 2) return null;
    const [a, b] = table.locations;
    const line = { x: b.x - a.x, y: b.y - a.y };
    return Math.hypot(line.x, line.y) >= minimumSpan ? Math.atan2(line.y, line.x) : null;
  }
  function wrapped(a) {
    a %= 2 * Math.PI;
    if (a > Math.PI) a -= 2 * Math.PI;
    if (a <= -Math.PI) a += 2 * Math.PI;
    return a;
  }

  class TwoPointerGesture {
    constructor(ratio) {
      this.ratio = ratio;
      this.measure = ratio ? span : angle;
      this.pointers = new Flick.PointerTable();
      this.value = ratio ? 1 : 0;
      this.reference = null;
      this.tracker = new Flick.VelocityTracker();
    }
    begin(time) {
      this.value = this.ratio ? 1 : 0;
      this.reference = this.measure(this.pointers);
      this.tracker.reset();
      this.tracker.addSample({ x: this.value, y: 0 }, time);
    }
    rebase() { this.reference = this.measure(this.pointers); }
    update(time) {
      const now = this.measure(this.pointers);
      if (now === null) return false;
      if (this.reference === null) { this.reference = now; return false; }
      const previous = this.value;
      if (this.ratio) this.value *= now / this.reference; else this.value += wrapped(now - this.reference);
      this.reference = now;
      if (this.value === previous) return false;
      this.tracker.addSample({ x: this.value, y: 0 }, time);
      return true;
    }
    valueShowing(table) {
      const now = this.measure(table);
      if (now === null || this.reference === null) return this.value;
      return this.ratio ? this.value * (now / this.reference) : this.value + wrapped(now - this.reference);
    }
    velocity(time) { return this.tracker.velocity(time).x; }
  }

  /** A pinch (`ratio`) or a rotation, with Stage's states and resampled frames. */
  class TwoPointerRecognizer {
    constructor(ratio) {
      this.gesture = new TwoPointerGesture(ratio);
      this.state = 'possible';
      this.timestamp = 0;
      this.shown = null;
      this.resampled = new Flick.ResampledPointers();
      this.onStateChange = null;
      this.transitionObserver = null;
    }
    get isActive() { return this.state === 'began' || this.state === 'changed'; }
    get value() { return this.shown !== null ? this.shown : this.gesture.value; }
    get velocity() { return this.gesture.velocity(Math.max(this.timestamp, this.timestamp)); }
    handle(event) {
      if (event.isResampled) return this.showResampled(event);
      this.resampled.removeAll();
      this.shown = null;
      const g = this.gesture;
      switch (event.kind) {
        case 'down':
          if (g.pointers.contains(event.id)) this.cancel(event);
          if (g.pointers.isEmpty) this.state = 'possible';
          g.pointers.set(event.id, event.location);
          this.timestamp = event.timestamp;
          if (this.isActive) g.rebase(); else this.beginIfReady();
          break;
        case 'move':
          if (!g.pointers.contains(event.id)) return;
          g.pointers.set(event.id, event.location);
          this.timestamp = event.timestamp;
          if (this.isActive) { if (g.update(event.timestamp)) this.transition('changed'); } else this.beginIfReady();
          break;
        case 'up': {
          if (!g.pointers.contains(event.id)) return;
          g.pointers.set(event.id, event.location);
          this.timestamp = event.timestamp;
          if (this.isActive) g.update(event.timestamp);
          // Released as drawn: the value the frames showed at this instant (Stage's TwoPointerRecognizer).
          const drawn = this.isActive && event.shown ? this.drawnTable(event.id, event.shown) : null;
          g.pointers.remove(event.id);
          if (this.isActive) {
            if (g.pointers.count < 2) {
              if (drawn) this.shown = g.valueShowing(drawn);
              this.transition('ended');
            } else g.rebase();
          } else if (g.pointers.isEmpty && this.state === 'failed') this.state = 'possible';
          break;
        }
        case 'cancel': this.cancel(event); break;
      }
    }
    cancel(event) {
      const g = this.gesture;
      if (g.pointers.isEmpty) { this.state = 'possible'; return; }
      if (!g.pointers.contains(event.id)) return;
      g.pointers.removeAll();
      this.timestamp = event.timestamp;
      if (this.isActive) this.transition('cancelled'); else this.state = 'possible';
    }
    /** The pointers where the frames show them at a release: the releasing one at `shown`, the
     * others at theirs, the rest where they really are. */
    drawnTable(id, shown) {
      const table = this.gesture.pointers.clone();
      table.set(id, shown.location);
      for (const other of shown.others || []) if (table.contains(other.id)) table.set(other.id, other.location);
      return table;
    }
    showResampled(event) {
      const g = this.gesture;
      if (event.kind !== 'move' || !this.isActive || !g.pointers.contains(event.id)) return;
      this.resampled.apply(event, g.pointers);
      this.shown = this.resampled.isEmpty ? null : g.valueShowing(this.resampled.shown(g.pointers));
      this.transition('changed');
    }
    beginIfReady() {
      const g = this.gesture;
      if (this.state !== 'possible' || g.pointers.count < 2 || g.measure(g.pointers) === null) return;
      g.begin(this.timestamp);
      this.transition('began');
    }
    transition(state) {
      this.state = state;
      if (this.onStateChange) this.onStateChange(this);
      if (this.transitionObserver) this.transitionObserver(state);
    }
  }

  const rest = { distance: 0.001, velocity: 0.01 };

  class SceneFileTwoFingers {
    constructor(pinchSpec, rotateSpec, layer, stage) {
      Object.assign(this, { pinchSpec, rotateSpec, layer, stage });
      this.pinch = pinchSpec ? new TwoPointerRecognizer(true) : null;
      this.rotation = rotateSpec ? new TwoPointerRecognizer(false) : null;
      if (this.pinch) this.pinch.onStateChange = (r) => this.pinchChanged(r);
      if (this.rotation) this.rotation.onStateChange = (r) => this.rotationChanged(r);
      this.baseScale = 1;
      this.baseAngle = 0;
    }
    get recognizers() { return [this.pinch, this.rotation].filter(Boolean); }

    pinchChanged(pinch) {
      const spec = this.pinchSpec;
      switch (pinch.state) {
        case 'began': this.baseScale = this.grab('scale'); break;
        case 'changed': this.layer.scale = this.banded(this.baseScale * pinch.value, spec); break;
        case 'ended': case 'cancelled': {
          if (pinch.state === 'ended') this.layer.scale = this.banded(this.baseScale * pinch.value, spec);
          const v = pinch.state === 'ended' ? this.baseScale * pinch.velocity : 0;
          const scale = this.layer.presentation.scale;
          const target = spec.rest ?? Math.min(Math.max(scale, spec.min), spec.max);
          this.settle('scale', scale, target, Number.isFinite(v) ? v : 0);
          break;
        }
      }
    }
    banded(raw, spec) {
      if (!(Number.isFinite(raw) && raw > 0)) return this.layer.scale;
      return Math.exp(Flick.RubberBand.clamp(Math.log(raw), [Math.log(spec.min), Math.log(spec.max)], 1));
    }
    rotationChanged(rotation) {
      const spec = this.rotateSpec;
      switch (rotation.state) {
        case 'began': this.baseAngle = this.grab('rotation'); break;
        case 'changed': this.layer.rotation = this.baseAngle + rotation.value; break;
        case 'ended': case 'cancelled': {
          if (rotation.state === 'ended') this.layer.rotation = this.baseAngle + rotation.value;
          const v = rotation.state === 'ended' ? rotation.velocity : 0;
          const velocity = Number.isFinite(v) ? v : 0;
          const a = this.layer.presentation.rotation;
          let target = Flick.Projection.restingPoint({ x: a, y: 0 }, { x: velocity, y: 0 }).x;
          if (spec.snap) { const step = (spec.snap * Math.PI) / 180; target = Math.round(target / step) * step; }
          this.settle('rotation', a, target, velocity);
          break;
        }
      }
    }
    grab(property) {
      const value = this.layer.presentation[property];
      this.layer.removeAnimation(property);
      this.layer[property] = value;
      return value;
    }
    settle(property, value, target, velocity) {
      Flick.animateValue(this.layer, property, value, target, velocity, this.stage, rest);
    }
  }

  Flick.SceneFileTwoFingers = SceneFileTwoFingers;
})(globalThis.Flick ??= {});
