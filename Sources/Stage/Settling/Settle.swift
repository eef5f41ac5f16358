import Motion

/// The one settle: what every release, toggle and transition runs to bring a subject to rest,
/// made from (mode, parameters, position, velocity, target) in one place. In ``SettleMode/spring``
/// it is Motion's exact spring carrying the velocity; in ``SettleMode/dynamics`` seed 000's
/// attachment in a dynamics world, pushed with it; in ``SettleMode/timed`` the goop, a fixed
/// curve that ignores it.
///
/// It is an `Animation` (the animator runs it and a layer shows it) that can be retargeted in
/// place (``retarget(to:parameters:)``: POP's live `toValue`, Wave's `target`), and it gives
/// its ``simulation``, the same motion as a pure function of time, for the tuning panel's
/// step response and the lab's ghosts.
///
/// Velocities here are in animation time (points per animation second); ``SettleHandoff``
/// converts on-screen velocities for slow motion.
///
/// ```swift
/// var settle = Settle(
///   mode: .spring, parameters: SettleParameters(), from: Vector2(x: 0, y: 300),
///   velocity: Vector2(x: 0, y: -1200), to: Vector2(x: 0, y: 100), itemSize: Size(width: 80, height: 80))
/// settle.velocity  // (0, -1200): the release velocity, carried on
/// settle.advance(by: 1.0 / 60)
/// settle.retarget(to: Vector2(x: 0, y: 400))  // heads back down, no jump, velocity kept
/// ```
public struct Settle: Animation {
  public typealias Value = Vector2

  /// The running motion of the mode.
  private enum ModeAnimation: Sendable {
    case spring(SpringAnimation<Vector2>)
    case dynamics(DynamicsAnimation)
    case timed(TimedAnimation<Vector2>)
    /// Any mode's reduced twin (``ReducedSettle``).
    case reduced(ReducedSettleAnimation)
  }

  /// How it moves.
  public let mode: SettleMode
  /// Full motion runs `mode`; reduced runs the twin of every mode, ``ReducedSettle``, to the same
  /// target.
  public let motionPreference: MotionPreference
  private var motion: ModeAnimation
  /// The timed curve a retarget restarts with.
  private var parameters: SettleParameters
  /// What ``simulation`` replays: the settle as started.
  private let start: Start

  private struct Start: Sendable {
    var motion: ModeAnimation
    var from: Vector2
    var velocity: Vector2
    var target: Vector2
    var itemSize: Size
    var parameters: SettleParameters
  }

  /// The settle of `mode` from `from` with `velocity` (animation points per second) to
  /// `target`. `itemSize` gives the dynamics item its mass; `tolerance` is the spring's rest
  /// threshold (the dynamics world has its own, the timed curve its duration). `motion`
  /// `.reduced` makes it the mode's reduced twin: the same target, no overshoot, bounded speed.
  public init(
    mode: SettleMode, parameters: SettleParameters, from: Vector2, velocity: Vector2, to target: Vector2,
    itemSize: Size, tolerance: Tolerance = .motion, motion preference: MotionPreference = .full
  ) {
    let velocity = velocity.isFinite ? velocity : .zero
    self.mode = mode
    self.parameters = parameters
    motionPreference = preference
    let motion: ModeAnimation
    switch (preference, mode) {
    case (.reduced, .timed) where ReducedSettle.keepsCurve(parameters.timedCurve):
      // The goop ignores the release and a monotone curve never passes its end: it is its own
      // reduced twin, at the same times (a press in flight lands where it does in full motion).
      motion = .timed(
        TimedAnimation(
          from: from, to: target, duration: parameters.timedDuration, curve: parameters.timedCurve))
    case (.reduced, _):
      motion = .reduced(
        ReducedSettleAnimation(
          ReducedSettle(from: from, velocity: velocity, to: target, tolerance: tolerance)))
    case (.full, .spring):
      motion = .spring(
        SpringAnimation(
          from: from, to: target, velocity: velocity, parameters: parameters.spring,
          tolerance: tolerance))
    case (.full, .dynamics):
      motion = .dynamics(
        DynamicsAnimation(
          from: from, velocity: velocity, anchor: target, itemSize: itemSize,
          frequency: parameters.dynamicsFrequency, dampingRatio: parameters.dynamicsDamping,
          density: parameters.dynamicsDensity, resistance: parameters.dynamicsResistance))
    case (.full, .timed):
      motion = .timed(
        TimedAnimation(
          from: from, to: target, duration: parameters.timedDuration, curve: parameters.timedCurve))
    }
    self.motion = motion
    start = Start(
      motion: motion, from: from, velocity: velocity, target: target, itemSize: itemSize,
      parameters: parameters)
  }

