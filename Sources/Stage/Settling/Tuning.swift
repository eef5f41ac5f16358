import Motion

/// A step of live tuning ([ ] and ; ' in the playground), applied to the current mode's main
/// parameters: stiffness or frequency or duration, and damping.
public enum Tuning: Sendable {
  /// A stiffer spring, a higher attachment frequency, or a shorter timed duration.
  case stiffer
  /// A softer spring, a lower attachment frequency, or a longer timed duration.
  case softer
  /// More damping (the timed mode has none to tune).
  case moreDamped
  /// Less damping (the timed mode has none to tune).
  case lessDamped
}

extension SettleParameters {
  /// Multiplies the main parameter by 1.25 (or divides), within ``TuningLimits``' ranges, which
  /// stay stable and visible; damping moves by 10 %.
  public mutating func tune(_ step: Tuning, mode: SettleMode) {
    let factor = 1.25
    typealias Limits = TuningLimits
    switch (mode, step) {
    case (.spring, .stiffer):
      spring.stiffness = min(spring.stiffness * factor, Limits.springStiffness.upperBound)
    case (.spring, .softer):
      spring.stiffness = max(spring.stiffness / factor, Limits.springStiffness.lowerBound)
    case (.spring, .moreDamped): spring.damping = min(spring.damping * 1.1, Limits.springDamping.upperBound)
    case (.spring, .lessDamped): spring.damping = max(spring.damping / 1.1, Limits.springDamping.lowerBound)
    case (.dynamics, .stiffer):
      dynamicsFrequency = min(dynamicsFrequency * factor, Limits.dynamicsFrequency.upperBound)
    case (.dynamics, .softer):
      dynamicsFrequency = max(dynamicsFrequency / factor, Limits.dynamicsFrequency.lowerBound)
    case (.dynamics, .moreDamped):
      dynamicsDamping = min(dynamicsDamping + 0.1, Limits.dynamicsDamping.upperBound)
    case (.dynamics, .lessDamped):
      dynamicsDamping = max(dynamicsDamping - 0.1, Limits.dynamicsDamping.lowerBound)
    case (.timed, .stiffer): timedDuration = max(timedDuration / factor, Limits.timedDuration.lowerBound)
    case (.timed, .softer): timedDuration = min(timedDuration * factor, Limits.timedDuration.upperBound)
    case (.timed, .moreDamped), (.timed, .lessDamped): break
    }
  }
}
