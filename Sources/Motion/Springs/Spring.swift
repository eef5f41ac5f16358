import Foundation

/// A spring: the physical constants of m·x'' + c·x' + k·x = 0, where x is the displacement
/// from the target. SwiftUI's `Spring`, with SwiftUI's initializers and defaults; the solver
/// that runs it is an implementation detail.
///
/// Every popular way of describing a spring converts to these three numbers, and back:
///
/// | Form | Initializer | Getters |
/// | --- | --- | --- |
/// | duration, bounce (SwiftUI, Flutter) | ``init(duration:bounce:mass:)`` | ``duration``, ``bounce`` |
/// | response, damping ratio (SwiftUI, Wave) | ``init(response:dampingRatio:mass:)`` | ``response``, ``dampingRatio`` |
/// | stiffness, damping, mass (SwiftUI, Flutter, Rebound, POP dynamics) | ``init(mass:stiffness:damping:)`` | ``stiffness``, ``damping``, ``mass`` |
/// | stiffness, damping ratio (Android, Flutter, Wave) | ``init(stiffness:dampingRatio:mass:)`` | ``stiffness``, ``dampingRatio`` |
/// | frequency, damping ratio (UIKit Dynamics) | ``init(frequency:dampingRatio:mass:)`` | ``frequency``, ``dampingRatio`` |
/// | Origami tension, friction (Rebound) | ``init(origamiTension:origamiFriction:)`` | ``origamiTensionAndFriction`` |
/// | speed, bounciness (POP, Rebound) | ``init(popSpeed:bounciness:)`` | ``popSpeedAndBounciness`` |
/// | visual duration, bounce (Framer Motion) | ``init(framerVisualDuration:bounce:)`` | ``framerVisualDurationAndBounce`` |
///
/// ```swift
/// let snappy = Spring(response: 0.5, dampingRatio: 0.7)
/// snappy.stiffness  // 157.9
/// snappy.damping    // 17.6
/// snappy.bounce     // 0.3
/// ```
///
/// The initializers are for constants written in code, and do not throw: what cannot describe a
/// spring (a non-finite number, mass, stiffness or response not positive, negative damping, a
/// bounce outside −1 < bounce ≤ 1) is a programmer error and stops the program with the rule it
/// broke. Numbers a person typed go through the matching `validated` factory
/// (``validated(duration:bounce:mass:)`` and the others), which throws that rule as a
/// ``MotionError`` instead; nothing is clamped. The stored properties stay settable (the
/// playground tunes them live), so a value can still be made invalid afterwards: ``isValid``
/// says so, and a spring animated with it snaps to its target rather than produce NaN.
///
/// Unlike SwiftUI's `init(mass:stiffness:damping:allowOverDamping:)`, which treats an overdamped
/// spring as critically damped unless asked, an overdamped spring is kept as given (as Flutter's
/// `SpringDescription` keeps it).
public struct Spring: Sendable, Hashable {
  /// m: in the units of the animated value's "mass"; 1 for every preset.
  public var mass: Double
  /// k: force per unit of displacement (objc.io's `springConstant`, POP's `dynamicsTension`,
  /// Rebound's `tension`).
  public var stiffness: Double
  /// c: force per unit of velocity (objc.io's `frictionConstant`, POP's `dynamicsFriction`,
  /// Rebound's `friction`, Wave's `dampingCoefficient`).
  public var damping: Double

  /// SwiftUI's `Spring(mass:stiffness:damping:)`, Flutter's
  /// `SpringDescription(mass:stiffness:damping:)` and Rebound's `SpringConfig(tension, friction)`
  /// (mass 1): the constants as given. Constants that cannot describe a spring are a programmer
  /// error; ``validated(mass:stiffness:damping:)`` checks typed ones.
  public init(mass: Double = 1, stiffness: Double, damping: Double) {
    self = Self.require { () throws(MotionError) in
      try .validated(mass: mass, stiffness: stiffness, damping: damping)
    }
  }

