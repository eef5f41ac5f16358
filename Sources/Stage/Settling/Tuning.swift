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
  /// Multiplies the main parameter by 1.25 (or divides), within ranges that stay stable and
  /// visible; damping moves by 10 %.
  public mutating func tune(_ step: Tuning, mode: SettleMode) {
    let factor = 1.25
    switch (mode, step) {
    case (.spring, .stiffer): spring.stiffness = min(spring.stiffness * factor, 5_000)
    case (.spring, .softer): spring.stiffness = max(spring.stiffness / factor, 10)
    case (.spring, .moreDamped): spring.damping = min(spring.damping * 1.1, 500)
    case (.spring, .lessDamped): spring.damping = max(spring.damping / 1.1, 0.5)
    case (.dynamics, .stiffer): dynamicsFrequency = min(dynamicsFrequency * factor, 20)
    case (.dynamics, .softer): dynamicsFrequency = max(dynamicsFrequency / factor, 0.3)
    case (.dynamics, .moreDamped): dynamicsDamping = min(dynamicsDamping + 0.1, 3)
    case (.dynamics, .lessDamped): dynamicsDamping = max(dynamicsDamping - 0.1, 0)
    case (.timed, .stiffer): timedDuration = max(timedDuration / factor, 0.05)
    case (.timed, .softer): timedDuration = min(timedDuration * factor, 3)
    case (.timed, .moreDamped), (.timed, .lessDamped): break
    }
  }
}
