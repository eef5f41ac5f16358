/// How close is close enough to stop: Flutter's `Tolerance` (distance, time and velocity) and
/// Android's, Rebound's and POP's rest thresholds, in one type: the one rest threshold every
/// animation and simulation in Motion takes (`tolerance:`).
///
/// A simulation is done when it is within ``distance`` of where it is going and slower than
/// ``velocity`` (both strictly, as Flutter's `nearZero` and Android's `isAtEquilibrium`
/// compare). ``time`` is Flutter's tolerance for comparing times.
///
/// ```swift
/// let android = try Tolerance.android(minimumVisibleChange: 1)  // pixels
/// android.distance  // 0.75
/// android.velocity  // 46.875
/// ```
public struct Tolerance: Sendable, Hashable {
  /// The largest distance still counted as "there", in the value's units.
  public let distance: Double
  /// The largest time difference counted as "the same time", in seconds.
  public let time: Double
  /// The largest speed still counted as "at rest", in the value's units per second.
  public let velocity: Double

  /// Flutter's `Tolerance({distance, time, velocity})`: each defaults to 0.001
  /// (packages/flutter/lib/src/physics/tolerance.dart). Values that cannot be a threshold
  /// (negative or not finite) are a programmer error; ``validated(distance:time:velocity:)``
  /// checks typed ones.
  public init(distance: Double = 1e-3, time: Double = 1e-3, velocity: Double = 1e-3) {
    do {
      self = try .validated(distance: distance, time: time, velocity: velocity)
    } catch {
      preconditionFailure("Tolerance: \(error)")
    }
  }

  /// ``init(distance:time:velocity:)`` for numbers a person typed.
  ///
  /// - Throws: ``MotionError`` when a value is negative or not finite. Zero is allowed: it
  ///   means "never close enough" (Flutter's `FrictionSimulation.through` uses a zero velocity
  ///   tolerance for a fling that ends at rest).
  public static func validated(distance: Double = 1e-3, time: Double = 1e-3, velocity: Double = 1e-3)
    throws(MotionError) -> Tolerance
  {
    try MotionError.requireNonNegative(distance, "distance")
    try MotionError.requireNonNegative(time, "time")
    try MotionError.requireNonNegative(velocity, "velocity")
    return Tolerance(uncheckedDistance: distance, time: time, velocity: velocity)
  }

  init(uncheckedDistance distance: Double, time: Double, velocity: Double) {
    self.distance = distance
    self.time = time
    self.velocity = velocity
  }

  /// Flutter's `Tolerance.defaultTolerance`: 0.001 for all three.
  public static let flutter = Tolerance(uncheckedDistance: 1e-3, time: 1e-3, velocity: 1e-3)

  /// Rebound's `Spring` rest thresholds: `mRestSpeedThreshold` and
  /// `mDisplacementFromRestThreshold` are both 0.005 (rebound-core/…/Spring.java).
  public static let rebound = Tolerance(uncheckedDistance: 0.005, time: 1e-3, velocity: 0.005)

  /// Motion's own rest thresholds: ``SpringAnimation``'s defaults, 0.5 pt and 2 pt/s.
  public static let motion = Tolerance(uncheckedDistance: 0.5, time: 1e-3, velocity: 2)

  /// Android's thresholds for a property whose smallest visible change is
  /// `minimumVisibleChange` (`DynamicAnimation.setMinimumVisibleChange`): the value threshold
  /// is 0.75 of it (`THRESHOLD_MULTIPLIER`) and the velocity threshold 1000/16 = 62.5 times the
  /// value threshold (`VELOCITY_THRESHOLD_MULTIPLIER`: moving it within one 16 ms frame), as
  /// `SpringForce.setValueThreshold` and `FlingAnimation`'s `DragForce` compute them.
  ///
  /// - Throws: ``MotionError`` unless `minimumVisibleChange` is positive and finite (Android
  ///   throws `IllegalArgumentException` likewise).
  public static func android(minimumVisibleChange: Double) throws(MotionError) -> Tolerance {
    try MotionError.requirePositive(minimumVisibleChange, "minimumVisibleChange")
    let valueThreshold = minimumVisibleChange * 0.75
    return Tolerance(uncheckedDistance: valueThreshold, time: 1e-3, velocity: valueThreshold * (1000.0 / 16))
  }

  /// Android's `DynamicAnimation.MIN_VISIBLE_CHANGE_*` constants, for
  /// ``android(minimumVisibleChange:)``.
  public enum MinimumVisibleChange {
    /// `MIN_VISIBLE_CHANGE_PIXELS`: 1 pixel (translation, scroll, custom properties).
    public static let pixels = 1.0
    /// `MIN_VISIBLE_CHANGE_ROTATION_DEGREES`: 1/10 of a degree.
    public static let rotationDegrees = 1.0 / 10
    /// `MIN_VISIBLE_CHANGE_ALPHA`: 1/256.
    public static let alpha = 1.0 / 256
    /// `MIN_VISIBLE_CHANGE_SCALE`: 1/500.
    public static let scale = 1.0 / 500
  }

  /// Android's thresholds for pixels: 0.75 px and 46.875 px/s.
  public static let androidPixels = Tolerance(uncheckedDistance: 0.75, time: 1e-3, velocity: 46.875)
}
