// A release's settle of a layer's centre, as Stage's Settle and SettleHandoff: in the spring mode
// the closed-form spring from where the layer is on screen with the release velocity; in the
// timed mode the curve (which takes no velocity). A settle in flight can be sent to a new target
// and keeps its position and velocity (`retargetCenter`).
(function (Flick) {
  'use strict';

  function makeSettle(mode, parameters, from, velocity, to) {
    const v = Number.isFinite(velocity.x) && Number.isFinite(velocity.y) ? velocity : { x: 0, y: 0 };
    const animation = mode === 'timed'
      ? new Flick.TimedAnimation({
        from: [from.x, from.y], to: [to.x, to.y], duration: parameters.timed.duration, curve: parameters.timed.curve })
      : new Flick.SpringAnimation({ from: [from.x, from.y], to: [to.x, to.y], velocity: [v.x, v.y], spring: parameters.spring });
    animation.mode = mode;
    return animation;
  }

  const SettleHandoff = {
    /** Settles `layer`'s centre to `target` with `velocity` (on screen); returns the first velocity on screen. */
    animateCenter(layer, { from, target, velocity, mode, parameters, animator, completion }) {
      const start = from || layer.presentation.center;
      const rate = { x: animator.inAnimationTime(velocity.x), y: animator.inAnimationTime(velocity.y) };
      const settle = makeSettle(mode, parameters, start, rate, target);
      layer.animate('center', settle, animator, completion);
      return { x: animator.onScreen(settle.velocity[0]), y: animator.onScreen(settle.velocity[1]) };
    },

    /** Sends a running settle of the same mode to `target` in flight; false when there is none. */
    retargetCenter(layer, target, mode, parameters) {
      const running = layer.running.center;
      if (!running || running.animation.mode !== mode) return false;
      const settle = running.animation;
      if (mode === 'timed') {
        const next = makeSettle('timed', parameters, { x: settle.value[0], y: settle.value[1] }, { x: 0, y: 0 }, target);
        Object.assign(settle, next);
      } else {
        settle.spring = new Flick.SpringSolution(parameters.spring);
        settle.cached = { dt: 0, c: null };
        settle.retarget([target.x, target.y]);
      }
      layer.center = { x: target.x, y: target.y };
      if (settle.isFinished) running.animator.finish(running.key, running.animator.entries.get(running.key));
      return true;
    },
  };

  Flick.SettleHandoff = SettleHandoff;
})(globalThis.Flick ??= {});
