// A release's settle of a layer's centre, as Stage's Settle and SettleHandoff: in the spring mode
// the closed-form spring from where the layer is on screen with the release velocity; in the
// dynamics mode the item attached to the target in a dynamics world, pushed with it (dynamics.js);
// in the timed mode the curve (which takes no velocity). A settle in flight can be sent to a new
// target and keeps its position and velocity (`retargetCenter`; the dynamics item keeps its state
// and only the anchor moves).
(function (Flick) {
  'use strict';

  /** The settle of `mode` (or, under reduced motion, its twin) from `from` with `velocity` to `to`;
   * `itemSize` gives the dynamics item its mass (Settle's `itemSize`). */
  function makeSettle(mode, parameters, from, velocity, to, preference, tolerance = Flick.motionTolerance, itemSize = { w: 100, h: 100 }) {
    const v = Number.isFinite(velocity.x) && Number.isFinite(velocity.y) ? velocity : { x: 0, y: 0 };
    let animation;
    if (preference === 'reduced' && !(mode === 'timed' && Flick.Reduced.keepsCurve(parameters.timed.curve))) {
      animation = Flick.Reduced.animation([from.x, from.y], [v.x, v.y], [to.x, to.y], tolerance);
    } else if (mode === 'timed') {
      animation = new Flick.TimedAnimation({
        from: [from.x, from.y], to: [to.x, to.y], duration: parameters.timed.duration, curve: parameters.timed.curve });
    } else if (mode === 'dynamics') {
      // The world has its own rest test (0.5 pt, 2 pt/s): `tolerance` is the spring's.
      const d = parameters.dynamics;
      animation = new Flick.DynamicsAnimation({
        from: [from.x, from.y], velocity: [v.x, v.y], anchor: [to.x, to.y], itemSize,
        frequency: d.frequency, dampingRatio: d.damping, density: d.density, resistance: d.resistance });
    } else {
      animation = new Flick.SpringAnimation({ from: [from.x, from.y], to: [to.x, to.y], velocity: [v.x, v.y], spring: parameters.spring, tolerance });
    }
    animation.mode = mode;
    return animation;
  }

  const SettleHandoff = {
    /** Settles `layer`'s centre to `target` with `velocity` (on screen); returns the first velocity on screen. */
    animateCenter(layer, { from, target, velocity, mode, parameters, animator, completion }) {
      const start = from || layer.presentation.center;
      const rate = { x: animator.inAnimationTime(velocity.x), y: animator.inAnimationTime(velocity.y) };
      const settle = makeSettle(mode, parameters, start, rate, target, animator.motionPreference, Flick.motionTolerance, layer.size);
      layer.animate('center', settle, animator, completion);
      return { x: animator.onScreen(settle.velocity[0]), y: animator.onScreen(settle.velocity[1]) };
    },

    /** Sends a running settle of the same mode to `target` in flight; false when there is none. */
    retargetCenter(layer, target, mode, parameters) {
      const running = layer.running.center;
      if (!running || running.animation.mode !== mode) return false;
      const settle = running.animation;
      if (settle.reduced) {
        // The rule again from where it is: its velocity toward the new target, no overshoot.
        const next = Flick.Reduced.animation(settle.value, settle.velocity, [target.x, target.y], settle.simulation.tolerance);
        next.mode = settle.mode;
        running.animation = next;
        running.animator.entries.get(running.key).animation = next;
      } else if (mode === 'dynamics') {
        // Seed 002's setTargetPoint: the anchor moves, the item goes on as it was (no new parameters).
        settle.retarget([target.x, target.y]);
      } else if (mode === 'timed') {
        const next = makeSettle('timed', parameters, { x: settle.value[0], y: settle.value[1] }, { x: 0, y: 0 }, target, 'full');
        Object.assign(settle, next);
      } else {
        settle.spring = new Flick.SpringSolution(parameters.spring);
        settle.cached = { dt: 0, c: null };
        settle.retarget([target.x, target.y]);
      }
      layer.center = { x: target.x, y: target.y };
      if (running.animation.isFinished) running.animator.finish(running.key, running.animator.entries.get(running.key));
      return true;
    },
  };

  /** A layer's alpha, scale or turn from `value` to `target` with `velocity` (on screen), as the
   * settle moves it (SettleHandoff.animateValue): a spring, the timed curve, or the reduced twin. */
  function animateValue(layer, property, value, target, velocity, stage, rest) {
    const { animator, parameters, mode } = stage;
    // One number (alpha, scale, turn, radius) or two (the size): at rest within `rest` by length.
    const from = [].concat(value), to = [].concat(target), rates = [].concat(velocity);
    if (!(Math.hypot(...from.map((v, i) => v - to[i])) > rest.distance || Math.hypot(...rates) > rest.velocity)) {
      layer.removeAnimation(property);
      layer.setModel(property, to);
      return;
    }
    const rate = rates.map((r) => animator.inAnimationTime(r));
    let animation;
    if (animator.motionPreference === 'reduced' && !(mode === 'timed' && Flick.Reduced.keepsCurve(parameters.timed.curve))) {
      animation = Flick.Reduced.animation(from, rate, to, rest);
    } else if (mode === 'timed') {
      animation = new Flick.TimedAnimation({ from, to, duration: parameters.timed.duration, curve: parameters.timed.curve });
    } else {
      animation = new Flick.SpringAnimation({ from, to, velocity: rate, spring: parameters.spring, tolerance: rest });
    }
    layer.animate(property, animation, animator);
  }

  /** A colour rests within a tenth of an 8-bit step and a step per second (SettleHandoff.colorRest). */
  const COLOR_REST = { distance: 0.1 / 255, velocity: 1 / 255 };
  /** Stage's ReducedFade.duration: a colour change under reduced motion is a linear cross-fade. */
  const REDUCED_FADE = 0.25;

  /** A layer's fill colour to `target` ([r, g, b, a] straight), from the colour on screen with the
   * rate it changes at, in premultiplied components (SettleHandoff.animateColor). */
  function animateColor(layer, target, stage) {
    const { animator, parameters, mode } = stage;
    const from = Flick.premultipliedColor(layer.presentationColor), to = Flick.premultipliedColor(target);
    const rate = layer.presentationColorVelocity;
    if (!(Math.hypot(...from.map((v, i) => v - to[i])) > COLOR_REST.distance || Math.hypot(...rate) > COLOR_REST.velocity)) {
      layer.removeAnimation('color');
      layer.color = target;
      return;
    }
    let animation;
    if (animator.motionPreference === 'reduced' && !(mode === 'timed' && Flick.Reduced.keepsCurve(parameters.timed.curve))) {
      animation = new Flick.TimedAnimation({ from, to, duration: REDUCED_FADE, curve: 'linear' });
    } else if (mode === 'timed') {
      animation = new Flick.TimedAnimation({ from, to, duration: parameters.timed.duration, curve: parameters.timed.curve });
    } else {
      animation = new Flick.SpringAnimation({ from, to, velocity: rate, spring: parameters.spring, tolerance: COLOR_REST });
    }
    layer.animate('color', animation, animator);
  }

  Flick.animateColor = animateColor;
  Flick.SettleHandoff = SettleHandoff;
  Flick.animateValue = animateValue;
  Flick.makeSettle = makeSettle;
})(globalThis.Flick ??= {});
