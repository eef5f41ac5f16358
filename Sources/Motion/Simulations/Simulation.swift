/// A motion described as a function of time: Flutter's `Simulation`. Where it is, how fast it
/// moves and whether it is done, at any time since it started.
///
/// Every closed-form motion in Motion conforms or has an adapter, so one can be swapped for
/// another: ``SpringSimulation``, ``FrictionSimulation``, ``GravitySimulation``,
/// ``BouncingScrollSimulation``, ``ClampedSimulation``, ``DecayAnimation``, ``TimedAnimation``
/// (and ``SpringAnimation/simulation`` for a running spring); the dynamics world, which has no
/// closed form, through ``DynamicsSimulation``. ``SimulationAnimation`` runs any of them on the
/// ``Animator``.
///
/// ```swift
/// let fall: any Simulation<Double> = try GravitySimulation(
///   acceleration: 10, position: 0, endDistance: 300, velocity: 0)
/// fall.position(at: 1)  // 5
/// fall.velocity(at: 1)  // 10
/// fall.isDone(at: 1)    // false
/// ```
///
/// Time is in seconds from the simulation's start and is passed in: a simulation never reads a
/// clock, so it can be sampled in any order (Flutter's `x`, `dx` and `isDone` are available
/// under those names too).
public protocol Simulation<Value>: Sendable {
  /// What moves: a `Double` for Flutter's one-dimensional simulations, any
  /// ``AnimatableValue`` for Motion's.
  associatedtype Value: AnimatableValue
  /// The position `time` seconds after the start (Flutter's `x`).
  func position(at time: Double) -> Value
  /// The velocity `time` seconds after the start, in units per second (Flutter's `dx`).
  func velocity(at time: Double) -> Value
  /// Whether the motion has come to its end by `time`.
  func isDone(at time: Double) -> Bool
  /// Where the motion ends, when that is known in advance (a spring's target, a friction's
  /// final position); `nil` when it is not (gravity). ``SimulationAnimation`` reports it as its
  /// target. The default is `nil`.
  var endPosition: Value? { get }
}

extension Simulation {
  public var endPosition: Value? { nil }

  /// Flutter's name for ``position(at:)``.
  public func x(_ time: Double) -> Value { position(at: time) }

  /// Flutter's name for ``velocity(at:)``.
  public func dx(_ time: Double) -> Value { velocity(at: time) }
}
