import Foundation

// Facebook's springs: Origami's (Quartz Composer's) tension and friction, as Rebound takes them,
// and POP's speed and bounciness, which convert through them.
extension Spring {
  /// Rebound's `SpringConfig.fromOrigamiTensionAndFriction(qcTension, qcFriction)`: the values
  /// of Origami's spring patch, converted by Rebound's `OrigamiValueConverter`
  /// (facebookarchive/rebound, rebound-core/…/OrigamiValueConverter.java): tension
  /// (o − 30)·3.62 + 194, friction (o − 8)·3 + 25, and 0 stays 0. Mass is 1.
  ///
  /// ```swift
  /// let rebound = Spring(origamiTension: 40, origamiFriction: 7)  // Rebound's default
  /// rebound.stiffness  // 230.2
  /// rebound.damping    // 22
  /// ```
  public init(origamiTension: Double, origamiFriction: Double) {
    self = Self.require { () throws(MotionError) in
      try .validated(origamiTension: origamiTension, origamiFriction: origamiFriction)
    }
  }

  /// ``init(origamiTension:origamiFriction:)`` for numbers a person typed.
  ///
  /// - Throws: ``MotionError`` when a value is not finite or converts to a stiffness that is not
  ///   positive (an Origami tension of 0, or below about −23.6) or to a negative friction (an
  ///   Origami friction below −1/3).
  public static func validated(origamiTension: Double, origamiFriction: Double) throws(MotionError)
    -> Spring
  {
    try MotionError.requireFinite(origamiTension, "origamiTension")
    try MotionError.requireFinite(origamiFriction, "origamiFriction")
    return try .validated(
      mass: 1, stiffness: OrigamiConversion.tension(fromOrigami: origamiTension),
      damping: OrigamiConversion.friction(fromOrigami: origamiFriction))
  }

  /// The inverse of ``init(origamiTension:origamiFriction:)`` (Rebound's
  /// `origamiValueFromTension` and `origamiValueFromFriction`); mass is ignored, as in Rebound.
  public var origamiTensionAndFriction: (tension: Double, friction: Double) {
    (OrigamiConversion.origami(fromTension: stiffness), OrigamiConversion.origami(fromFriction: damping))
  }

  /// POP's `springSpeed` and `springBounciness` (defaults 12 and 4, "defined as a value in the
  /// range [0, 20]" in pop/POPSpringAnimation.h), and Rebound's
  /// `SpringConfig.fromBouncinessAndSpeed(bounciness, speed)`, which is the same conversion.
  ///
  /// Converted as POP's `+[POPSpringAnimation convertBounciness:speed:toTension:friction:mass:]`
  /// does (facebookarchive/pop, pop/POPAnimationExtras.mm and pop/POPMath.mm): both are scaled
  /// by 1/1.7 and normalised over 0…20; the speed is projected to a Quartz Composer "bouncy"
  /// tension in 0.5…200; the friction is interpolated (quadratic ease-out, by the bounciness
  /// projected to 0…0.8) from the tension's no-bounce friction down to 0.01; then both QC values
  /// become POP dynamics values with `POP_ANIMATION_TENSION_FOR_QC_TENSION` and
  /// `POP_ANIMATION_FRICTION_FOR_QC_FRICTION` (pop/POPAnimationPrivate.h), the same mapping as
  /// Rebound's `OrigamiValueConverter` (tension (q − 30)·3.62 + 194, friction (q − 8)·3 + 25).
  /// Mass is 1.
  ///
  /// ```swift
  /// let pop = Spring(popSpeed: 12, bounciness: 4)  // POP's default
  /// pop.stiffness  // 342.1
  /// pop.damping    // 30.5
  /// ```
  public init(popSpeed: Double, bounciness: Double) {
    self = Self.require { () throws(MotionError) in
      try .validated(popSpeed: popSpeed, bounciness: bounciness)
    }
  }

  /// ``init(popSpeed:bounciness:)`` for numbers a person typed.
  ///
  /// - Throws: ``MotionError/outOfRange(parameter:value:range:)`` unless both are in 0…20.
  public static func validated(popSpeed: Double, bounciness: Double) throws(MotionError) -> Spring {
    for (name, value) in [("popSpeed", popSpeed), ("bounciness", bounciness)] {
      try MotionError.requireFinite(value, name)
      guard (0...PopSpringConversion.normalizationRange).contains(value) else {
        throw .outOfRange(parameter: name, value: value, range: "0…20")
      }
    }
    let converted = PopSpringConversion.tensionAndFriction(speed: popSpeed, bounciness: bounciness)
    return try .validated(mass: 1, stiffness: converted.tension, damping: converted.friction)
  }

  /// The inverse of ``init(popSpeed:bounciness:)``, as POP's
  /// `convertTension:friction:toBounciness:speed:` (mass is ignored, as in POP).
  /// POP's own test maps (bounciness 12, speed 5) there and back within 1e-4; Motion's round
  /// trip is exact to 1e-9. A spring that no speed and bounciness describe gives NaN.
  public var popSpeedAndBounciness: (speed: Double, bounciness: Double) {
    PopSpringConversion.speedAndBounciness(tension: stiffness, friction: damping)
  }
}

/// Rebound's `OrigamiValueConverter`, with its special case: 0 maps to 0 both ways.
enum OrigamiConversion {
  static func tension(fromOrigami value: Double) -> Double {
    value == 0 ? 0 : PopSpringConversion.tensionFromOrigami(value)
  }
  static func friction(fromOrigami value: Double) -> Double {
    value == 0 ? 0 : PopSpringConversion.frictionFromOrigami(value)
  }
  static func origami(fromTension tension: Double) -> Double {
    tension == 0 ? 0 : PopSpringConversion.origamiFromTension(tension)
  }
  static func origami(fromFriction friction: Double) -> Double {
    friction == 0 ? 0 : PopSpringConversion.origamiFromFriction(friction)
  }
}

/// POP's and Rebound's conversions between "bouncy" speed/bounciness and tension/friction.
/// Sources are cited on ``Spring/init(popSpeed:bounciness:)``.
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
