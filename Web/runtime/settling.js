// What a release needs besides the settle itself, as Stage has it: UIScrollView's rubber band
// (0.55) and its inverse, and the projection of a release to where it would coast.
(function (Flick) {
  'use strict';
  const constant = 0.55;

  const RubberBand = {
    constant,
    offset(overshoot, dimension) {
      if (!Number.isFinite(overshoot) || !Number.isFinite(dimension) || dimension <= 0) return 0;
      const banded = (1 - 1 / ((Math.abs(overshoot) * constant) / dimension + 1)) * dimension;
      return overshoot < 0 ? -banded : banded;
    },
    clamp(value, [low, high], dimension) {
      if (value < low) return low + RubberBand.offset(value - low, dimension);
      if (value > high) return high + RubberBand.offset(value - high, dimension);
      return value;
    },
    overshoot(offset, dimension) {
      if (!Number.isFinite(offset) || !Number.isFinite(dimension) || dimension <= 0) return 0;
      const banded = Math.min(Math.abs(offset), dimension * 0.999);
      const overshoot = ((dimension / constant) * banded) / (dimension - banded);
      return offset < 0 ? -overshoot : overshoot;
    },
    unclamp(value, [low, high], dimension) {
      if (value < low) return low + RubberBand.overshoot(value - low, dimension);
      if (value > high) return high + RubberBand.overshoot(value - high, dimension);
      return value;
    },
    slope(overshoot, dimension) {
      if (!Number.isFinite(overshoot) || !Number.isFinite(dimension) || dimension <= 0) return 1;
      const stretch = (Math.abs(overshoot) * constant) / dimension + 1;
      return constant / (stretch * stretch);
    },
    /** The layer's speed when the pointer moves at `velocity` with the layer at `value`. */
    velocity(velocity, value, [low, high], dimension) {
      const overshoot = value < low ? value - low : Math.max(0, value - high);
      return overshoot === 0 ? velocity : RubberBand.slope(overshoot, dimension) * velocity;
    },
  };

  /** UIScrollView's normal deceleration rate, per millisecond. */
  const normalDecelerationRate = 0.998;

  const Projection = {
    /** Where a release at `velocity` would coast to: WWDC 2018's projection. */
    restingPoint(position, velocity, rate = normalDecelerationRate) {
      if (!Number.isFinite(velocity.x) || !Number.isFinite(velocity.y)) return position;
      const k = rate / (1 - rate) / 1000;
      return { x: position.x + k * velocity.x, y: position.y + k * velocity.y };
    },
  };

  /** Stage's mapRange: `value` from [inMin, inMax] onto [outMin, outMax], held at the ends when `clip`. */
  function mapRange(value, inMin, inMax, outMin, outMax, clip) {
    const span = inMax - inMin;
    const fallback = Number.isFinite(outMin) ? outMin : 0;
    if (!Number.isFinite(value) || span === 0 || !Number.isFinite(span)) return fallback;
    let fraction = (value - inMin) / span;
    if (clip) fraction = Math.min(Math.max(fraction, 0), 1);
    const result = outMin + fraction * (outMax - outMin);
    return Number.isFinite(result) ? result : fallback;
  }

  Flick.RubberBand = RubberBand;
  Flick.Projection = Projection;
  Flick.mapRange = mapRange;
})(globalThis.Flick ??= {});
