/// Any ``Simulation`` of a given value type, behind one concrete type: for a scene that picks
/// its simulation at run time and still hands a single type to ``SimulationAnimation``.
///
/// ```swift
/// let release: any Simulation<Double>
/// if useSpring {
///   release = try SpringSimulation(parameters: .handDriven, from: 384.0, to: -100.0, velocity: -1500.0)
/// } else {
///   release = try FrictionSimulation(drag: 0.135, position: 384, velocity: -1500)
/// }
/// animator.add(SimulationAnimation(AnySimulation(release)), forKey: "modal.y")
/// ```
public struct AnySimulation<Value: AnimatableValue>: Simulation {
  /// The simulation inside.
  public let base: any Simulation<Value>

  /// Wraps `base` (an existential `any Simulation<Value>` is accepted too).
  public init(_ base: some Simulation<Value>) {
    self.base = base
  }

  public func position(at time: Double) -> Value { base.position(at: time) }
  public func velocity(at time: Double) -> Value { base.velocity(at: time) }
  public func isDone(at time: Double) -> Bool { base.isDone(at: time) }
  public var endPosition: Value? { base.endPosition }
}
