import Foundation
import Motion
import Stage

/// The presets the window can cycle through at run time (the same ones `--preset` names), and
/// the current tuning written out as a presets file that `--preset FILE` loads back.
struct PresetLibrary {
  let presets: [Preset]

  /// The built-in presets and those of the presets file at `path`; the built-in ones alone
  /// when it cannot be read (the command line checked it before the window opened).
  init(adding path: String?) {
    presets = (try? Preset.library(adding: path)) ?? Preset.builtIn
  }

  init(presets: [Preset]) {
    self.presets = presets
  }

  /// The preset after the one named `name` (the first after none, or after the last).
  func preset(after name: String?) -> Preset? {
    guard !presets.isEmpty else { return nil }
    guard let name, let index = presets.firstIndex(where: { $0.name == name }) else { return presets[0] }
    return presets[(index + 1) % presets.count]
  }

  /// A presets file with one preset named `name`: `mode` and every section of `parameters`.
  static func json(name: String, about: String, mode: SettleMode, parameters: SettleParameters) -> String {
    let spring = parameters.spring
    func number(_ value: Double) -> String { String(value) }
    return """
      {
        "presets": [
          {
            "name": "\(name)",
            "about": "\(about)",
            "mode": "\(mode.rawValue)",
            "spring": {"stiffness": \(number(spring.stiffness)), "damping": \(number(spring.damping)), "mass": \(number(spring.mass))},
            "dynamics": {"frequency": \(number(parameters.dynamicsFrequency)), "damping": \(number(parameters.dynamicsDamping)), "density": \(number(parameters.dynamicsDensity)), "resistance": \(number(parameters.dynamicsResistance))},
            "timed": {"duration": \(number(parameters.timedDuration)), "curve": "\(parameters.timedCurve.name)"}
          }
        ]
      }

      """
  }
}
