import Foundation

/// The physical constants of a damped spring: m·x'' + c·x' + k·x = 0, where x is the
/// displacement from the target.
///
/// Every popular way of describing a spring converts to these three numbers: objc.io's
/// hand-driven spring (``handDriven``), SwiftUI's response and damping ratio, UIKit Dynamics'
/// frequency and damping, POP's speed and bounciness (see the initializers).
///
/// ```swift
/// let snappy = SpringParameters(response: 0.5, dampingRatio: 0.7)
/// snappy.stiffness  // 157.9
/// snappy.damping    // 17.6
/// ```
///
/// The initializers store what they are given. Parameters that cannot describe a spring
/// (``isValid`` is false: a non-finite value, mass or stiffness not positive, damping negative)
/// make a ``Spring`` snap to its target at once rather than produce NaN.
public struct SpringParameters: Sendable, Hashable {
  /// In the units of the animated value's "mass"; 1 for every preset.
  public var mass: Double
  /// k: force per unit of displacement (objc.io's `springConstant`, POP's `dynamicsTension`).
  public var stiffness: Double
  /// c: force per unit of velocity (objc.io's `frictionConstant`, POP's `dynamicsFriction`).
  public var damping: Double

  public init(mass: Double = 1, stiffness: Double, damping: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }

  /// objc.io's hand-driven spring (issue 12, "Interactive Animations"): `springConstant` 300,
  /// `frictionConstant` 20, mass 1, so ζ ≈ 0.577 and ω0 ≈ 17.3 rad/s. Flick's default.
  public static let handDriven = SpringParameters(mass: 1, stiffness: 300, damping: 20)

  /// SwiftUI's `Spring(response:dampingRatio:)`: `response` is the period in seconds of the
  /// undamped oscillation, so k = (2π / response)²·m and c = 4π·ζ·m / response.
  public init(response: Double, dampingRatio: Double, mass: Double = 1) {
    let angularFrequency = 2 * Double.pi / response
    self.init(
      mass: mass, stiffness: angularFrequency * angularFrequency * mass,
      damping: 2 * dampingRatio * angularFrequency * mass)
  }

  /// SwiftUI's `Spring(response:bounce:)` (also `Spring(duration:bounce:)`, whose duration is
  /// the response): bounce 0 is critically damped, bounce 0.3 is ζ = 0.7; a negative bounce is
  /// overdamped, ζ = 1 / (1 + bounce). A bounce of −1 or less is not a spring (``isValid`` false).
  public init(response: Double, bounce: Double, mass: Double = 1) {
    let dampingRatio = bounce >= 0 ? 1 - bounce : (bounce > -1 ? 1 / (1 + bounce) : -1)
    self.init(response: response, dampingRatio: dampingRatio, mass: mass)
  }

  /// UIKit Dynamics' `UIAttachmentBehavior` and Box2D's soft joints: `frequency` in hertz and
  /// a damping ratio, so ω = 2πf, k = m·ω² and c = 2·m·ζ·ω.
  public init(frequency: Double, dampingRatio: Double, mass: Double = 1) {
    let angularFrequency = 2 * Double.pi * frequency
    self.init(
      mass: mass, stiffness: mass * angularFrequency * angularFrequency,
      damping: 2 * mass * dampingRatio * angularFrequency)
  }

  /// POP's `springSpeed` and `springBounciness` (defaults 12 and 4; both meant for 0…20),
  /// converted as POP's `+[POPSpringAnimation convertBounciness:speed:toTension:friction:mass:]`
  /// does (facebookarchive/pop, pop/POPAnimationExtras.mm and pop/POPMath.mm): both are scaled
  /// by 1/1.7 and normalised over 0…20; the speed is projected to a Quartz Composer "bouncy"
  /// tension in 0.5…200; the friction is interpolated (quadratic ease-out, by the bounciness
  /// projected to 0…0.8) from the tension's no-bounce friction down to 0.01; then both QC values
  /// become POP dynamics values with `POP_ANIMATION_TENSION_FOR_QC_TENSION` and
  /// `POP_ANIMATION_FRICTION_FOR_QC_FRICTION` (pop/POPAnimationPrivate.h), the same mapping as
  /// Rebound's `OrigamiValueConverter` (tension (q − 30)·3.62 + 194, friction (q − 8)·3 + 25;
  /// facebookarchive/rebound-js, src/OrigamiValueConverter.js and src/BouncyConversion.js).
  /// Mass is 1.
  public init(popSpeed: Double, bounciness: Double) {
    let converted = PopSpringConversion.tensionAndFriction(speed: popSpeed, bounciness: bounciness)
    self.init(mass: 1, stiffness: converted.tension, damping: converted.friction)
  }

  /// The inverse of ``init(popSpeed:bounciness:)``, as POP's
  /// `convertTension:friction:toBounciness:speed:` (mass is ignored, as in POP).
  /// POP's own test maps (bounciness 12, speed 5) there and back within 1e-4.
  public var popSpeedAndBounciness: (speed: Double, bounciness: Double) {
    PopSpringConversion.speedAndBounciness(tension: stiffness, friction: damping)
  }

