import Motion
import Scenes
import Stage

/// The active mode's parameters by name, for the trace's `tuning` field and the toasts, so a
/// script can check what a key or a slider did.
enum TuningReport {
  static func traceValue(mode: SettleMode, parameters: SettleParameters) -> TraceValue {
    .object(entries(mode: mode, parameters: parameters).map { TraceField($0.name, $0.value) })
  }

  static func entries(mode: SettleMode, parameters: SettleParameters) -> [(name: String, value: TraceValue)] {
    switch mode {
    case .spring:
      let spring = parameters.spring
      return [
        ("response", .number(spring.response)), ("dampingRatio", .number(spring.dampingRatio)),
        ("stiffness", .number(spring.stiffness)), ("damping", .number(spring.damping)),
        ("mass", .number(spring.mass)),
      ]
    case .dynamics:
      return [
        ("frequency", .number(parameters.dynamicsFrequency)),
        ("dampingRatio", .number(parameters.dynamicsDamping)),
        ("density", .number(parameters.dynamicsDensity)),
        ("resistance", .number(parameters.dynamicsResistance)),
      ]
    case .timed:
      return [
        ("duration", .number(parameters.timedDuration)), ("curve", .string(parameters.timedCurve.name)),
      ]
    }
  }

  /// One line with units, for a toast: "spring: response 0.36 s, damping ratio 0.58 (k 300, c 20)";
  /// `compact` for the HUD's narrow first line, which must fit 276 pt: "spring  k 300  c 20.0
  /// m 1  ζ 0.58", "dynamics  3.50 Hz  ζ 0.60  ρ 100  res 25/s" (ρ the density).
  static func summary(mode: SettleMode, parameters: SettleParameters, compact: Bool = false) -> String {
    if compact {
      switch mode {
      case .spring:
        let spring = parameters.spring
        return String(
          format: "spring  k %.0f  c %.1f  m %.2g  ζ %.2f  (%.2f s)", spring.stiffness, spring.damping,
          spring.mass,
          spring.dampingRatio, spring.response)
      case .dynamics:
        return String(
          format: "dynamics  %.2f Hz  ζ %.2f  ρ %.0f  res %.0f/s", parameters.dynamicsFrequency,
          parameters.dynamicsDamping, parameters.dynamicsDensity, parameters.dynamicsResistance)
      case .timed:
        return String(format: "timed  %.2f s  ", parameters.timedDuration) + parameters.timedCurve.name
      }
    }
    switch mode {
    case .spring:
      let spring = parameters.spring
      return String(
        format: "spring: response %.3g s, ζ %.2f (k %.4g N/m, c %.3g N·s/m, m %.3g kg)",
        spring.response, spring.dampingRatio, spring.stiffness, spring.damping, spring.mass)
    case .dynamics:
      return String(
        format: "dynamics: %.3g Hz, damping ratio %.2f, density %.4g, resistance %.3g /s",
        parameters.dynamicsFrequency, parameters.dynamicsDamping, parameters.dynamicsDensity,
        parameters.dynamicsResistance)
    case .timed:
      return String(format: "timed: %.3g s, ", parameters.timedDuration) + parameters.timedCurve.name
    }
  }
}
