import Foundation
import Motion
import Stage

/// A named set of settling parameters (`--preset NAME`): the built-in ones (`Assets/presets.json`,
/// compiled in: objc.io's spring, UIKit Dynamics' transition and pane, POP's default, a
/// SwiftUI-like snappy spring) and those of a presets file (`--presets FILE`).
public struct Preset: Sendable, Equatable {
  public var name: String
  public var about: String
  public var mode: SettleMode
  /// The preset's sections on top of the defaults (the modal's, seed 000's).
  public var parameters: SettleParameters
  /// Which sections the file gives; a scene takes only these, over its own defaults.
  public var givesSpring = false
  public var givesDynamics = false
  public var givesTimed = false

  /// `base` (a scene's own parameters) with the sections this preset gives.
  public func applied(to base: SettleParameters) -> SettleParameters {
    var result = base
    if givesSpring { result.spring = parameters.spring }
    if givesDynamics {
      result.dynamicsFrequency = parameters.dynamicsFrequency
      result.dynamicsDamping = parameters.dynamicsDamping
      result.dynamicsDensity = parameters.dynamicsDensity
      result.dynamicsResistance = parameters.dynamicsResistance
    }
    if givesTimed {
      result.timedDuration = parameters.timedDuration
      result.timedCurve = parameters.timedCurve
    }
    return result
  }

  /// The presets compiled into flick (Assets/presets.json's, through
  /// `scripts/generate-builtin-presets.sh`): an installed binary has them wherever it runs.
  /// BuiltInPresetsTests checks that they parse and are the file's.
  public static let builtIn: [Preset] = (try? parse(Data(BuiltInPresets.json.utf8), file: "built-in")) ?? []

  /// The built-in presets with those of the presets file at `path` added (`--presets FILE`): a
  /// preset of the file's with a built-in one's name takes its place, the others follow.
  public static func library(adding path: String?) throws(PlaygroundError) -> [Preset] {
    guard let path else { return builtIn }
    var presets = builtIn
    for preset in try load(from: path) {
      if let index = presets.firstIndex(where: { $0.name == preset.name }) {
        presets[index] = preset
      } else {
        presets.append(preset)
      }
    }
    return presets
  }

  /// Reads every preset in `path`; a problem names the file, the preset, the key and the reason.
  public static func load(from path: String) throws(PlaygroundError) -> [Preset] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw PlaygroundError("cannot read presets '\(path)': no such file or not readable")
    }
    return try parse(data, file: path)
  }

  public static func parse(_ data: Data, file: String) throws(PlaygroundError) -> [Preset] {
    let root: Any
    do {
      root = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw PlaygroundError("presets '\(file)' is not valid JSON")
    }
    guard let object = root as? [String: Any], let list = object["presets"] as? [Any] else {
      throw PlaygroundError("presets '\(file)': the top level needs a \"presets\" array")
    }
    var presets: [Preset] = []
    for (index, entry) in list.enumerated() {
      var reader = PresetReader(file: file, label: "preset \(index)")
      let preset = try reader.preset(from: entry)
      if presets.contains(where: { $0.name == preset.name }) {
        throw PlaygroundError("presets '\(file)': preset '\(preset.name)': the name is used twice")
      }
      presets.append(preset)
    }
    return presets
  }

  /// The first preset in the file at `path` (a tuning saved with W has exactly one).
  public static func first(in path: String) throws(PlaygroundError) -> Preset {
    guard let preset = try load(from: path).first else {
      throw PlaygroundError("presets '\(path)' has no preset")
    }
    return preset
  }

  /// The preset called `name`: a built-in one, or one of the presets file at `path`.
  public static func named(_ name: String, adding path: String?) throws(PlaygroundError) -> Preset {
    let presets = try library(adding: path)
    guard let preset = presets.first(where: { $0.name == name }) else {
      let names = presets.map(\.name).joined(separator: ", ")
      let source = path.map { "the built-in presets or '\($0)'" } ?? "the built-in presets"
      throw PlaygroundError("no preset '\(name)' in \(source) (there are: \(names))")
    }
    return preset
  }
}

/// Reads one preset's JSON object, checking every key and range.
private struct PresetReader {
  let file: String
  var label: String

  func fail(_ key: String, _ reason: String) -> PlaygroundError {
    PlaygroundError("presets '\(file)': \(label): key '\(key)': \(reason)")
  }