  /// ζ = c / (2·√(k·m)): below 1 the spring overshoots, at 1 it is critically damped.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// ω0 = √(k / m), in radians per second.
  public var undampedAngularFrequency: Double { (stiffness / mass).squareRoot() }

  /// SwiftUI's response: the period of the undamped oscillation, 2π / ω0, in seconds.
  public var response: Double { 2 * Double.pi / undampedAngularFrequency }

  /// Whether these numbers describe a spring that settles or oscillates: all finite, mass and
  /// stiffness positive, damping not negative.
  public var isValid: Bool {
    mass.isFinite && stiffness.isFinite && damping.isFinite && mass > 0 && stiffness > 0
      && damping >= 0 && undampedAngularFrequency.isFinite && undampedAngularFrequency > 0
      && dampingRatio.isFinite
  }

  // MARK: UIKit's normalised spring velocity

  /// UIKit's `usingSpringWithDamping:initialSpringVelocity:` takes the velocity as a fraction
  /// of the distance to travel per second (seed 004): 50 pt/s over 100 pt is 0.5. Returns 0 when
  /// the distance is zero or anything is not finite.
  ///
  /// ```swift
  /// let normalised = SpringParameters.normalizedVelocity(-1500, from: 384, to: -100)  // 3.1
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

  private func envelopeSettlingDuration<Value: AnimatableValue>(
    _ displacement: Value, _ velocity: Value, _ restDistance: Double
  ) -> Double {
    guard isValid, displacement.isFinite, velocity.isFinite, restDistance.isFinite, restDistance > 0
    else { return 0 }
    let spring = Spring(self)
    return spring.settlingDuration(
      displacement: displacement.magnitude,
      shiftedVelocity: (velocity + spring.decayRate * displacement).magnitude,
      restDistance: restDistance)
  }
}

/// POP's and Rebound's conversions between "bouncy" speed/bounciness and tension/friction.
/// Sources are cited on ``SpringParameters/init(popSpeed:bounciness:)``.
enum PopSpringConversion {
  static let normalizationRange = 20.0
  static let normalizationScale = 1.7
  static let bouncinessProjectedMax = 0.8
  static let speedProjectedMin = 0.5
  static let speedProjectedMax = 200.0
  static let frictionInterpolationMax = 0.01

  static func tensionAndFriction(speed: Double, bounciness: Double) -> (tension: Double, friction: Double) {
    let b = bouncinessProjectedMax * (bounciness / normalizationScale) / normalizationRange
    let s = (speed / normalizationScale) / normalizationRange
    let qcTension = speedProjectedMin + s * (speedProjectedMax - speedProjectedMin)
    let eased = 2 * b - b * b
    let qcFriction = eased * frictionInterpolationMax + (1 - eased) * noBounceFriction(qcTension)
    return (tensionFromOrigami(qcTension), frictionFromOrigami(qcFriction))
  }

  static func speedAndBounciness(tension: Double, friction: Double) -> (speed: Double, bounciness: Double) {
    let qcFriction = origamiFromFriction(friction)
    let qcTension = origamiFromTension(tension)
    let noBounce = noBounceFriction(qcTension)
    // friction = mix(noBounce, max, 2b − b²): a quadratic in b; POP keeps the root below 0.8.
    let a = noBounce - frictionInterpolationMax
    let b = 2 * (frictionInterpolationMax - noBounce)
    let c = noBounce - qcFriction
    let root = (b * b - 4 * a * c).squareRoot()
    let first = (-b + root) / (2 * a)
    let second = (-b - root) / (2 * a)
    let projectedBounciness = second < bouncinessProjectedMax ? second : first
    let scale = normalizationRange * normalizationScale
    return (
      speed: scale / (speedProjectedMax - speedProjectedMin) * (qcTension - speedProjectedMin),
      bounciness: scale / bouncinessProjectedMax * projectedBounciness
    )
  }

  /// POP's `b3_nobounce`: the friction at which a QC tension just does not overshoot.
  static func noBounceFriction(_ tension: Double) -> Double {
    if tension <= 18 {
      return 0.0007 * tension * tension * tension - 0.031 * tension * tension + 0.64 * tension + 1.28
    } else if tension <= 44 {
      return 0.000044 * tension * tension * tension - 0.006 * tension * tension + 0.36 * tension + 2
    } else {
      return 0.00000045 * tension * tension * tension - 0.000332 * tension * tension + 0.1078 * tension
        + 5.84
    }
  }

  static func tensionFromOrigami(_ value: Double) -> Double { (value - 30) * 3.62 + 194 }
  static func frictionFromOrigami(_ value: Double) -> Double { (value - 8) * 3 + 25 }
  static func origamiFromTension(_ tension: Double) -> Double { (tension - 194) / 3.62 + 30 }
  static func origamiFromFriction(_ friction: Double) -> Double { (friction - 25) / 3 + 8 }
}