  /// ``init(mass:stiffness:damping:)`` for numbers a person typed.
  ///
  /// - Throws: ``MotionError`` unless mass and stiffness are positive and finite, damping is
  ///   finite and not negative, and √(k/m) is finite.
  public static func validated(mass: Double = 1, stiffness: Double, damping: Double) throws(MotionError)
    -> Spring
  {
    try MotionError.requirePositive(mass, "mass")
    try MotionError.requirePositive(stiffness, "stiffness")
    try MotionError.requireNonNegative(damping, "damping")
    let spring = Spring(uncheckedMass: mass, stiffness: stiffness, damping: damping)
    // Finite inputs can still overflow together (a tiny mass under a huge stiffness).
    guard spring.isValid else {
      throw .notFinite(parameter: "stiffness / mass", value: stiffness / mass)
    }
    return spring
  }

  /// Stores the constants without checking them: for presets written in this module.
  init(uncheckedMass mass: Double, stiffness: Double, damping: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }

  /// The spring `make` validates, or a stop naming the rule broken: the initializers' path,
  /// whose arguments are the program's own constants.
  static func require(_ make: () throws(MotionError) -> Spring) -> Spring {
    do {
      return try make()
    } catch {
      preconditionFailure("Spring: \(error)")
    }
  }

  /// objc.io's hand-driven spring (issue 12, "Interactive Animations"): `springConstant` 300,
  /// `frictionConstant` 20, mass 1, so ζ ≈ 0.577 and ω0 ≈ 17.3 rad/s. Flick's default.
  public static let handDriven = Spring(uncheckedMass: 1, stiffness: 300, damping: 20)

  /// Android's `SpringForce.setStiffness`/`setDampingRatio`, Flutter's
  /// `SpringDescription.withDampingRatio(mass:stiffness:ratio:)` and Wave's
  /// `Spring(dampingRatio:stiffness:mass:)`: c = ζ·2·√(m·k), as Flutter computes it.
  public init(stiffness: Double, dampingRatio: Double, mass: Double = 1) {
    self = Self.require { () throws(MotionError) in
      try .validated(stiffness: stiffness, dampingRatio: dampingRatio, mass: mass)
    }
  }

  /// ``init(stiffness:dampingRatio:mass:)`` for numbers a person typed.
  ///
  /// - Throws: ``MotionError`` unless stiffness and mass are positive and finite and the
  ///   damping ratio is finite and not negative (Android refuses the same).
  public static func validated(stiffness: Double, dampingRatio: Double, mass: Double = 1)
    throws(MotionError) -> Spring
  {
    try MotionError.requirePositive(stiffness, "stiffness")
    try MotionError.requirePositive(mass, "mass")
    try MotionError.requireNonNegative(dampingRatio, "dampingRatio")
    return try .validated(
      mass: mass, stiffness: stiffness, damping: dampingRatio * 2 * (mass * stiffness).squareRoot())
  }

  /// SwiftUI's `Spring(response:dampingRatio:)` and Wave's `Spring(dampingRatio:response:)`:
  /// `response` is the period in seconds of the undamped oscillation, so k = (2π / response)²·m
  /// and c = 4π·ζ·m / response.
  public init(response: Double, dampingRatio: Double, mass: Double = 1) {
    self = Self.require { () throws(MotionError) in
      try .validated(response: response, dampingRatio: dampingRatio, mass: mass)
    }
  }

  /// ``init(response:dampingRatio:mass:)`` for numbers a person typed.
  ///
  /// - Throws: ``MotionError`` unless response and mass are positive and finite and the damping
  ///   ratio is finite and not negative.
  public static func validated(response: Double, dampingRatio: Double, mass: Double = 1)
    throws(MotionError) -> Spring
  {
    try MotionError.requirePositive(response, "response")
    try MotionError.requirePositive(mass, "mass")
    try MotionError.requireNonNegative(dampingRatio, "dampingRatio")
    let angularFrequency = 2 * Double.pi / response
    return try .validated(
      mass: mass, stiffness: angularFrequency * angularFrequency * mass,
      damping: 2 * dampingRatio * angularFrequency * mass)
  }

