/// Runs any ``Simulation`` as an ``Animation``, so the ``Animator`` can drive it: what Flutter's
/// `AnimationController.animateWith(simulation)` does.
///
/// ```swift
/// let fling = try FrictionSimulation(drag: 0.135, position: 100, velocity: 800)
/// animator.add(SimulationAnimation(fling), forKey: "scroll", onUpdate: { offset, _ in … })
/// ```
///
/// The animation keeps the time elapsed since it started; ``value`` and ``velocity`` are the
/// simulation's at that time. It finishes on the first advance at whose end
/// ``Simulation/isDone(at:)`` is true (or at once, if the simulation is done at time 0); the
/// value then stays where the simulation was and the velocity becomes zero. ``target`` is the
/// simulation's ``Simulation/endPosition`` while it runs (the current value when that is
/// unknown) and the final value once finished, so `value == target` when finished.
///
/// A zero, negative or non-finite step changes nothing; a simulation whose position or
/// velocity is not finite finishes where it last was finite.
public struct SimulationAnimation<S: Simulation>: Animation {
  /// The simulation's value type.
  public typealias Value = S.Value

  /// The simulation being run.
  public let simulation: S
  /// Seconds since the start.
  public private(set) var elapsed: Double = 0
  /// The simulation's position at ``elapsed`` (frozen once finished).
  public private(set) var value: Value
  /// The simulation's velocity at ``elapsed``; zero once finished.
  public private(set) var velocity: Value
  /// Whether the simulation reported itself done.
  public private(set) var isFinished: Bool

  /// Starts `simulation` at its time 0.
  public init(_ simulation: S) {
    self.simulation = simulation
    let start = simulation.position(at: 0)
    let velocity = simulation.velocity(at: 0)
    self.value = start.isFinite ? start : .zero
    self.velocity = velocity.isFinite ? velocity : .zero
    self.isFinished = false
    if simulation.isDone(at: 0) || !start.isFinite || !velocity.isFinite { finish() }
  }

  /// The simulation's end position while running, the final value once finished.
  public var target: Value {
    if isFinished { return value }
    if let end = simulation.endPosition, end.isFinite { return end }
    return value
  }

  public mutating func advance(by dt: Double) {
    guard dt.isFinite, dt > 0, !isFinished else { return }
    let time = elapsed + dt
    let position = simulation.position(at: time)
    let speed = simulation.velocity(at: time)
    guard position.isFinite, speed.isFinite else {
      finish()
      return
    }
    elapsed = time
    value = position
    velocity = speed
    if simulation.isDone(at: time) { finish() }
  }

  private mutating func finish() {
    velocity = .zero
    isFinished = true
  }
}
