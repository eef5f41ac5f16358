import Foundation

/// A particle slowed by fluid drag: Flutter's `FrictionSimulation`.
///
/// After t seconds the velocity is v0·cₓᵗ, where the drag coefficient cₓ is the fraction of its
/// velocity the particle keeps each second, and the position is x0 + v0·(cₓᵗ − 1) / ln cₓ. It
/// is done once the speed is under the tolerance's velocity. This is ``DecayAnimation``'s
/// motion in Flutter's terms: cₓ = e^(−1/τ), so UIScrollView's 0.998 per millisecond is
/// cₓ = 0.998¹⁰⁰⁰ ≈ 0.135, the drag Flutter's ``BouncingScrollSimulation`` uses.
///
/// ```swift
/// // Flutter's "test_friction": drag 0.3 from 100 at 400 per second.
/// let friction = try FrictionSimulation(
///   drag: 0.3, position: 100, velocity: 400, tolerance: Tolerance(velocity: 1))
/// friction.velocity(at: 1)  // 120
/// friction.finalPosition    // 432.2
/// ```
public struct FrictionSimulation: Simulation {
  /// A position: one dimension, like Flutter's simulations.
  public typealias Value = Double

  /// cₓ: the fraction of its velocity the particle keeps each second, in (0, 1).
  public let drag: Double
  /// x0.
  public let initialPosition: Double
  /// v0.
  public let initialVelocity: Double
  /// Done once |velocity| < `tolerance.velocity`.
  public let tolerance: Tolerance
  /// ln cₓ, negative.
  private let logDrag: Double

  /// Flutter's `FrictionSimulation(drag, position, velocity, tolerance:)`.
  ///
  /// - Throws: ``MotionError`` unless `drag` is in (0, 1) (1 would never slow down, more would
  ///   speed up) and `position` and `velocity` are finite.
  public init(drag: Double, position: Double, velocity: Double, tolerance: Tolerance = .flutter)
    throws(MotionError)
  {
    try MotionError.requireFinite(drag, "drag")
    guard drag > 0 && drag < 1 else { throw .outOfRange(parameter: "drag", value: drag, range: "(0, 1)") }
    try MotionError.requireFinite(position, "position")
    try MotionError.requireFinite(velocity, "velocity")
    self.drag = drag
    self.logDrag = log(drag)
    self.initialPosition = position
    self.initialVelocity = velocity
    self.tolerance = tolerance
  }

  /// Flutter's `FrictionSimulation.through(startPosition, endPosition, startVelocity,
  /// endVelocity)`: the friction that leaves `startPosition` at `startVelocity` and passes
  /// `endPosition` at `endVelocity`, where it is done (its velocity tolerance is |endVelocity|).
  ///
  /// Along such a path v − v0 = ln cₓ·(x − x0), so cₓ = e^((v0 − v1) / (x0 − x1)).
  ///
  /// - Throws: ``MotionError`` unless all four are finite, the velocities have the same sign (or
  ///   one is zero), |startVelocity| > |endVelocity|, and the particle moves from start to end
  ///   (Flutter asserts the same, except that it lets equal speeds through to a drag of 1).
  public static func through(
    startPosition: Double, endPosition: Double, startVelocity: Double, endVelocity: Double
  ) throws(MotionError) -> FrictionSimulation {
    try MotionError.requireFinite(startPosition, "startPosition")
    try MotionError.requireFinite(endPosition, "endPosition")
    try MotionError.requireFinite(startVelocity, "startVelocity")
    try MotionError.requireFinite(endVelocity, "endVelocity")
    guard startVelocity == 0 || endVelocity == 0 || (startVelocity > 0) == (endVelocity > 0) else {
      throw .inconsistent(reason: "startVelocity and endVelocity must have the same sign")
    }
    guard Swift.abs(startVelocity) > Swift.abs(endVelocity) else {
      throw .inconsistent(reason: "friction needs |startVelocity| > |endVelocity|")
    }
    let travel = endPosition - startPosition
    guard travel != 0, (travel > 0) == (startVelocity > 0) else {
      throw .inconsistent(reason: "startVelocity must point from startPosition to endPosition")
    }
    let drag = exp((startVelocity - endVelocity) / (startPosition - endPosition))
    return try FrictionSimulation(
      drag: drag, position: startPosition, velocity: startVelocity,
      tolerance: Tolerance(velocity: Swift.abs(endVelocity)))
  }

  public func position(at time: Double) -> Double {
    // v0·(cₓᵗ − 1)/ln cₓ with expm1: no cancellation for small t.
    initialPosition + initialVelocity * expm1(time * logDrag) / logDrag
  }

  public func velocity(at time: Double) -> Double { initialVelocity * pow(drag, time) }

  public func isDone(at time: Double) -> Bool { Swift.abs(velocity(at: time)) < tolerance.velocity }

  /// Flutter's `finalX`: the position at t = ∞, x0 − v0 / ln cₓ.
  public var finalPosition: Double { initialPosition - initialVelocity / logDrag }

  public var endPosition: Double? { finalPosition }

  /// Flutter's `timeAtX(x)`: when the particle passes `position`; 0 at the start and
  /// `.infinity` for a position it never reaches (behind it, or at or past ``finalPosition``).
  public func time(atPosition position: Double) -> Double {
    if position == initialPosition { return 0 }
    let beyond =
      initialVelocity > 0
      ? (position < initialPosition || position >= finalPosition)
      : (position > initialPosition || position <= finalPosition)
    if initialVelocity == 0 || beyond { return .infinity }
    return log1p(logDrag * (position - initialPosition) / initialVelocity) / logDrag
  }
}