  /// SwiftUI's `Spring(response:bounce:)`; the same as ``init(duration:bounce:mass:)``.
  public init(response: Double, bounce: Double, mass: Double = 1) {
    self = Self.require { () throws(MotionError) in
      try .validated(response: response, bounce: bounce, mass: mass)
    }
  }

  /// ``init(response:bounce:mass:)`` for numbers a person typed.
  public static func validated(response: Double, bounce: Double, mass: Double = 1) throws(MotionError)
    -> Spring
  {
    try MotionError.requirePositive(response, "response")
    return try .validated(duration: response, bounce: bounce, mass: mass)
  }

  /// SwiftUI's `Spring(duration:bounce:)` (with SwiftUI's defaults, 0.5 s and no bounce) and
  /// Flutter's `SpringDescription.withDurationAndBounce(duration:bounce:)`: `duration` is the
  /// perceptual duration, which is the ``response`` (k = 4π²·m / duration²). Bounce 0 is
  /// critically damped and 1 undamped: ζ = 1 − bounce for a positive bounce, 1 / (1 + bounce)
  /// for a negative one (overdamped). ``duration`` and ``bounce`` read them back.
  public init(duration: Double = 0.5, bounce: Double = 0, mass: Double = 1) {
    self = Self.require { () throws(MotionError) in
      try .validated(duration: duration, bounce: bounce, mass: mass)
    }
  }

  /// ``init(duration:bounce:mass:)`` for numbers a person typed.
  ///
  /// - Throws: ``MotionError`` unless duration and mass are positive and finite and
  ///   −1 < bounce ≤ 1 (at −1 the damping would be infinite, above 1 negative).
  public static func validated(duration: Double = 0.5, bounce: Double = 0, mass: Double = 1)
    throws(MotionError) -> Spring
  {
    try MotionError.requirePositive(duration, "duration")
    try MotionError.requireFinite(bounce, "bounce")
    guard bounce > -1 && bounce <= 1 else {
      throw .outOfRange(parameter: "bounce", value: bounce, range: "-1 < bounce ≤ 1")
    }
    let dampingRatio = bounce > 0 ? 1 - bounce : 1 / (1 + bounce)
    return try .validated(response: duration, dampingRatio: dampingRatio, mass: mass)
  }

  /// UIKit Dynamics' `UIAttachmentBehavior` and Box2D's soft joints: `frequency` in hertz and
  /// a damping ratio, so ω = 2πf, k = m·ω² and c = 2·m·ζ·ω. ``frequency`` reads it back.
  public init(frequency: Double, dampingRatio: Double, mass: Double = 1) {
    self = Self.require { () throws(MotionError) in
      try .validated(frequency: frequency, dampingRatio: dampingRatio, mass: mass)
    }
  }

  /// ``init(frequency:dampingRatio:mass:)`` for numbers a person typed.
  ///
  /// - Throws: ``MotionError`` unless frequency and mass are positive and finite and the damping
  ///   ratio is finite and not negative.
  public static func validated(frequency: Double, dampingRatio: Double, mass: Double = 1)
    throws(MotionError) -> Spring
  {
    try MotionError.requirePositive(frequency, "frequency")
    try MotionError.requirePositive(mass, "mass")
    try MotionError.requireNonNegative(dampingRatio, "dampingRatio")
    let angularFrequency = 2 * Double.pi * frequency
    return try .validated(
      mass: mass, stiffness: mass * angularFrequency * angularFrequency,
      damping: 2 * mass * dampingRatio * angularFrequency)
  }

