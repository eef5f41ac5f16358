import Motion

/// POP's spring solver (facebookarchive/pop, `pop/POPSpringSolver.h`; Rebound's `Spring.advance`
/// with `SOLVER_TIMESTEP_SEC` 0.001 is the same scheme): RK4 at a fixed step of 1 ms from an
/// accumulator that carries the frame's leftover time to the next frame; after the sub-steps the
/// state is the interpolation between the last two sub-steps (by leftover / 1 ms), and the next
/// frame integrates on from that interpolated state, so it loses up to a millisecond of
/// simulated time per frame. A step longer than POP's 30 s cap ends at the target. Here for
/// comparison only (the playground's ghosts, the benchmarks).
///
/// ```swift
/// var pop = POPSpringSolver(from: 384.0, to: -100.0, velocity: -1500, parameters: .handDriven)
/// pop.advance(by: 1.0 / 60)   // 16 RK4 sub-steps of 1 ms, 0.67 ms carried over
/// ```
public struct POPSpringSolver<Value: AnimatableValue>: Animation {
  /// POP's fixed RK4 step: 1 ms.
  public static var solverStep: Double { 0.001 }
  /// POP's cap on one frame's time, in seconds: a longer frame ends at the target.
  public static var maximumStep: Double { 30 }

  /// The displacement from the target (POP's p) and the velocity.
  private var displacement: Value
  /// The velocity, interpolated between the last two sub-steps.
  public private(set) var velocity: Value
  /// Where the spring pulls the value.
  public let target: Value
  /// The spring's mass, stiffness and damping.
  public let parameters: Spring
  private var accumulatedTime = 0.0

  /// A spring from `from` to `target`, starting with `velocity`, with no time carried over yet.
  public init(from: Value, to target: Value, velocity: Value, parameters: Spring) {
    displacement = from - target
    self.target = target
    self.velocity = velocity
    self.parameters = parameters
  }

  /// The value, interpolated between the last two sub-steps.
  public var value: Value { target + displacement }

  public var isFinished: Bool { false }

  private func acceleration(_ position: Value, _ speed: Value) -> Value {
    (-parameters.stiffness / parameters.mass) * position - (parameters.damping / parameters.mass) * speed
  }

  /// One RK4 step of `dt`.
  private func integrated(_ state: (position: Value, velocity: Value), _ dt: Double) -> (
    position: Value, velocity: Value
  ) {
    let aDp = state.velocity
    let aDv = acceleration(state.position, state.velocity)
    let bP = state.position + (dt * 0.5) * aDp
    let bV = state.velocity + (dt * 0.5) * aDv
    let bDv = acceleration(bP, bV)
    let cP = state.position + (dt * 0.5) * bV
    let cV = state.velocity + (dt * 0.5) * bDv
    let cDv = acceleration(cP, cV)
    let dP = state.position + dt * cV
    let dV = state.velocity + dt * cDv
    let dDv = acceleration(dP, dV)
    return (
      state.position + (dt / 6) * (aDp + 2 * (bV + cV) + dV),
      state.velocity + (dt / 6) * (aDv + 2 * (bDv + cDv) + dDv)
    )
  }

  public mutating func advance(by dt: Double) {
    guard dt.isFinite, dt > 0 else { return }
    if dt > Self.maximumStep {
      displacement = .zero
      velocity = .zero
      return
    }
    accumulatedTime += dt
    var previous = (position: displacement, velocity: velocity)
    var current = previous
    while accumulatedTime >= Self.solverStep {
      previous = current
      current = integrated(current, Self.solverStep)
      accumulatedTime -= Self.solverStep
    }
    let alpha = accumulatedTime / Self.solverStep
    displacement = alpha * current.position + (1 - alpha) * previous.position
    velocity = alpha * current.velocity + (1 - alpha) * previous.velocity
  }
}
