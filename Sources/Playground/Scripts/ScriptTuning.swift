import Foundation
import Motion
import Stage

/// A script's `tuning`: every settling parameter by name, as a recording writes it when a
/// slider set them, so that the replay settles with the same numbers.
///
/// ```json
/// {"t": 1.2, "tuning": {"mass": 1, "stiffness": 300, "damping": 20, "dynamicsFrequency": 3.5,
///   "dynamicsDamping": 0.6, "dynamicsDensity": 100, "dynamicsResistance": 25,
///   "timedDuration": 0.3, "timedCurve": "easeOut"}}
/// ```
/// Each field is optional: what is not given keeps the scene's value.
public struct ScriptTuning: Codable, Equatable, Sendable {
  var mass: Double?
  var stiffness: Double?
  var damping: Double?
  var dynamicsFrequency: Double?
  var dynamicsDamping: Double?
  var dynamicsDensity: Double?
  var dynamicsResistance: Double?
  var timedDuration: Double?
  var timedCurve: String?

  init(_ parameters: SettleParameters) {
    mass = parameters.spring.mass
    stiffness = parameters.spring.stiffness
    damping = parameters.spring.damping
    dynamicsFrequency = parameters.dynamicsFrequency
    dynamicsDamping = parameters.dynamicsDamping
    dynamicsDensity = parameters.dynamicsDensity
    dynamicsResistance = parameters.dynamicsResistance
    timedDuration = parameters.timedDuration
    timedCurve = parameters.timedCurve.name
  }

  /// One line of JSON, numbers in full; nil if a number is not finite.
  var json: String? {
    let numbers = [
      mass, stiffness, damping, dynamicsFrequency, dynamicsDamping, dynamicsDensity,
      dynamicsResistance, timedDuration,
    ]
    guard numbers.allSatisfy({ $0?.isFinite ?? true }) else { return nil }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) }
  }

  /// `base` with the given fields set, checked: the spring must be a spring, the dynamics and the
  /// timed curve what the tuning panel accepts.
  func applied(to base: SettleParameters) throws(PlaygroundError) -> SettleParameters {
    var parameters = base
    do {
      parameters.spring = try Spring.validated(
        mass: mass ?? base.spring.mass, stiffness: stiffness ?? base.spring.stiffness,
        damping: damping ?? base.spring.damping)
    } catch {
      throw PlaygroundError("\"tuning\": not a spring: \(error)")
    }
    func positive(_ value: Double?, _ name: String, _ current: Double) throws(PlaygroundError) -> Double {
      guard let value else { return current }
      guard value.isFinite, value > 0 else {
        throw PlaygroundError("\"tuning\": \"\(name)\" must be positive")
      }
      return value
    }
    parameters.dynamicsFrequency = try positive(
      dynamicsFrequency, "dynamicsFrequency", base.dynamicsFrequency)
    parameters.dynamicsDensity = try positive(dynamicsDensity, "dynamicsDensity", base.dynamicsDensity)
    parameters.timedDuration = try positive(timedDuration, "timedDuration", base.timedDuration)
    for (value, name) in [(dynamicsDamping, "dynamicsDamping"), (dynamicsResistance, "dynamicsResistance")] {
      if let value, !(value.isFinite && value >= 0) {
        throw PlaygroundError("\"tuning\": \"\(name)\" must be 0 or more")
      }
    }
    parameters.dynamicsDamping = dynamicsDamping ?? base.dynamicsDamping
    parameters.dynamicsResistance = dynamicsResistance ?? base.dynamicsResistance
    if let timedCurve {
      guard let curve = TimingCurve(name: timedCurve) else {
        throw PlaygroundError("\"tuning\": unknown \"timedCurve\" \"\(timedCurve)\"")
      }
      parameters.timedCurve = curve
    }
    return parameters
  }
}
