import Foundation

/// UIScrollView's release: the content decelerates by a constant fraction per millisecond
/// (0.998 normal, 0.99 fast) and, if that would carry it past an end of its extents, a spring
/// takes over at the exact instant it crosses the end, starting from the end with the velocity
/// it had there, and brings it back. Released past an end (rubber-banded), the spring starts at
/// once from where the content is, with the release velocity.
///
/// The deceleration is ``DecayAnimation``'s closed form, x(t) = x0 + τ·(v0 − v(t)) with
/// v(t) = v0·e^(−t/τ). An end at distance s ahead is crossed at
/// t꜀ = −τ·ln(1 − s / (|v0|·τ)), solved, not found at the next frame, and the velocity there is
/// v0 − sign(v0)·s/τ, exactly (v falls linearly with the distance covered). The spring is
/// ``SpringSimulation``'s closed form from that instant. So every frame rate, and a frame that
/// straddles the crossing, sees the same curve.
///
/// ```swift
/// let fling = ScrollDeceleration(position: 900, velocity: 2000, extents: 0...1000)
/// fling.crossingTime      // ≈ 0.053 s: it reaches 1000 then
/// fling.crossingVelocity  // ≈ 1800 pt/s: what the bounce starts with
/// fling.endPosition       // 1000: it comes back to the end
/// ```
///
/// Inside the extents the deceleration stops when its speed falls to `restSpeed`, at
/// ``restingPosition``, τ·restSpeed short of the asymptote x0 + v0·τ (0.25 pt with the
/// defaults): that is the point a scroll view marks as where a release would come to rest.
public struct ScrollDeceleration: Simulation {
  /// A content offset along one axis.
  public typealias Value = Double

  /// Which part of the motion runs at a given time.
  public enum Phase: String, Sendable {
    /// The friction phase, inside the extents.
    case decelerating
    /// The spring back to an end.
    case bouncing
  }

  /// The bounce-back spring reproduced by scroll-view ports (critically damped, k 100, m 1):
  /// no oscillation, back at the end about half a second after the crossing.
  public static let bounceSpring = Spring(uncheckedMass: 1, stiffness: 100, damping: 20)
  /// The speed under which the deceleration stops, in points per second.
  public static let defaultRestSpeed = 0.5
  /// When the bounce snaps onto the end: within 0.05 pt and 1 pt/s.
  public static let bounceTolerance = Tolerance(uncheckedDistance: 0.05, time: 1e-3, velocity: 1)

  /// The offsets the content rests between (its minimum and maximum content offset).
  public let extents: ClosedRange<Double>
  /// The friction phase; `nil` when the release was past an end (it springs back at once).
  public let decay: DecayAnimation<Double>?
  /// The spring back to an end, if the motion reaches one.
  public let bounce: SpringSimulation<Double>?
  /// When the spring takes over: 0 for a release past an end, the crossing instant t꜀ for a
  /// fling that reaches one, `.infinity` otherwise.
  public let crossingTime: Double
  /// The velocity at ``crossingTime`` (what the spring starts with), if there is a spring.
  public let crossingVelocity: Double?

  /// A release at `position` with `velocity` (points per second).
  ///
  /// - Parameters:
  ///   - position: the content offset at the release (may be past an end).
  ///   - velocity: its velocity at the release; non-finite counts as zero.
  ///   - extents: where the content may rest.
  ///   - decelerationRate: per millisecond: 0.998 normal, 0.99 fast.
  ///   - bounce: the spring back to an end (invalid parameters snap onto the end).
  ///   - restSpeed: where the deceleration stops.
  public init(
    position: Double, velocity: Double, extents: ClosedRange<Double>,
    decelerationRate: Double = DecayAnimation<Double>.normalDecelerationRate,
    bounce: Spring = ScrollDeceleration.bounceSpring, restSpeed: Double = defaultRestSpeed
  ) {
    let position =
      position.isFinite ? position : Swift.min(Swift.max(0, extents.lowerBound), extents.upperBound)
    let velocity = velocity.isFinite ? velocity : 0
    self.extents = extents
    let spring = bounce.isValid ? bounce : Self.bounceSpring
    func springBack(from start: Double, to end: Double, velocity: Double) -> SpringSimulation<Double> {
      SpringSimulation(
        unchecked: spring, from: start, to: end, velocity: velocity, tolerance: Self.bounceTolerance,
        snapToEnd: true)
    }
    if position < extents.lowerBound || position > extents.upperBound {
      let end = position < extents.lowerBound ? extents.lowerBound : extents.upperBound
      decay = nil
      self.bounce = springBack(from: position, to: end, velocity: velocity)
      crossingTime = 0
      crossingVelocity = velocity
      return
    }
    let fling = DecayAnimation(
      from: position, velocity: velocity, decelerationRate: decelerationRate, restSpeed: restSpeed)
    decay = fling
    let tau = fling.timeConstant
    let speed = Swift.abs(fling.initialVelocity)
    let end = velocity > 0 ? extents.upperBound : extents.lowerBound
    let distance = Swift.abs(end - position)
    // The end is crossed before the deceleration stops when it is nearer than the stop.
    if speed > 0, tau > 0, distance.isFinite, distance < Swift.abs(fling.target - position) {
      let time = -tau * log1p(-distance / (speed * tau))
      let sign = velocity > 0 ? 1.0 : -1.0
      let handOff = sign * (speed - distance / tau)
      self.bounce = springBack(from: end, to: end, velocity: handOff)
      crossingTime = time
      crossingVelocity = handOff
    } else {
      self.bounce = nil
      crossingTime = .infinity
      crossingVelocity = nil
    }
  }

  /// UIScrollView's resting point for a release: where this motion ends (an end, or where the
  /// deceleration stops).
  public var restingPosition: Double {
    if let bounce { return bounce.end }
    return decay?.target ?? extents.lowerBound
  }

  public var endPosition: Double? { restingPosition }

  /// The phase running at `time`.
  public func phase(at time: Double) -> Phase {
    bounce != nil && time >= crossingTime ? .bouncing : .decelerating
  }

  public func position(at time: Double) -> Double {
    if let bounce, time >= crossingTime { return bounce.position(at: time - crossingTime) }
    return decay?.position(at: time) ?? restingPosition
  }

  public func velocity(at time: Double) -> Double {
    if let bounce, time >= crossingTime { return bounce.velocity(at: time - crossingTime) }
    return decay?.velocity(at: time) ?? 0
  }

  public func isDone(at time: Double) -> Bool {
    if let bounce {
      return time >= crossingTime && bounce.isDone(at: time - crossingTime)
    }
    return decay?.isDone(at: time) ?? true
  }
}