  /// ζ = c / (2·√(k·m)): below 1 the spring overshoots, at 1 it is critically damped.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// ω0 = √(k / m), in radians per second.
  public var undampedAngularFrequency: Double { (stiffness / mass).squareRoot() }

  /// SwiftUI's and Wave's response (Flutter's `SpringDescription.duration`): the period of the
  /// undamped oscillation, 2π / ω0, in seconds.
  public var response: Double { 2 * Double.pi / undampedAngularFrequency }

  /// SwiftUI's perceptual duration, which defines the pace of the spring: the ``response``.
  public var duration: Double { response }

  /// The undamped frequency in hertz, ω0 / 2π (UIKit Dynamics' `frequency`).
  public var frequency: Double { undampedAngularFrequency / (2 * Double.pi) }

  /// SwiftUI's and Flutter's bounce (`SpringDescription.bounce`): 1 − ζ when underdamped,
  /// 1/ζ − 1 when critically or overdamped, so it lies in −1 < bounce ≤ 1.
  public var bounce: Double {
    let ratio = dampingRatio
    return ratio < 1 ? 1 - ratio : 1 / ratio - 1
  }

  /// Whether these numbers describe a spring that settles or oscillates: all finite, mass and
  /// stiffness positive, damping not negative. Always true for a value an initializer returned
  /// until its properties are changed by hand.
  public var isValid: Bool {
    mass.isFinite && stiffness.isFinite && damping.isFinite && mass > 0 && stiffness > 0
      && damping >= 0 && undampedAngularFrequency.isFinite && undampedAngularFrequency > 0
      && dampingRatio.isFinite
  }

  // MARK: The motion

  /// The state `dt` seconds after (`displacement`, `velocity`), solved in closed form:
  /// displacement is position − target, and the velocity is the derivative of the same
  /// expression. Invalid parameters (``isValid`` false) snap to the target (zero and zero).
  ///
  /// ```swift
  /// let (x, v) = Spring.handDriven.evaluate(displacement: 484.0, velocity: -1500.0, after: 0.25)
  /// ```
  public func evaluate<Value: AnimatableValue>(displacement: Value, velocity: Value, after dt: Double) -> (
    displacement: Value, velocity: Value
  ) {
    SpringSolution(self).evaluate(displacement: displacement, velocity: velocity, after: dt)
  }

  // MARK: UIKit's normalised spring velocity

  /// UIKit's `usingSpringWithDamping:initialSpringVelocity:` takes the velocity as a fraction
  /// of the distance to travel per second (seed 004): 50 pt/s over 100 pt is 0.5. Returns 0 when
  /// the distance is zero or anything is not finite.
  ///
  /// ```swift
  /// let normalised = Spring.normalizedVelocity(-1500, from: 384, to: -100)  // 3.1
  /// ```
  public static func normalizedVelocity(_ velocity: Double, from: Double, to: Double) -> Double {
    let distance = to - from
    guard velocity.isFinite, distance.isFinite, distance != 0 else { return 0 }
    let normalized = velocity / distance
    return normalized.isFinite ? normalized : 0
  }

  /// The inverse of ``normalizedVelocity(_:from:to:)``: points per second from UIKit's
  /// normalised `initialSpringVelocity` and the distance to travel. Non-finite input gives 0.
  public static func velocity(normalized: Double, from: Double, to: Double) -> Double {
    let velocity = normalized * (to - from)
    return velocity.isFinite ? velocity : 0
  }

  // MARK: Settling

