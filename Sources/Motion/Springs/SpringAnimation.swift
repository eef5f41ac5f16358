/// A value carried to a target by an exact damped spring, starting with any velocity.
///
/// Each ``advance(by:)`` applies the closed-form solution to the current state, so
/// the curve is the same at 30 or 240 fps and through a 250 ms hitch. ``retarget(to:)`` changes
/// the target mid-flight and keeps position and velocity, so a tap or a new gesture never makes
/// the value jump.
///
/// ```swift
/// var settle = SpringAnimation(from: 384.0, to: -100.0, velocity: -1500.0)
/// settle.advance(by: 1.0 / 60)
/// settle.value     // where the modal is now
/// settle.velocity  // its analytic velocity in points per second
/// ```
///
/// Rest: once the distance to the target is under the ``tolerance``'s `distance` and the speed
/// under its `velocity` (both Euclidean magnitudes, checked after every advance and at creation),
/// the value snaps to the target exactly, the velocity becomes zero and ``isFinished`` turns true.
/// The default, ``Tolerance/motion``, is 0.5 pt and 2 pt/s.
///
/// Overshoot clamping (``overshootClamping``, Rebound's `setOvershootClampingEnabled` and
/// React Native's `overshootClamping`): the first advance that carries the value past the
/// target finishes the animation there, exactly on the target.
///
/// Bad input never produces NaN:
/// - a non-finite `velocity` is taken as zero;
/// - a non-finite target finishes at once at `from`; a non-finite `from` finishes at once at
///   the target (at zero when both are non-finite);
/// - invalid parameters (``Spring/isValid`` false: non-finite, mass or stiffness not
///   positive, negative damping) finish at once at the target;
/// - a zero, negative or non-finite `dt` changes nothing.
public struct SpringAnimation<Value: AnimatableValue>: Animation {
  // The stepping code is @inlinable so that other modules get it specialised for their value
  // type (a generic call across modules would go through witness tables, ~10× slower); its
  // state is therefore stored in @usableFromInline properties behind read-only accessors.
  @usableFromInline var storedTarget: Value
  @usableFromInline var storedDisplacement: Value
  @usableFromInline var storedVelocity: Value
  @usableFromInline var storedIsFinished: Bool
  /// The displacement when the motion (re)started: overshooting is crossing to the other side.
  @usableFromInline var startDisplacement: Value
  /// The tolerance's distance and velocity, the two numbers the rest check reads (its `time`
  /// means nothing to a spring and is not kept).
  @usableFromInline let restDistance: Double
  @usableFromInline let restSpeed: Double
  @usableFromInline var spring: SpringSolution
  /// The last step's coefficients: frames usually repeat the same dt, and then a step is four
  /// multiply-adds per component instead of an exp, a cos and a sin.
  @usableFromInline var cachedStep: (dt: Double, coefficients: SpringSolution.Coefficients)
  /// The last step computed in full, from which a step of a nearby dt (jittery frame
  /// timestamps) is composed exactly without an exp, a cos or a sin (``SpringSolution/StepBasis``).
  @usableFromInline var stepBasis = SpringSolution.StepBasis()

  /// Where the spring pulls the value.
  @inlinable public var target: Value { storedTarget }
  /// Position − target.
  @inlinable public var displacement: Value { storedDisplacement }
  /// The velocity now, in units per second.
  @inlinable public var velocity: Value { storedVelocity }
  /// Whether the spring has come to rest on its target.
  @inlinable public var isFinished: Bool { storedIsFinished }

  /// When true, the animation finishes at the target as soon as an advance carries the value
  /// past it (Rebound's `isOvershooting`: on the other side of the target from where the motion
  /// started or was last retargeted; for vectors, the displacement has turned more than 90°).
  /// Turning it on does not end an animation that has already overshot until its next advance.
  public var overshootClamping: Bool

