import Motion

/// The one set of limits live tuning keeps, whether it comes from the keys (``Tuning``), the
/// playground's sliders or a preset: the range each key step stays in, and a damping ratio of at
/// least ``minimumDampingRatio`` in the spring and in the dynamics attachment, so the subject
/// always settles (at ζ = 0 a spring oscillates forever and the loop never idles).
public enum TuningLimits {
  /// The SwiftUI damping-ratio slider's left end: a spring at response 3 s still settles to
  /// 1 % within about 45 s.
  public static let minimumDampingRatio = 0.05

  /// The spring's stiffness a key step stays in.
  public static let springStiffness = 10.0...5_000
  /// The spring's damping a key step stays in.
  public static let springDamping = 0.5...500.0
  /// The dynamics attachment's frequency (Hz) a key step stays in.
  public static let dynamicsFrequency = 0.3...20.0
  /// The dynamics attachment's damping ratio a key step stays in.
  public static let dynamicsDamping = 0.0...3
  /// The timed curve's duration (seconds) a key step, and the duration slider, stay in.
  public static let timedDuration = 0.05...3.0

  /// `parameters` with each damping ratio raised to the floor where it is below it.
  public static func floored(_ parameters: SettleParameters) -> SettleParameters {
    var result = parameters
    let spring = parameters.spring
    if spring.isValid, spring.dampingRatio < minimumDampingRatio {
      result.spring.damping = minimumDampingRatio * 2 * (spring.stiffness * spring.mass).squareRoot()
    }
    if !(result.dynamicsDamping >= minimumDampingRatio) { result.dynamicsDamping = minimumDampingRatio }
    return result
  }
}