  /// How long a spring started with this displacement (position − target) and velocity takes
  /// until it stays within `restDistance` of its target, in seconds.
  ///
  /// It is the time after which an upper bound of |x(t)| (an envelope) stays under
  /// `restDistance`, so the real curve may arrive a little earlier, never later. With
  /// α = ζω0 and b = v0 + α·x0 there are two envelopes, and the earlier settling time is used:
  /// - underdamped, closed form: |x(t)| ≤ e^(−αt)·√(|x0|² + (|b| / ωd)²), solved for t;
  /// - any damping ratio: |x(t)| ≤ e^(−αt)·(|x0|·cosh γt + |b|·sinh(γt)/γ) with γ = ω0√|ζ²−1|
  ///   (γ → 0 at ζ = 1), which decays when γ < α (overdamped, critical, or ζ > 1/√2). It rises
  ///   at most once and then falls, so its last crossing of `restDistance` is found by doubling
  ///   then bisection (at most ~130 evaluations). Near ζ = 1 it is much tighter than the first.
  ///
  /// Returns 0 for invalid parameters or input (non-finite, `restDistance` not positive) and
  /// `.infinity` for an undamped spring that does not start at rest.
  public func settlingDuration(from displacement: Double, velocity: Double, restDistance: Double = 0.5)
    -> Double
  {
    envelopeSettlingDuration(displacement, velocity, restDistance)
  }

  /// The same for any value type (vectors use magnitudes; see the `Double` form).
  public func settlingDuration<Value: AnimatableValue>(
    from displacement: Value, velocity: Value, restDistance: Double = 0.5
  ) -> Double {
    envelopeSettlingDuration(displacement, velocity, restDistance)
  }

  /// How long until both the distance to the target and the speed stay under `tolerance`
  /// (``Tolerance/distance`` and ``Tolerance/velocity``): the moment Flutter's
  /// `SpringSimulation.isDone` and Android's `SpringForce.isAtEquilibrium` turn true for good,
  /// bounded from above as in ``settlingDuration(from:velocity:restDistance:)-(Double,_,_)``.
  ///
  /// The velocity obeys the same equation as the displacement (differentiate
  /// m·x'' + c·x' + k·x = 0), starting from v0 with acceleration a0 = −(k·x0 + c·v0)/m, so the same
  /// envelope bounds it. Returns the later of the two times; 0 for invalid parameters or
  /// non-finite input; `.infinity` when a tolerance is zero and the spring is not at rest.
  ///
  /// ```swift
  /// let spring = Spring(stiffness: 100, dampingRatio: 1)
  /// spring.settlingDuration(from: -500.0, velocity: 0.0, tolerance: .flutter)  // 1.83 s
  /// // (within 0.001 of the target after 1.60 s; slower than 0.001 per second after 1.83 s)
  /// ```
  public func settlingDuration<Value: AnimatableValue>(
    from displacement: Value, velocity: Value, tolerance: Tolerance
  ) -> Double {
    guard isValid, displacement.isFinite, velocity.isFinite else { return 0 }
    if displacement == .zero && velocity == .zero { return 0 }
    guard tolerance.distance > 0, tolerance.velocity > 0 else { return .infinity }
    let spring = SpringSolution(self)
    let alpha = spring.decayRate
    let distanceTime = spring.settlingDuration(
      displacement: displacement.magnitude,
      shiftedVelocity: (velocity + alpha * displacement).magnitude,
      restDistance: tolerance.distance)
    // a0 + α·v0 = −ω0²·x0 − α·v0.
    let shiftedAcceleration = (-spring.squaredFrequency) * displacement - alpha * velocity
    let velocityTime = spring.settlingDuration(
      displacement: velocity.magnitude, shiftedVelocity: shiftedAcceleration.magnitude,
      restDistance: tolerance.velocity)
    return Swift.max(distanceTime, velocityTime)
  }

  private func envelopeSettlingDuration<Value: AnimatableValue>(
    _ displacement: Value, _ velocity: Value, _ restDistance: Double
  ) -> Double {
    guard isValid, displacement.isFinite, velocity.isFinite, restDistance.isFinite, restDistance > 0
    else { return 0 }
    let spring = SpringSolution(self)
    return spring.settlingDuration(
      displacement: displacement.magnitude,
      shiftedVelocity: (velocity + spring.decayRate * displacement).magnitude,
      restDistance: restDistance)
  }
}