  /// A spring from `from` to `target`, starting with `velocity` (points per second for
  /// positions: a gesture's release velocity).
  ///
  /// - Parameters:
  ///   - from: where the value starts.
  ///   - target: where the spring pulls it.
  ///   - velocity: its velocity at the start.
  ///   - parameters: the spring's constants; invalid ones finish at once at the target.
  ///   - tolerance: where it may stop: within `tolerance.distance` of the target and slower
  ///     than `tolerance.velocity` (both must hold); Flutter's, Android's (``Tolerance/android(minimumVisibleChange:)``)
  ///     or Rebound's thresholds are presets of ``Tolerance``.
  ///   - overshootClamping: see ``overshootClamping``.
  public init(
    from: Value, to target: Value, velocity: Value = .zero, parameters: Spring = .handDriven,
    tolerance: Tolerance = .motion, overshootClamping: Bool = false
  ) {
    let start: Value
    let end: Value
    switch (from.isFinite, target.isFinite) {
    case (true, true):
      (start, end) = (from, target)
    case (true, false):
      (start, end) = (from, from)
    case (false, true):
      (start, end) = (target, target)
    case (false, false):
      (start, end) = (.zero, .zero)
    }
    self.storedTarget = end
    self.storedDisplacement = start - end
    self.startDisplacement = start - end
    self.overshootClamping = overshootClamping
    self.storedVelocity = velocity.isFinite ? velocity : .zero
    self.restDistance = tolerance.distance
    self.restSpeed = tolerance.velocity
    self.spring = SpringSolution(parameters)
    self.cachedStep = (0, .identity)
    self.storedIsFinished = false
    if !spring.isValid || !displacement.isFinite || !from.isFinite || !target.isFinite {
      settle()
    } else {
      settleIfAtRest()
    }
  }

  /// Where the spring may come to rest (see the type's Rest paragraph).
  public var tolerance: Tolerance {
    Tolerance(uncheckedDistance: restDistance, time: 1e-3, velocity: restSpeed)
  }

  /// The rest of this animation as a ``SpringSimulation`` whose time 0 is now: where the
  /// value will be in any number of seconds, without advancing. Its tolerance is this
  /// animation's rest distance and speed; a finished animation gives a simulation at rest.
  public var simulation: SpringSimulation<Value> {
    SpringSimulation(
      unchecked: spring.isValid ? spring.parameters : .handDriven, from: value, to: target,
      velocity: velocity,
      tolerance: tolerance,
      snapToEnd: true)
  }

  /// The spring's regime (Flutter's `SpringType`).
  public var regime: SpringRegime { spring.parameters.regime }

  /// The value now: target + displacement (exactly the target once finished).
  @inlinable public var value: Value { storedTarget + storedDisplacement }

  /// The spring's constants. Changing them mid-flight keeps position and velocity; invalid
  /// parameters finish the animation at the target.
  public var parameters: Spring {
    get { spring.parameters }
    set {
      spring = SpringSolution(newValue)
      cachedStep = (0, .identity)
      stepBasis = SpringSolution.StepBasis()
      if !spring.isValid { settle() }
    }
  }

  /// Moves the target and keeps the current position and velocity, so the motion bends smoothly
  /// towards the new target. A finished animation starts again unless it is already at rest at
  /// the new target. A non-finite target is ignored.
  public mutating func retarget(to newTarget: Value) {
    guard newTarget.isFinite else { return }
    let position = value
    storedTarget = newTarget
    storedDisplacement = position - newTarget
    startDisplacement = storedDisplacement
    if !storedDisplacement.isFinite {
      settle()
      return
    }
    storedIsFinished = false
    if !spring.isValid { settle() } else { settleIfAtRest() }
  }

  @inlinable
  public mutating func advance(by dt: Double) {
    guard dt.isFinite, dt > 0, !storedIsFinished else { return }
    if cachedStep.dt != dt {
      cachedStep = (dt, spring.coefficients(after: dt, reusing: &stepBasis))
    }
    let next = cachedStep.coefficients.apply(displacement: storedDisplacement, velocity: storedVelocity)
    guard next.displacement.isFinite, next.velocity.isFinite else {
      settle()
      return
    }
    storedDisplacement = next.displacement
    storedVelocity = next.velocity
    if overshootClamping && isOvershooting {
      settle()
      return
    }
    settleIfAtRest()
  }

  /// Whether the value is on the other side of the target from where the motion started:
  /// the dot product of the two displacements, (|a + b|² − |a − b|²) / 4, is negative.
  @inlinable var isOvershooting: Bool {
    let sum = (storedDisplacement + startDisplacement).magnitude
    let difference = (storedDisplacement - startDisplacement).magnitude
    return sum * sum < difference * difference
  }

  /// How long until the envelope stays within the ``tolerance``'s distance of the target, from now
  /// (see ``Spring/settlingDuration(from:velocity:restDistance:)-(Value,_,_)``); 0 when finished.
  public var settlingDuration: Double {
    isFinished
      ? 0
      : spring.parameters.settlingDuration(from: displacement, velocity: velocity, restDistance: restDistance)
  }

  @inlinable
  mutating func settleIfAtRest() {
    if storedDisplacement.magnitude < restDistance && storedVelocity.magnitude < restSpeed { settle() }
  }

  @inlinable
  mutating func settle() {
    storedDisplacement = .zero
    storedVelocity = .zero
    storedIsFinished = true
  }
}
