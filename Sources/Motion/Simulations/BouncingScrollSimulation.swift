/// iOS-style scrolling: a fling that decays by friction and, if it would cross an edge, springs
/// back to it. Flutter's `BouncingScrollSimulation` (packages/flutter/lib/src/widgets/
/// scroll_simulation.dart).
///
/// Inside the extents it is a ``FrictionSimulation`` with UIScrollView's drag (cₓ = 0.135,
/// 0.998 per millisecond). If the friction's final position is past an edge, the friction runs
/// until it reaches that edge (``FrictionSimulation/time(atPosition:)``), and from then a
/// ``SpringSimulation`` with `spring` carries on from the edge with the friction's velocity
/// there (at most ``maximumSpringTransferVelocity``) and brings the position back to the edge,
/// snapping onto it when done. Starting outside the extents, it springs back at once.
///
/// ```swift
/// // Flutter's "over/under scroll spring" test.
/// let scroll = try BouncingScrollSimulation(
///   position: 500, velocity: -7500, leadingExtent: 0, trailingExtent: 1000,
///   spring: Spring(stiffness: 170, dampingRatio: 1.1),
///   tolerance: Tolerance(distance: 1.5, velocity: 45))
/// scroll.position(at: 0.1)  // ≈ −123: past the leading edge, springing back
/// scroll.position(at: 2)    // 0
/// ```
public struct BouncingScrollSimulation: Simulation {
  /// A scroll offset: one dimension, like Flutter's simulations.
  public typealias Value = Double

  /// Flutter's `maxSpringTransferVelocity`: the most velocity a fling hands to the spring.
  public static let maximumSpringTransferVelocity = 5000.0
  /// UIScrollView's normal deceleration, 0.998 per millisecond, as a drag per second
  /// (Flutter rounds 0.998¹⁰⁰⁰ ≈ 0.1351 to 0.135).
  public static let drag = 0.135

  /// The smallest position the content rests at (Flutter's `leadingExtent`).
  public let leadingExtent: Double
  /// The largest position the content rests at (Flutter's `trailingExtent`).
  public let trailingExtent: Double
  /// The spring that returns the position to an edge.
  public let spring: Spring
  /// When the motion counts as done (used by both phases).
  public let tolerance: Tolerance
  /// The friction phase, unless the simulation started outside the extents.
  public let friction: FrictionSimulation?
  /// The spring phase, if any: it starts at ``springStartTime``.
  public let springBack: SpringSimulation<Double>?
  /// When the spring phase starts: `-.infinity` when it is the whole motion, `.infinity` when
  /// the fling stays inside the extents.
  public let springStartTime: Double

  /// Flutter's `BouncingScrollSimulation(position:, velocity:, leadingExtent:, trailingExtent:,
  /// spring:, tolerance:)`.
  ///
  /// - Throws: ``MotionError`` when `position` or `velocity` is not finite, an extent is NaN,
  ///   `leadingExtent > trailingExtent`, or `spring` is not valid. Infinite extents are
  ///   allowed (no edge on that side).
  public init(
    position: Double, velocity: Double, leadingExtent: Double, trailingExtent: Double,
    spring: Spring, tolerance: Tolerance = .flutter
  ) throws(MotionError) {
    try MotionError.requireFinite(position, "position")
    try MotionError.requireFinite(velocity, "velocity")
    guard !leadingExtent.isNaN else { throw .notFinite(parameter: "leadingExtent", value: leadingExtent) }
    guard !trailingExtent.isNaN else { throw .notFinite(parameter: "trailingExtent", value: trailingExtent) }
    guard leadingExtent <= trailingExtent else {
      throw .inconsistent(reason: "leadingExtent \(leadingExtent) is after trailingExtent \(trailingExtent)")
    }
    self.leadingExtent = leadingExtent
    self.trailingExtent = trailingExtent
    self.spring = spring
    self.tolerance = tolerance
    func makeSpring(from start: Double, to edge: Double, velocity: Double) throws(MotionError)
      -> SpringSimulation<Double>
    {
      try SpringSimulation(
        parameters: spring, from: start, to: edge, velocity: velocity, tolerance: tolerance, snapToEnd: true)
    }
    if position < leadingExtent {
      friction = nil
      springBack = try makeSpring(from: position, to: leadingExtent, velocity: velocity)
      springStartTime = -.infinity
    } else if position > trailingExtent {
      friction = nil
      springBack = try makeSpring(from: position, to: trailingExtent, velocity: velocity)
      springStartTime = -.infinity
    } else {
      let fling = try FrictionSimulation(
        drag: Self.drag, position: position, velocity: velocity, tolerance: tolerance)
      friction = fling
      let edge: Double? =
        velocity > 0 && fling.finalPosition > trailingExtent
        ? trailingExtent : (velocity < 0 && fling.finalPosition < leadingExtent ? leadingExtent : nil)
      if let edge {
        let time = fling.time(atPosition: edge)
        // Flutter: min(dx, maxSpringTransferVelocity), which limits a forward fling only.
        let handOff = Swift.min(fling.velocity(at: time), Self.maximumSpringTransferVelocity)
        springBack = try makeSpring(from: edge, to: edge, velocity: handOff)
        springStartTime = time
      } else {
        springBack = nil
        springStartTime = .infinity
      }
    }
  }

  /// The phase that runs at `time` and the time within it.
  private func phase(at time: Double) -> (simulation: any Simulation<Double>, localTime: Double) {
    if time > springStartTime, let springBack {
      return (springBack, springStartTime.isFinite ? time - springStartTime : time)
    }
    return (friction ?? springBack!, time)
  }

  public func position(at time: Double) -> Double {
    let (simulation, localTime) = phase(at: time)
    return simulation.position(at: localTime)
  }

  public func velocity(at time: Double) -> Double {
    let (simulation, localTime) = phase(at: time)
    return simulation.velocity(at: localTime)
  }

  public func isDone(at time: Double) -> Bool {
    let (simulation, localTime) = phase(at: time)
    return simulation.isDone(at: localTime)
  }

  /// The edge it springs back to, or where the friction ends.
  public var endPosition: Double? { springBack?.end ?? friction?.finalPosition }
}
