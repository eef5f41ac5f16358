import Foundation
import Motion
import Stage

/// One slider of the tuning panel: a parameter in one unit system (SwiftUI's response, Core
/// Animation's stiffness, Origami's tension, POP's bounciness, …), its range and scale, and how
/// setting it changes the scene's parameters. Every spring slider reads its value back from the
/// resulting ``Spring``, so editing one moves all the others (the conversions are
/// Motion's, exact both ways).
struct TuningSlider: Sendable {
  /// The trace-and-script name of the parameter, e.g. "response", "tension".
  let id: String
  /// The unit system it belongs to, shown as a group header: "SwiftUI", "Core Animation", …
  let group: String
  let label: String
  let range: ClosedRange<Double>
  /// Log sliders for quantities that span decades (stiffness, mass).
  let isLogarithmic: Bool
  let format: String
  let value: @Sendable (SettleParameters) -> Double
  /// The parameters with this slider at `value`; nil when that is not a valid setting.
  let apply: @Sendable (Double, SettleParameters) -> SettleParameters?
  /// Why this slider's unit system cannot express `parameters` (one short line), or nil when
  /// it can. Origami's tension and POP's speed and bounciness cover only part of the springs
  /// the other forms describe; outside it their formulas give negative or NaN numbers, which the
  /// panel never shows: it shows "—", disables the slider and says why.
  var unavailability: @Sendable (SettleParameters) -> String? = { _ in nil }

  /// Why the slider is disabled for `parameters`, or nil when it is enabled.
  func unavailableReason(for parameters: SettleParameters) -> String? {
    if let reason = unavailability(parameters) { return reason }
    return value(parameters).isFinite ? nil : "no value for this spring"
  }

  /// 0…1 along the track for `parameters`' value, clamped.
  func fraction(for parameters: SettleParameters) -> Double {
    let current = value(parameters)
    guard current.isFinite else { return 0 }
    let fraction =
      isLogarithmic
      ? log(max(current, range.lowerBound) / range.lowerBound) / log(range.upperBound / range.lowerBound)
      : (current - range.lowerBound) / (range.upperBound - range.lowerBound)
    return min(1, max(0, fraction))
  }

  /// The value at `fraction` of the track.
  func value(atFraction fraction: Double) -> Double {
    let clamped = min(1, max(0, fraction))
    return isLogarithmic
      ? range.lowerBound * pow(range.upperBound / range.lowerBound, clamped)
      : range.lowerBound + clamped * (range.upperBound - range.lowerBound)
  }

  /// The value with its unit; "—" when the unit system cannot express `parameters`.
  func text(for parameters: SettleParameters) -> String {
    unavailableReason(for: parameters) == nil ? String(format: format, value(parameters)) : "—"
  }

  /// The sliders for `mode`.
  static func sliders(for mode: SettleMode) -> [TuningSlider] {
    switch mode {
    case .spring: springSliders
    case .dynamics: dynamicsSliders
    case .timed: timedSliders
    }
  }

  /// A spring slider: `make` builds the spring from this slider's value and the current spring.
  private static func spring(
    _ id: String, group: String, label: String, range: ClosedRange<Double>, logarithmic: Bool = false,
    format: String, value: @escaping @Sendable (Spring) -> Double,
    unavailability: @escaping @Sendable (Spring) -> String? = { _ in nil },
    make: @escaping @Sendable (Double, Spring) throws -> Spring
  ) -> TuningSlider {
    TuningSlider(
      id: id, group: group, label: label, range: range, isLogarithmic: logarithmic, format: format,
      value: { value($0.spring) },
      apply: { newValue, parameters in
        guard unavailability(parameters.spring) == nil,
          let spring = try? make(newValue, parameters.spring), spring.isValid
        else { return nil }
        var result = parameters
        result.spring = spring
        return TuningLimits.floored(result)
      },
      unavailability: { unavailability($0.spring) })
  }

  /// Origami's tension and friction are positive (Rebound maps 0 to 0, which is no spring):
  /// tension (o − 30)·3.62 + 194 > 85.4 N/m and friction (o − 8)·3 + 25 > 1 N·s/m.
  @Sendable static func origamiUnavailability(_ spring: Spring) -> String? {
    let origami = spring.origamiTensionAndFriction
    if !(origami.tension > 0) { return "no Origami tension for k ≤ 85.4 N/m" }
    if !(origami.friction > 0) { return "no Origami friction for c ≤ 1 N·s/m" }
    return nil
  }

  /// POP's speed and bounciness are defined over 0…20 (pop/POPSpringAnimation.h): the speed
  /// spans k from 87.2 to 512 N/m, the bounciness the friction from the speed's no-bounce
  /// friction down to a Quartz Composer friction of 0.01.
  @Sendable static func popUnavailability(_ spring: Spring) -> String? {
    let pop = spring.popSpeedAndBounciness
    if !(pop.speed >= 0) { return "no POP speed for k < 87.2 N/m" }
    if !(pop.speed <= 20) { return "no POP speed for k > 512 N/m" }
    if pop.bounciness < 0 { return "too damped for POP" }
    if !(pop.bounciness <= 20) { return "too bouncy for POP" }
    return nil
  }

