// Gesture recognizers and the arena that decides between them, as Stage has them: a pan that
// begins past its slop and reads its velocity from the events' times, a tap within a distance
// and a duration, and the arena of the layers under a press (the hit layer's first, then those
// it is in), where the first to begin or end wins and the others are cancelled.
(function (Flick) {
  'use strict';

  /** Ids and locations in the order they went down (a centroid summed in a fixed order). */
  class PointerTable {
    constructor() { this.ids = []; this.locations = []; }
    get count() { return this.ids.length; }
    get isEmpty() { return this.ids.length === 0; }
    contains(id) { return this.ids.includes(id); }
    location(id) { const i = this.ids.indexOf(id); return i < 0 ? null : this.locations[i]; }
    set(id, location) {
      const i = this.ids.indexOf(id);
      if (i < 0) { this.ids.push(id); this.locations.push(location); } else this.locations[i] = location;
    }
    remove(id) {
      const i = this.ids.indexOf(id);
      if (i >= 0) { this.ids.splice(i, 1); this.locations.splice(i, 1); }
    }
    removeAll() { this.ids = []; this.locations = []; }
    get centroid() {
      if (this.isEmpty) return { x: 0, y: 0 };
      let x = 0, y = 0;
      for (const p of this.locations) { x += p.x; y += p.y; }
      return { x: x / this.count, y: y / this.count };
    }
    clone() { const t = new PointerTable(); t.ids = this.ids.slice(); t.locations = this.locations.slice(); return t; }
  }

  /** Stage's ResampledPointers: where a frame shows held pointers, over where their events put them. */
  class ResampledPointers {
    constructor() { this.overrides = new PointerTable(); }
    get isEmpty() { return this.overrides.isEmpty; }
    removeAll() { this.overrides.removeAll(); }
    apply(event, real) {
      const location = real.location(event.id);
      if (!location) return;
      if (location.x === event.location.x && location.y === event.location.y) this.overrides.remove(event.id);
      else this.overrides.set(event.id, event.location);
    }
    shown(real) {
      const table = real.clone();
      this.overrides.ids.forEach((id, i) => { if (table.contains(id)) table.set(id, this.overrides.locations[i]); });
      return table;
    }
  }

  const sub = (a, b) => ({ x: a.x - b.x, y: a.y - b.y });
  const add = (a, b) => ({ x: a.x + b.x, y: a.y + b.y });
  const same = (a, b) => a.x === b.x && a.y === b.y;

  class PanGestureRecognizer {
    constructor(minimumDistance = 0) {
      this.minimumDistance = Number.isFinite(minimumDistance) ? Math.max(minimumDistance, 0) : 0;
      this.state = 'possible';
      this.startLocation = { x: 0, y: 0 };
      // Where the pan began: the press (no slop), else the move that passed the slop.
      this.beganLocation = { x: 0, y: 0 };
      this.realLocation = { x: 0, y: 0 };
      this.shownLocation = null;
      this.timestamp = 0;
      this.pointers = new PointerTable();
      this.offset = { x: 0, y: 0 };
      // Stage's drawnOffset: the offset that keeps the drawn path in place across a finger lifted
      // while others stay, which the pan ends on when no real move came after the lift.
      this.drawnOffset = null;
      this.tracker = new Flick.VelocityTracker();
      this.resampled = new ResampledPointers();
      this.releasedAt = null;
      this.onStateChange = null;
      this.transitionObserver = null;
      this.shouldBegin = null;
    }
    get location() { return this.shownLocation || this.realLocation; }
    get translation() { return sub(this.location, this.startLocation); }
    // From where the pan began: a thing it moves sets off from where it is past a slop, no step.
    get translationSinceBegan() { return sub(this.location, this.beganLocation); }
    get velocity() {
      return this.releasedAt === null
        ? this.tracker.velocity(this.timestamp)
        : this.tracker.velocity(this.timestamp, this.releasedAt);
    }
    velocityAt(time) { return this.tracker.velocity(Math.max(time, this.timestamp)); }
    get isActive() { return this.state === 'began' || this.state === 'changed'; }

    handle(event) {
      if (event.isResampled) return this.showResampled(event);
      this.resampled.removeAll();
      this.shownLocation = null;
      switch (event.kind) {
        case 'down': return this.press(event);
        case 'move': return this.move(event);
        case 'up': return this.release(event);
        case 'cancel': return this.cancel(event);
      }
    }

    press(event) {
      if (this.pointers.contains(event.id)) this.cancel(event);
      else if (!this.pointers.isEmpty) return this.join(event);
      this.pointers.set(event.id, event.location);
      this.offset = { x: 0, y: 0 };
      this.drawnOffset = null;
      this.releasedAt = null;
      this.state = 'possible';
      this.startLocation = event.location;
      this.beganLocation = event.location;
      this.realLocation = event.location;
      this.timestamp = event.timestamp;
      this.tracker.reset();
      this.tracker.addSample(event.location, event.timestamp);
      if (this.shouldBegin && !this.shouldBegin(event.location)) this.transition('failed');
      else if (this.minimumDistance === 0) this.transition('began');
    }

    join(event) {
      const before = this.pointers.centroid;
      this.pointers.set(event.id, event.location);
      this.offset = add(this.offset, sub(before, this.pointers.centroid));
      this.timestamp = event.timestamp;
    }

    move(event) {
      if (!this.pointers.contains(event.id)) return;
      this.pointers.set(event.id, event.location);
      this.drawnOffset = null;
      const moved = add(this.pointers.centroid, this.offset);
      this.timestamp = event.timestamp;
      if (event.kind !== 'move' && same(moved, this.realLocation)) return;
      this.realLocation = moved;
      this.tracker.addSample(moved, event.timestamp);
      if (this.isActive) this.transition('changed');
      else if (this.state === 'possible' &&
               Math.hypot(moved.x - this.startLocation.x, moved.y - this.startLocation.y) >= this.minimumDistance) {
        this.beganLocation = moved;
        this.transition('began');
      }
    }

    release(event) {
      if (!this.pointers.contains(event.id)) return;
      if (this.pointers.count > 1) {
        const previous = this.drawnOffset;
        this.move(event);
        const jump = this.drawnJump(event);
        const drawn = jump ? add(previous || this.offset, jump) : null;
        const before = this.pointers.centroid;
        this.pointers.remove(event.id);
        this.offset = add(this.offset, sub(before, this.pointers.centroid));
        this.drawnOffset = drawn;
        return;
      }
      this.pointers.removeAll();
      this.timestamp = event.timestamp;
      const released = add(event.location, this.offset);
      if (!same(released, this.realLocation)) this.tracker.addSample(released, event.timestamp);
      this.realLocation = released;
      // Released as drawn: the pan ends where the frames showed the pointer at this instant.
      const shown = event.shown;
      if (shown && Number.isFinite(shown.location.x) && Number.isFinite(shown.time) && shown.time <= event.timestamp) {
        this.shownLocation = add(shown.location, this.drawnOffset || this.offset);
        this.releasedAt = shown.time;
      }
      this.drawnOffset = null;
      if (this.isActive) this.transition('ended');
      else if (this.state === 'possible') { this.transition('failed'); this.state = 'possible'; }
      else this.state = 'possible';
    }

    /** How far the centroid the frames show jumps when `event`'s pointer leaves the set; null
     * where the lift says nothing of that. */
    drawnJump(event) {
      const shown = event.shown;
      if (!shown || !Number.isFinite(shown.location.x) || !Number.isFinite(shown.location.y)) return null;
      if (!shown.others || shown.others.length === 0) return null;
      const table = this.pointers.clone();
      table.set(event.id, shown.location);
      for (const other of shown.others) {
        if (table.contains(other.id) && Number.isFinite(other.location.x) && Number.isFinite(other.location.y)) {
          table.set(other.id, other.location);
        }
      }
      const before = table.centroid;
      table.remove(event.id);
      return sub(before, table.centroid);
    }

    cancel(event) {
      if (this.pointers.isEmpty) { this.state = 'possible'; return; }
      if (!this.pointers.contains(event.id)) return;
      this.pointers.removeAll();
      this.timestamp = event.timestamp;
      if (this.isActive) this.transition('cancelled'); else this.state = 'possible';
    }

    showResampled(event) {
      if (event.kind !== 'move' || !this.isActive || !this.pointers.contains(event.id)) return;
      this.resampled.apply(event, this.pointers);
      this.shownLocation = this.resampled.isEmpty ? null : add(this.resampled.shown(this.pointers).centroid, this.offset);
      this.transition('changed');
    }

    transition(state) {
      this.state = state;
      if (this.onStateChange) this.onStateChange(this);
      if (this.transitionObserver) this.transitionObserver(state);
    }
  }

  class TapGestureRecognizer {
    constructor(maximumDistance = 10, maximumDuration = 0.3) {
      this.maximumDistance = maximumDistance;
      this.maximumDuration = maximumDuration;
      this.state = 'possible';
      this.isPressed = false;
      this.pointerID = 0;
      this.onTap = null;
      this.transitionObserver = null;
    }
    get isActive() { return false; }
    handle(event) {
      if (event.isResampled) return;
      if (this.isPressed && event.id !== this.pointerID) {
        if (event.kind === 'down' && this.state === 'possible') this.transition('failed');
        return;
      }
      switch (event.kind) {
        case 'down':
          if (this.isPressed && this.state === 'possible') this.transition('failed');
          this.isPressed = true;
          this.pointerID = event.id;
          this.state = 'possible';
          this.startLocation = event.location;
          this.startTimestamp = event.timestamp;
          break;
        case 'move':
          if (!this.isPressed) return;
          if (this.state === 'possible' && !this.isWithinLimits(event)) this.transition('failed');
          break;
        case 'up':
          if (!this.isPressed) return;
          this.isPressed = false;
          if (this.state === 'possible' && this.isWithinLimits(event)) {
            this.transition('ended');
            if (this.onTap) this.onTap(event.location);
          } else {
            if (this.state === 'possible') this.transition('failed');
            this.state = 'possible';
          }
          break;
        case 'cancel':
          if (!this.isPressed) { this.state = 'possible'; return; }
          this.isPressed = false;
          if (this.state === 'possible') this.transition('failed');
          this.state = 'possible';
          break;
      }
    }
    isWithinLimits(event) {
      const d = Math.hypot(event.location.x - this.startLocation.x, event.location.y - this.startLocation.y);
      return d <= this.maximumDistance + 1e-9 && event.timestamp - this.startTimestamp <= this.maximumDuration + 1e-9;
    }
    transition(state) {
      this.state = state;
      if (this.transitionObserver) this.transitionObserver(state);
    }
  }

  /** The recognizers of the layers under a press decide which one the press is. */
  class GestureArena {
    constructor() {
      this.attachments = [];
      this.simultaneous = new Map(); // recognizer → those it recognizes together with
      this.requirements = new Map();
      this.contestants = [];
      this.standings = new Map();
      this.failed = new Set();
      this.recognized = new Set();
      this.pointers = new PointerTable();
      this.disabled = new Set();
      this.lastTimestamp = 0;
    }
    attach(recognizer, layer) {
      this.attachments.push({ recognizer, layer });
      recognizer.transitionObserver = (state) => this.transition(recognizer, state);
    }
    recognizeSimultaneously(a, b) {
      if (!this.simultaneous.has(a)) this.simultaneous.set(a, new Set());
      if (!this.simultaneous.has(b)) this.simultaneous.set(b, new Set());
      this.simultaneous.get(a).add(b);
      this.simultaneous.get(b).add(a);
    }
    require(waiter, other) {
      if (!this.requirements.has(waiter)) this.requirements.set(waiter, []);
      this.requirements.get(waiter).push(other);
    }
    setEnabled(enabled, recognizer) { if (enabled) this.disabled.delete(recognizer); else this.disabled.add(recognizer); }
    get isPressing() { return !this.pointers.isEmpty; }

    recognizersAt(point, root) {
      const layers = [];
      let layer = root.hitTest(point) || root;
      while (layer) { layers.push(layer); layer = layer === root ? null : layer.superlayer; }
      return layers.flatMap((l) =>
        this.attachments.filter((a) => a.layer === l && !this.disabled.has(a.recognizer)).map((a) => a.recognizer));
    }

    handle(event, root) {
      if (event.isResampled) {
        if (event.kind !== 'move' || !this.pointers.contains(event.id)) return;
        for (const r of this.contestants) if (this.standings.get(r)?.kind === 'listening') r.handle(event);
        return;
      }
      this.lastTimestamp = event.timestamp;
      if (event.kind === 'cancel' && this.pointers.isEmpty) {
        for (const a of this.attachments) a.recognizer.handle(event);
        return;
      }
      switch (event.kind) {
        case 'down':
          if (this.pointers.contains(event.id)) this.endLostPress();
          if (this.pointers.isEmpty) this.startPress(event.location, root);
          this.pointers.set(event.id, event.location);
          break;
        case 'move':
          if (!this.pointers.contains(event.id)) return;
          this.pointers.set(event.id, event.location);
          break;
        default:
          if (!this.pointers.contains(event.id)) return;
          this.pointers.remove(event.id);
      }
      for (const r of this.contestants) this.deliver(event, r);
      if (this.pointers.isEmpty) this.endPress();
    }

    startPress(point, root) {
      this.contestants = this.recognizersAt(point, root);
      this.standings = new Map();
      this.failed = new Set();
      this.recognized = new Set();
      for (const r of this.contestants) {
        this.standings.set(r, this.isWaiting(r) ? { kind: 'waiting', held: [] } : { kind: 'listening' });
      }
    }
    deliver(event, r) {
      const standing = this.standings.get(r);
      if (!standing) return;
      if (standing.kind === 'listening') r.handle(event);
      else if (standing.kind === 'waiting') standing.held.push(event);
    }
    isWaiting(r) {
      return (this.requirements.get(r) || []).some((other) => this.contestants.includes(other) && !this.failed.has(other));
    }
    transition(r, state) {
      if (!this.standings.has(r)) return;
      if (state === 'began' || state === 'ended') {
        if (this.recognized.has(r)) return;
        this.recognized.add(r);
        for (const other of this.contestants) {
          if (other === r) continue;
          const together = this.simultaneous.get(r)?.has(other);
          if (!together || (this.requirements.get(other) || []).includes(r)) this.lose(other);
        }
      } else if (state === 'failed') this.markFailed(r);
    }
    lose(r) {
      const standing = this.standings.get(r);
      if (!standing) return;
      this.standings.set(r, { kind: 'lost' });
      if (standing.kind === 'listening' && !this.failed.has(r)) {
        this.pointers.ids.forEach((id, i) => r.handle({
          kind: 'cancel', location: this.pointers.locations[i], timestamp: this.lastTimestamp, id }));
      }
      this.markFailed(r);
    }
    markFailed(r) {
      if (this.failed.has(r)) return;
      this.failed.add(r);
      for (const waiter of this.contestants) {
        const standing = this.standings.get(waiter);
        if (!standing || standing.kind !== 'waiting' || this.isWaiting(waiter)) continue;
        this.standings.set(waiter, { kind: 'listening' });
        for (const event of standing.held) {
          if (this.standings.get(waiter)?.kind !== 'listening') break;
          waiter.handle(event);
        }
      }
    }
    endLostPress() {
      for (const r of this.contestants) {
        if (this.standings.get(r)?.kind !== 'listening') continue;
        this.pointers.ids.forEach((id, i) => r.handle({
          kind: 'cancel', location: this.pointers.locations[i], timestamp: this.lastTimestamp, id }));
      }
      this.pointers.removeAll();
      this.endPress();
    }
    endPress() {
      for (const r of this.contestants) if (!this.recognized.has(r)) this.markFailed(r);
      this.contestants = [];
      this.standings = new Map();
    }
  }

  Flick.PointerTable = PointerTable;
  Flick.ResampledPointers = ResampledPointers;
  Flick.PanGestureRecognizer = PanGestureRecognizer;
  Flick.TapGestureRecognizer = TapGestureRecognizer;
  Flick.GestureArena = GestureArena;
})(globalThis.Flick ??= {});
