import Foundation
import Motion

/// The reduced twin of a release: the rule of docs/reduced-motion.md in one place. It goes to
/// the same target as the full settle would (the decision is made before, and is not touched),
/// along the straight line from where the subject is, in the closed form of a critically damped
/// approach, so it never passes the target and its speed is bounded.
///
/// With `d₀` the distance to the target, `u₀` the release velocity projected on the direction of
/// the target (0 when the release points away from it: a direction the target does not take is
/// dropped, as is the part across it) and `ω = max(min(ω₀, 2·cap/d₀), u₀/d₀)`, the distance left
/// is `r(t) = (d₀ + (ω·d₀ − u₀)·t)·e^(−ω·t)` and the speed `s(t) = (u₀ + ω·(ω·d₀ − u₀)·t)·e^(−ω·t)`:
/// - it starts with the release's own speed toward the target, `s(0) = u₀` (no jump in velocity);
/// - `r` never reaches 0 before the end, because `u₀ ≤ ω·d₀` (no overshoot, no oscillation);
/// - `s(t) ≤ max(u₀, ω·d₀/2)`: for `a = u₀/(ω·d₀) ≥ ½` the speed only falls; below, its peak
///   `(1 − a)·e^(−(1 − 2a)/(1 − a))·ω·d₀` grows with `a` to `ω·d₀/2` at `a = ½`. When `ω` is the
///   clamp `u₀/d₀`, `a = 1` and the bound is `u₀`; otherwise `ω·d₀/2 ≤ cap`. So the speed is never
///   more than `max(|release velocity|, ``speedCap``)`, and a release faster than the cap is
///   never outrun.
public struct ReducedSettle: Simulation {
  public typealias Value = Vector2

  /// The approach's rate for short distances, in radians per second: about as brisk as the
  /// hand-driven spring's 17.3 rad/s, without its overshoot.
  public static let angularFrequency = 20.0
  /// The fastest a settle moves that a release did not start faster: points per (animation)
  /// second.
  public static let speedCap = 4800.0

  /// Where it starts.
  public let from: Vector2
  /// Where it ends: the full settle's target.
  public let target: Vector2
  /// The release speed toward the target it starts with (`u₀`), ≥ 0.
  public let initialSpeed: Double
  /// The approach's rate (`ω`).
  public let omega: Double
  /// The distance at the start (`d₀`).
  public let distance: Double
  /// When it is at rest: within `tolerance.distance` of the target, slower than
  /// `tolerance.velocity`.
  public let tolerance: Tolerance
  private let direction: Vector2

  /// The reduced settle from `from` with `velocity` (animation points per second) to `target`.
  public init(from: Vector2, velocity: Vector2, to target: Vector2, tolerance: Tolerance = .motion) {
    self.from = from
    self.target = target
    self.tolerance = tolerance
    let offset = target - from
    let distance = offset.magnitude
    self.distance = distance.isFinite ? distance : 0
    guard distance > 0, distance.isFinite else {
      direction = .zero
      initialSpeed = 0
      omega = Self.angularFrequency
      return
    }
    let direction = offset / distance
    self.direction = direction
    let toward = velocity.isFinite ? velocity.x * direction.x + velocity.y * direction.y : 0
    initialSpeed = max(0, toward)
    omega = max(min(Self.angularFrequency, 2 * Self.speedCap / distance), initialSpeed / distance)
  }

  /// The bound the speed keeps, `max(u₀, ω·d₀/2)`: never more than
  /// `max(|release velocity|, speedCap)`.
  public var speedBound: Double { max(initialSpeed, omega * distance / 2) }

  /// The distance left to the target at `time`: `r(t)`, never below 0.
  public func remaining(at time: Double) -> Double {
    let t = max(0, time)
    return (distance + (omega * distance - initialSpeed) * t) * exp(-omega * t)
  }

  /// The subject at `time`: on the straight line to the target, `r(t)` before it.
  public func position(at time: Double) -> Vector2 {
    guard distance > 0 else { return target }
    return target - remaining(at: time) * direction
  }

  /// The velocity at `time`: `s(t)` toward the target.
  public func velocity(at time: Double) -> Vector2 {
    guard distance > 0 else { return .zero }
    let t = max(0, time)
    return ((initialSpeed + omega * (omega * distance - initialSpeed) * t) * exp(-omega * t)) * direction
  }

  /// Whether it is at rest by `time` (within ``tolerance``).
  public func isDone(at time: Double) -> Bool {
    distance == 0
      || (remaining(at: time) <= tolerance.distance && velocity(at: time).magnitude <= tolerance.velocity)
  }

  /// The target: known from the start.
  public var endPosition: Vector2? { target }

  /// Whether the timed mode's `curve` is its own reduced twin: a cubic Bézier whose control
  /// points' heights rise, `0 ≤ y1 ≤ y2 ≤ 1`, has a derivative that is never negative (its
  /// Bernstein coefficients `3·y1`, `3·(y2 − y1)`, `3·(1 − y2)` are not), so it moves one way
  /// and never passes its end. A pasted curve that swings (`y2 > 1`) takes ``ReducedSettle``.
  public static func keepsCurve(_ curve: TimingCurve) -> Bool {
    let points = curve.controlPoints
    return 0 <= points.y1 && points.y1 <= points.y2 && points.y2 <= 1
  }

  /// The spring a scroll view bounces back from its edge with: `spring` in full motion; reduced,
  /// the same stiffness and mass, critically damped at least, so the content comes back to the
  /// edge without swinging past it (the fling before it decelerates as in full motion: the
  /// content is the person's).
  public static func edgeBounce(_ spring: Spring, for preference: MotionPreference) -> Spring {
    guard preference == .reduced, spring.dampingRatio < 1 else { return spring }
    return Spring(stiffness: spring.stiffness, dampingRatio: 1, mass: spring.mass)
  }
}

/// ``ReducedSettle`` along one axis: the reduced twin of a one-dimensional settle (a photo's
/// turn to its quarter, a zoom to its limit), the same closed form and the same bounds.
public struct ReducedAxisSettle: Simulation {
  public typealias Value = Double

  /// The two-dimensional settle on the x axis.
  public let settle: ReducedSettle

  /// From `from` with `velocity` (per animation second) to `target`.
  public init(from: Double, velocity: Double, to target: Double, tolerance: Tolerance = .motion) {
    settle = ReducedSettle(
      from: Vector2(x: from, y: 0), velocity: Vector2(x: velocity, y: 0), to: Vector2(x: target, y: 0),
      tolerance: tolerance)
  }

  /// The value at `time`, exactly the target once at rest.
  public func position(at time: Double) -> Double {
    settle.isDone(at: time) ? settle.target.x : settle.position(at: time).x
  }
  /// The rate at `time`, 0 once at rest.
  public func velocity(at time: Double) -> Double {
    settle.isDone(at: time) ? 0 : settle.velocity(at: time).x
  }
  /// Whether it is at rest by `time`.
  public func isDone(at time: Double) -> Bool { settle.isDone(at: time) }
  /// The target.
  public var endPosition: Double? { settle.target.x }

  /// The twin run by an animator: a scale, a turn or an alpha let go with `velocity` (per
  /// animation second), resting exactly on `target`.
  public static func animation(from: Double, velocity: Double, to target: Double, tolerance: Tolerance)
    -> SimulationAnimation<ReducedAxisSettle>
  {
    SimulationAnimation(ReducedAxisSettle(from: from, velocity: velocity, to: target, tolerance: tolerance))
  }
}