  static let springSliders: [TuningSlider] = [
    spring(
      "response", group: "SwiftUI", label: "response", range: 0.05...3, logarithmic: true, format: "%.3f s",
      value: { $0.response },
      make: { try Spring.validated(response: $0, dampingRatio: $1.dampingRatio, mass: $1.mass) }),
    spring(
      "dampingRatio", group: "SwiftUI", label: "damping ratio", range: 0.05...2, format: "%.3f",
      value: { $0.dampingRatio },
      make: { try Spring.validated(response: $1.response, dampingRatio: $0, mass: $1.mass) }),
    spring(
      "stiffness", group: "Core Animation", label: "stiffness", range: 1...5_000, logarithmic: true,
      format: "%.1f N/m", value: { $0.stiffness },
      make: { try Spring.validated(mass: $1.mass, stiffness: $0, damping: $1.damping) }),
    spring(
      "damping", group: "Core Animation", label: "damping", range: 0.1...500, logarithmic: true,
      format: "%.2f N·s/m", value: { $0.damping },
      make: { try Spring.validated(mass: $1.mass, stiffness: $1.stiffness, damping: $0) }),
    spring(
      "mass", group: "Core Animation", label: "mass", range: 0.05...20, logarithmic: true, format: "%.3f kg",
      value: { $0.mass },
      make: { try Spring.validated(mass: $0, stiffness: $1.stiffness, damping: $1.damping) }),
    spring(
      "tension", group: "Origami", label: "tension", range: 1...200, format: "%.2f",
      value: { $0.origamiTensionAndFriction.tension }, unavailability: origamiUnavailability,
      make: {
        try Spring.validated(origamiTension: $0, origamiFriction: $1.origamiTensionAndFriction.friction)
      }),
    spring(
      "friction", group: "Origami", label: "friction", range: 0.5...50, logarithmic: true, format: "%.2f",
      value: { $0.origamiTensionAndFriction.friction }, unavailability: origamiUnavailability,
      make: {
        try Spring.validated(origamiTension: $1.origamiTensionAndFriction.tension, origamiFriction: $0)
      }),
    spring(
      "speed", group: "POP", label: "speed", range: 0...20, format: "%.2f",
      value: { $0.popSpeedAndBounciness.speed }, unavailability: popUnavailability,
      make: { try Spring.validated(popSpeed: $0, bounciness: $1.popSpeedAndBounciness.bounciness) }),
    spring(
      "bounciness", group: "POP", label: "bounciness", range: 0...20, format: "%.2f",
      value: { $0.popSpeedAndBounciness.bounciness }, unavailability: popUnavailability,
      make: { try Spring.validated(popSpeed: $1.popSpeedAndBounciness.speed, bounciness: $0) }),
    spring(
      "duration", group: "SwiftUI (duration, bounce)", label: "duration", range: 0.05...3, logarithmic: true,
      format: "%.3f s", value: { $0.response },
      make: { try Spring.validated(duration: $0, bounce: $1.bounce, mass: $1.mass) }),
    spring(
      "bounce", group: "SwiftUI (duration, bounce)", label: "bounce", range: -0.95...0.95, format: "%.3f",
      value: { $0.bounce }, make: { try Spring.validated(duration: $1.response, bounce: $0, mass: $1.mass) }),
  ]

  /// A dynamics or timed slider on one stored parameter.
  private static func stored(
    _ id: String, group: String, label: String, range: ClosedRange<Double>, logarithmic: Bool = false,
    format: String, _ keyPath: WritableKeyPath<SettleParameters, Double> & Sendable
  ) -> TuningSlider {
    TuningSlider(
      id: id, group: group, label: label, range: range, isLogarithmic: logarithmic, format: format,
      value: { $0[keyPath: keyPath] },
      apply: { newValue, parameters in
        guard newValue.isFinite else { return nil }
        var result = parameters
        result[keyPath: keyPath] = min(range.upperBound, max(range.lowerBound, newValue))
        return TuningLimits.floored(result)
      })
  }

  static let dynamicsSliders: [TuningSlider] = [
    stored(
      "frequency", group: "UIKit Dynamics attachment", label: "frequency", range: 0.2...20, logarithmic: true,
      format: "%.2f Hz", \.dynamicsFrequency),
    stored(
      "dampingRatio", group: "UIKit Dynamics attachment", label: "damping ratio",
      range: TuningLimits.minimumDampingRatio...2, format: "%.3f",
      \.dynamicsDamping),
    stored(
      "density", group: "item behavior", label: "density", range: 1...1_000, logarithmic: true,
      format: "%.1f",
      \.dynamicsDensity),
    stored(
      "resistance", group: "item behavior", label: "resistance", range: 0...100, format: "%.1f /s",
      \.dynamicsResistance),
  ]

  static let timedSliders: [TuningSlider] = [
    stored(
      "duration", group: "UIView.animate", label: "duration", range: TuningLimits.timedDuration,
      logarithmic: true,
      format: "%.3f s",
      \.timedDuration)
  ]
}
