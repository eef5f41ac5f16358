/// A particle under constant acceleration: Flutter's `GravitySimulation`.
///
/// x(t) = x0 + v0·t + ½·a·t² and v(t) = v0 + a·t. It is done once the particle is at least
/// `endDistance` from the origin, in either direction (Flutter's `x(time).abs() >= end`).
///
/// ```swift
/// // Flutter's "test_gravity": a = 200 from 100, done 600 from the origin.
/// let gravity = try GravitySimulation(acceleration: 200, position: 100, endDistance: 600, velocity: 0)
/// gravity.position(at: 0.5)  // 125
/// gravity.isDone(at: 2.5)    // true: at 725
/// ```
public struct GravitySimulation: Simulation {
  /// A position: one dimension, like Flutter's simulations.
  public typealias Value = Double

  /// a, in units per second squared.
  public let acceleration: Double
  /// x0.
  public let initialPosition: Double
  /// The distance from the origin at which the simulation is done.
  public let endDistance: Double
  /// v0.
  public let initialVelocity: Double

  /// Flutter's `GravitySimulation(acceleration, distance, endDistance, velocity)`.
  ///
  /// - Throws: ``MotionError`` when a value is not finite or `endDistance` is negative
  ///   (Flutter asserts `endDistance >= 0`).
  public init(acceleration: Double, position: Double, endDistance: Double, velocity: Double)
    throws(MotionError)
  {
    try MotionError.requireFinite(acceleration, "acceleration")
    try MotionError.requireFinite(position, "position")
    try MotionError.requireNonNegative(endDistance, "endDistance")
    try MotionError.requireFinite(velocity, "velocity")
    self.acceleration = acceleration
    self.initialPosition = position
    self.endDistance = endDistance
    self.initialVelocity = velocity
  }

  public func position(at time: Double) -> Double {
    initialPosition + initialVelocity * time + 0.5 * acceleration * time * time
  }

  public func velocity(at time: Double) -> Double { initialVelocity + time * acceleration }

  public func isDone(at time: Double) -> Bool { Swift.abs(position(at: time)) >= endDistance }
}