  public var value: Vector2 {
    switch motion {
    case .spring(let spring): spring.value
    case .dynamics(let dynamics): dynamics.value
    case .timed(let timed): timed.value
    case .reduced(let reduced): reduced.value
    }
  }

  public var velocity: Vector2 {
    switch motion {
    case .spring(let spring): spring.velocity
    case .dynamics(let dynamics): dynamics.velocity
    case .timed(let timed): timed.velocity
    case .reduced(let reduced): reduced.velocity
    }
  }

  public var target: Vector2 {
    switch motion {
    case .spring(let spring): spring.target
    case .dynamics(let dynamics): dynamics.target
    case .timed(let timed): timed.target
    case .reduced(let reduced): reduced.target
    }
  }

  public var isFinished: Bool {
    switch motion {
    case .spring(let spring): spring.isFinished
    case .dynamics(let dynamics): dynamics.isFinished
    case .timed(let timed): timed.isFinished
    case .reduced(let reduced): reduced.isFinished
    }
  }

  public mutating func advance(by dt: Double) {
    switch motion {
    case .spring(var spring):
      spring.advance(by: dt)
      motion = .spring(spring)
    case .dynamics(var dynamics):
      dynamics.advance(by: dt)
      motion = .dynamics(dynamics)
    case .timed(var timed):
      timed.advance(by: dt)
      motion = .timed(timed)
    case .reduced(var reduced):
      reduced.advance(by: dt)
      motion = .reduced(reduced)
    }
  }

  /// Sends the settle to `newTarget` from where it is, in place: the spring keeps its position
  /// and velocity (and takes `parameters`' spring, when given); the dynamics item keeps its
  /// state and only the anchor moves (seed 002's `setTargetPoint:`); the timed curve begins
  /// again from its current value (UIView's `beginFromCurrentState`), with `parameters`'
  /// duration and curve when given. A non-finite target is ignored.
  public mutating func retarget(to newTarget: Vector2, parameters newParameters: SettleParameters? = nil) {
    guard newTarget.isFinite else { return }
    if let newParameters { parameters = newParameters }
    switch motion {
    case .spring(var spring):
      if let newParameters { spring.parameters = newParameters.spring }
      spring.retarget(to: newTarget)
      motion = .spring(spring)
    case .dynamics(var dynamics):
      dynamics.retarget(to: newTarget)
      motion = .dynamics(dynamics)
    case .timed(let timed):
      motion = .timed(
        TimedAnimation(
          from: timed.value, to: newTarget, duration: parameters.timedDuration, curve: parameters.timedCurve))
    case .reduced(let reduced):
      // The rule again from where it is: its velocity toward the new target, no overshoot.
      motion = .reduced(
        ReducedSettleAnimation(
          ReducedSettle(
            from: reduced.value, velocity: reduced.velocity, to: newTarget,
            tolerance: reduced.simulation.tolerance)))
    }
  }

  /// The settle as it was started, as a pure function of the time since its start: the exact
  /// spring's closed form, the dynamics world recorded at its fixed sub-steps, the timed curve.
  public var simulation: any Simulation<Vector2> {
    switch start.motion {
    case .spring(let spring):
      // The animation's own rest tolerances, so the simulation is done when the animation is.
      spring.simulation
    case .dynamics:
      DynamicsSimulation(
        from: start.from, velocity: start.velocity, anchor: start.target, itemSize: start.itemSize,
        frequency: start.parameters.dynamicsFrequency, dampingRatio: start.parameters.dynamicsDamping,
        density: start.parameters.dynamicsDensity, resistance: start.parameters.dynamicsResistance)
    case .timed(let timed):
      timed
    case .reduced(let reduced):
      reduced.simulation
    }
  }
}
