// Ctrl + wheel as a pinch, as Scenes' WheelPinch (Sources/Scenes/Runner/WheelPinch.swift): a
// browser reports a trackpad's pinch as wheel events with ctrlKey set, so each one spreads or
// closes two touches about the pointer, and the scene's two-finger pinch sees an ordinary pinch
// with its velocity from the wheel's own times. A wheel stream has no "fingers up": the touches
// lift on the first frame after 0.1 s without one, stamped 1 ms after the last, so the release
// carries the velocity the wheel had.
(function (Flick) {
  'use strict';
  /** Wheel points per e-fold of the span: −200 pt (five notches up) multiplies it by e. */
  const pointsPerEFold = 200;
  /** The touches' first distance from the pointer: only ratios count, and a small one keeps both
   * on what is under the pointer. */
  const startRadius = 10;
  const idleTimeout = 0.1;
  const liftDelay = 0.001;
  /** Far from the mouse's 0 and the fingers' small ids. */
  const ids = [901, 902];

  class WheelPinch {
    constructor() {
      this.center = { x: 0, y: 0 };
      this.radius = startRadius;
      this.lastTime = null;
    }
    get isActive() { return this.lastTime !== null; }

    /** One Ctrl + wheel {delta, location, timestamp}: the touches go down (the first) and move. */
    scroll({ delta, location, timestamp }) {
      if (![delta.x, delta.y, location.x, location.y, timestamp].every(Number.isFinite)) return [];
      const events = [];
      if (this.lastTime === null) {
        this.center = { x: location.x, y: location.y };
        this.radius = startRadius;
        events.push(...this.touches('down', timestamp));
      }
      this.lastTime = timestamp;
      // Wheel up (negative y: towards the content's start) zooms in, as in browsers.
      const factor = Math.exp(-delta.y / pointsPerEFold);
      this.radius = Math.min(Math.max(this.radius * factor, startRadius / 100), 100000);
      events.push(...this.touches('move', timestamp));
      return events;
    }

    /** The touches lift once the wheel has been idle for 0.1 s at `time`. */
    expire(time) {
      if (this.lastTime === null || !(time - this.lastTime > idleTimeout)) return [];
      const last = this.lastTime;
      this.lastTime = null;
      return this.touches('up', last + liftDelay);
    }

    touches(kind, timestamp) {
      return [-1, 1].map((side, i) => ({
        kind, location: { x: this.center.x + side * this.radius, y: this.center.y }, timestamp, id: ids[i], pointerType: 'touch',
      }));
    }
  }

  Flick.WheelPinch = WheelPinch;
})(globalThis.Flick ??= {});
