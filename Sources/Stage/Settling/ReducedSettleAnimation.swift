import Motion

/// ``ReducedSettle`` run by an animator: its closed form at the elapsed time, and exactly the
/// target once at rest (the distance left is never negative, so the last step lands on the
/// target from before it, never past it).
public struct ReducedSettleAnimation: Animation {
  public typealias Value = Vector2

  /// The closed form it follows.
  public let simulation: ReducedSettle
  /// Animation seconds since its start.
  public private(set) var elapsed = 0.0
  /// Where it is now.
  public private(set) var value: Vector2
  /// Its velocity now (animation points per second).
  public private(set) var velocity: Vector2
  /// At rest, on the target.
  public private(set) var isFinished = false

  /// Runs `simulation` from its start.
  public init(_ simulation: ReducedSettle) {
    self.simulation = simulation
    value = simulation.position(at: 0)
    velocity = simulation.velocity(at: 0)
    if simulation.isDone(at: 0) { finish() }
  }

  /// The target it rests on.
  public var target: Vector2 { simulation.target }

  /// `dt` animation seconds on, to the closed form at the elapsed time.
  public mutating func advance(by dt: Double) {
    guard dt.isFinite, dt > 0, !isFinished else { return }
    elapsed += dt
    value = simulation.position(at: elapsed)
    velocity = simulation.velocity(at: elapsed)
    if simulation.isDone(at: elapsed) { finish() }
  }

  private mutating func finish() {
    value = simulation.target
    velocity = .zero
    isFinished = true
  }
}
