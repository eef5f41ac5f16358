import Motion
import Stage

/// What every tuning change keeps: a damping ratio of at least ``minimumDampingRatio`` in the
/// spring and in the dynamics attachment, so whatever the sliders, keys or presets set, the
/// subject settles (at ζ = 0 a spring oscillates forever and the loop never idles).
enum TuningLimits {
  /// The SwiftUI damping-ratio slider's left end: a spring at response 3 s still settles to
  /// 1 % within about 45 s.
  static let minimumDampingRatio = 0.05

  /// `parameters` with each damping ratio raised to the floor where it is below it.
  static func floored(_ parameters: SettleParameters) -> SettleParameters {
    var result = parameters
    let spring = parameters.spring
    if spring.isValid, spring.dampingRatio < minimumDampingRatio {
      result.spring.damping = minimumDampingRatio * 2 * (spring.stiffness * spring.mass).squareRoot()
    }
    if !(result.dynamicsDamping >= minimumDampingRatio) { result.dynamicsDamping = minimumDampingRatio }
    return result
  }
}