  func number(_ object: [String: Any], _ key: String, in range: ClosedRange<Double>) throws(PlaygroundError)
    -> Double?
  {
    guard let raw = object[key] else { return nil }
    // JSON booleans come as NSNumbers too (of C type "c"); they are not numbers here.
    guard let number = raw as? NSNumber, String(cString: number.objCType) != "c" else {
      throw fail(key, "must be a number")
    }
    let value = number.doubleValue
    guard value.isFinite, range.contains(value) else {
      throw fail(key, "must be from \(range.lowerBound) to \(range.upperBound), not \(value)")
    }
    return value
  }

  func section(_ object: [String: Any], _ key: String) throws(PlaygroundError) -> [String: Any]? {
    guard let raw = object[key] else { return nil }
    guard let section = raw as? [String: Any] else { throw fail(key, "must be an object") }
    return section
  }

  mutating func preset(from entry: Any) throws(PlaygroundError) -> Preset {
    guard let object = entry as? [String: Any] else { throw fail("-", "a preset must be an object") }
    guard let name = object["name"] as? String, !name.isEmpty else {
      throw fail("name", "a non-empty string is needed")
    }
    label = "preset '\(name)'"
    guard let modeName = object["mode"] as? String, let mode = SettleMode(rawValue: modeName) else {
      throw fail("mode", "must be spring, dynamics or timed")
    }
    var parameters = SettleParameters()
    let spring = try section(object, "spring")
    let dynamics = try section(object, "dynamics")
    let timed = try section(object, "timed")
    if let spring {
      parameters.spring = try springParameters(spring)
    }
    if let dynamics {
      parameters.dynamicsFrequency =
        try number(dynamics, "frequency", in: 0.1...30) ?? parameters.dynamicsFrequency
      parameters.dynamicsDamping = try number(dynamics, "damping", in: 0...5) ?? parameters.dynamicsDamping
      parameters.dynamicsDensity =
        try number(dynamics, "density", in: 0.01...10_000) ?? parameters.dynamicsDensity
      parameters.dynamicsResistance =
        try number(dynamics, "resistance", in: 0...1_000) ?? parameters.dynamicsResistance
    }
    if let timed {
      parameters.timedDuration = try number(timed, "duration", in: 0.01...10) ?? parameters.timedDuration
      if let curveName = timed["curve"] {
        guard let name = curveName as? String, let curve = TimingCurve(name: name) else {
          throw fail("curve", "must be linear, easeIn, easeOut, easeInOut or cubicBezier(x1, y1, x2, y2)")
        }
        parameters.timedCurve = curve
      }
    }
    return Preset(
      name: name, about: object["about"] as? String ?? "", mode: mode, parameters: parameters,
      givesSpring: spring != nil, givesDynamics: dynamics != nil, givesTimed: timed != nil)
  }

  /// One of three forms: stiffness/damping/mass, response/dampingRatio, or POP's speed/bounciness.
  func springParameters(_ spring: [String: Any]) throws(PlaygroundError) -> Spring {
    if let stiffness = try number(spring, "stiffness", in: 0.01...100_000) {
      guard let damping = try number(spring, "damping", in: 0...10_000) else {
        throw fail("damping", "is needed with 'stiffness'")
      }
      let mass = try number(spring, "mass", in: 0.001...1_000) ?? 1
      return try checked { () throws(MotionError) in
        try Spring.validated(mass: mass, stiffness: stiffness, damping: damping)
      }
    }
    if let response = try number(spring, "response", in: 0.01...10) {
      let ratio = try number(spring, "dampingRatio", in: 0...10) ?? 1
      return try checked { () throws(MotionError) in
        try Spring.validated(response: response, dampingRatio: ratio)
      }
    }
    if let speed = try number(spring, "popSpeed", in: 0...20) {
      let bounciness = try number(spring, "popBounciness", in: 0...20) ?? 4
      return try checked { () throws(MotionError) in
        try Spring.validated(popSpeed: speed, bounciness: bounciness)
      }
    }
    throw fail("spring", "needs stiffness and damping, response, or popSpeed")
  }

  /// Motion refuses what is not a spring; the playground reports that as a preset error.
  private func checked(_ make: () throws(MotionError) -> Spring) throws(PlaygroundError)
    -> Spring
  {
    do { return try make() } catch { throw fail("spring", error.description) }
  }
}
