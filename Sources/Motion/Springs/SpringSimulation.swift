/// A spring from a start to an end as a function of time: Flutter's `SpringSimulation`, for
/// any value type, solved in closed form.
///
/// ```swift
/// // Flutter's "crit_spring" test: from 0 to 500, critically damped, k = 100.
/// let crit = try SpringSimulation(
///   parameters: Spring(stiffness: 100, dampingRatio: 1), from: 0.0, to: 500.0,
///   tolerance: Tolerance(distance: 0.01, velocity: 0.01))
/// crit.position(at: 0.25)  // 356.3
/// crit.isDone(at: 1.6)     // true
/// ```
///
/// It is done when the distance to the end and the speed are both under the tolerance
/// (Flutter's `nearZero` on each). With `snapToEnd` (Flutter's `snapToEnd`, and what
/// `ScrollSpringSimulation` does), position is exactly `end` and velocity zero from then on.
/// ``settlingDuration`` says in advance when that happens, from above.
public struct SpringSimulation<Value: AnimatableValue>: Simulation {
  /// The spring's constants.
  public let parameters: Spring
  /// The position at time 0.
  public let start: Value
  /// The target.
  public let end: Value
  /// The velocity at time 0.
  public let initialVelocity: Value
  /// When the motion counts as done.
  public let tolerance: Tolerance
  /// Whether position and velocity snap to `end` and zero once done.
  public let snapToEnd: Bool
  private let spring: SpringSolution

  /// Flutter's `SpringSimulation(spring, start, end, velocity, tolerance:, snapToEnd:)`.
  ///
  /// - Throws: ``MotionError`` when `start`, `end` or `velocity` is not finite, or the parameters
  ///   are not a spring (``Spring/isValid`` false after being edited by hand).
  public init(
    parameters: Spring, from start: Value, to end: Value, velocity: Value = .zero,
    tolerance: Tolerance = .flutter, snapToEnd: Bool = false
  ) throws(MotionError) {
    guard start.isFinite else { throw .notFinite(parameter: "start", value: start.magnitude) }
    guard end.isFinite else { throw .notFinite(parameter: "end", value: end.magnitude) }
    guard velocity.isFinite else { throw .notFinite(parameter: "velocity", value: velocity.magnitude) }
    guard parameters.isValid else {
      throw .inconsistent(reason: "spring parameters \(parameters) do not describe a spring")
    }
    self.init(
      unchecked: parameters, from: start, to: end, velocity: velocity, tolerance: tolerance,
      snapToEnd: snapToEnd)
  }

  init(
    unchecked parameters: Spring, from start: Value, to end: Value, velocity: Value,
    tolerance: Tolerance, snapToEnd: Bool
  ) {
    self.parameters = parameters
    self.start = start
    self.end = end
    self.initialVelocity = velocity
    self.tolerance = tolerance
    self.snapToEnd = snapToEnd
    self.spring = SpringSolution(parameters)
  }

  /// Flutter's `SpringSimulation.type`.
  public var regime: SpringRegime { parameters.regime }

  public var endPosition: Value? { end }

  /// Displacement from `end` and velocity at `time`, unsnapped.
  private func state(at time: Double) -> (displacement: Value, velocity: Value) {
    spring.evaluate(displacement: start - end, velocity: initialVelocity, after: time)
  }

  public func position(at time: Double) -> Value {
    let (displacement, velocity) = state(at: time)
    if snapToEnd && isDone(displacement, velocity) { return end }
    return end + displacement
  }

  public func velocity(at time: Double) -> Value {
    let (displacement, velocity) = state(at: time)
    if snapToEnd && isDone(displacement, velocity) { return .zero }
    return velocity
  }

  public func isDone(at time: Double) -> Bool {
    let (displacement, velocity) = state(at: time)
    return isDone(displacement, velocity)
  }

  private func isDone(_ displacement: Value, _ velocity: Value) -> Bool {
    // Flutter's nearZero: within the tolerance, or exactly zero (so a zero tolerance still ends).
    let distance = displacement.magnitude
    let speed = velocity.magnitude
    return (distance < tolerance.distance || distance == 0) && (speed < tolerance.velocity || speed == 0)
  }

  /// A time after which ``isDone(at:)`` stays true: see
  /// ``Spring/settlingDuration(from:velocity:tolerance:)``.
  public var settlingDuration: Double {
    parameters.settlingDuration(from: start - end, velocity: initialVelocity, tolerance: tolerance)
  }
}
