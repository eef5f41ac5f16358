import Motion

/// Where a flick would come to rest if it decelerated like a scroll view: WWDC 2018 "Designing
/// Fluid Interfaces", position + v / 1000 · d / (1 − d) for a deceleration rate d per
/// millisecond (UIScrollView's normal rate 0.998). Used to pick a flick's destination (the
/// nearest corner to the projected point) from its velocity, not from where the pointer let go.
///
/// ```swift
/// Projection.restingPoint(from: Vector2(x: 480, y: 320), velocity: Vector2(x: 1000, y: 0))
/// // (979, 320): 1000 pt/s at 0.998 travels 499 pt
/// ```
///
/// This is the one projection: it sums the per-millisecond steps as Wave's
/// `project(value:velocity:decelerationRate:)` and POP do. A `DecayAnimation` integrates the
/// continuous decay instead, so its `DecayAnimation.restingValue` lies 0.1 % further at 0.998.
public enum Projection {
  /// Where a flick from `position` at `velocity` (points per second) comes to rest at
  /// `decelerationRate` per millisecond; `position` itself when the velocity is not finite or the
  /// rate is outside 0 < d < 1.
  public static func restingPoint(
    from position: Vector2, velocity: Vector2,
    decelerationRate: Double = DecayAnimation<Double>.normalDecelerationRate
  ) -> Vector2 {
    guard velocity.isFinite, decelerationRate > 0, decelerationRate < 1 else { return position }
    return position + (decelerationRate / (1 - decelerationRate) / 1000) * velocity
  }
}
